import { clock, type FieldDef, getResource, optionValues, type Resource } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect.ts';

let counter = 0;
/** The next free quarter hour of the day, for sub jobs that all fall to the sample technician. */
let slot = 0;

/** A value that satisfies a mask: digits for 9, letters for a, alphanumerics for *, the optional part left out. */
export function maskSample(mask: string): string {
  const required = mask.split('?')[0] ?? '';
  let out = '';
  let digit = 1;
  for (const c of required) {
    if (c === '9') out += String(digit++ % 10);
    else if (c === 'a') out += 'k';
    else if (c === '*') out += 'x';
    else out += c;
  }
  return out;
}

function textSample(name: string, field: FieldDef): string {
  if (field.mask) return maskSample(field.mask);
  let value = `Contoh ${name} ${++counter}`;
  if (field.maxLength !== undefined && value.length > field.maxLength)
    value = `${counter}${name}`.slice(0, field.maxLength);
  while (field.minLength !== undefined && value.length < field.minLength) value += 'x';
  return value;
}

function numberSample(field: FieldDef, preferred: number): number {
  const min = field.min ?? Number.NEGATIVE_INFINITY;
  const max = field.max ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(preferred, min), max);
}

export type RelationResolver = (target: string) => Promise<string | number>;

/** A valid value of one field (relations resolved to existing records). */
export async function sampleValue(
  name: string,
  field: FieldDef,
  resolve: RelationResolver,
): Promise<unknown> {
  switch (field.kind) {
    case 'textarea':
    case 'richtext':
      return `Keterangan ${name} ${++counter}`;
    case 'email':
      return `contoh${++counter}@example.com`;
    case 'phone':
      return field.mask ? maskSample(field.mask) : `0812${String(++counter).padStart(7, '0')}`;
    case 'url':
      return `https://example.com/${++counter}`;
    case 'ip':
      return '192.168.1.10';
    case 'password':
      return 'Rahasia-Kuat-2026';
    case 'integer':
      return numberSample(field, 5);
    case 'decimal':
      return numberSample(field, 5.25);
    case 'money':
      return numberSample(field, 150_000);
    case 'percent':
      return numberSample(field, 10);
    case 'boolean':
      return true;
    case 'date':
      return '2026-11-22';
    case 'datetime':
      return '2026-11-22T03:00:00.000Z';
    case 'time':
      return '08:30';
    case 'select':
      return optionValues(field)[0];
    case 'relation':
      return resolve(field.relation!.resource);
    case 'relations':
      return [await resolve(field.relation!.resource)];
    case 'image':
      return `uploads/contoh/${++counter}.jpg`;
    case 'file':
      return `uploads/contoh/${++counter}.pdf`;
    case 'json':
      return { contoh: ++counter };
    case 'color':
      return '#0f766e';
    case 'text':
      return textSample(name, field);
    default:
      // every kind of the field-kind table has its case: a new kind fails to compile here
      field.kind satisfies never;
      return textSample(name, field);
  }
}

/**
 * Values a domain's own checks demand beyond the field kind (a menu entry's in-app route, a mind map's
 * tree): the generic sample would be refused by that domain's hook, rightly.
 */
const DOMAIN_SAMPLES: Record<string, Record<string, () => unknown>> = {
  rmenu: { route: () => '/rsupplier', role_ids: () => [52, 53] },
  // a column becomes a real database column: names are identifiers, options match the type
  tabelkolom: {
    nama_tabel: () => 'sampel',
    nama_kolom: () => `kolom_${++counter}`,
    tipe_kolom: () => 'text',
    opsi: () => null,
  },
  // a free-standing map: one tied to a record must name an existing one, and only one map per record
  // an attendance photo must be an upload with its media record (attendance.hooks.ts): none in a sample
  rabsensi: { foto: () => null },
  // a goods out names serials only of a serial-tracked item's units in stock (serial-outs.ts): the
  // sample's item has none, so a serial named for it is refused, rightly
  rbarangkeluar: { no_seri: () => null },
  // the same for an invoice's goods line (invoicing/invoice-serials.ts)
  rsubinvoice: { no_seri: () => null },
  // the sample sub jobs share a technician and a day: each its own quarter hour, or their hours would
  // overlap and the schedule rules refuse them (jobs/schedule-rules.ts), rightly
  rsubpekerjaan: { jam_mulai: () => clock((slot++ % 96) * 15) },
  rmindmap: {
    data: () => ({ id: 'root', label: `Peta contoh ${++counter}` }),
    nama_resource: () => null,
    id_record: () => null,
  },
};

