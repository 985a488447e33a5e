// Fuzzing the list query language as a restricted role: random filters, sorts, searches, paging and
// exports must never fail with a 5xx, a field a Hide Kolom rule hides must never leave the server
// (not in JSON, CSV, XLSX or PDF, and not through counts or ordering), and a record a Batasi Baris
// rule keeps out of the role's rows never appears in any answer (issue 37's row-scope dimension).
// docs/fuzzing.md.
import { FILTER_OPERATORS, getResource, USER_ROLE_IDS } from '@kantor/core';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignJobTo, insertRegionChain, relationResolver, sampleInput } from '../test/factories.ts';
import { useTestApp } from '../test/fixture.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../test/helpers.ts';
import { pdfText } from '../test/pdf-text.ts';
import { anyText, caller, FuzzTally, fuzzParameters, fuzzRuns, fuzzTimeout, urlPart } from './fuzz.ts';

/** A resource the technician can list, one field a Hide Kolom rule hides from them, and its marker. */
type Target = {
  name: string;
  hidden: string;
  marker: string | number;
  /** The hidden field's value in the unmarked records: one empty, one ordinary. */
  plain: [null, string | number];
  /** Pages granted to the technician on top of the seeded ones. */
  pages: string[];
  markerIds: number[];
  /** A field the technician sees, whose value marks the records a Batasi Baris rule keeps out. */
  scopeField: string;
  outMarker: string;
  outIds: number[];
};

const TARGETS: Target[] = [
  {
    name: 'rsupplier',
    hidden: 'nama_kontak',
    marker: 'ZqxSupMark4417',
    plain: [null, 'Kontak Biasa'],
    pages: ['rsupplier', 'rsupplier/view', 'rsupplier/export'],
    markerIds: [],
    scopeField: 'nama_supplier',
    outMarker: 'ZqxSupOut5531',
    outIds: [],
  },
  {
    name: 'cmumt',
    hidden: 'aset',
    marker: 'ZqxCmuMark8822',
    plain: [null, 'Aset Biasa'],
    pages: ['cmumt/export'],
    markerIds: [],
    scopeField: 'lokasi',
    outMarker: 'ZqxCmuOut6642',
    outIds: [],
  },
  {
    name: 'rpekerjaan',
    hidden: 'nilai_kontrak',
    marker: 918273645,
    plain: [null, 1000],
    pages: ['rpekerjaan/export'],
    markerIds: [],
    scopeField: 'nama_pekerjaan',
    outMarker: 'ZqxJobOut7753',
    outIds: [],
  },
];

const LIST_RUNS = fuzzRuns(40);
const HIDDEN_RUNS = fuzzRuns(15);
const tally = new FuzzTally();

let admin: ReturnType<typeof caller>;
let teknisi: ReturnType<typeof caller>;

/** The marker as it could appear in any answer: as typed, and as a number formatted either way. */
function markerForms(target: Target): string[] {
  if (typeof target.marker === 'string') return [target.marker];
  const n = target.marker;
  return [String(n), n.toLocaleString('id-ID'), n.toLocaleString('en-US')];
}

/** Fails when a marker form is in the text, naming where it was found. */
function expectNoMarker(text: string, target: Target, where: string): void {
  for (const form of markerForms(target))
    expect(text.includes(form), `${form} leaked in ${where}`).toBe(false);
}

/**
 * Status below 500, not a trace of the hidden field, and no record outside the role's rows (its marker,
 * or its id in a list), in the answer whatever its format.
 */
