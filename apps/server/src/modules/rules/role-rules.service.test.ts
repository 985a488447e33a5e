// The rules cache keeps a role's hidden relation labels with its rules: worked out once per role and
// rules version, and worked out again as soon as a rule changes.
import { getResource, type RoleRule } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { RoleRulesCache } from './role-rules.service.ts';

const ROLE = 7;
const subJob = getResource('rsubpekerjaan')!;
const hideJobName: RoleRule = {
  id: 1,
  role_id: ROLE,
  nama_route: '/rpekerjaan',
  kategori: 'Hide Kolom',
  setup: 'nama_pekerjaan',
};

/** A cache over an in-memory rules table whose version moves on every write, as the cluster's does. */
function cacheOver(rules: RoleRule[]) {
  const table = { rules, version: 1, loads: 0 };
  const cache = new RoleRulesCache(
    async (roleId) => {
      table.loads++;
      return table.rules.filter((r) => String(r.role_id) === roleId);
    },
    async () => table.version,
  );
  return { table, cache };
}

describe('RoleRulesCache.hiddenLabels', () => {
  it('names the label of a relation whose target title the role may not see', async () => {
    const { cache } = cacheOver([hideJobName]);
    expect(await cache.hiddenLabels(ROLE, subJob)).toEqual(['id_pekerjaan_label']);
    // another role has no such rule
    expect(await cache.hiddenLabels(ROLE + 1, subJob)).toEqual([]);
    expect(await cache.hiddenLabels(null, subJob)).toEqual([]);
  });

  it('works the answer out once per role and rules version', async () => {
    const { table, cache } = cacheOver([hideJobName]);
    const first = await cache.hiddenLabels(ROLE, subJob);
    expect(await cache.hiddenLabels(ROLE, subJob)).toBe(first);
    expect(table.loads).toBe(1);
  });

  it('sees a rule change at once: a new rule, and a removed one', async () => {
    const { table, cache } = cacheOver([]);
    expect(await cache.hiddenLabels(ROLE, subJob)).toEqual([]);
    table.rules = [hideJobName];
    table.version++;
    expect(await cache.hiddenLabels(ROLE, subJob)).toEqual(['id_pekerjaan_label']);
    table.rules = [];
    cache.invalidate();
    expect(await cache.hiddenLabels(ROLE, subJob)).toEqual([]);
  });
});
