/**
 * Answers of the spreadsheet tool `/excel` (apps/server/src/modules/spreadsheet/spreadsheet.routes.ts),
 * and the sheet shape both sides send: the part of Fortune-sheet's sheet the XLSX converter keeps
 * (values, formulas, bold, italic, colours, number formats, column widths, row heights).
 */
import { z } from 'zod';
import { MessageAnswer } from './resources.ts';

/** Fortune-sheet's cell type codes: number, general text, text (`@`), date, boolean, error. */
export const SpreadsheetCellKind = z.enum(['n', 'g', 's', 'd', 'b', 'e']);
export type SpreadsheetCellKind = z.infer<typeof SpreadsheetCellKind>;

export const SpreadsheetCell = z.object({
  v: z.union([z.string(), z.number(), z.boolean()]).optional(),
  /** Shown text; the page formats it when missing. */
  m: z.string().optional(),
  /** A formula with its `=`. */
  f: z.string().optional(),
  bl: z.literal(1).optional(),
  it: z.literal(1).optional(),
  /** Text colour, `#rrggbb`. */
  fc: z.string().optional(),
  /** Fill colour, `#rrggbb`. */
  bg: z.string().optional(),
  ct: z.object({ fa: z.string(), t: SpreadsheetCellKind }).optional(),
});
export type SpreadsheetCell = z.infer<typeof SpreadsheetCell>;

export const SpreadsheetSheet = z.object({
  id: z.string(),
  name: z.string(),
  order: z.int().nonnegative(),
  celldata: z.array(z.object({ r: z.int().nonnegative(), c: z.int().nonnegative(), v: SpreadsheetCell })),
  config: z.object({
    columnlen: z.record(z.string(), z.number()).optional(),
    rowlen: z.record(z.string(), z.number()).optional(),
  }),
});
export type SpreadsheetSheet = z.infer<typeof SpreadsheetSheet>;

/** One of the caller's own files; times are ISO strings. */
export const SpreadsheetFile = z.object({
  id: z.int(),
  /** Without `.xlsx`. */
  name: z.string(),
  /** Bytes of the stored XLSX. */
  size: z.int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SpreadsheetFile = z.infer<typeof SpreadsheetFile>;

/** `GET /excel/files`: the caller's files, last changed first. */
export const SpreadsheetFiles = z.object({ records: z.array(SpreadsheetFile) });
export type SpreadsheetFiles = z.infer<typeof SpreadsheetFiles>;

/** `GET /excel/files/{id}`: a file and its sheets. */
export const SpreadsheetOpened = z.object({ file: SpreadsheetFile, sheets: z.array(SpreadsheetSheet) });
export type SpreadsheetOpened = z.infer<typeof SpreadsheetOpened>;

/** `POST /excel/files`, `PUT /excel/files/{id}`. */
export const SpreadsheetSaved = MessageAnswer.extend({ file: SpreadsheetFile });
export type SpreadsheetSaved = z.infer<typeof SpreadsheetSaved>;

/** `POST /excel/convert`: an uploaded XLSX as sheets (nothing stored); `name` without `.xlsx`. */
export const SpreadsheetConverted = z.object({ name: z.string(), sheets: z.array(SpreadsheetSheet) });
export type SpreadsheetConverted = z.infer<typeof SpreadsheetConverted>;
