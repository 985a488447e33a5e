import { getResource, RESOURCE_LIST, type Resource } from '@kantor/core';
import { assignJobTo, insertRegionChain, relationResolver, sampleInput } from '../test/factories.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { adminToken, type CallerName, makeCallers } from './matrix-callers.ts';
import {
  hiddenTextFieldOf,
  type Marker,
  numberFieldsOf,
  numberMarkerOf,
  scopeMarkerOf,
  textMarkerOf,
} from './matrix-markers.ts';
import { type MatrixCaller, scopeOf } from './policy.ts';

/**
 * What the route walk runs against: the callers, a record of every resource written by the admin
 * (someone else's for everyone), records owned by two restricted callers, the records the test put in
 * each field worker's scope (their job, its sub job and entry, their attendance, a notice to them, a mind
 * map of their job) and a mind map of the admin's job (outside it), and the markers. Every fact the
 * oracle reads (ownership, scope) is what this file did, not what the server says.
 */
export type World = {
  ctx: TestContext;
  admin: string;
  callers: MatrixCaller[];
  /** per resource: the admin's record and each owner's own */
  records: Map<string, { other: string; own: Map<string, string> }>;
  /** per field worker: the record of each scoped resource put in their scope */
  granted: Map<string, Map<string, string>>;
  /** mind maps tied to a record */
  mapTargets: Map<string, { resource: string; id: string }>;
  /** the mind map of the admin's job */
  otherJobMap: string;
  /** per field worker: `resource:id` of the records whose work the test made theirs (docs/jobs.md) */
  work: Map<string, Set<string>>;
  markers: Marker[];
};

export const CALLERS: readonly CallerName[] = [
  'nobody',
  'teknisi',
  'matriks',
  'pengguna',
  'peran',
  'lapangan',
  'admin',
];
/** Callers given a record of their own of every resource (the owner rule's subjects). */
const OWNERS = ['teknisi', 'matriks'];

type Add = (resource: Resource, extra?: Record<string, unknown>) => Promise<string | null>;

export function inScope(world: World, caller: MatrixCaller, resource: string, id: string): boolean {
  const rule = scopeOf(resource);
  if (!rule?.applies(caller)) return true;
  if (resource === 'rmindmap') {
    const target = world.mapTargets.get(id);
    return target ? inScope(world, caller, target.resource, target.id) : true;
  }
  return world.granted.get(caller.name)?.get(resource) === id;
}

/** Whether the test made this record's work the caller's: the job they lead, their sub job and its entry. */
export function worksOn(world: World, caller: MatrixCaller, resource: string, id: string): boolean {
  return world.work.get(caller.name)?.has(`${resource}:${id}`) ?? false;
}

