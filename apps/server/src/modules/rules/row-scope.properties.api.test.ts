// The row-scope compiler against an independent reader: for random conditions over random rows, the
// rows PostgreSQL returns for the compiled SQL are exactly the rows the expression evaluator (which
// never sees SQL) finds the condition true for. Runs on the real database (PGlite, or PostgreSQL).
import { evaluate, exprTruthy, getResource, parse, type RowScopeFacts, rowScopeSql } from '@kantor/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { Params } from '../resources/sql.ts';

const ctx = useTestApp();
const bank = getResource('bankrekening')!;
const BRANCHES = ['Bandung', 'Jakarta', 'Surabaya', ''] as const;
const facts: RowScopeFacts = {
  user: { id: 4, username: 'kasir', groups: ['Bandung', 'Medan'], akun: [1, 2] },
  role: { id: 60, name: 'Kasir' },
  today: '2026-11-29',
  now: '2026-11-29T05:00:00.000Z',
};

type Row = {
  id: number;
  nama_rekening: string;
  cabang: string | null;
  saldo_awal: number | null;
  status: string;
};
let rows: Row[] = [];

beforeAll(async () => {
  const draw = fc.sample(
    fc.record({
      cabang: fc.option(fc.constantFrom(...BRANCHES), { nil: null }),
      saldo_awal: fc.option(
        fc.integer({ min: -5, max: 30 }).map((n) => n * 1_000_000),
        { nil: null },
      ),
      status: fc.constantFrom('Active', 'Inactive'),
    }),
    { numRuns: 40, seed: 37 },
  );
  for (const [i, row] of draw.entries()) {
    await ctx.database.query(
      `INSERT INTO bankrekening (nama_rekening, nama_bank, no_rekening, atas_nama, cabang, saldo_awal, status)
       VALUES ($1, 'BCA', $2, 'PT Kantor', $3, $4, $5)`,
      [`P${i}`, String(i), row.cabang, row.saldo_awal, row.status],
    );
  }
  rows = await ctx.database.query<Row>(
    "SELECT id, nama_rekening, cabang, saldo_awal::float8 AS saldo_awal, status FROM bankrekening WHERE nama_rekening LIKE 'P%'",
  );
});

/** Conditions from a small grammar over the table's fields, literals and the user's facts. */
const leaf = fc.oneof(
  fc
    .tuple(fc.constantFrom('==', '!=', '<', '<=', '>', '>='), fc.integer({ min: -6, max: 31 }))
    .map(([op, n]) => `saldo_awal ${op} ${n * 1_000_000}`),
  fc
    .tuple(fc.constantFrom('==', '!='), fc.constantFrom(...BRANCHES, 'null'))
    .map(([op, b]) => (b === 'null' ? `cabang ${op} null` : `cabang ${op} '${b}'`)),
  fc.constantFrom(
    'cabang in user.groups',
    'cabang not in user.groups',
    "cabang in ['Jakarta', 'Surabaya']",
    "cabang contains 'an'",
    "status == 'Active'",
    'saldo_awal == null',
    'saldo_awal + 1000000 > 10000000',
    'saldo_awal * 2 >= 20000000',
    "LOWER(cabang) == 'bandung'",
    "user.role == 'Kasir'",
    'user.id == 5',
    "nama_rekening & '-' & status == 'P1-Active'",
  ),
);
const condition: fc.Arbitrary<string> = fc.letrec<{ c: string }>((tie) => ({
  c: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.tuple(tie('c'), fc.constantFrom('and', 'or'), tie('c')).map(([a, op, b]) => `(${a}) ${op} (${b})`),
    tie('c').map((a) => `not (${a})`),
  ),
})).c;

describe('Batasi Baris compiled to SQL agrees with the evaluator', () => {
  it('admits exactly the rows the condition is true for', async () => {
    await fc.assert(
      fc.asyncProperty(condition, async (source) => {
        const ast = parse(source);
        const p = new Params();
        const where = rowScopeSql(bank, ast, facts, (v) => p.add(v));
        const found = await ctx.database.query<{ id: number }>(
          `SELECT t.id FROM bankrekening t WHERE t.nama_rekening LIKE 'P%' AND ${where} ORDER BY t.id`,
          p.values,
        );
        const expected = rows
          .filter((row) => exprTruthy(evaluate(ast, { record: row, user: facts.user, role: facts.role })))
          .map((row) => Number(row.id))
          .sort((a, b) => a - b);
        expect(
          found.map((r) => Number(r.id)),
          `${source}\n${where}`,
        ).toEqual(expected);
      }),
      { numRuns: 150, seed: 2026 },
    );
  });
});