function expectSealed(response: LightMyRequestResponse, target: Target, url: string): void {
  expect(response.statusCode, `${url} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const where = `${url} (${response.statusCode})`;
  const sealed = (text: string, part: string) => {
    expectNoMarker(text, target, part);
    expect(text.includes(target.outMarker), `a record outside the row scope in ${part}`).toBe(false);
  };
  sealed(response.body, where);
  if (response.statusCode !== 200) return;
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) {
    for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(response.rawPayload))))
      sealed(strFromU8(bytes), `${where} ${name}`);
  } else if (type.includes('pdf')) {
    sealed(pdfText(response.rawPayload), where);
  } else if (type.includes('json')) {
    const body = response.json() as { records?: Record<string, unknown>[] } | Record<string, unknown>[];
    const records = Array.isArray(body) ? body : (body.records ?? []);
    for (const record of records) {
      expect(record, where).not.toHaveProperty(target.hidden);
      // a list's record or an option, by id (a history's rows are audit entries, with their own ids)
      if (/\/(history|view)\//.test(url)) continue;
      const id = Number(record.id ?? record.value);
      expect(target.outIds.includes(id), `#${id} outside the row scope in ${where}`).toBe(false);
    }
  }
}

/** Field names a caller might try: declared, system, hidden, labels, and nonsense. */
function fieldNames(target: Target): fc.Arbitrary<string> {
  const declared = Object.keys(getResource(target.name)!.fields);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...declared, 'id', 'created_at', 'updated_at') },
    { weight: 3, arbitrary: fc.constant(target.hidden) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `${target.hidden}_label`,
        '__proto__',
        'constructor',
        'offset',
        'columns',
        '',
      ),
    },
    { weight: 1, arbitrary: anyText },
  );
}

/** A filter value: text of every kind, numbers, dates, yes/no, lists that reach the marked records. */
function filterValues(target: Target): fc.Arbitrary<string> {
  return fc.oneof(
    anyText,
    fc.integer().map(String),
    fc.double({ noNaN: false }).map(String),
    fc.constantFrom('yes', 'no', 'ya', 'tidak', 'true', '0', '2026-11-22', '2026-11-22T03:00:00Z'),
    fc.constantFrom(...target.markerIds.map(String)),
    fc
      .array(fc.oneof(fc.constantFrom(...target.markerIds.map(String)), anyText), { maxLength: 5 })
      .map((l) => l.join(',')),
  );
}

const operators = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FILTER_OPERATORS).map((op) => `__${op}`) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('__like', '__EQ', '__', '__eq__eq', '__in__null', '___') },
);

const numberish = fc.oneof(
  fc.integer({ min: -3, max: 1200 }).map(String),
  fc.constantFrom('0', '-1', '1e3', '1e999', 'NaN', 'Infinity', '0x10', '1.5', ' 2', '99999999999999999999'),
  fc.constantFrom('1000001', '999999', '', 'null', '[]'),
  anyText,
);

const enc = encodeURIComponent;