export async function buildWorld(): Promise<World> {
  const ctx = await createTestApp();
  await insertRegionChain(ctx.database);
  const admin = await adminToken(ctx);
  const callers = await makeCallers(ctx, CALLERS);
  const resolve = relationResolver(ctx.app, admin, ctx.database);
  const sql = (text: string, values: unknown[] = []) => ctx.database.query(text, values);
  /** A record written by the admin through the API, or an existing one (read-only resources). */
  const add: Add = async (resource, extra = {}) => {
    if (!resource.readOnly) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/${resource.name}/add`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { ...(await sampleInput(resource, resolve).catch(() => ({}))), ...extra },
      });
      if (response.statusCode === 200) return String(response.json().record.id);
    }
    const [row] = await ctx.database.query<{ id: string | number }>(
      `SELECT id FROM ${resource.table} ORDER BY id DESC LIMIT 1`,
    );
    return row ? String(row.id) : null;
  };
  const world: World = {
    ctx,
    admin,
    callers,
    records: new Map(),
    granted: new Map(),
    mapTargets: new Map(),
    otherJobMap: '',
    work: new Map(),
    markers: [],
  };
  const byName = (name: string) => callers.find((c) => c.name === name)!;

  for (const resource of RESOURCE_LIST) {
    const other = await add(resource);
    if (!other) continue;
    const own = new Map<string, string>();
    for (const name of OWNERS) {
      const id = resource.owner && !resource.readOnly ? await add(resource) : null;
      if (!id || id === other) continue;
      await sql(`UPDATE ${resource.table} SET ${resource.owner} = $1 WHERE id = $2`, [
        byName(name).userId,
        id,
      ]);
      own.set(name, id);
    }
    world.records.set(resource.name, { other, own });
  }
  await grantScopes(world, add);

  // One issued invoice holding every line, and one finished job: the reports leave drafts and open
  // jobs out, and a report's sum over one record is that record's (hidden) value, as the issue found
  const invoice = world.records.get('rinvoice')!.other;
  await sql('UPDATE rsubinvoice SET id_invoice = $1', [invoice]);
  await sql(`UPDATE rinvoice SET status = CASE WHEN id = $1 THEN 'Terbit' ELSE 'Draft' END`, [invoice]);
  await sql(`UPDATE rpekerjaan SET status = 'Done', tanggal_selesai = '2026-11-25' WHERE id = $1`, [
    world.records.get('rpekerjaan')!.other,
  ]);
  await markHidden(world);
  await markOutOfScope(world);
  // the assignments last: their notices quote the job's (hidden) name, as the issue found
  await assignJobTo(ctx.app, admin, world.granted.get('teknisi')!.get('rpekerjaan')!, 'teknisi');
  await assignJobTo(ctx.app, admin, world.granted.get('lapangan')!.get('rpekerjaan')!, 'lapangan');
  return world;
}

/**
 * Each field worker's job, sub job, progress entry, attendance, notice and mind map of their job. The job
 * is theirs to lead (assigned in buildWorld); they own the sub job and its entry; the sub job's work is
 * the technician's own (they are its technician) and not the field lead's (it names another
 * technician: the lead reads it, read-only), so both answers of docs/jobs.md "Who changes what" are
 * tried.
 */
const THEIR_SUB_JOB: Readonly<Record<string, boolean>> = { teknisi: true, lapangan: false };

async function grantScopes(world: World, add: Add): Promise<void> {
  const { ctx } = world;
  const sql = (text: string, values: unknown[]) => ctx.database.query(text, values);
  const resource = (name: string) => getResource(name)!;
  const someoneElse = await ctx.app.inject({
    method: 'POST',
    url: '/api/akun/add',
    headers: { authorization: `Bearer ${world.admin}` },
    payload: { nama: 'Teknisi Lain', jenis_akun: 'Teknisi' },
  });
  if (someoneElse.statusCode !== 200) throw new Error(`akun Teknisi Lain: ${someoneElse.body}`);
  const otherTechnician = Number(someoneElse.json().record.id);
  for (const caller of world.callers.filter((c) => c.fieldWorker)) {
    const own = (name: string) => world.records.get(name)?.own.get(caller.name);
    const pick = async (name: string) => own(name) ?? (await add(resource(name)))!;
    const job = await pick('rpekerjaan');
    const sub = await pick('rsubpekerjaan');
    const progress = await pick('rsubptrackprogres');
    const attendance = await pick('rabsensi');
    const notice = await pick('rnotifikasi');
    // the job is assigned once the markers are in (buildWorld); its sub job and entry hang on it
    const theirs = THEIR_SUB_JOB[caller.name];
    if (theirs === undefined) throw new Error(`whose sub job is ${caller.name}'s? say in THEIR_SUB_JOB`);
    const [account] = await ctx.database.query<{ id: number }>(
      'SELECT id FROM akun WHERE id_login = $1 ORDER BY id LIMIT 1',
      [caller.loginId],
    );
    await sql('UPDATE rsubpekerjaan SET id_pekerjaan = $1, id_teknisi = $2 WHERE id = $3', [
      job,
      theirs ? account!.id : otherTechnician,
      sub,
    ]);
    await sql('UPDATE rsubptrackprogres SET id_subpekerjaan = $1 WHERE id = $2', [sub, progress]);
    // they own the sub job and its entry too (the owner rule lets them write what they own): owning a
    // sub job whose work is someone else's still leaves it read-only to them
    for (const [name, id] of [
      ['rsubpekerjaan', sub],
      ['rsubptrackprogres', progress],
    ] as const) {
      await sql(`UPDATE ${resource(name).table} SET user_id = $1 WHERE id = $2`, [caller.userId, id]);
      world.records.get(name)!.own.set(caller.name, id);
    }
    world.work.set(
      caller.name,
      new Set([
        `rpekerjaan:${job}`,
        ...(theirs ? [`rsubpekerjaan:${sub}`, `rsubptrackprogres:${progress}`] : []),
      ]),
    );
    await sql(
      `UPDATE rabsensi SET id_akun = (SELECT id FROM akun WHERE id_login = $1 ORDER BY id LIMIT 1) WHERE id = $2`,
      [caller.loginId, attendance],
    );
    await sql('UPDATE rnotifikasi SET id_penerima = $1 WHERE id = $2', [caller.loginId, notice]);
    const map = (await add(resource('rmindmap'), { nama_resource: 'rpekerjaan', id_record: Number(job) }))!;
    world.mapTargets.set(map, { resource: 'rpekerjaan', id: job });
    world.granted.set(
      caller.name,
      new Map([
        ['rpekerjaan', job],
        ['rsubpekerjaan', sub],
        ['rsubptrackprogres', progress],
        ['rabsensi', attendance],
        ['rnotifikasi', notice],
        ['rmindmap', map],
      ]),
    );
  }
  const otherJob = world.records.get('rpekerjaan')!.other;
  world.otherJobMap = (await add(resource('rmindmap'), {
    nama_resource: 'rpekerjaan',
    id_record: Number(otherJob),
  }))!;
  world.mapTargets.set(world.otherJobMap, { resource: 'rpekerjaan', id: otherJob });
}

