import { PassThrough, Readable } from 'node:stream';
import { cellText, type Resource, toCsv } from '@kantor/core';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/connect.ts';
import { encodeRow } from './codec.ts';
import { type ListParams, relationLabels, selectColumns, whereClause } from './list-query.ts';
import { ident, Params } from './sql.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const BATCH = 2000;
/** A PDF is for reading and printing: past this many rows, use CSV or Excel. */
export const PDF_MAX_ROWS = 5000;

export type ExportColumn = { key: string; header: string };

/** Columns of an export: every field the caller may see; relations as their label, not the id. */
export function exportColumns(resource: Resource, hidden: readonly string[]): ExportColumn[] {
  const columns: ExportColumn[] = [{ key: 'id', header: 'id' }];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.hidden || hidden.includes(name) || field.kind === 'password') continue;
    columns.push({ key: name, header: name });
    // a label hidden from the role (its target's title is hidden there) is left out like a field
    if (field.kind === 'relation' && !hidden.includes(`${name}_label`))
      columns.push({ key: `${name}_label`, header: `${name}_label` });
  }
  columns.push({ key: 'created_at', header: 'created_at' }, { key: 'updated_at', header: 'updated_at' });
  return columns;
}

/**
 * The list's records in batches by id (keyset paging), so memory stays bounded whatever the size:
 * only one batch is held at a time.
 */
export function exportBatches(
  db: Database,
  resource: Resource,
  params: ListParams,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<Record<string, unknown>[]> {
  // Filter values are cast now, before the answer's headers go out: a bad one is a 422, not a 200
  // whose stream is cut off at the first batch (found by fuzz/list-query.fuzz.api.test.ts).
  whereClause(resource, params, new Params());
  return batchesOf(db, resource, params, limit);
}

async function* batchesOf(
  db: Database,
  resource: Resource,
  params: ListParams,
  limit: number,
): AsyncGenerator<Record<string, unknown>[]> {
  const labels = relationLabels(resource);
  let last: string | number | null = null;
  let sent = 0;
  while (sent < limit) {
    const p = new Params();
    const extra = last === null ? [] : [`t.id > ${p.add(last)}`];
    const where = whereClause(resource, params, p, extra);
    const size = Math.min(BATCH, limit - sent);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${selectColumns(resource)}${labels} FROM ${ident(resource.table)} t ${where} ORDER BY t.id ASC LIMIT ${size}`,
      p.values,
    );
    if (rows.length === 0) return;
    sent += rows.length;
    last = rows[rows.length - 1]!.id as string | number;
    yield rows.map((r) => encodeRow(resource, r));
    if (rows.length < size) return;
  }
}

export function csvStream(
  columns: ExportColumn[],
  batches: AsyncIterable<Record<string, unknown>[]>,
): Readable {
  async function* lines() {
    // core's CSV writer: one quoting rule and the formula guard (packages/core/src/csv)
    yield toCsv([columns.map((c) => c.header)]);
    for await (const batch of batches) {
      yield toCsv(
        batch.map((row) => columns.map((c) => row[c.key])),
        { bom: false },
      );
    }
  }
  return Readable.from(lines());
}

export function xlsxStream(
  title: string,
  columns: ExportColumn[],
  batches: AsyncIterable<Record<string, unknown>[]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.min(40, Math.max(10, c.header.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          const values: Record<string, unknown> = {};
          for (const c of columns) {
            const v = row[c.key];
            values[c.key] = v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
          }
          sheet.addRow(values).commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

export function pdfStream(
  title: string,
  columns: ExportColumn[],
  batches: AsyncIterable<Record<string, unknown>[]>,
): Readable {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, bufferPages: false });
  const out = new PassThrough();
  doc.pipe(out);
  const shown = columns.slice(0, 8);
  const width = (doc.page.width - 60) / shown.length;
  const line = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 50) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let height = 0;
    cells.forEach((cell, i) => {
      const text = cell.length > 80 ? `${cell.slice(0, 77)}...` : cell;
      doc.text(text, 30 + i * width, y, { width: width - 4 });
      height = Math.max(height, doc.y - y);
    });
    doc.y = y + height + 4;
  };
  void (async () => {
    try {
      doc.font('Helvetica-Bold').fontSize(14).text(title, 30, 30);
      doc.moveDown();
      line(
        shown.map((c) => c.header),
        true,
      );
      for await (const batch of batches)
        for (const row of batch) line(shown.map((c) => cellText(row[c.key])));
      doc.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
