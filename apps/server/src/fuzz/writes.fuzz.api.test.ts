// Fuzzing every write of the generic engine with keys a form never sends: random names, the
// resource's read-only and computed fields, `id`, the owner, timestamps, labels and secret flags.
// A valid body plus such keys must be stored exactly as the valid body alone (docs/fuzzing.md).
import { type FieldDef, getResource, RESOURCE_LIST, type Resource } from '@kantor/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ident } from '../modules/resources/sql.ts';
import {
  insertRegionChain,
  type RelationResolver,
  relationResolver,
  sampleInput,
} from '../test/factories.ts';
import { useTestApp } from '../test/fixture.ts';
import { TEST_ADMIN_PASSWORD } from '../test/helpers.ts';
import { anyText, caller, FuzzTally, fuzzParameters, fuzzRuns, fuzzTimeout } from './fuzz.ts';

const WRITABLE = RESOURCE_LIST.filter((r) => !r.readOnly);
/** Runs per resource: the property's runs spread over every writable resource, at least one each. */
const RUNS = Math.max(1, Math.round(fuzzRuns(WRITABLE.length) / WRITABLE.length));
const tally = new FuzzTally();
const PROPERTY = 'add + edit with extra keys';
const VALUE_RUNS = fuzzRuns(60);
const VALUES = 'add + edit with random field values';

let call: ReturnType<typeof caller>;
let resolve: RelationResolver;
let columnsBefore: string;

/** A value no server code would produce for a field of this kind: stored, it can only come from us. */
function forged(field: FieldDef | undefined): unknown {
  switch (field?.kind) {
    case 'integer':
    case 'money':
    case 'decimal':
    case 'percent':
    case 'relation':
      return field.region ? 'FORGED-REGION' : 7777;
    case 'datetime':
    case 'date':
      return '1999-09-09T09:09:09.000Z';
    case 'boolean':
      return 'FORGED';
    case 'select':
      return typeof (field.options as readonly unknown[] | undefined)?.[0] === 'number' ? 7777 : 'FORGED';
    default:
      return 'FORGED-VALUE';
  }
}

/** Keys a client should not be able to write: read-only fields, system columns, labels, secret flags. */
function forbiddenKeys(resource: Resource): string[] {
  const keys = ['created_at', 'updated_at'];
  if (resource.idType !== 'code') keys.push('id');
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) keys.push(name);
    if (field.kind === 'relation') keys.push(`${name}_label`);
    if (field.secret) keys.push(`${name}_set`);
  }
  return keys;
}

/** Extra keys of one run: some forbidden ones with forged values, and random names with random JSON. */
function extras(resource: Resource): fc.Arbitrary<[string, unknown][]> {
  const writable = new Set(Object.keys(resource.fields).filter((n) => !resource.fields[n]!.readOnly));
  const forbidden = fc
    .subarray(forbiddenKeys(resource))
    .map((keys) => keys.map((k): [string, unknown] => [k, forged(resource.fields[k])]));
  const randomName = fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
    fc.stringMatching(/^[a-z_][a-z0-9_]{0,30}$/),
    fc.constantFrom('user_id', 'owner', 'role_id', 'is_admin', 'password', 'deleted_at', 'tenant_id', 'id '),
  );
  // prototype keys are the other suite's subject (Fastify refuses them with a 400 before any write)
  const value = fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => !/"(__proto__|prototype)"/.test(JSON.stringify(v)));
  const random = fc.array(fc.tuple(randomName, value), { maxLength: 6 });
  return fc
    .tuple(forbidden, random)
    .map(([a, b]) => [...a, ...b].filter(([k]) => !writable.has(k) && k !== '__proto__'));
}

