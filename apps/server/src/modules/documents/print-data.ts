/**
 * What a template is filled with: one record's printed values and, for the tables (PDF) and loops (DOCX)
 * a template names, its child records (invoice lines under an invoice). Read with the caller's rights:
 * the record's row scope and hidden fields, and a child table only when the caller may list it.
 */
import {
  type Caller,
  type ChildTable,
  childTablesOf,
  decide,
  documentValues,
  getResource,
  type Resource,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Scope } from '../resources/index.ts';
import { exportBatches } from '../resources/index.ts';
import { pageConfigFor } from '../rules/index.ts';

type Row = Record<string, unknown>;

/** Child rows a table or loop holds at most (a printed document, not an export). */
export const CHILD_ROWS_MAX = 300;

export type PrintData = {
  /** Printed values by name (`no_invoice`, `id_akun` as its label, `total_terbilang`, `tanggal_cetak`). */
  values: Record<string, string>;
  /** Child rows (printed values) by child resource name, for the tables a template names. */
  tables: Record<string, Record<string, string>[]>;
  /** Raw record, for image fields (paths). */
  record: Row;
  /** The record's title (file names). */
  title: string;
};

export type Reader = { app: FastifyInstance; caller: Caller; hidden: ReadonlySet<string> };

async function childRows(reader: Reader, parentId: unknown, child: ChildTable) {
  const resource = getResource(child.resource);
  if (!resource || decide(reader.caller, resource, 'list') === 'deny') return [];
  const config = await pageConfigFor(reader.app.roleRules, reader.caller.roles, `/${resource.name}`);
  const hidden = new Set(config.hiddenFields);
  const rows: Record<string, string>[] = [];
  const params = {
    page: 1,
    limit: CHILD_ROWS_MAX,
    order: 'asc' as const,
    filters: [{ field: child.field, op: 'eq' as const, value: String(parentId) }],
    scope: (p: Parameters<Scope>[0]) => reader.app.resourceHooks.scope(resource.name, reader.caller, p),
  };
  for await (const batch of exportBatches(reader.app.db, resource, params, CHILD_ROWS_MAX)) {
    for (const row of batch) rows.push(documentValues(resource.name, row, { hidden }));
  }
  return rows;
}

/** The printed data of one record (already read with the caller's scope), with the named child tables. */
export async function printData(
  reader: Reader,
  resource: Resource,
  record: Row,
  tableNames: ReadonlySet<string>,
): Promise<PrintData> {
  const visible = Object.fromEntries(Object.entries(record).filter(([k]) => !reader.hidden.has(k)));
  const values = documentValues(resource.name, visible, { hidden: reader.hidden });
  const tables: PrintData['tables'] = {};
  for (const child of childTablesOf(resource.name)) {
    if (tableNames.has(child.resource)) tables[child.resource] = await childRows(reader, record.id, child);
  }
  const title = String(record[resource.titleField] ?? '') || `${resource.name}-${String(record.id)}`;
  return { values, tables, record: visible, title };
}

/** A file name from a record's title: letters, digits, dot, dash and underscore only. */
export function fileNameOf(title: string, id: unknown, ext: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${base || 'dokumen'}-${String(id)}.${ext}`;
}
