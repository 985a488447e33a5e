/** One entry of a field list: `name` alone, or `name:value|value`. */
export type FieldListEntry = { name: string; values: string[] };

const OPEN = '([{';
const CLOSE = ')]}';

type Token = { text: string; quoted: boolean };

/** Accumulates one token, trimming only unquoted whitespace at its ends. */
class TokenBuilder {
  private text = '';
  private quotedFrom = -1;
  private quotedTo = -1;

  add(chars: string, quoted: boolean): void {
    if (quoted) {
      if (this.quotedFrom < 0) this.quotedFrom = this.text.length;
      this.text += chars;
      this.quotedTo = this.text.length;
    } else this.text += chars;
  }

  /** Nothing but unquoted whitespace so far: a quote here opens a quoted part. */
  isBlank(): boolean {
    return this.quotedFrom < 0 && this.text.trim() === '';
  }

  markQuoted(): void {
    if (this.quotedFrom < 0) this.quotedFrom = this.text.length;
    this.quotedTo = Math.max(this.quotedTo, this.text.length);
  }

  finish(): Token {
    let start = 0;
    let end = this.text.length;
    const keepFrom = this.quotedFrom < 0 ? end : this.quotedFrom;
    const keepTo = Math.max(0, this.quotedTo);
    while (start < keepFrom && /\s/.test(this.text[start]!)) start++;
    while (end > Math.max(keepTo, start) && /\s/.test(this.text[end - 1]!)) end--;
    return { text: this.text.slice(start, end), quoted: this.quotedFrom >= 0 };
  }
}

/**
 * Splits field-list text into entries and their parts. Separators count only outside quotes and
 * brackets: `,` ends an entry, the first `:` ends the name, `|` separates values. A quote opens a
 * quoted part only at the start of a part, so an apostrophe inside a word (`Jum'at`) is literal.
 */
function tokenize(text: string): { name: Token; values: Token[] | null }[] {
  const entries: { name: Token; values: Token[] | null }[] = [];
  let current = new TokenBuilder();
  let name: Token | null = null;
  let values: Token[] = [];
  const depth: string[] = [];
  const endToken = () => {
    const t = current.finish();
    current = new TokenBuilder();
    return t;
  };
  const endEntry = () => {
    const t = endToken();
    if (name === null) entries.push({ name: t, values: null });
    else entries.push({ name, values: [...values, t] });
    name = null;
    values = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ((c === '"' || c === "'") && depth.length > 0) {
      const close = text.indexOf(c, i + 1);
      const j = close < 0 ? text.length : close + 1;
      current.add(text.slice(i, j), false);
      i = j - 1;
      continue;
    }
    if ((c === '"' || c === "'") && current.isBlank()) {
      current.markQuoted();
      let j = i + 1;
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && (text[j + 1] === c || text[j + 1] === '\\')) j++;
        current.add(text[j]!, true);
        j++;
      }
      i = j;
      continue;
    }
    if (OPEN.includes(c)) depth.push(CLOSE[OPEN.indexOf(c)]!);
    else if (depth.length > 0 && c === depth[depth.length - 1]) depth.pop();
    else if (depth.length === 0) {
      if (c === ',') {
        endEntry();
        continue;
      }
      if (c === ':' && name === null) {
        name = endToken();
        continue;
      }
      if (c === '|' && name !== null) {
        values.push(endToken());
        continue;
      }
    }
    current.add(c, false);
  }
  endEntry();
  return entries;
}

/**
 * Parses the product's field-list syntax (spec §5): comma separated entries, `name:value` pairs,
 * `|` between alternative values, quotes ('…' or "…", with `\"` escapes) and brackets respected.
 * Unquoted whitespace around parts is trimmed; empty parts are dropped unless quoted. Never throws.
 *
 * @example parseFieldList('status:Done|Closed, kategori:"A, B"')
 *   // [{ name: 'status', values: ['Done', 'Closed'] }, { name: 'kategori', values: ['A, B'] }]
 * @example parseFieldList('nama, harga') // [{ name: 'nama', values: [] }, { name: 'harga', values: [] }]
 */
export function parseFieldList(text: string | null | undefined): FieldListEntry[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  // compile() reads the same setup strings on every call: parse each once (copies keep callers apart)
  const cached = parsedLists.get(text);
  if (cached) return cached.map((e) => ({ ...e, values: [...e.values] }));
  const parsed = parseFieldListUncached(text);
  if (parsedLists.size >= PARSED_LIST_LIMIT) parsedLists.clear();
  parsedLists.set(text, parsed);
  return parsed.map((e) => ({ ...e, values: [...e.values] }));
}

const PARSED_LIST_LIMIT = 5000;
const parsedLists = new Map<string, FieldListEntry[]>();

function parseFieldListUncached(text: string): FieldListEntry[] {
  const out: FieldListEntry[] = [];
  for (const entry of tokenize(text)) {
    if (entry.name.text === '' && !entry.name.quoted) continue;
    const values = (entry.values ?? []).filter((v) => v.text !== '' || v.quoted).map((v) => v.text);
    out.push({ name: entry.name.text, values });
  }
  return out;
}

/**
 * Just the names of a field list (`'a, b:x'` → `['a', 'b']`), without duplicates.
 *
 * @example fieldListNames('nama, harga, nama') // ['nama', 'harga']
 */
export function fieldListNames(text: string | null | undefined): string[] {
  return [...new Set(parseFieldList(text).map((e) => e.name))];
}

const NEEDS_QUOTES = /[,:|"'()[\]{}\\]|^\s|\s$|^$/;

function quote(part: string): string {
  return NEEDS_QUOTES.test(part) ? `"${part.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : part;
}

/**
 * Writes entries back in field-list syntax, quoting parts that need it; the inverse of
 * `parseFieldList`.
 *
 * @example formatFieldList([{ name: 'kategori', values: ['A, B'] }]) // 'kategori:"A, B"'
 */
export function formatFieldList(entries: readonly FieldListEntry[]): string {
  return entries
    .map((e) => (e.values.length === 0 ? quote(e.name) : `${quote(e.name)}:${e.values.map(quote).join('|')}`))
    .join(', ');
}
