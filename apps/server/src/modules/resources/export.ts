import { PassThrough, Readable } from 'node:stream';
import {
  type ColumnWords,
  cellText,
  declaredOptions,
  EXPORT_FORMATS,
  type ExportFormat,
  type Resource,
  toCsv,
} from '@kantor/core';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/connect.ts';
import { encodeRow } from './codec.ts';
import { type ListParams, relationLabels, selectColumns, whereClause } from './list-query.ts';
import { ident, Params } from './sql.ts';

// the formats are the export route's declaration's (core's api/routes/resources.ts)
export { EXPORT_FORMATS, type ExportFormat };

const BATCH = 2000;
/** A PDF is for reading and printing: past this many rows, use CSV or Excel. */
export const PDF_MAX_ROWS = 5000;

/** A column of an export: the row's key, its header, and the labels its stored values are written as. */
export type ExportColumn = {
  key: string;
  header: string;
  options?: Readonly<Record<string, string>>;
  /** A list of ids (a `relations` field): written `3, 5`, as an import cell takes it back. */
  ids?: true;
};

/**
 * Columns of an export: every field the caller may see. Without `words`, headed by field name, with
 * each relation as its id and its label (`{field}_label`). With the reader's `words` (core's
 * column-words.ts), headed by the labels the screen shows, each relation as its label only (the import
 * finds the record by it) and each fixed option as its label; the record's own id stays, so rows can
 * be told apart.
 */
export function exportColumns(
  resource: Resource,
  hidden: readonly string[],
  words: ColumnWords | null = null,
): ExportColumn[] {
  const head = (name: string) => words?.fields[name] ?? name;
  const columns: ExportColumn[] = [{ key: 'id', header: head('id') }];
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.hidden || hidden.includes(name) || field.kind === 'password') continue;
    // a label hidden from the role (its target's title is hidden there) is left out like a field
    const labelled = field.kind === 'relation' && !hidden.includes(`${name}_label`);
    // a list of ids stays ids in both forms: its labels are the target's options, not a column here
    if (field.kind === 'relations') {
      columns.push({ key: name, header: words ? head(name) : name, ids: true });
      continue;
    }
    if (!words) {
      columns.push({ key: name, header: name });
      if (labelled) columns.push({ key: `${name}_label`, header: `${name}_label` });
      continue;
    }
    const options = declaredOptions(field);
    columns.push({
      key: labelled ? `${name}_label` : name,
      header: head(name),
      ...(options.length > 0 && {
        options: Object.fromEntries(
          options.map(([value, label]) => [value, words.options[name]?.[value] ?? label]),
        ),
      }),
    });
  }
  columns.push(
    { key: 'created_at', header: head('created_at') },
    { key: 'updated_at', header: head('updated_at') },
  );
  return columns;
}

/** A row's cell of a column: a fixed option as its label, anything else as stored. */
function cellOf(column: ExportColumn, row: Record<string, unknown>): unknown {
  const value = row[column.key];
  if (column.ids && Array.isArray(value)) return value.join(', ');
  if (!column.options || value === null || value === undefined) return value;
  const key = String(value);
  return Object.hasOwn(column.options, key) ? column.options[key] : value;
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
        batch.map((row) => columns.map((c) => cellOf(c, row))),
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
  // a sheet's name is at most 31 characters, without : \ / ? * [ ]
  const sheet = workbook.addWorksheet(
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1',
  );
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
            const v = cellOf(c, row);
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
        for (const row of batch) line(shown.map((c) => cellText(cellOf(c, row))));
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