/** A valid input for a resource's add form: every writable field filled. */
export async function sampleInput(
  resource: Resource,
  resolve: RelationResolver,
): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    // An optional link to the same resource would recurse forever; leave it empty.
    if (field.kind === 'relation' && field.relation?.resource === resource.name && !field.required) continue;
    const domain = DOMAIN_SAMPLES[resource.name]?.[name];
    input[name] = domain ? domain() : await sampleValue(name, field, resolve);
  }
  return input;
}

/** Minimal region chain (province → village) for forms with addresses, without seeding all 90,000 rows. */
export async function insertRegionChain(database: Database): Promise<void> {
  await database.query(`INSERT INTO regprovinces (id, name) VALUES ('11', 'ACEH') ON CONFLICT DO NOTHING`);
  await database.query(
    `INSERT INTO regregencies (id, province_code, name) VALUES ('11.01', '11', 'KABUPATEN ACEH SELATAN') ON CONFLICT DO NOTHING`,
  );
  await database.query(
    `INSERT INTO regdistricts (id, regency_code, name) VALUES ('11.01.01', '11.01', 'Bakongan') ON CONFLICT DO NOTHING`,
  );
  await database.query(
    `INSERT INTO regvillages (id, district_code, name) VALUES ('11.01.01.2001', '11.01.01', 'Keude Bakongan') ON CONFLICT DO NOTHING`,
  );
}

/**
 * Resolves relation targets by creating (through the API, as the given admin) one record of each target
 * resource when needed; read-only targets (regions, stock) are looked up in the database.
 */
export function relationResolver(app: FastifyInstance, token: string, database: Database): RelationResolver {
  const cache = new Map<string, string | number>();
  const resolve: RelationResolver = async (target) => {
    const cached = cache.get(target);
    if (cached !== undefined) return cached;
    const resource = getResource(target)!;
    let id: string | number;
    if (resource.readOnly || target === 'users' || target === 'roles') {
      const rows = await database.query<{ id: string | number }>(
        `SELECT id FROM ${resource.table} ORDER BY id LIMIT 1`,
      );
      if (!rows[0]) throw new Error(`no ${target} record to point at`);
      id = rows[0].id;
    } else {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${target}/add`,
        headers: { authorization: `Bearer ${token}` },
        payload: await sampleInput(resource, resolve),
      });
      if (response.statusCode !== 200)
        throw new Error(`creating ${target}: ${response.statusCode} ${response.body}`);
      id = response.json().record.id;
    }
    cache.set(target, id);
    return id;
  };
  return resolve;
}

/**
 * Assigns a job to a login's person (a Teknisi account linked to it, made on first use), so that
 * login, when it is a technician, may reach the job (technicians see only their assigned jobs).
 */
export async function assignJobTo(
  app: FastifyInstance,
  adminToken: string,
  jobId: string | number,
  username = 'teknisi',
): Promise<number> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const [login] = (
    await app.inject({ method: 'GET', url: `/api/users?username=${username}`, headers })
  ).json().records as { id: number }[];
  if (!login) throw new Error(`no login ${username}`);
  const found = (await app.inject({ method: 'GET', url: `/api/akun?id_login=${login.id}`, headers })).json()
    .records as { id: number }[];
  let person = found[0]?.id;
  if (!person) {
    const added = await app.inject({
      method: 'POST',
      url: '/api/akun/add',
      headers,
      payload: { nama: `Teknisi ${username}`, jenis_akun: 'Teknisi', id_login: login.id },
    });
    if (added.statusCode !== 200) throw new Error(added.body);
    person = Number(added.json().record.id);
  }
  const edit = await app.inject({
    method: 'PUT',
    url: `/api/rpekerjaan/edit/${jobId}`,
    headers,
    payload: { id_teknisi: person },
  });
  if (edit.statusCode !== 200) throw new Error(edit.body);
  return person;
}
