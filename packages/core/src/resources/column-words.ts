/**
 * The reader's words for a resource's file columns (issue 36): the label each column is headed with
 * and the label of each fixed option, as the screen shows them (the interface language, a role's
 * Replace Label rules). The server holds no translated field labels, so the screen sends them with an
 * export (`labels=`) and an import (a `labels` form field); without them a file is headed by field
 * names, as an API caller expects. Both sides read them with {@link parseColumnWords}.
 */
import { OPTIONS, type OptionListName } from '../options.ts';
import { isPlainObject } from '../values.ts';
import type { FieldDef, Resource } from './define.ts';

export type ColumnWords = {
  /** Column label by field name (`id`, `created_at` and `updated_at` included). */
  fields: Record<string, string>;
  /** Option label by field name, then by stored value (`status` → `Active` → `Aktif`). */
  options: Record<string, Record<string, string>>;
  /** The resource's name as the screen shows it (a PDF's title, a workbook's sheet). */
  title?: string;
};

/** Longest label kept: a header is a short text, not a place to carry a document. */
export const COLUMN_WORD_MAX = 200;
const MAX_ENTRIES = 2000;

/** Own string entries of `value`, trimmed and cut to {@link COLUMN_WORD_MAX}; null when not an object. */
function words(value: unknown): Record<string, string> | null {
  if (!isPlainObject(value)) return null;
  const out: Record<string, string> = Object.create(null);
  for (const [key, text] of Object.entries(value).slice(0, MAX_ENTRIES)) {
    if (typeof text !== 'string') return null;
    const trimmed = text.trim().slice(0, COLUMN_WORD_MAX);
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/**
 * The words of a request: a JSON text (or an already parsed object) `{ fields, options }`. Undefined or
 * empty: null (heads by field name). Anything else that is not that shape: `'invalid'` (a 422).
 *
 * @example parseColumnWords('{"fields":{"nama_supplier":"Nama Pemasok"}}')
 *   // { fields: { nama_supplier: 'Nama Pemasok' }, options: {} }
 */
export function parseColumnWords(raw: unknown): ColumnWords | null | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > 200_000) return 'invalid';
    try {
      value = JSON.parse(raw);
    } catch {
      return 'invalid';
    }
  }
  if (!isPlainObject(value)) return 'invalid';
  const fields = words(value.fields ?? {});
  if (!fields || !isPlainObject(value.options ?? {})) return 'invalid';
  const options: ColumnWords['options'] = Object.create(null);
  for (const [name, list] of Object.entries((value.options ?? {}) as Record<string, unknown>).slice(
    0,
    MAX_ENTRIES,
  )) {
    const labels = words(list);
    if (!labels) return 'invalid';
    options[name] = labels;
  }
  const title = typeof value.title === 'string' ? value.title.trim().slice(0, COLUMN_WORD_MAX) : '';
  return { fields, options, ...(title && { title }) };
}

/** The declared options of a select field as `[value, declared label]` (inline values label themselves). */
export function declaredOptions(field: FieldDef): [string, string][] {
  if (!field.options) return [];
  if (typeof field.options === 'string')
    return OPTIONS[field.options as OptionListName].map((o) => [String(o.value), o.label]);
  return field.options.map((value) => [String(value), String(value)]);
}

const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The stored value of a select cell written as its value, its label in `words`, or its declared label
 * (compared without case); the cell itself when none matches (validation then names the field).
 *
 * @example optionValueOf(rpekerjaan.fields.status, 'status', 'selesai', words) // 'Done' (words: Done → Selesai)
 */
export function optionValueOf(
  field: FieldDef,
  name: string,
  cell: string,
  words: ColumnWords | null,
): string {
  const options = declaredOptions(field);
  if (options.length === 0 || options.some(([value]) => value === cell)) return cell;
  const wanted = fold(cell);
  const translated = words?.options[name] ?? {};
  for (const [value, label] of options) {
    const own = Object.hasOwn(translated, value) ? translated[value] : undefined;
    if ((own !== undefined && fold(own) === wanted) || fold(label) === wanted || fold(value) === wanted)
      return value;
  }
  return cell;
}

const SYSTEM_COLUMNS = new Set(['id', 'created_at', 'updated_at']);

/**
 * The column a header cell names: a field name or a system column (`id`, `created_at`, `updated_at`),
 * written as such or as its label in `words` (without case); undefined for a header that names nothing.
 *
 * @example headerColumn(rsupplier, 'nama pemasok', words) // 'nama_supplier' (words: nama_supplier → Nama Pemasok)
 */
export function headerColumn(
  resource: Resource,
  header: string,
  words: ColumnWords | null,
): string | undefined {
  const name = header.trim();
  if (Object.hasOwn(resource.fields, name) || SYSTEM_COLUMNS.has(name)) return name;
  const wanted = fold(name);
  if (!wanted) return undefined;
  for (const [column, label] of Object.entries(words?.fields ?? {})) {
    if (fold(label) === wanted && (Object.hasOwn(resource.fields, column) || SYSTEM_COLUMNS.has(column)))
      return column;
  }
  return undefined;
}
