/**
 * The spreadsheet's sheets as they travel between the page and the server: the part of Fortune-sheet's
 * sheet shape that the XLSX converter keeps (values, formulas, bold, italic, colours, number formats,
 * column widths, row heights). Posted sheets are read field by field; anything else is dropped.
 */
import { type MessageKey, MSG } from '../i18n/messages.ts';
import { isPlainObject } from '../values.ts';
import type { SpreadsheetCell, SpreadsheetCellKind, SpreadsheetSheet } from './spreadsheet.ts';

/** The shapes are spreadsheet.ts's: the web reads what the server sends. */
export type CellKind = SpreadsheetCellKind;
export type SheetCell = SpreadsheetCell;
export type SheetData = SpreadsheetSheet;

export const SHEET_LIMITS = {
  sheets: 50,
  cells: 200_000,
  rows: 100_000,
  columns: 16_384,
  text: 32_767,
  formula: 8_192,
  format: 255,
  name: 31,
  /** Column widths and row heights, in pixels. */
  size: 2_000,
  /** Sheets as JSON: a save's body, and so the most a conversion may answer. */
  jsonBytes: 25 * 1024 * 1024,
  /** Reading one XLSX (unpacking, checking, converting). */
  convertSeconds: 20,
} as const;

export type SheetInputError = { path: string; key: MessageKey; params?: Record<string, string | number> };
export type SheetsResult = { ok: true; sheets: SheetData[] } | { ok: false; error: SheetInputError };

const KINDS: readonly CellKind[] = ['n', 'g', 's', 'd', 'b', 'e'];
const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** Excel refuses these in a sheet name. */
const BAD_NAME = /[[\]:*?/\\]/;