/** Values a form could be sent instead of the right one: edge numbers, broken dates, JSON with a NUL. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.oneof(fc.integer(), fc.double(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String)),
  fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 1, 1e308, -0, 0.1 + 0.2),
  fc.constantFrom('3', '0000-01-01', '2026-02-30', '9999-12-31T23:59:59-15:00', '2026-11-22T24:00', '25:61'),
  fc.constantFrom(
    '"\\u0000"',
    '{"a":"\\u0000"}',
    '[1,',
    '{"__x":1}',
    'null',
    '[]',
    'uploads/../../etc/passwd',
  ),
  fc.constantFrom(true, false, null, [], {}, [1, 2], { a: 1 }),
);

/** A valid body with some of its fields replaced by odd values. */
function oddInputs(resource: Resource): fc.Arbitrary<[string, unknown][]> {
  const writable = Object.keys(resource.fields).filter((n) => !resource.fields[n]!.readOnly);
  return fc.uniqueArray(fc.tuple(fc.constantFrom(...writable), oddValue), {
    minLength: 1,
    maxLength: 3,
    selector: ([name]) => name,
  });
}

/** Records this file added, by resource: the ones the random values edit (never the seeded logins or roles). */
const ours = new Map<string, string>();

/** A record of this file to edit: one added before, or a new one with a valid body. */
async function recordToEdit(resource: Resource): Promise<string | undefined> {
  if (!ours.has(resource.name)) {
    const response = await call('POST', `/api/${resource.name}/add`, await sampleInput(resource, resolve));
    // a resource with a unique option (one website section each) may have none left: nothing to edit then
    if (response.statusCode === 200) ours.set(resource.name, String(response.json().record.id));
  }
  return ours.get(resource.name);
}

/** The stored row as the database holds it. */
async function rowOf(resource: Resource, id: unknown): Promise<Record<string, unknown>> {
  const rows = await ctx.database.query<Record<string, unknown>>(
    `SELECT * FROM ${ident(resource.table)} WHERE id = $1`,
    [id],
  );
  expect(rows, `${resource.name} ${String(id)} stored`).toHaveLength(1);
  return rows[0]!;
}

