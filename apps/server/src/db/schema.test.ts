import { RESOURCE_NAMES, RESOURCES } from '@kantor/core';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

const tables = schema as unknown as Record<string, PgTable>;

describe('schema derived from the resource declarations', () => {
  it('has a table for every declared resource, named as declared', () => {
    for (const name of RESOURCE_NAMES) {
      expect(tables[name], name).toBeDefined();
      expect(getTableConfig(tables[name]!).name).toBe(RESOURCES[name].table);
    }
  });

  it('gives every table exactly id, the declared fields and the timestamps', () => {
    for (const name of RESOURCE_NAMES) {
      const columns = getTableConfig(tables[name]!)
        .columns.map((c) => c.name)
        .sort();
      const expected = ['id', ...RESOURCES[name].fieldNames, 'created_at', 'updated_at'].sort();
      expect(columns, name).toEqual(expected);
    }
  });

  it('makes required fields NOT NULL and maps money to bigint Rupiah', () => {
    const config = getTableConfig(tables.rsupplier!);
    const nama = config.columns.find((c) => c.name === 'nama_supplier')!;
    expect(nama.notNull).toBe(true);
    const money = Object.entries(RESOURCES.rinvoice.fields).find(([, f]) => f.kind === 'money');
    expect(money).toBeDefined();
    const column = getTableConfig(tables.rinvoice!).columns.find((c) => c.name === money![0])!;
    expect(column.getSQLType()).toBe('bigint');
  });

  it('uses text ids for region codes', () => {
    const id = getTableConfig(tables.regvillages!).columns.find((c) => c.name === 'id')!;
    expect(id.getSQLType()).toBe('text');
  });
});
