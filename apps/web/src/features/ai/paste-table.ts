/**
 * An AI answer pasted as a table, turned into rows: a JSON array of objects, a Markdown table, or
 * tab-separated (a spreadsheet copy) or comma/semicolon-separated text. Text around the table (the
 * chat's "Berikut tabelnya:") and code fences are skipped.
 */
import { cellText } from '@kantor/core';

export type PastedTable = {
  format: 'json' | 'markdown' | 'tsv' | 'csv';
  headers: string[];
  rows: string[][];
};

function fromJson(text: string): PastedTable | null {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end <= start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const objects = parsed.filter(
    (item): item is Record<string, unknown> =>
      item !== null && typeof item === 'object' && !Array.isArray(item),
  );
  if (objects.length === 0) return null;
  const headers: string[] = [];
  for (const object of objects)
    for (const key of Object.keys(object)) if (!headers.includes(key)) headers.push(key);
  return { format: 'json', headers, rows: objects.map((o) => headers.map((h) => cellText(o[h]))) };
}

/** Cells of one Markdown table line: split on pipes that are not escaped, outer pipes dropped. */
function markdownCells(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) =>
    cell
      .trim()
      .replace(/\\\|/g, '|')
      .replace(/^\*\*(.*)\*\*$/, '$1')
      .replace(/^`(.*)`$/, '$1'),
  );
}

const isSeparator = (line: string) => /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/.test(line.trim());

function fromMarkdown(lines: string[]): PastedTable | null {
  const index = lines.findIndex((line, i) => line.includes('|') && isSeparator(lines[i + 1] ?? ''));
  if (index < 0) return null;
  const headers = markdownCells(lines[index]!);
  const rows: string[][] = [];
  for (const line of lines.slice(index + 2)) {
    if (!line.includes('|')) break;
    const cells = markdownCells(line);
    rows.push(headers.map((_, i) => cells[i] ?? ''));
  }
  return { format: 'markdown', headers, rows };
}

/** One delimited line, with "quoted" cells that may hold the delimiter and doubled quotes. */
function splitDelimited(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

function delimiterOf(line: string): string | null {
  const count = (d: string) => line.split(d).length - 1;
  if (count('\t') > 0) return '\t';
  if (count(';') === 0 && count(',') === 0) return null;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * The header is the first line whose next line has as many cells (at least two) and that does not
 * introduce the table ("Baik, berikut datanya:" has a comma too).
 */
function fromDelimited(lines: string[]): PastedTable | null {
  const candidates = lines.filter((line) => line.trim() !== '');
  for (let first = 0; first < candidates.length - 1; first++) {
    const delimiter = delimiterOf(candidates[first]!);
    // a line ending in a colon introduces the table, it is not its header
    if (!delimiter || /:\s*$/.test(candidates[first]!)) continue;
    const headers = splitDelimited(candidates[first]!, delimiter);
    if (headers.length < 2 || splitDelimited(candidates[first + 1]!, delimiter).length !== headers.length)
      continue;
    const rows = candidates
      .slice(first + 1)
      .map((line) => splitDelimited(line, delimiter))
      .filter((cells) => cells.length > 1)
      .map((cells) => headers.map((_, i) => cells[i] ?? ''));
    return { format: delimiter === '\t' ? 'tsv' : 'csv', headers, rows };
  }
  return null;
}

/**
 * The table in a pasted answer, or null when there is none.
 *
 * @example parsePastedTable('| a | b |\n|---|---|\n| 1 | 2 |') // { format: 'markdown', headers: ['a','b'], rows: [['1','2']] }
 */
export function parsePastedTable(text: string): PastedTable | null {
  const body = text.replace(/\r\n?/g, '\n').replace(/^```[a-z]*\n?|```$/gim, '');
  const trimmed = body.trim();
  if (!trimmed) return null;
  const lines = body.split('\n');
  if (/^\s*(\[|```json)/i.test(trimmed) || !lines.some((l) => l.includes('|'))) {
    const json = fromJson(trimmed);
    if (json) return json;
  }
  return fromMarkdown(lines) ?? fromJson(trimmed) ?? fromDelimited(lines);
}

/** `Nama Supplier`, `nama-supplier`, `NAMA_SUPPLIER` → `nama_supplier`: how a header is compared with field names. */
export const headerKey = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * Which field each header fills: its name, or its label in the user's language (`labels`: field →
 * label). Null for a header that fills nothing (it is left out of the import and shown as ignored).
 */
export function matchColumns(
  headers: readonly string[],
  labels: Readonly<Record<string, string>>,
): (string | null)[] {
  const byKey = new Map<string, string>();
  for (const [field, label] of Object.entries(labels)) {
    byKey.set(headerKey(field), field);
    byKey.set(headerKey(label), field);
  }
  const used = new Set<string>();
  return headers.map((header) => {
    const field = byKey.get(headerKey(header)) ?? null;
    if (!field || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

/** RFC 4180 CSV of the matched columns, what the import endpoint reads. */
export function toCsv(table: PastedTable, fields: readonly (string | null)[]): string {
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const kept = fields
    .map((field, index) => ({ field, index }))
    .filter((c): c is { field: string; index: number } => c.field !== null);
  const lines = [kept.map((c) => quote(c.field)).join(',')];
  for (const row of table.rows) lines.push(kept.map((c) => quote(row[c.index] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