/** The columns of every declared table: a write must never add one. */
async function declaredColumns(): Promise<string> {
  const rows = await ctx.database.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ANY($1::text[]) ORDER BY table_name, column_name`,
    [RESOURCE_LIST.map((r) => r.table)],
  );
  return rows.map((r) => `${r.table_name}.${r.column_name}`).join('\n');
}

const isForged = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text === '7777' || text.startsWith('FORGED') || text.startsWith('1999-09-09');
};

/** No column holds a forged value, and the server's own columns hold what the server put there. */
function expectServerValues(resource: Resource, row: Record<string, unknown>, sent: [string, unknown][]) {
  for (const [key] of sent) {
    if (Object.hasOwn(row, key))
      expect(isForged(row[key]), `${resource.name}.${key} = ${String(row[key])}`).toBe(false);
  }
  expect(new Date(row.created_at as string).getUTCFullYear()).toBeGreaterThan(2000);
}

/** Goods out never oversells: receive the sampled item in the sampled unit through a posted receipt. */
async function stockUp(input: Record<string, unknown>): Promise<void> {
  const receipt = await call('POST', '/api/rbarangmasuk/add', {
    no_referensi: `STOK-FUZZ-${Date.now()}`,
    tanggal: '2026-01-02',
    id_supplier: await resolve('rsupplier'),
  });
  expect(receipt.statusCode, receipt.body).toBe(200);
  const id = receipt.json().record.id;
  const line = await call('POST', '/api/rbarangmasuksub/add', {
    id_barangmasuk: id,
    id_stok: input.id_stok,
    id_satuan: input.id_satuan,
    qty: 1_000_000,
    harga_satuan: 1_000,
  });
  expect(line.statusCode, line.body).toBe(200);
  expect((await call('PUT', `/api/rbarangmasuk/edit/${id}`, { status: 'Diterima' })).statusCode).toBe(200);
}

const ctx = useTestApp({}, { signIn: [] });
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
  call = caller(ctx.app, token);
  resolve = relationResolver(ctx.app, token, ctx.database);
  columnsBefore = await declaredColumns();
  await stockUp(await sampleInput(RESOURCE_LIST.find((r) => r.name === 'rbarangkeluar')!, resolve));
});

afterAll(async () => {
  console.log(tally.report('writes.fuzz'));
});

describe('extra keys on every add and edit', () => {
  it(
    `every writable resource (${WRITABLE.length} × ${RUNS} runs × add + edit) stores only its declared, writable fields`,
    async () => {
      for (const resource of WRITABLE) {
        await fc.assert(
          fc.asyncProperty(extras(resource), async (sent) => {
            tally.run(PROPERTY);
            const input = await sampleInput(resource, resolve);
            const body = { ...input, ...Object.fromEntries(sent) };
            const added = await call('POST', `/api/${resource.name}/add`, body);
            tally.request(PROPERTY, added.statusCode);
            expect(added.statusCode, `${resource.name} add: ${added.body.slice(0, 400)}`).toBe(200);
            const id = added.json().record.id;
            ours.set(resource.name, String(id));
            const stored = await rowOf(resource, id);
            expectServerValues(resource, stored, sent);
            if (resource.owner) expect(stored[resource.owner], 'owner').not.toBe(7777);

            const edited = await call('PUT', `/api/${resource.name}/edit/${id}`, body);
            tally.request(PROPERTY, edited.statusCode);
            expect(edited.statusCode, `${resource.name} edit: ${edited.body.slice(0, 400)}`).toBe(200);
            const after = await rowOf(resource, id);
            expectServerValues(resource, after, sent);
            // what the client may not write stays as the server left it
            for (const key of forbiddenKeys(resource).filter(
              (k) => Object.hasOwn(stored, k) && k !== 'updated_at',
            ))
              expect(after[key], `${resource.name}.${key} after edit`).toEqual(stored[key]);
            // with several runs each: a resource with a unique option (one website section each) has
            // room for a few records only, so each run's record goes again
            if (RUNS > 1 && (await call('DELETE', `/api/${resource.name}/delete/${id}`)).statusCode === 200)
              ours.delete(resource.name);
          }),
          fuzzParameters(RUNS),
        );
      }
      expect(await declaredColumns()).toBe(columnsBefore);
    },
    fuzzTimeout(WRITABLE.length * RUNS, 600),
  );

  it(
    `random values in declared fields are a 200 or a 4xx, never a 5xx (${VALUE_RUNS} runs × add + edit)`,
    async () => {
      // the resource by name: a failure report then prints the name, not the whole declaration
      const input = fc
        .constantFrom(...WRITABLE.map((r) => r.name))
        .chain((name) => fc.record({ name: fc.constant(name), odd: oddInputs(getResource(name)!) }));
      await fc.assert(
        fc.asyncProperty(input, async ({ name, odd }) => {
          const resource = getResource(name)!;
          tally.run(VALUES);
          const body = { ...(await sampleInput(resource, resolve)), ...Object.fromEntries(odd) };
          const added = await call('POST', `/api/${resource.name}/add`, body);
          tally.request(VALUES, added.statusCode);
          expect(
            added.statusCode,
            `${resource.name} add ${JSON.stringify(odd)}: ${added.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (added.statusCode === 200) ours.set(resource.name, String(added.json().record.id));
          const id = await recordToEdit(resource);
          if (!id) return;
          const edited = await call('PUT', `/api/${resource.name}/edit/${id}`, Object.fromEntries(odd));
          tally.request(VALUES, edited.statusCode);
          expect(
            edited.statusCode,
            `${resource.name} edit ${JSON.stringify(odd)}: ${edited.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        fuzzParameters(VALUE_RUNS),
      );
    },
    fuzzTimeout(VALUE_RUNS, 600),
  );
});
