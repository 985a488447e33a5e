/**
 * The spreadsheet tool `/excel` (spec §2), declared once: the caller's own files (list, open, save,
 * delete, download), the sheets on screen as an XLSX, and an XLSX upload as sheets. Served by
 * apps/server/src/modules/spreadsheet/spreadsheet.routes.ts, called by apps/web/src/features/spreadsheet.
 *
 * The sheets are read by api/sheets.ts `readSheets` (field by field, anything else dropped): the body's
 * schema runs it, so a bad sheet is the house 422 under its path (`sheets.0.celldata.3.v`) in its words.
 */
import { z } from 'zod';
import { MessageAnswer } from '../resources.ts';
import { readSheets, SHEET_LIMITS } from '../sheets.ts';
import {
  SpreadsheetConverted,
  SpreadsheetFiles,
  SpreadsheetOpened,
  SpreadsheetSaved,
} from '../spreadsheet.ts';
import { defineRoute } from './define-route.ts';
import { objectOrEmpty, said } from './wire.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const access = { kind: 'page', page: 'excel' } as const;

const text = (description: string) => ({ type: 'string', description });
const color = text('`#rgb`, `#rrggbb` or `rgb(r, g, b)`');

/** One sheet as `readSheets` reads it, for the docs: the check itself is `readSheets`'s. */
const SHEET_DOC = {
  type: 'object',
  required: ['name'],
  properties: {
    name: text(`unique in the file, at most ${SHEET_LIMITS.name} characters, none of []:*?/\\`),
    celldata: {
      type: 'array',
      items: {
        type: 'object',
        required: ['r', 'c'],
        properties: {
          r: { type: 'integer', minimum: 0, maximum: SHEET_LIMITS.rows - 1 },
          c: { type: 'integer', minimum: 0, maximum: SHEET_LIMITS.columns - 1 },
          v: {
            type: ['object', 'null'],
            description: 'the cell (empty when null)',
            properties: {
              v: { type: ['string', 'number', 'boolean'], description: 'the value' },
              m: text('the value as shown'),
              f: text(`a formula, starting with =, at most ${SHEET_LIMITS.formula} characters`),
              bl: { type: ['integer', 'boolean'], description: 'bold when 1' },
              it: { type: ['integer', 'boolean'], description: 'italic when 1' },
              fc: { ...color, description: `text colour: ${color.description}` },
              bg: { ...color, description: `fill colour: ${color.description}` },
              ct: {
                type: 'object',
                properties: {
                  fa: text(`number format, at most ${SHEET_LIMITS.format} characters`),
                  t: { type: 'string', enum: ['n', 'g', 's', 'd', 'b', 'e'], description: 'value kind' },
                },
              },
            },
          },
        },
      },
    },
    config: {
      type: 'object',
      properties: {
        columnlen: { type: 'object', description: 'column index → width in pixels (0 to 2000)' },
        rowlen: { type: 'object', description: 'row index → height in pixels (0 to 2000)' },
      },
    },
  },
};

/**
 * The workbook's sheets, read by `readSheets`: its first problem is the issue, under the sheet's path
 * and in its words. A schema of zod's own would walk 200,000 cells twice and word them otherwise.
 */
const sheets = z
  .unknown()
  .transform((value, ctx) => {
    const read = readSheets(value);
    if (read.ok) return read.sheets;
    ctx.addIssue({
      code: 'custom',
      path: read.error.path ? read.error.path.split('.') : [],
      message: said(read.error.key, read.error.params).message,
    });
    return z.NEVER;
  })
  .meta({
    type: 'array',
    items: SHEET_DOC,
    minItems: 1,
    maxItems: SHEET_LIMITS.sheets,
    description: `the workbook’s sheets, at most ${SHEET_LIMITS.cells} filled cells in all`,
  });

/** The most characters a file's name keeps. */
export const SPREADSHEET_NAME_MAX = 120;

/** A file's name as typed: trimmed, without `.xlsx`, only letters, digits and `._ -` (others as `_`). */
const cleanName = (value: string) =>
  value
    .trim()
    .replace(/\.xlsx$/i, '')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_');
