import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseCsv } from '@kantor/core';
import type { Database, Query } from './connect.ts';

/** The four levels of Indonesia's administrative areas, seeded from the `idn-area-data` package. */
const LEVELS = [
  { table: 'regprovinces', file: 'provinces.csv', parent: null },
  { table: 'regregencies', file: 'regencies.csv', parent: 'province_code' },
  { table: 'regdistricts', file: 'districts.csv', parent: 'regency_code' },
  { table: 'regvillages', file: 'villages.csv', parent: 'district_code' },
] as const;

function dataFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('idn-area-data/package.json')), 'data');
}

async function insertBatches(query: Query, table: string, parent: string | null, rows: string[][]) {
  const columns = parent ? ['id', parent, 'name'] : ['id', 'name'];
  const size = 1000;
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const cells = parent ? [row[0], row[1], row[2]] : [row[0], row[1]];
      const placeholders = cells.map((cell) => {
        values.push(cell);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (id) DO NOTHING`,
      values,
    );
  }
}

/**
 * Seeds every region level when the provinces table is empty (first start): 38 provinces,
 * 514 regencies, about 7,300 districts and 83,700 villages. Answers the rows per level.
 */
export async function seedRegions(database: Database): Promise<Record<string, number> | null> {
  const [{ count }] = (await database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM regprovinces',
  )) as [{ count: number }];
  if (count > 0) return null;
  const folder = dataFolder();
  const counts: Record<string, number> = {};
  await database.transaction(async (query) => {
    for (const level of LEVELS) {
      const rows = parseCsv(readFileSync(join(folder, level.file), 'utf8')).slice(1);
      await insertBatches(query, level.table, level.parent, rows);
      counts[level.table] = rows.length;
    }
  });
  return counts;
}
