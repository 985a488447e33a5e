// Fuzzing prototype pollution: `__proto__`, `constructor` and `prototype` keys anywhere in JSON bodies
// (as JSON and as the text/plain beacons), in query strings and filter keys, and as CSV import headers,
// on the generic and domain routes. No 5xx, and Object.prototype stays as it was (docs/fuzzing.md).
import { getResource } from '@kantor/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_FORMAT } from '../modules/roles/rule-transfer.service.ts';
import { insertRegionChain, relationResolver, sampleInput } from '../test/factories.ts';
import { useTestApp } from '../test/fixture.ts';
import { TEST_ADMIN_PASSWORD } from '../test/helpers.ts';
import { awaitImport } from '../test/imports.ts';
import { anyText, caller, FuzzTally, fuzzParameters, fuzzRuns, fuzzTimeout } from './fuzz.ts';

const RUNS = fuzzRuns(60);
const tally = new FuzzTally();
const PROPERTY = 'prototype keys in bodies and queries';

let call: ReturnType<typeof caller>;
let adminToken: string;
let supplierId: number;
let supplierInput: Record<string, unknown>;
let roleIds: [number, number];

/** The names a successful pollution would plant (checked on `{}` after every run). */
const PLANTED = ['fuzzPolluted', 'isAdmin', 'user_role_id', 'hidden', 'status', 'toJSON'];
const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');
const ownBefore = Object.getOwnPropertyNames(Object.prototype).sort();

/** JSON text of a value: what a polluter would put under a prototype key, or any JSON. */
const payloads: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"fuzzPolluted":"yes","isAdmin":true,"user_role_id":52}',
    '{"prototype":{"fuzzPolluted":"yes","hidden":false}}',
    '{"__proto__":{"fuzzPolluted":"yes"}}',
    '{"constructor":{"prototype":{"fuzzPolluted":"yes"}}}',
    '{"toJSON":"yes","status":"Inactive"}',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
);

/** A JSON object written by hand, so `__proto__` stays a key (an object literal would set the prototype). */
const objectText: fc.Arbitrary<string> = fc.letrec<{ node: string; object: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    payloads,
    tie('object'),
    tie('object').map((o) => `[${o}]`),
  ),
  object: fc
    .array(fc.tuple(fc.oneof(protoKeys, anyText), tie('node')), { minLength: 1, maxLength: 4 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
})).object;

/** A route's valid body with prototype keys added at the top and nested under one of its own keys. */
function poisoned(base: Record<string, unknown>) {
  return fc
    .record({
      top: fc.array(fc.tuple(protoKeys, fc.oneof(payloads, objectText)), { minLength: 1, maxLength: 3 }),
      nested: fc.option(fc.tuple(fc.constantFrom(...Object.keys(base), 'extra'), objectText)),
    })
    .map(({ top, nested }) => {
      const entries = Object.entries(base)
        .filter(([k]) => k !== nested?.[0])
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
      for (const [k, v] of top) entries.push(`${JSON.stringify(k)}:${v}`);
      if (nested) entries.push(`${JSON.stringify(nested[0])}:${nested[1]}`);
      return `{${entries.join(',')}}`;
    });
}

/** Query strings with prototype keys in the shapes qs-style parsers expand, and as filter keys. */
const protoQuery: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '__proto__[fuzzPolluted]=yes',
        'constructor[prototype][fuzzPolluted]=yes',
        '__proto__.fuzzPolluted=yes',
        '__proto__%5BfuzzPolluted%5D=yes',
        '__proto__=yes',
        'constructor=yes',
        'prototype=yes',
        'constructor__eq=1',
        '__proto____in=1,2',
        'toString=1',
        'hasOwnProperty__null=yes',
        'valueOf=1',
        'sort=__proto__',
        'sort=constructor',
        'search=__proto__',
        'limit=__proto__',
        'role_id=__proto__',
        'dryRun=__proto__',
      ),
      fc
        .tuple(protoKeys, fc.constantFrom('', '[x]', '[prototype]', '__eq', '.x'))
        .map(([k, s]) => `${k}${s}=1`),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => pairs.join('&'));

type Route = { method: 'GET' | 'POST' | 'PUT'; url: string; base?: Record<string, unknown> };

/** The routes tried: generic list, add, edit, import, the rules' JSON import, login, and domain routes. */
function routes(): Route[] {
  const [roleA, roleB] = roleIds;
  return [
    { method: 'GET', url: '/api/rsupplier' },
    { method: 'GET', url: `/api/rsupplier/index/nama_supplier/x` },
    { method: 'GET', url: '/api/rsupplier/options' },
    { method: 'POST', url: '/api/rsupplier/add', base: supplierInput },
    { method: 'PUT', url: `/api/rsupplier/edit/${supplierId}`, base: { nama_kontak: 'Kontak Fuzz' } },
    {
      method: 'POST',
      url: `/api/setupshowhideroleid/importjson?role_id=${roleA}&dryRun=1`,
      base: {
        format: RULES_FORMAT,
        version: 1,
        rules: [{ nama_route: '/rsupplier', kategori: 'Hide Kolom', setup: 'alamat' }],
      },
    },
    { method: 'POST', url: '/api/auth/login', base: { username: 'fuzz-nobody', password: 'salah-sekali' } },
    { method: 'PUT', url: '/api/account/profile', base: { no_hp: '081234567890' } },
    { method: 'PUT', url: `/api/roles/permissionmulti/${roleA}`, base: { grant: ['rsupplier'] } },
    {
      method: 'POST',
      url: '/api/setupshowhideroleid/copy',
      base: { from_role_id: roleA, to_role_id: roleB },
    },
    {
      method: 'POST',
      url: '/api/petacekduplikatinput/find',
      base: { resource: 'rsupplier', fields: ['nama_supplier'] },
    },
    { method: 'POST', url: '/api/pos/sales', base: { items: [] } },
    { method: 'POST', url: '/api/addmasalsubpekerjaan/preview', base: { id: 1, text: 'a' } },
  ];
}