/** One query string: a random mix of filters, sorts, searches, paging and raw garbage, keys repeating. */
function queries(target: Target): fc.Arbitrary<string> {
  const pair = fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fieldNames(target), operators, filterValues(target))
        .map(([f, op, v]) => `${enc(f + op)}=${enc(v)}`),
    },
    { weight: 2, arbitrary: fieldNames(target).map((f) => `sort=${enc(f)}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('asc', 'desc', 'DESC', '', 'sideways').map((o) => `order=${o}`),
    },
    { weight: 2, arbitrary: anyText.map((s) => `search=${enc(s)}`) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('limit', 'page', 'offset'), numberish)
        .map(([k, v]) => `${k}=${enc(v)}`),
    },
    { weight: 1, arbitrary: fc.tuple(urlPart, urlPart).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: urlPart },
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&'));
}

const formats = fc.oneof(
  { weight: 4, arbitrary: fc.constant('csv') },
  { weight: 3, arbitrary: fc.constant('xlsx') },
  { weight: 1, arbitrary: fc.constant('pdf') },
  { weight: 1, arbitrary: fc.constantFrom('', 'json', 'CSV', 'xls', '../csv', 'csv%00') },
);

async function addRecord(name: string, resolve: ReturnType<typeof relationResolver>, values: object) {
  const response = await admin('POST', `/api/${name}/add`, {
    ...(await sampleInput(getResource(name)!, resolve)),
    ...values,
  });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json().record.id);
}

const ctx = useTestApp({}, { signIn: [] });
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  const adminToken = await ctx.login('admin', TEST_ADMIN_PASSWORD);
  admin = caller(ctx.app, adminToken);
  const resolve = relationResolver(ctx.app, adminToken, ctx.database);
  for (const target of TARGETS) {
    for (const page_name of target.pages) {
      const granted = await admin('POST', '/api/permissions/add', {
        role_id: USER_ROLE_IDS.teknisi,
        page_name,
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }
    const values = [target.marker, target.marker, target.marker, ...target.plain];
    for (const [i, value] of values.entries()) {
      const id = await addRecord(target.name, resolve, { [target.hidden]: value });
      if (i < 3) target.markerIds.push(id);
      // technicians reach only the jobs assigned to them
      if (target.name === 'rpekerjaan') await assignJobTo(ctx.app, adminToken, id);
    }
    const rule = await admin('POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.teknisi,
      nama_route: `/${target.name}`,
      kategori: 'Hide Kolom',
      setup: target.hidden,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    // the row-scope dimension: two records the technician would reach (jobs: assigned to them) but for
    // a Batasi Baris rule keeping out the ones named by the out marker
    for (let i = 0; i < 2; i++) {
      const id = await addRecord(target.name, resolve, { [target.scopeField]: target.outMarker });
      target.outIds.push(id);
      if (target.name === 'rpekerjaan') await assignJobTo(ctx.app, adminToken, id);
    }
    const scope = await admin('POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.teknisi,
      nama_route: `/${target.name}`,
      kategori: 'Batasi Baris',
      setup: `${target.scopeField} != '${target.outMarker}'`,
    });
    expect(scope.statusCode, scope.body).toBe(200);
  }
  ctx.app.roleCache.invalidate();
  teknisi = caller(ctx.app, await ctx.login('teknisi', TEST_TEKNISI_PASSWORD));
});

afterAll(async () => {
  console.log(tally.report('list-query.fuzz'));
});

/** Ids of a list answer in order, or the status when it is not a list. */
async function idsOf(url: string): Promise<{ status: number; total?: number; ids?: unknown[] }> {
  const response = await teknisi('GET', url);
  tally.request('hidden field not evaluated', response.statusCode);
  expect(response.statusCode, `${url} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode !== 200) return { status: response.statusCode };
  const body = response.json() as { totalRecords: number; records: { id: unknown }[] };
  return { status: 200, total: body.totalRecords, ids: body.records.map((r) => r.id) };
}

