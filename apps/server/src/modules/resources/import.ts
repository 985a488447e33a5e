import type { Readable } from 'node:stream';
import {
  type ColumnWords,
  CsvLimitError,
  defaultMessage,
  headerColumn,
  type InterpolationParams,
  iterateCsv,
  type MessageKey,
  type MessageLocale,
  MSG,
  parseCsv,
  type Resource,
} from '@kantor/core';
import { HttpError, ValidationError } from '../../errors.ts';
import { Archive, ArchiveError, archiveHttpError } from '../../lib/archive.ts';
import { OutOfTimeError, TimeBudget } from '../../lib/time-budget.ts';
import { firstSheetRows, SharedStringsLimitError, type SheetRow } from '../../lib/xlsx-rows.ts';

/** Rows of one import file: the declared columns only, keyed by field name (the header names them or their labels). */
export type ImportRows = { headers: string[]; rows: Record<string, string>[]; unknownColumns: string[] };

/**
 * Bounds of one import, whatever the file claims: rows, cells per CSV row, distinct texts of an XLSX
 * (its shared strings: 50 per row of the largest import), and reading time, counted from the first
 * byte of the received file through every loop (the archive's inflation, the shared strings, the
 * rows). An XLSX is also bounded as an archive (lib/archive.ts: `ARCHIVE_LIMITS`). Only the columns
 * named after declared fields are kept; the rest are reported by name.
 */
export const IMPORT_LIMITS = {
  maxRows: 20_000,
  maxCsvCells: 1_000,
  maxSharedStrings: 1_000_000,
  maxSeconds: 20,
  maxUnknownListed: 50,
};

/** A 422 naming the file, worded in the caller's language. */
function fileProblem(locale: MessageLocale, key: MessageKey, params?: InterpolationParams): never {
  throw new ValidationError({ file: [defaultMessage(key, locale, params)] });
}

/**
 * The columns worth reading: header cells naming a field of the resource (or a code resource's id), by
 * field name or by its label in the reader's `words` (core's column-words.ts). `id`, the system dates,
 * `{field}_label` and their labels are known and skipped; anything else is reported as unknown.
 */
function columnsOf(resource: Resource, header: readonly string[], words: ColumnWords | null) {
  const known = new Set(resource.fieldNames);
  if (resource.idType === 'code') known.add('id');
  const read: { index: number; name: string }[] = [];
  const unknown: string[] = [];
  header.forEach((raw, index) => {
    const cell = (raw ?? '').trim();
    if (!cell) return;
    const name = headerColumn(resource, cell, words);
    if (name && known.has(name)) {
      if (!read.some((c) => c.name === name)) read.push({ index, name });
    } else if (name === undefined && !cell.endsWith('_label')) unknown.push(cell);
  });
  return { read, unknown: unknown.slice(0, IMPORT_LIMITS.maxUnknownListed) };
}

/** The header row as a list (a sparse row: an XLSX header may skip columns). */
function headerOf(row: SheetRow): string[] {
  const header: string[] = [];
  for (const [column, text] of row) if (column < 16_384) header[column] = text;
  return Array.from(header, (h) => h ?? '');
}

async function readXlsx(
  buffer: Buffer,
  resource: Resource,
  budget: TimeBudget,
  locale: MessageLocale,
  words: ColumnWords | null,
): Promise<ImportRows> {
  const archive = Archive.open(buffer);
  const sheet = await firstSheetRows(archive, budget, { maxSharedStrings: IMPORT_LIMITS.maxSharedStrings });
  let columns: ReturnType<typeof columnsOf> | null = null;
  const rows: Record<string, string>[] = [];
  for (const row of sheet) {
    if (!columns) {
      columns = columnsOf(resource, headerOf(row), words);
      continue;
    }
    const record: Record<string, string> = {};
    for (const { index, name } of columns.read) record[name] = row.get(index) ?? '';
    if (Object.values(record).some((v) => v.trim() !== '')) rows.push(record);
    if (rows.length > IMPORT_LIMITS.maxRows)
      fileProblem(locale, MSG.resourcesImportMaxRows, { max: IMPORT_LIMITS.maxRows });
  }
  if (!columns) fileProblem(locale, MSG.resourcesImportEmpty);
  return { headers: columns.read.map((c) => c.name), rows, unknownColumns: columns.unknown };
}

function readCsv(
  buffer: Buffer,
  resource: Resource,
  budget: TimeBudget,
  locale: MessageLocale,
  words: ColumnWords | null,
): ImportRows {
  let columns: ReturnType<typeof columnsOf> | null = null;
  const rows: Record<string, string>[] = [];
  try {
    for (const cells of iterateCsv(buffer.toString('utf8'), IMPORT_LIMITS.maxCsvCells, budget)) {
      if (!columns) {
        columns = columnsOf(resource, cells, words);
        continue;
      }
      const record: Record<string, string> = {};
      for (const { index, name } of columns.read) record[name] = cells[index] ?? '';
      rows.push(record);
      if (rows.length > IMPORT_LIMITS.maxRows)
        fileProblem(locale, MSG.resourcesImportMaxRows, { max: IMPORT_LIMITS.maxRows });
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

/** The refusal of a file the reader gave up on, or null for an error that is not the file's. */
function refusal(error: unknown, locale: MessageLocale): HttpError | null {
  if (error instanceof HttpError) return error;
  // a zip that is no readable archive is answered as any other unreadable file, below
  if (error instanceof ArchiveError && error.limit !== 'unreadable') return archiveHttpError(error, locale);
  if (error instanceof OutOfTimeError)
    return new ValidationError({ file: [defaultMessage(MSG.resourcesImportTooSlow, locale)] });
  if (error instanceof SharedStringsLimitError)
    return new ValidationError({
      file: [defaultMessage(MSG.resourcesImportSharedStrings, locale, { max: error.max })],
    });
  return null;
}

/**
 * Reads a CSV or XLSX upload (recognised by content: XLSX is a zip), bounded by {@link IMPORT_LIMITS};
 * its problems are worded in `locale`, the caller's language. The time budget starts when the file
 * has arrived (its transfer is bounded by `UPLOAD_MAX_MB`), unless the caller passes its own.
 */
export async function readImportFile(
  file: Readable | Buffer,
  resource: Resource,
  locale: MessageLocale,
  options: { budget?: TimeBudget; words?: ColumnWords | null } = {},
): Promise<ImportRows> {
  const buffer = Buffer.isBuffer(file) ? file : await readUpload(file);
  const isZip =
    buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;
  const budget = options.budget ?? new TimeBudget(IMPORT_LIMITS.maxSeconds);
  try {
    return isZip
      ? await readXlsx(buffer, resource, budget, locale, options.words ?? null)
      : readCsv(buffer, resource, budget, locale, options.words ?? null);
  } catch (error) {
    const refused = refusal(error, locale);
    if (refused) throw refused;
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
