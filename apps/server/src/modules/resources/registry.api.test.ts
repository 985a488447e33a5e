import { type FieldDef, RESOURCE_LIST, type Resource } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertRegionChain,
  type RelationResolver,
  relationResolver,
  sampleInput,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';

let resolve: RelationResolver;

const ctx = useTestApp();
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  resolve = relationResolver(ctx.app, ctx.admin, ctx.database);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${ctx.admin}` },
  });

async function stockUp(item: number, unit: number): Promise<void> {
  const supplier = await resolve('rsupplier');
  const receipt = await call('POST', '/api/rbarangmasuk/add', {
    no_referensi: `STOK-${item}`,
    tanggal: '2026-01-02',
    id_supplier: supplier,
  });
  expect(receipt.statusCode, receipt.body).toBe(200);
  const id = receipt.json().record.id;
  const line = await call('POST', '/api/rbarangmasuksub/add', {
    id_barangmasuk: id,
    id_stok: item,
    id_satuan: unit,
    qty: 1_000_000,
    harga_satuan: 1_000,
  });
  expect(line.statusCode, line.body).toBe(200);
  expect((await call('PUT', `/api/rbarangmasuk/edit/${id}`, { status: 'Diterima' })).statusCode).toBe(200);
}

/** A value the server must refuse for this field, or undefined when the kind accepts any text. */
function badValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'decimal':
    case 'percent':
      return 'bukan-angka';
    case 'email':
      return 'bukan-email';
    case 'select':
      return 'TIDAK-ADA-DI-PILIHAN';
    case 'date':
      return '2026-13-45';
    case 'boolean':
      return 'mungkin';
    case 'relation':
      return field.region ? 'kode-tidak-ada' : 987654321;
    case 'ip':
      return '999.1.1.1';
    default:
      return field.maxLength ? 'x'.repeat(field.maxLength + 1) : undefined;
  }
}

/** A field to filter on with the record's value: a filterable scalar, else the title field. */
function filterField(resource: Resource, record: Record<string, unknown>): string {
  const candidates = Object.entries(resource.fields).filter(
    ([name, f]) =>
      f.filter && !f.hidden && record[name] != null && !['json', 'image', 'file'].includes(f.kind),
  );
  return candidates[0]?.[0] ?? resource.titleField;
}

function filterValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  return String(value);
}

const writable = RESOURCE_LIST.filter((r) => !r.readOnly);
const readOnly = RESOURCE_LIST.filter((r) => r.readOnly);

describe('every declared resource through the generic API', () => {
  it('covers all declared resources', () => {
    expect(writable.length + readOnly.length).toBe(RESOURCE_LIST.length);
    expect(RESOURCE_LIST.length).toBe(65);
  });

  it.each(writable.map((r) => [r.name, r] as const))(
    '%s: add, list, filter, view, edit, 422, delete',
    async (name, resource) => {
      const input = await sampleInput(resource, resolve);
      // Goods out never oversells: receive the sampled item in the sampled unit through a posted receipt first.
      if (name === 'rbarangkeluar') await stockUp(Number(input.id_stok), Number(input.id_satuan));

      const added = await call('POST', `/api/${name}/add`, input);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().message).toBe('Record added successfully');
      const record = added.json().record;
      const id = String(record.id);
      for (const [field, value] of Object.entries(input)) {
        if (resource.fields[field]!.hidden) {
          expect(record).not.toHaveProperty(field);
          continue;
        }
        const kind = resource.fields[field]!.kind;
        if (kind === 'datetime') expect(new Date(record[field]).toISOString()).toBe(value);
        else if (kind === 'time') expect(String(record[field]).slice(0, 5), field).toBe(value);
        else expect(record[field], field).toEqual(value);
      }

      const list = await call('GET', `/api/${name}?limit=100`);
      expect(list.statusCode).toBe(200);
      expect(list.json().totalRecords).toBeGreaterThanOrEqual(1);
      expect(list.json().records.map((r: { id: unknown }) => String(r.id))).toContain(id);

      const field = filterField(resource, record);
      const filtered = await call(
        'GET',
        `/api/${name}/index/${field}/${encodeURIComponent(filterValue(record[field]))}?limit=500`,
      );
      expect(filtered.statusCode, filtered.body).toBe(200);
      expect(filtered.json().records.map((r: { id: unknown }) => String(r.id))).toContain(id);

      const viewed = await call('GET', `/api/${name}/view/${id}`);
      expect(viewed.statusCode).toBe(200);
      expect(viewed.json().id).toEqual(record.id);
      for (const [key, def] of Object.entries(resource.fields)) {
        if (def.kind === 'relation' && !def.hidden && record[key] != null)
          expect(viewed.json()[`${key}_label`], key).toBeTruthy();
      }

      const title = resource.fields[resource.titleField]!;
      if (title.kind === 'text' && !title.mask && !title.readOnly) {
        const changed = `${String(input[resource.titleField]).slice(0, (title.maxLength ?? 255) - 2)}-2`;
        const edited = await call('PUT', `/api/${name}/edit/${id}`, { [resource.titleField]: changed });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json().record[resource.titleField]).toBe(changed);
      }

      const current = (await call('GET', `/api/${name}/view/${id}`)).json();
      const bad = Object.entries(resource.fields).find(([, f]) => !f.readOnly && badValue(f) !== undefined);
      expect(bad, `${name} has a field that can be given a bad value`).toBeDefined();
      const [badField, badDef] = bad!;
      const refused = await call('PUT', `/api/${name}/edit/${id}`, { [badField]: badValue(badDef) });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toHaveProperty(badField);
      const unchanged = await call('GET', `/api/${name}/view/${id}`);
      expect(unchanged.json()).toEqual(current);

      const deleted = await call('DELETE', `/api/${name}/delete/${id}`);
      if (deleted.statusCode === 409) {
        // Still referenced by a record the factories created for another resource: kept, as it must be.
        expect(deleted.json().message).toBe(
          'This record is still used by other records and cannot be deleted',
        );
        return;
      }
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json().message).toBe('Record deleted successfully');
      const gone = await call('GET', `/api/${name}/view/${id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(`No query results for model ${name} ${id}`);
    },
  );

  it.each(readOnly.map((r) => [r.name, r] as const))(
    '%s (read-only): list, filter, view; no writes',
    async (name, resource) => {
      const list = await call('GET', `/api/${name}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().totalRecords).toBeGreaterThanOrEqual(name === 'rstok' ? 0 : 1);
      if (name !== 'rstok') {
        const first = list.json().records[0];
        const byTitle = await call(
          'GET',
          `/api/${name}?${resource.titleField}=${encodeURIComponent(first[resource.titleField])}`,
        );
        expect(byTitle.json().records.map((r: { id: unknown }) => r.id)).toContain(first.id);
        const viewed = await call('GET', `/api/${name}/view/${encodeURIComponent(first.id)}`);
        expect(viewed.json()).toMatchObject({ id: first.id });
      }
      const add = await call('POST', `/api/${name}/add`, {});
      expect(add.statusCode).toBe(405);
    },
  );
});
