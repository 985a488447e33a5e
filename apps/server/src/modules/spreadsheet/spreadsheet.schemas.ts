import {
  MessageAnswer,
  SpreadsheetConverted,
  SpreadsheetFiles,
  SpreadsheetOpened,
  SpreadsheetSaved,
} from '@kantor/core';
import { answers, answersFile } from '../../lib/answer-schema.ts';
import { documentedBody, pathParams, text } from '../../lib/request-schema.ts';
import { SHEET_LIMITS } from './sheets.ts';
import { XLSX_MIME } from './spreadsheet.service.ts';

/** The `/excel` routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

const color = { type: 'string', description: '`#rgb`, `#rrggbb` or `rgb(r, g, b)`' };

/** One sheet as sheets.ts `readSheets` reads it: any other key is dropped. */
const sheet = {
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

const sheets = {
  type: 'array',
  items: sheet,
  minItems: 1,
  maxItems: SHEET_LIMITS.sheets,
  description: `the workbook’s sheets, at most ${SHEET_LIMITS.cells} filled cells in all`,
};
const name = text('the file’s name, at most 120 characters (`.xlsx` is dropped)');
const file = pathParams('id');

export const listFilesSchema = {
  summary: 'The caller’s own spreadsheet files',
  ...answers(SpreadsheetFiles, 'The files, last changed first'),
};

export const createFileSchema = {
  summary: 'Save a new spreadsheet file',
  ...documentedBody({ name, sheets }, ['name', 'sheets']),
  ...answers(SpreadsheetSaved, 'The file saved, and a message in the caller’s language'),
};

export const openFileSchema = {
  summary: 'Open one of the caller’s files: its sheets',
  ...file,
  ...answers(SpreadsheetOpened, 'The file and its sheets'),
};

export const saveFileSchema = {
  summary: 'Save a file’s sheets (and a new name, when sent)',
  ...file,
  ...documentedBody({ name, sheets }, ['sheets']),
  ...answers(SpreadsheetSaved, 'The file saved, and a message in the caller’s language'),
};

export const deleteFileSchema = {
  summary: 'Delete one of the caller’s files',
  ...file,
  ...answers(MessageAnswer, 'A message in the caller’s language'),
};

export const downloadFileSchema = {
  summary: 'One of the caller’s files as XLSX',
  ...file,
  ...answersFile(XLSX_MIME, 'The workbook, as an attachment'),
};

export const toXlsxSchema = {
  summary: 'Sheets as an XLSX file, saved or not',
  ...documentedBody({ name: { ...name, description: `${name.description} (Spreadsheet)` }, sheets }, [
    'sheets',
  ]),
  ...answersFile(XLSX_MIME, 'The workbook, as an attachment'),
};

export const convertSchema = {
  summary: 'An XLSX file as sheets for the page; nothing is stored',
  bodyType: 'multipart/form-data',
  bodyDoc: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  ...answers(SpreadsheetConverted, 'The file’s name without `.xlsx`, and its sheets'),
};