/** No 5xx, and nothing planted on Object.prototype (or reachable through `{}`). */
function expectClean(status: number, body: string, where: string): void {
  expect(status, `${where} -> ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), where).toEqual(ownBefore);
  const probe: Record<string, unknown> = {};
  for (const name of PLANTED) expect(probe[name], `${where}: ({}).${name}`).toBeUndefined();
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
}

/**
 * A CSV import whose header names prototype keys beside a real field, waited for to its end (the rows
 * are checked by a background job): a job that failed counts as a 500.
 */
async function csvImport(header: string[]): Promise<{ statusCode: number; body: string }> {
  const boundary = '----kantor-fuzz';
  const csv = `${header.join(',')}\r\n${header.map((_, i) => `nilai${i}`).join(',')}\r\n`;
  const started = await call(
    'POST',
    '/api/rsupplier/import?dryRun=1',
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    ),
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
  );
  if (started.statusCode !== 202) return started;
  const job = await awaitImport(ctx.app, adminToken, 'rsupplier', started.json().id);
  return { statusCode: job.status === 'done' ? 202 : 500, body: JSON.stringify(job) };
}

const ctx = useTestApp({}, { signIn: [] });
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
  adminToken = token;
  call = caller(ctx.app, token);
  supplierInput = await sampleInput(
    getResource('rsupplier')!,
    relationResolver(ctx.app, token, ctx.database),
  );
  const supplier = await call('POST', '/api/rsupplier/add', supplierInput);
  expect(supplier.statusCode, supplier.body).toBe(200);
  supplierId = supplier.json().record.id;
  const ids: number[] = [];
  for (const role_name of ['Fuzz A', 'Fuzz B']) {
    const role = await call('POST', '/api/roles/add', { role_name });
    expect(role.statusCode, role.body).toBe(200);
    ids.push(role.json().record.id);
  }
  roleIds = ids as [number, number];
});

afterAll(async () => {
  console.log(tally.report('prototype.fuzz'));
});

describe('prototype keys anywhere in a request', () => {
  it(
    `no 5xx and no pollution on ${13} routes, as JSON, text/plain and query (${RUNS} runs × 3 calls + CSV)`,
    async () => {
      const input = fc.record({
        route: fc.constantFrom(...routes()),
        query: protoQuery,
        body: fc.constant(null),
        header: fc.shuffledSubarray(['__proto__', 'constructor', 'prototype', 'nama_supplier', 'toString'], {
          minLength: 2,
        }),
      });
      await fc.assert(
        fc.asyncProperty(
          input.chain((i) => poisoned(i.route.base ?? {}).map((body) => ({ ...i, body }))),
          async ({ route, query, body, header }) => {
            tally.run(PROPERTY);
            const glue = route.url.includes('?') ? '&' : '?';
            const attempts: [string, string | undefined, Record<string, string>][] = [
              [`${route.url}${glue}${query}`, route.method === 'GET' ? undefined : body, {}],
            ];
            if (route.method !== 'GET') {
              // beacons arrive as text/plain and are read as JSON by the app's own parser
              attempts.push([route.url, body, { 'content-type': 'text/plain' }]);
              attempts.push([route.url, body, { 'content-type': 'application/json; charset=utf-8' }]);
            }
            for (const [url, payload, headers] of attempts) {
              const response = await call(route.method, url, payload, headers);
              tally.request(PROPERTY, response.statusCode);
              expectClean(
                response.statusCode,
                response.body,
                `${route.method} ${url} ${headers['content-type'] ?? ''} ${payload ?? ''}`,
              );
            }
            const imported = await csvImport(header);
            tally.request(PROPERTY, imported.statusCode);
            expectClean(imported.statusCode, imported.body, `CSV import ${header.join(',')}`);
          },
        ),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 400),
  );

  it('a JSON body with a prototype key is refused whole, as JSON and as text/plain', async () => {
    const body = '{"nama_kontak":"Kontak Proto","__proto__":{"status":"Inactive"}}';
    for (const type of ['application/json', 'text/plain']) {
      const response = await call('PUT', `/api/rsupplier/edit/${supplierId}`, body, { 'content-type': type });
      expect(response.statusCode, type).toBe(400);
    }
    const stored = await call('GET', `/api/rsupplier/view/${supplierId}`);
    expect(stored.json().nama_kontak).not.toBe('Kontak Proto');
  });
});