const checkedName = (says: string) =>
  z
    .string(said('validation.required'))
    .min(1, said('validation.required'))
    .max(SPREADSHEET_NAME_MAX, said('validation.lengthMax', { max: SPREADSHEET_NAME_MAX }))
    .describe(says);
const NAME = `the file’s name, at most ${SPREADSHEET_NAME_MAX} characters (\`.xlsx\` is dropped)`;

/** A new file's name: required. */
const requiredName = z.preprocess(
  (value: string | null | undefined) => (typeof value === 'string' ? cleanName(value) : undefined),
  checkedName(NAME),
);
/** A saved file's new name, when sent: anything sent that is no name is named in the 422. */
const newName = z.preprocess(
  (value: string | null | undefined) =>
    value === undefined ? undefined : typeof value === 'string' ? cleanName(value) : '',
  checkedName(`${NAME}; the name stays when absent`).optional(),
);
/** The name an unsaved workbook is downloaded under. */
const downloadName = z.preprocess(
  (value: string | null | undefined) =>
    value === undefined || value === null ? 'Spreadsheet' : typeof value === 'string' ? cleanName(value) : '',
  checkedName(`${NAME} (Spreadsheet)`),
);

const file = z.object({ id: z.string().describe('one of the caller’s files') });
const saved = 'The file saved, and a message in the caller’s language';

export const spreadsheetFilesRoute = defineRoute({
  method: 'GET',
  path: '/excel/files',
  access,
  summary: 'The caller’s own spreadsheet files',
  answer: SpreadsheetFiles,
  answerSays: 'The files, last changed first',
});

export const spreadsheetCreateRoute = defineRoute({
  method: 'POST',
  path: '/excel/files',
  access,
  summary: 'Save a new spreadsheet file',
  body: objectOrEmpty(z.object({ name: requiredName, sheets })),
  answer: SpreadsheetSaved,
  answerSays: saved,
});

export const spreadsheetOpenRoute = defineRoute({
  method: 'GET',
  path: '/excel/files/:id',
  access,
  summary: 'Open one of the caller’s files: its sheets',
  params: file,
  answer: SpreadsheetOpened,
  answerSays: 'The file and its sheets',
});

export const spreadsheetSaveRoute = defineRoute({
  method: 'PUT',
  path: '/excel/files/:id',
  access,
  summary: 'Save a file’s sheets (and a new name, when sent)',
  params: file,
  body: objectOrEmpty(z.object({ name: newName, sheets })),
  answer: SpreadsheetSaved,
  answerSays: saved,
});

export const spreadsheetDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/excel/files/:id',
  access,
  summary: 'Delete one of the caller’s files',
  params: file,
  answer: MessageAnswer,
  answerSays: 'A message in the caller’s language',
});

export const spreadsheetDownloadRoute = defineRoute({
  method: 'GET',
  path: '/excel/files/:id/xlsx',
  access,
  summary: 'One of the caller’s files as XLSX',
  params: file,
  answer: { file: [XLSX_MIME] },
  answerSays: 'The workbook, as an attachment',
});

export const spreadsheetToXlsxRoute = defineRoute({
  method: 'POST',
  path: '/excel/xlsx',
  access,
  summary: 'Sheets as an XLSX file, saved or not',
  body: objectOrEmpty(z.object({ name: downloadName, sheets })),
  answer: { file: [XLSX_MIME] },
  answerSays: 'The workbook, as an attachment',
});

export const spreadsheetConvertRoute = defineRoute({
  method: 'POST',
  path: '/excel/convert',
  access,
  summary: 'An XLSX file as sheets for the page; nothing is stored',
  upload: { file: 'the XLSX file (a resource’s export, or one from the computer)' },
  answer: SpreadsheetConverted,
  answerSays: 'The file’s name without `.xlsx`, and its sheets',
});

/** The spreadsheet's routes, by the name the web calls them. */
export const SPREADSHEET_ROUTES = {
  files: spreadsheetFilesRoute,
  create: spreadsheetCreateRoute,
  open: spreadsheetOpenRoute,
  save: spreadsheetSaveRoute,
  remove: spreadsheetDeleteRoute,
  download: spreadsheetDownloadRoute,
  toXlsx: spreadsheetToXlsxRoute,
  convert: spreadsheetConvertRoute,
} as const;
