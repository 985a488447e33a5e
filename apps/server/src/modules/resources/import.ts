import type { Resource } from '@kantor/core';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { parseCsv } from '../../lib/csv.ts';
import { type Actor, insertRecord } from './resources.service.ts';

/** Rows of one import file: cells keyed by the header row (field names, as the export writes them). */
export type ImportRows = { headers: string[]; rows: Record<string, string>[] };

export const IMPORT_MAX_ROWS = 20_000;

async function parseXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    const count = sheet.columnCount;
    for (let i = 1; i <= count; i++) {
      const value = row.getCell(i).value;
      if (value === null || value === undefined) cells.push('');
      else if (value instanceof Date) cells.push(value.toISOString());
      else if (typeof value === 'object' && 'text' in value) cells.push(String(value.text));
      else if (typeof value === 'object' && 'result' in value) cells.push(String(value.result ?? ''));
      else cells.push(String(value));
    }
    rows.push(cells);
  });
  return rows;
}

/** Reads a CSV or XLSX upload (recognised by content: XLSX is a zip) into header-keyed rows. */
export async function readImportFile(buffer: Buffer): Promise<ImportRows> {
  const isZip =
    buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;
  let table: string[][];
  try {
    table = isZip ? await parseXlsx(buffer) : parseCsv(buffer.toString('utf8'));
  } catch {
    throw new HttpError(422, 'The file could not be read as CSV or XLSX', {
      errors: { file: ['Unreadable file'] },
    });
  }
  const [header, ...body] = table;
  if (!header) throw new ValidationError({ file: ['The file is empty'] });
  if (body.length > IMPORT_MAX_ROWS)
    throw new ValidationError({ file: [`At most ${IMPORT_MAX_ROWS} rows per import`] });
  const headers = header.map((h) => h.trim());
  return {
    headers,
    rows: body.map((cells) => Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']))),
  };
}

export type ImportReport = {
  dryRun: boolean;
  total: number;
  valid: number;
  imported: number;
  errors: { row: number; errors: Record<string, string[]> }[];
  unknownColumns: string[];
};

class DryRunRollback extends Error {}

/**
 * Checks every row as an add would (same validation, same references), then either reports (dry run)
 * or writes them all in one transaction: one bad row and nothing is written.
 */
export async function importRows(
  db: Database,
  resource: Resource,
  file: ImportRows,
  options: {
    dryRun: boolean;
    actor: Actor;
    acceptLanguage?: string;
    prepare?: (row: Record<string, unknown>) => Promise<Record<string, unknown>>;
  },
): Promise<ImportReport> {
  const known = new Set(['id', ...resource.fieldNames]);
  const unknownColumns = file.headers.filter(
    (h) => h && !known.has(h) && !h.endsWith('_label') && h !== 'created_at' && h !== 'updated_at',
  );
  const report: ImportReport = {
    dryRun: options.dryRun,
    total: file.rows.length,
    valid: 0,
    imported: 0,
    errors: [],
    unknownColumns,
  };
  try {
    await db.transaction(async (query) => {
      for (const [index, raw] of file.rows.entries()) {
        const input: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(raw)) {
          if (!known.has(key) || (key === 'id' && resource.idType !== 'code')) continue;
          input[key] = value === '' ? null : value;
        }
        try {
          await query('SAVEPOINT import_row');
          const prepared = options.prepare ? await options.prepare(input) : input;
          await insertRecord(
            query,
            { actor: options.actor, acceptLanguage: options.acceptLanguage },
            resource,
            prepared,
          );
          await query('RELEASE SAVEPOINT import_row');
          report.valid++;
        } catch (error) {
          await query('ROLLBACK TO SAVEPOINT import_row');
          if (error instanceof ValidationError) report.errors.push({ row: index + 2, errors: error.errors });
          else if (error instanceof HttpError)
            report.errors.push({ row: index + 2, errors: { _: [error.message] } });
          else throw error;
        }
      }
      if (options.dryRun || report.errors.length > 0) throw new DryRunRollback();
      report.imported = report.valid;
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return report;
}

export { parseCsv };
