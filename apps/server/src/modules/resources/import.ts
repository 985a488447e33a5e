import { Readable } from 'node:stream';
import {
  defaultMessage,
  type InterpolationParams,
  type MessageKey,
  type MessageLocale,
  MSG,
  type Resource,
} from '@kantor/core';
import ExcelJS from 'exceljs';
import { HttpError, ValidationError } from '../../errors.ts';
import { CsvLimitError, iterateCsv, parseCsv } from '../../lib/csv.ts';

/** Rows of one import file: the declared columns only, keyed by the header row (field names). */
export type ImportRows = { headers: string[]; rows: Record<string, string>[]; unknownColumns: string[] };

/**
 * Bounds of one import, whatever the file claims: rows, cells per CSV row, and reading time. Only the
 * columns named after declared fields are read (an XLSX cell in column XFD costs nothing); the rest are
 * reported by name.
 */
export const IMPORT_LIMITS = { maxRows: 20_000, maxCsvCells: 1_000, maxSeconds: 20, maxUnknownListed: 50 };

/** A 422 naming the file, worded in the caller's language. */
function fileProblem(locale: MessageLocale, key: MessageKey, params?: InterpolationParams): never {
  throw new ValidationError({ file: [defaultMessage(key, locale, params)] });
}

/** The columns worth reading: header names that are fields of the resource (or a code resource's id). */
function columnsOf(resource: Resource, header: readonly string[]) {
  const known = new Set(resource.fieldNames);
  if (resource.idType === 'code') known.add('id');
  const read: { index: number; name: string }[] = [];
  const unknown: string[] = [];
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (!name) return;
    if (known.has(name) && !read.some((c) => c.name === name)) read.push({ index, name });
    else if (name !== 'id' && !name.endsWith('_label') && name !== 'created_at' && name !== 'updated_at')
      unknown.push(name);
  });
  return { read, unknown: unknown.slice(0, IMPORT_LIMITS.maxUnknownListed) };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  return String(value);
}

async function readXlsx(
  buffer: Buffer,
  resource: Resource,
  deadline: number,
  locale: MessageLocale,
): Promise<ImportRows> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let columns: ReturnType<typeof columnsOf> | null = null;
  const rows: Record<string, string>[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (!columns) {
        const header: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          header[col - 1] = cellText(cell.value);
        });
        columns = columnsOf(
          resource,
          Array.from(header, (h) => h ?? ''),
        );
        continue;
      }
      const record: Record<string, string> = {};
      for (const { index, name } of columns.read) record[name] = cellText(row.getCell(index + 1).value);
      if (Object.values(record).some((v) => v.trim() !== '')) rows.push(record);
      if (rows.length > IMPORT_LIMITS.maxRows)
        fileProblem(locale, MSG.resourcesImportMaxRows, { max: IMPORT_LIMITS.maxRows });
      if (rows.length % 200 === 0 && Date.now() > deadline) fileProblem(locale, MSG.resourcesImportTooSlow);
    }
    break; // the first worksheet only
  }
  if (!columns) fileProblem(locale, MSG.resourcesImportEmpty);
  return { headers: columns.read.map((c) => c.name), rows, unknownColumns: columns.unknown };
}

function readCsv(buffer: Buffer, resource: Resource, deadline: number, locale: MessageLocale): ImportRows {
  let columns: ReturnType<typeof columnsOf> | null = null;
  const rows: Record<string, string>[] = [];
  try {
    for (const cells of iterateCsv(buffer.toString('utf8'), IMPORT_LIMITS.maxCsvCells)) {
      if (!columns) {
        columns = columnsOf(resource, cells);
        continue;
      }
      const record: Record<string, string> = {};
      for (const { index, name } of columns.read) record[name] = cells[index] ?? '';
      rows.push(record);
      if (rows.length > IMPORT_LIMITS.maxRows)
        fileProblem(locale, MSG.resourcesImportMaxRows, { max: IMPORT_LIMITS.maxRows });
      if (rows.length % 200 === 0 && Date.now() > deadline) fileProblem(locale, MSG.resourcesImportTooSlow);
    }
  } catch (error) {
    if (error instanceof CsvLimitError)
      fileProblem(locale, MSG.resourcesImportMaxColumns, { max: IMPORT_LIMITS.maxCsvCells });
    throw error;
  }
  if (!columns) fileProblem(locale, MSG.resourcesImportEmpty);
  return { headers: columns.read.map((c) => c.name), rows, unknownColumns: columns.unknown };
}

/** Reads an upload to its end (the multipart limit bounds its size: past it, a 413). */
async function readUpload(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated)
    throw new HttpError(413, 'The file is larger than the upload limit', {}, MSG.resourcesImportTooLarge);
  return Buffer.concat(chunks);
}

/**
 * Reads a CSV or XLSX upload (recognised by content: XLSX is a zip), bounded by {@link IMPORT_LIMITS};
 * its problems are worded in `locale`, the caller's language.
 */
export async function readImportFile(
  file: Readable | Buffer,
  resource: Resource,
  locale: MessageLocale,
): Promise<ImportRows> {
  const buffer = Buffer.isBuffer(file) ? file : await readUpload(file);
  const isZip =
    buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;
  const deadline = Date.now() + IMPORT_LIMITS.maxSeconds * 1000;
  try {
    return isZip
      ? await readXlsx(buffer, resource, deadline, locale)
      : readCsv(buffer, resource, deadline, locale);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      422,
      'The file could not be read as CSV or XLSX',
      { errors: { file: [defaultMessage(MSG.resourcesImportUnreadable, locale)] } },
      MSG.resourcesImportNotTabular,
    );
  }
}

// The rows are checked and written by a background job: import-jobs.ts and import-run.ts.

export { parseCsv };
