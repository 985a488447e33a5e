/**
 * Prompt templates (`templateprompt.isi_prompt`): `{{name}}` placeholders filled from, in order, the
 * values the caller typed, the chosen record (a field, or `{field}_label` for a relation's name), and
 * the template's own defaults (`variabel`). Plain text substitution: nothing in a value is evaluated.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;

/** The distinct placeholder names of a template, in order of first use. */
export function placeholdersOf(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (!names.includes(match[1]!)) names.push(match[1]!);
  }
  return names;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  const s = String(value);
  return s.trim() === '' ? null : s;
}

export type FillSources = {
  variables?: Record<string, unknown>;
  record?: Record<string, unknown> | null;
  defaults?: unknown;
};

/** The value of one placeholder, or null when no source has it. */
function placeholderValue(name: string, sources: FillSources): string | null {
  const defaults =
    sources.defaults && typeof sources.defaults === 'object' && !Array.isArray(sources.defaults)
      ? (sources.defaults as Record<string, unknown>)
      : {};
  const record = sources.record ?? {};
  return (
    text(sources.variables?.[name]) ??
    // a relation's name reads better in a prompt than its id
    text(record[`${name}_label`]) ??
    text(record[name]) ??
    text(defaults[name])
  );
}

/**
 * Fills every placeholder; `missing` names those no source could fill (the caller is asked for them).
 *
 * @example fillTemplate('Halo {{nama}}', { record: { nama: 'Budi' } }) // { text: 'Halo Budi', missing: [] }
 */
export function fillTemplate(template: string, sources: FillSources): { text: string; missing: string[] } {
  const missing: string[] = [];
  const filled = template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = placeholderValue(name, sources);
    if (value === null) {
      if (!missing.includes(name)) missing.push(name);
      return whole;
    }
    return value;
  });
  return { text: filled, missing };
}
