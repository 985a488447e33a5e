/** Quotes an SQL identifier; names come from declarations (checked by the registry test) but are quoted anyway. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects positional parameters while a statement is built. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE wildcards so a search for `50%` finds "50%", not everything. */
export function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
