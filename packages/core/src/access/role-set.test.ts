import { describe, expect, it } from 'vitest';
import { evaluate } from '../expr/evaluator.ts';
import { parse } from '../expr/parser.ts';
import type { RowScopeRule } from './caller.ts';
import { callerFor } from './caller.ts';
import { mergeRowScopes, roleKeyOf, roleSetOf } from './role-set.ts';

const scope = (condition: string): RowScopeRule => ({ condition, ast: parse(condition) });
const reaching =
  (...resources: string[]) =>
  (resource: string) =>
    resources.includes(resource);

describe('roleSetOf', () => {
  it('puts the primary role first and each role once, dropping what is no role id', () => {
    expect(roleSetOf(54, [53, 54, '53', 'x', -1, 2.5, null, '60'])).toEqual([54, 53, 60]);
    expect(roleSetOf(null, null)).toEqual([]);
    expect(roleSetOf('52', 'not a list')).toEqual([52]);
    expect(roleKeyOf([54, 53])).toBe('54,53');
    expect(roleKeyOf(null)).toBeNull();
  });

  it('makes an admin of a login holding the admin role among others, a technician likewise', () => {
    const both = callerFor({ id: 9, user_id: 9, user_role_id: 54, peran_lain: [53] }, []);
    expect(both.roles).toEqual([54, 53]);
    expect(both.roleId).toBe(54);
    expect(both.isTechnician).toBe(true);
    expect(both.isAdmin).toBe(false);
    expect(callerFor({ id: 9, user_id: 9, user_role_id: 54, peran_lain: [52] }, []).isAdmin).toBe(true);
  });
});

describe('mergeRowScopes', () => {
  const kasir = {
    reaches: reaching('rinvoice', 'rsubinvoice'),
    scopes: new Map([['rinvoice', [scope("cabang == 'Bekasi'"), scope('total > 0')]]]),
  };
  const teknisi = { reaches: reaching('rpekerjaan'), scopes: new Map<string, RowScopeRule[]>() };
  const keuangan = {
    reaches: reaching('rinvoice'),
    scopes: new Map([['rinvoice', [scope('total > 10000000')]]]),
  };
  const manager = { reaches: reaching('rinvoice'), scopes: new Map<string, RowScopeRule[]>() };
  const admitted = (rules: readonly RowScopeRule[] | undefined, record: Record<string, unknown>) =>
    rules === undefined || rules.every((r) => evaluate(r.ast, { record }) === true);

  it('keeps the scope of the only role that reaches the resource', () => {
    const merged = mergeRowScopes([kasir, teknisi]);
    expect(merged.get('rinvoice')?.map((r) => r.condition)).toEqual(["cabang == 'Bekasi'", 'total > 0']);
  });

  it('admits a row either role admits', () => {
    const rules = mergeRowScopes([kasir, keuangan]).get('rinvoice');
    const cases: [Record<string, unknown>, boolean][] = [
      [{ cabang: 'Bekasi', total: 5 }, true],
      [{ cabang: 'Pusat', total: 5 }, false],
      [{ cabang: 'Pusat', total: 20_000_000 }, true],
      [{ cabang: 'Bekasi', total: 0 }, false],
    ];
    for (const [record, inside] of cases) expect(admitted(rules, record)).toBe(inside);
  });

  it('drops the scope when a role reaching the resource has none', () => {
    expect(mergeRowScopes([kasir, manager]).has('rinvoice')).toBe(false);
  });
});