class InputError extends Error {
  constructor(readonly detail: SheetInputError) {
    super(detail.key);
  }
}
function fail(path: string, key: MessageKey, params?: SheetInputError['params']): never {
  throw new InputError({ path, key, params });
}

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` as lower-case `#rrggbb`; null for anything else. */
export function normaliseColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((d) => d + d).join('')}`;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(text);
  if (!rgb) return null;
  const parts = rgb.slice(1, 4).map(Number);
  if (parts.some((n) => n > 255)) return null;
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

function readCell(raw: unknown, path: string): SheetCell | null {
  if (raw === null || raw === undefined) return null;
  if (!isPlainObject(raw)) fail(path, MSG.invalid);
  const cell: SheetCell = {};
  const { v, m, f } = raw;
  if (v !== undefined && v !== null && v !== '') {
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) fail(`${path}.v`, MSG.numeric);
      cell.v = v;
    } else if (typeof v === 'boolean') cell.v = v;
    else if (typeof v === 'string') {
      if (v.length > SHEET_LIMITS.text) fail(`${path}.v`, MSG.lengthMax, { max: SHEET_LIMITS.text });
      cell.v = v;
    } else fail(`${path}.v`, MSG.invalid);
  }
  if (typeof m === 'string' && m !== '' && m.length <= SHEET_LIMITS.text) cell.m = m;
  else if (typeof m === 'number' && Number.isFinite(m)) cell.m = String(m);
  if (f !== undefined && f !== null && f !== '') {
    if (typeof f !== 'string' || !f.startsWith('=')) fail(`${path}.f`, MSG.invalid);
    if (f.length > SHEET_LIMITS.formula) fail(`${path}.f`, MSG.lengthMax, { max: SHEET_LIMITS.formula });
    cell.f = f;
  }
  if (raw.bl === 1 || raw.bl === true) cell.bl = 1;
  if (raw.it === 1 || raw.it === true) cell.it = 1;
  for (const key of ['fc', 'bg'] as const) {
    if (raw[key] === undefined || raw[key] === null || raw[key] === '') continue;
    const color = normaliseColor(raw[key]);
    if (color === null) fail(`${path}.${key}`, MSG.invalid);
    // black text and a white fill are what a cell shows anyway
    if (!(key === 'fc' && color === '#000000') && !(key === 'bg' && color === '#ffffff')) cell[key] = color;
  }
  if (isPlainObject(raw.ct)) {
    const { fa, t } = raw.ct;
    if (typeof fa !== 'string' || fa.length > SHEET_LIMITS.format) fail(`${path}.ct.fa`, MSG.invalid);
    cell.ct = { fa: fa as string, t: KINDS.includes(t as CellKind) ? (t as CellKind) : 'g' };
  }
  // Fortune-sheet keeps a number typed into a General cell as its text, marked as a number
  if (cell.ct?.t === 'n' && typeof cell.v === 'string' && NUMERIC.test(cell.v.trim())) {
    const number = Number(cell.v.trim());
    if (Number.isFinite(number)) cell.v = number;
  }
  return Object.keys(cell).length > 0 ? cell : null;
}

function readSizes(raw: unknown, path: string, max: number): Record<string, number> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) fail(path, MSG.invalid);
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d{1,6}$/.test(key) || Number(key) >= max) fail(`${path}.${key}`, MSG.invalid);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > SHEET_LIMITS.size)
      fail(`${path}.${key}`, MSG.invalid);
    out[key] = Math.round(value as number);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Reads posted sheets: at most {@link SHEET_LIMITS} sheets, cells and sizes; unique Excel-valid names;
 * each cell's known keys only. The first problem is answered with its path (`0.celldata.3.v.f`).
 *
 * @example readSheets([{ name: 'Januari', celldata: [{ r: 0, c: 0, v: { v: 5 } }] }])
 */
export function readSheets(input: unknown): SheetsResult {
  try {
    if (!Array.isArray(input) || input.length === 0) fail('', MSG.required);
    const list = input as unknown[];
    if (list.length > SHEET_LIMITS.sheets) fail('', MSG.rangeMax, { max: SHEET_LIMITS.sheets });
    const names = new Set<string>();
    let cells = 0;
    const sheets = list.map((raw, index): SheetData => {
      if (!isPlainObject(raw)) fail(`${index}`, MSG.invalid);
      const sheet = raw as Record<string, unknown>;
      const name = typeof sheet.name === 'string' ? sheet.name.trim() : '';
      if (!name) fail(`${index}.name`, MSG.required);
      if (name.length > SHEET_LIMITS.name) fail(`${index}.name`, MSG.lengthMax, { max: SHEET_LIMITS.name });
      if (BAD_NAME.test(name) || name.startsWith("'") || name.endsWith("'"))
        fail(`${index}.name`, MSG.invalid);
      if (names.has(name.toLowerCase())) fail(`${index}.name`, MSG.unique);
      names.add(name.toLowerCase());
      const celldata: SheetData['celldata'] = [];
      const rawCells = sheet.celldata ?? [];
      if (!Array.isArray(rawCells)) fail(`${index}.celldata`, MSG.invalid);
      (rawCells as unknown[]).forEach((entry, i) => {
        const path = `${index}.celldata.${i}`;
        if (!isPlainObject(entry)) fail(path, MSG.invalid);
        const { r, c } = entry as Record<string, unknown>;
        if (!Number.isInteger(r) || (r as number) < 0 || (r as number) >= SHEET_LIMITS.rows)
          fail(`${path}.r`, MSG.invalid);
        if (!Number.isInteger(c) || (c as number) < 0 || (c as number) >= SHEET_LIMITS.columns)
          fail(`${path}.c`, MSG.invalid);
        const cell = readCell((entry as Record<string, unknown>).v, `${path}.v`);
        if (!cell) return;
        cells += 1;
        if (cells > SHEET_LIMITS.cells) fail(`${index}.celldata`, MSG.rangeMax, { max: SHEET_LIMITS.cells });
        celldata.push({ r: r as number, c: c as number, v: cell });
      });
      const config = isPlainObject(sheet.config) ? sheet.config : {};
      const columnlen = readSizes(config.columnlen, `${index}.config.columnlen`, SHEET_LIMITS.columns);
      const rowlen = readSizes(config.rowlen, `${index}.config.rowlen`, SHEET_LIMITS.rows);
      return {
        id: `s${index + 1}`,
        name,
        order: index,
        celldata,
        config: { ...(columnlen && { columnlen }), ...(rowlen && { rowlen }) },
      };
    });
    return { ok: true, sheets };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error: error.detail };
    throw error;
  }
}
