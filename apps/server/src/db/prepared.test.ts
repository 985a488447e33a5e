/**
 * Prepared statements (db/prepared.ts) keep a statement's parse and plan, never its answer: a row
 * written after the first run is seen by the next, in and out of a transaction, and the generic plan
 * mode is set back after the statement that asked for it. PGlite in memory, or DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from './connect.ts';
import { MAX_PREPARED } from './prepared.ts';

let database: Database;

beforeAll(async () => {
  database = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await database.query('DROP TABLE IF EXISTS prepared_probe');
  await database.query('CREATE TABLE prepared_probe (id serial PRIMARY KEY, name text, tags jsonb, n int)');
});

afterAll(async () => {
  await database.query('DROP TABLE IF EXISTS prepared_probe');
  await database.close();
});

const read = 'SELECT id, name, tags, n FROM prepared_probe WHERE id = ANY($1::int[]) ORDER BY id';

describe('prepared statements', () => {
  it('see every change made after their first run, outside and inside a transaction', async () => {
    const [a] = await database.query<{ id: number }>(
      'INSERT INTO prepared_probe (name, tags, n) VALUES ($1, $2, $3) RETURNING id',
      ['one', JSON.stringify({ k: 1 }), 1],
      { prepare: true },
    );
    expect(await database.query(read, [[a!.id]], { prepare: true })).toEqual([
      { id: a!.id, name: 'one', tags: { k: 1 }, n: 1 },
    ]);
    await database.query('UPDATE prepared_probe SET name = $2, n = NULL WHERE id = $1', [a!.id, 'changed']);
    expect(await database.query(read, [[a!.id]], { prepare: true })).toEqual([
      { id: a!.id, name: 'changed', tags: { k: 1 }, n: null },
    ]);
    const inside = await database.transaction(async (q) => {
      const [b] = await q<{ id: number }>(
        'INSERT INTO prepared_probe (name, tags, n) VALUES ($1, $2, $3) RETURNING id',
        ['two', null, 2],
        { prepare: true },
      );
      return q(read, [[a!.id, b!.id]], { prepare: true, generic: true });
    });
    expect(inside.map((r) => r.name)).toEqual(['changed', 'two']);
  });

  it('set the generic plan mode back after the statement that asked for it', async () => {
    const modes = await database.transaction(async (q) => {
      await q(read, [[1]], { prepare: true, generic: true });
      return q<{ plan_cache_mode: string }>('SHOW plan_cache_mode');
    });
    expect(modes[0]!.plan_cache_mode).toBe('auto');
  });

  it('roll back with their transaction and run again after a failure', async () => {
    const insert = 'INSERT INTO prepared_probe (id, name) VALUES ($1, $2)';
    await database.query(insert, [1000, 'kept'], { prepare: true });
    await expect(
      database.transaction(async (q) => {
        await q(insert, [1001, 'rolled back'], { prepare: true });
        await q(insert, [1000, 'duplicate'], { prepare: true });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await database.query(read, [[1000, 1001]], { prepare: true })).toEqual([
      { id: 1000, name: 'kept', tags: null, n: null },
    ]);
    await database.query(insert, [1002, 'after'], { prepare: true });
    expect((await database.query(read, [[1002]], { prepare: true }))[0]!.name).toBe('after');
  });

  it(`run unprepared past ${MAX_PREPARED} texts, with the same answers`, async () => {
    for (let i = 0; i <= MAX_PREPARED; i++) {
      const [row] = await database.query<{ v: number }>(`SELECT $1::int + ${i} AS v`, [1], { prepare: true });
      expect(row!.v).toBe(1 + i);
    }
  });
});
