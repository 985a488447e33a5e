/**
 * Writing CSV for every file the product hands out (a list's export, the e-Faktur file, a report's
 * download): one quoting rule and one guard against formula injection, so no writer forgets either.
 */

/** A value as cell text: '' for nothing, JSON for an object or list, else its text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A figure as people write it (`-900.000`, `-1,5`, `-12 500`): a minus there is no formula. */
const FIGURE = /^-?[\d.,\s]+$/;

/**
 * A cell starting with = + - @ (or a tab or carriage return) runs as a formula when a spreadsheet opens
 * the file (CSV injection): such a text gets a leading `'`, which the spreadsheet shows as text.
 * Figures keep their minus.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !FIGURE.test(text) ? `'${text}` : text;
}

export type CsvFieldOptions = {
  /** Quote every field (the e-Faktur import file's form), not only those that need it. */
  alwaysQuote?: boolean;
  /** Line breaks become spaces (a file whose reader takes one record per line). */
  oneLine?: boolean;
};

/** One RFC 4180 field: formulas neutralised, quoted when it holds a separator (`,` `;`), a quote or a line break. */
export function csvField(value: unknown, options: CsvFieldOptions = {}): string {
  let text = neutraliseFormula(cellText(value));
  if (options.oneLine) text = text.replace(/[\r\n]+/g, ' ');
  return options.alwaysQuote || /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, without its line ending. */
export const csvRow = (values: readonly unknown[], options?: CsvFieldOptions): string =>
  values.map((v) => csvField(v, options)).join(',');

/** Excel reads UTF-8 CSV (Indonesian names, Rp) correctly only after this mark. */
export const CSV_BOM = '\uFEFF';

/** Rows as CSV text, lines ended by CRLF; `bom` (default true) starts it with {@link CSV_BOM}. */
export function toCsv(
  rows: readonly (readonly unknown[])[],
  options: CsvFieldOptions & { bom?: boolean } = {},
): string {
  const body = rows.map((r) => `${csvRow(r, options)}\r\n`).join('');
  return options.bom === false ? body : `${CSV_BOM}${body}`;
}
