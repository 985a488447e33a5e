import { count, money, shown } from './withheld.ts';

/**
 * One cell of a recap table: what the screen shows (Rupiah, Indonesian digits, a dash for a withheld
 * figure) and what its CSV holds (the number in machine form, so a spreadsheet sums it; issue 34 found
 * `Rp 10.200.000` written as text). A withheld figure is an empty cell in the file, never a zero.
 */
export type RecapCell = { text: string; csv: string };

const raw = (value: number | null | undefined) =>
  value === undefined || value === null ? '' : String(value);

export const moneyCell = (value: number | null | undefined): RecapCell => ({
  text: money(value),
  csv: raw(value),
});
export const countCell = (value: number | null | undefined): RecapCell => ({
  text: count(value),
  csv: raw(value),
});
export const textCell = (value: string | null | undefined): RecapCell => ({
  text: shown(value),
  csv: value ?? '',
});

/** The rows as the table draws them. */
export const shownRows = (rows: readonly (readonly RecapCell[])[]): string[][] =>
  rows.map((row) => row.map((cell) => cell.text));

/** The rows as the CSV file holds them. */
export const csvRows = (rows: readonly (readonly RecapCell[])[]): string[][] =>
  rows.map((row) => row.map((cell) => cell.csv));
