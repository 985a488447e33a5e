import { describe, expect, it } from 'vitest';
import { parse } from '../expr/parser.ts';
import { getResource } from '../resources/index.ts';
import { type RowScopeFacts, rowScopeProblem, rowScopeSql } from './row-scope.ts';

const bank = getResource('bankrekening')!;
const facts: RowScopeFacts = {
  user: { id: 4, username: 'kasir', groups: ['Bandung'], akun: [7, 9] },
  role: { id: 60, name: 'Kasir' },
  today: '2026-11-29',
  now: '2026-11-29T05:00:00.000Z',
};

function compile(source: string) {
  const values: unknown[] = [];
  const sql = rowScopeSql(bank, parse(source), facts, (v) => {
    values.push(v);
    return `$${values.length}`;
  });
  return { sql, values };
}

describe('row scope SQL', () => {
  it('binds every typed value as a parameter; only quoted declared names reach the text', () => {
    const hostile = `x'); DROP TABLE users; --`;
    const { sql, values } = compile(`cabang == "${hostile}" or nama_rekening contains "%_"`);
    expect(sql).not.toContain('DROP');
    expect(values).toEqual([hostile, '%_']);
    expect(sql).toContain('t."cabang"');
  });

  it('expands user facts when the SQL is built: a list into IN, a missing one into no row', () => {
    expect(compile('cabang in user.groups')).toEqual({
      sql: '(COALESCE(t."cabang" IN ($1), FALSE))',
      values: ['Bandung'],
    });
    expect(compile('cabang in user.cabang').sql).toBe('FALSE');
    expect(compile('user_id in user.akun').values).toEqual([7, 9]);
  });

  it('casts a value to the column: one that does not fit admits nothing instead of an SQL error', () => {
    expect(compile("saldo_awal > 'banyak'").sql).toBe('FALSE');
    expect(compile('saldo_awal == user.username').sql).toBe('FALSE');
    expect(compile("saldo_awal != 'banyak'").sql).toBe('(NOT FALSE)');
    expect(compile('saldo_awal >= 10000000')).toEqual({
      sql: 'COALESCE(t."saldo_awal" >= $1, FALSE)',
      values: [10000000],
    });
  });

  it('says what it cannot apply, with where', () => {
    expect(rowScopeProblem(bank, "cabang == 'A'")).toBeNull();
    expect(rowScopeProblem(bank, 'TODAY() == TODAY()')).toBeNull();
    expect(rowScopeProblem(bank, 'rahasia == 1')).toMatchObject({ position: 0 });
    expect(rowScopeProblem(bank, "IF(cabang == 'A', 1, 0) == 1")?.message).toContain('IF');
    expect(rowScopeProblem(bank, 'cabang')?.message).toContain('condition');
    expect(rowScopeProblem(bank, 'cabang == saldo_awal')?.message).toContain('one kind');
    expect(rowScopeProblem(bank, "API_FETCH('x', '', 'y') == 1")).not.toBeNull();
  });
});
