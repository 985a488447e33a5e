// A search's page and total come from one statement that reads the matches once (buildSearchQuery), or,
// past the matches-first limit, from a count and a walk of the sort index. Both must give the answer a
// plain reading of the rows gives, for any term, sort (a relation sorts by its label), order and page.
import { getResource } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { parseListParams } from './list-query.ts';
import { listRecords } from './resources.service.ts';

const villages = getResource('regvillages')!;
const DISTRICTS = [
  ['91.01.01', 'Zona Utara'],
  ['91.01.02', 'Alam Selatan'],
  ['91.01.03', 'Maju Tengah'],
] as const;
/** 45 villages: every third one a "Suka…", a few "Sukamaju" (a selective term), "Jaya" scattered. */
const NAMES = Array.from({ length: 45 }, (_, i) => {
  const stem = [
    'Sukamaju',
    'Sukajaya',
    'Mekar',
    'Jayamulya',
    'Sindang',
    'Cikupa',
    'Sukasari',
    'Banjar',
    'Tanjung',
  ][i % 9];
  return `${stem} ${String.fromCharCode(65 + ((i * 7) % 26))}${i}`;
});

type Row = { id: string; name: string; district: string };
const rows: Row[] = NAMES.map((name, i) => ({
  id: `91.01.0${(i % 3) + 1}.${String(2001 + i)}`,
  name,
  district: DISTRICTS[i % 3]![0],
}));
const districtName = new Map<string, string>(DISTRICTS.map(([id, name]) => [id, name]));

const ctx = useTestApp({}, { signIn: [] });
beforeAll(async () => {
  const q = ctx.database.query;
  await q(`INSERT INTO regprovinces (id, name) VALUES ('91', 'PAPUA') ON CONFLICT DO NOTHING`);
  await q(
    `INSERT INTO regregencies (id, province_code, name) VALUES ('91.01', '91', 'KAB UJI') ON CONFLICT DO NOTHING`,
  );
  for (const [id, name] of DISTRICTS)
    await q('INSERT INTO regdistricts (id, regency_code, name) VALUES ($1, $2, $3)', [id, '91.01', name]);
  for (const row of rows)
    await q('INSERT INTO regvillages (id, district_code, name) VALUES ($1, $2, $3)', [
      row.id,
      row.district,
      row.name,
    ]);
});

/** The answer read plainly: filter, sort (NULLS LAST, then id), page. Only this test's villages match. */
function expected(
  term: string,
  sort: 'name' | 'district_code',
  order: 'asc' | 'desc',
  page: number,
  limit: number,
) {
  const key = (r: Row) => (sort === 'name' ? r.name : districtName.get(r.district)!);
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const matches = rows
    .filter((r) => r.name.toLowerCase().includes(term.toLowerCase()))
    .sort((a, b) => {
      const byKey = cmp(key(a), key(b)) || cmp(a.id, b.id);
      return order === 'asc' ? byKey : -byKey;
    });
  return { total: matches.length, ids: matches.slice((page - 1) * limit, page * limit).map((r) => r.id) };
}

async function list(term: string, sort: string, order: string, page: number, limit: number, max?: number) {
  const params = parseListParams(villages, {
    search: term,
    sort,
    order,
    page: String(page),
    limit: String(limit),
  });
  // the seeded region chain of other tests never matches these terms: a prefix only this file uses
  return listRecords(ctx.database, villages, params, [`t.id LIKE '91.01.%'`], max);
}

describe('a search page and its total', () => {
  const cases = [
    ['sukamaju', 'name', 'asc', 1, 4],
    ['sukamaju', 'name', 'desc', 2, 4],
    ['suka', 'name', 'asc', 1, 10],
    ['suka', 'name', 'asc', 2, 10],
    ['suka', 'district_code', 'asc', 1, 7],
    ['suka', 'district_code', 'desc', 3, 7],
    ['JAYA', 'name', 'desc', 1, 5],
    ['jaya', 'district_code', 'asc', 2, 5],
    ['a', 'name', 'asc', 5, 10],
  ] as const;

  it.each(cases)(
    '%s sorted by %s %s, page %i of %i: as a plain reading of the rows',
    async (term, sort, order, page, limit) => {
      const want = expected(term, sort, order, page, limit);
      expect(want.ids.length).toBeGreaterThan(0);
      for (const max of [undefined, 5]) {
        // undefined: matches first in one statement; 5: every case here has more matches, so the sort index pages
        const answer = await list(term, sort, order, page, limit, max);
        expect({ max, total: answer.totalRecords, ids: answer.records.map((r) => r.id) }).toEqual({
          max,
          ...want,
        });
      }
    },
  );

  it('a page past the matches is empty and still knows the total, on both paths', async () => {
    for (const max of [undefined, 5]) {
      const answer = await list('suka', 'name', 'asc', 9, 10, max);
      expect(answer.records).toEqual([]);
      expect(answer.totalRecords).toBe(expected('suka', 'name', 'asc', 1, 10).total);
    }
  });

  it('no match: an empty page and a total of 0 (the one statement still answers one row)', async () => {
    const answer = await list('tidakadadesa', 'name', 'asc', 1, 10);
    expect(answer).toMatchObject({ records: [], totalRecords: 0 });
  });

  it('the total column is not part of a record, and relation labels are', async () => {
    const answer = await list('sukamaju', 'name', 'asc', 1, 2);
    expect(Object.keys(answer.records[0]!).sort()).toEqual(
      ['created_at', 'district_code', 'district_code_label', 'id', 'name', 'updated_at'].sort(),
    );
    const first = rows.find((r) => r.id === answer.records[0]!.id)!;
    expect(answer.records[0]!.district_code_label).toBe(districtName.get(first.district));
  });
});