describe('list queries fuzzed as a technician with a Hide Kolom field', () => {
  it('the marked records exist, the admin sees the marker, the technician reaches them without it', async () => {
    for (const target of TARGETS) {
      const byMarker = await admin(
        'GET',
        `/api/${target.name}?${target.hidden}=${enc(String(target.marker))}`,
      );
      expect(byMarker.json().totalRecords, target.name).toBe(3);
      for (const id of target.markerIds) {
        for (const route of ['view', 'history']) {
          const url = `/api/${target.name}/${route}/${id}`;
          expect((await admin('GET', url)).body).toContain(String(target.marker));
          const response = await teknisi('GET', url);
          expect(response.statusCode, url).toBe(200);
          expectSealed(response, target, url);
        }
      }
      // the records outside the technician's rows: the admin lists them, the technician's view is a 404
      const out = await admin('GET', `/api/${target.name}?${target.scopeField}=${enc(target.outMarker)}`);
      expect(out.json().totalRecords, target.name).toBe(2);
      for (const id of target.outIds) {
        const url = `/api/${target.name}/view/${id}`;
        const response = await teknisi('GET', url);
        expect(response.statusCode, url).toBe(404);
        expectSealed(response, target, url);
      }
    }
  });

  it('an export with a filter value of the wrong type is a 422, not a cut-off 200 (found by fuzzing)', async () => {
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const response = await teknisi('GET', `/api/cmumt/export?format=${format}&id__gt=abc`);
      expect(response.statusCode, format).toBe(422);
      expect(response.json().errors).toHaveProperty('id');
    }
  });

  it(
    `random list, index, options, export and view calls: no 5xx, no marker (${LIST_RUNS} runs × 5 calls)`,
    async () => {
      const property = 'list/index/options/export/view';
      const target = fc.constantFrom(...TARGETS);
      const input = target.chain((t) =>
        fc.record({
          target: fc.constant(t),
          query: queries(t),
          field: fieldNames(t),
          value: filterValues(t),
          format: formats,
          id: fc.oneof(
            fc.constantFrom(...t.markerIds.map(String)),
            fc.constantFrom(...t.outIds.map(String)),
            fc.constantFrom('0', '-1', '2147483648', '99999999999', '1.5', '1e3', '%00', '..%2F..'),
            urlPart,
          ),
        }),
      );
      await fc.assert(
        fc.asyncProperty(input, async ({ target, query, field, value, format, id }) => {
          tally.run(property);
          const urls = [
            `/api/${target.name}?${query}`,
            `/api/${target.name}/index/${enc(field)}/${enc(value)}?${query}`,
            `/api/${target.name}/options?${query}`,
            `/api/${target.name}/export?format=${enc(format)}&${query}`,
            `/api/${target.name}/${id.length % 2 ? 'view' : 'history'}/${id}`,
          ];
          for (const url of urls) {
            const response = await teknisi('GET', url);
            tally.request(property, response.statusCode);
            expectSealed(response, target, url);
          }
        }),
        fuzzParameters(LIST_RUNS),
      );
    },
    fuzzTimeout(LIST_RUNS, 400),
  );

  it(
    `a filter, sort or search on the hidden field changes nothing (${HIDDEN_RUNS} runs × 12 calls)`,
    async () => {
      const property = 'hidden field not evaluated';
      const base = fc.constantFrom('', '&page=1', '&sort=id&order=desc', '&search=o', '&id__gte=1');
      const input = fc.record({
        target: fc.constantFrom(...TARGETS),
        op: fc.constantFrom(...FILTER_OPERATORS),
        base,
        cut: fc.integer({ min: 0, max: 6 }),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ target, op, base, cut }) => {
          tally.run(property);
          const list = `/api/${target.name}?limit=500${base}`;
          const marker = String(target.marker);
          const probe = op === 'contains' ? marker.slice(cut, cut + 5) : op === 'in' ? `${marker},1` : marker;
          const pairs: [string, string][] = [
            [`${list}&${target.hidden}__${op}=${enc(probe)}`, `${list}&${target.hidden}__${op}=qqzzq`],
            [`${list}&${target.hidden}__null=yes`, `${list}&${target.hidden}__null=no`],
            [`${list}&sort=${target.hidden}&order=asc`, `${list}&sort=${target.hidden}&order=desc`],
            [`${list}&search=${enc(marker.slice(cut, cut + 5))}`, `${list}&search=qqzzq`],
            [
              `/api/${target.name}/index/${target.hidden}/${enc(marker)}?limit=500`,
              `/api/${target.name}/index/${target.hidden}/qqzzq?limit=500`,
            ],
          ];
          for (const [marked, unmarked] of pairs)
            expect(await idsOf(marked), marked).toEqual(await idsOf(unmarked));
          const options = await Promise.all(
            [marker, 'qqzzq'].map((v) =>
              teknisi('GET', `/api/${target.name}/options?${target.hidden}=${enc(v)}`),
            ),
          );
          expect(options[0]!.statusCode).toBeLessThan(500);
          expect([options[0]!.statusCode, options[0]!.body]).toEqual([
            options[1]!.statusCode,
            options[1]!.body,
          ]);
          for (const response of options) tally.request(property, response.statusCode);
        }),
        fuzzParameters(HIDDEN_RUNS),
      );
    },
    fuzzTimeout(HIDDEN_RUNS, 800),
  );
});
