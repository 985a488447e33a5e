/**
 * Answers of the spreadsheet tool `/excel` (apps/server/src/modules/spreadsheet/spreadsheet.routes.ts),
 * and the sheet shape both sides send: the part of Fortune-sheet's sheet the XLSX converter keeps
 * (values, formulas, bold, italic, colours, number formats, column widths, row heights).
 */
import type { MessageAnswer } from './resources.ts';

/** Fortune-sheet's cell type codes: number, general text, text (`@`), date, boolean, error. */
export type SpreadsheetCellKind = 'n' | 'g' | 's' | 'd' | 'b' | 'e';

export type SpreadsheetCell = {
  v?: string | number | boolean;
  /** Shown text; the page formats it when missing. */
  m?: string;
  /** A formula with its `=`. */
  f?: string;
  bl?: 1;
  it?: 1;
  /** Text colour, `#rrggbb`. */
  fc?: string;
  /** Fill colour, `#rrggbb`. */
  bg?: string;
  ct?: { fa: string; t: SpreadsheetCellKind };
};

export type SpreadsheetSheet = {
  id: string;
  name: string;
  order: number;
  celldata: { r: number; c: number; v: SpreadsheetCell }[];
  config: { columnlen?: Record<string, number>; rowlen?: Record<string, number> };
};

/** One of the caller's own files; times are ISO strings. */
export type SpreadsheetFile = {
  id: number;
  /** Without `.xlsx`. */
  name: string;
  /** Bytes of the stored XLSX. */
  size: number;
  created_at: string;
  updated_at: string;
};

/** `GET /excel/files`: the caller's files, last changed first. */
export type SpreadsheetFiles = { records: SpreadsheetFile[] };

/** `GET /excel/files/{id}`: a file and its sheets. */
export type SpreadsheetOpened = { file: SpreadsheetFile; sheets: SpreadsheetSheet[] };

/** `POST /excel/files`, `PUT /excel/files/{id}`. */
export type SpreadsheetSaved = MessageAnswer & { file: SpreadsheetFile };

/** `POST /excel/convert`: an uploaded XLSX as sheets (nothing stored); `name` without `.xlsx`. */
export type SpreadsheetConverted = { name: string; sheets: SpreadsheetSheet[] };