/**
 * A marker in a text field and in every money and number field of each resource's rows, and one
 * Hide Kolom rule per resource hiding them all from every restricted role (written to the database:
 * the walk tests reading them, not the rules screen).
 */
async function markHidden(world: World): Promise<void> {
  const { ctx } = world;
  const restricted = world.callers.filter((c) => c.token && !c.isAdmin);
  const hiddenFrom = (c: MatrixCaller) => !!c.token && !c.isAdmin;
  const hidden = new Set<string>();
  let numbers = 10;
  for (const [index, resource] of RESOURCE_LIST.entries()) {
    if (!world.records.has(resource.name)) continue;
    // every row of the table, the fixtures' and those their relations made
    const fields: string[] = [];
    const text = hiddenTextFieldOf(resource);
    if (text) {
      const marker = textMarkerOf(index);
      try {
        // one value per row (the id after the marker), for fields that are unique
        await ctx.database.query(`UPDATE ${resource.table} SET ${text} = $1 || id::text`, [marker]);
        fields.push(text);
        world.markers.push({
          value: marker,
          in: (body) => body.includes(marker),
          where: `${resource.name}.${text}`,
          kind: 'hidden',
          from: hiddenFrom,
        });
      } catch {
        // a column that cannot hold the marker (length, format): no check there
      }
    }
    for (const name of numberFieldsOf(resource)) {
      const marker = numberMarkerOf(resource.fields[name]!.kind, numbers++);
      try {
        await ctx.database.query(`UPDATE ${resource.table} SET ${name} = $1`, [marker.value]);
      } catch {
        continue; // out of the column's range
      }
      fields.push(name);
      world.markers.push({ ...marker, where: `${resource.name}.${name}`, kind: 'hidden', from: hiddenFrom });
    }
    if (fields.length === 0) continue;
    for (const field of fields) hidden.add(`${resource.name}.${field}`);
    for (const caller of restricted)
      await ctx.database.query(
        `INSERT INTO setupshowhideroleid (role_id, nama_route, kategori, setup, user_id)
         VALUES ($1, $2, 'Hide Kolom', $3, $4)`,
        [caller.roleId, `/${resource.name}`, fields.join(', '), caller.userId],
      );
  }
  // what the oracle knows of each caller's Hide Kolom rules: what this test wrote
  for (const caller of restricted) caller.hidden = new Set(hidden);
  ctx.app.roleRules.invalidate();
  await ctx.app.roleCache.invalidate();
}

/** A marker in records some callers may not see at all: the admin's job, entry, attendance, notice, map. */
async function markOutOfScope(world: World): Promise<void> {
  const places: [resource: string, id: string, field: string][] = [
    ['rpekerjaan', world.records.get('rpekerjaan')!.other, 'alamat'],
    ['rsubptrackprogres', world.records.get('rsubptrackprogres')!.other, 'catatan'],
    ['rabsensi', world.records.get('rabsensi')!.other, 'keterangan'],
    ['rnotifikasi', world.records.get('rnotifikasi')!.other, 'isi'],
    ['rmindmap', world.otherJobMap, 'keterangan'],
  ];
  for (const [n, [resource, id, field]] of places.entries()) {
    const value = scopeMarkerOf(n);
    await world.ctx.database.query(`UPDATE ${getResource(resource)!.table} SET ${field} = $1 WHERE id = $2`, [
      value,
      id,
    ]);
    world.markers.push({
      value,
      in: (body) => body.includes(value),
      where: `${resource}.${field} of record ${id}`,
      kind: 'scope',
      from: (c) => !!c.token && !inScope(world, c, resource, id),
    });
  }
}
