import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import type { Database } from './connect.ts';
import { seedRegions } from './regions.ts';

let database: Database;
let counts: Record<string, number> | null;

beforeAll(async () => {
  database = await createTestDatabase();
  counts = await seedRegions(database);
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('regions seeded from idn-area-data', () => {
  it('holds every level with the official codes', async () => {
    expect(counts).toEqual({ regprovinces: 38, regregencies: 514, regdistricts: 7277, regvillages: 83763 });
    const [jabar] = await database.query<{ id: string; name: string }>(
      "SELECT id, name FROM regprovinces WHERE id = '32'",
    );
    expect(jabar).toEqual({ id: '32', name: 'JAWA BARAT' });
  });

  it('chains each village to its district, regency and province', async () => {
    const rows = await database.query<{
      village: string;
      district: string;
      regency: string;
      province: string;
    }>(
      `SELECT v.name AS village, d.name AS district, r.name AS regency, p.name AS province
         FROM regvillages v JOIN regdistricts d ON d.id = v.district_code
         JOIN regregencies r ON r.id = d.regency_code JOIN regprovinces p ON p.id = r.province_code
        WHERE v.name = 'Dago'`,
    );
    expect(rows).toContainEqual({
      village: 'Dago',
      district: 'Coblong',
      regency: 'KOTA BANDUNG',
      province: 'JAWA BARAT',
    });
    const [orphans] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM regvillages v LEFT JOIN regdistricts d ON d.id = v.district_code WHERE d.id IS NULL',
    );
    expect(orphans!.n).toBe(0);
  });

  it('is seeded once: a second start adds nothing', async () => {
    expect(await seedRegions(database)).toBeNull();
  });
});
