/**
 * Website settings of one owner (the signed-in admin's or agency's own rows): read them, save a
 * single-page section, add, edit, delete and reorder loop-list items, reset to the defaults, choose the
 * main site. Every write goes through the resource engine (validation, the catalogue hooks, audit).
 */
import { getResource, type SectionDef, sectionOfRow, WEBSITE_SECTIONS, type WebsiteRow } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { idParam } from '../../lib/id-param.ts';
import {
  addRecord,
  insertRecord,
  inTransaction,
  messagesFor,
  removeRecord,
  updateRecord,
  type WriteContext,
} from '../resources/index.ts';

type Row = Record<string, unknown>;
const resource = () => getResource('rsetwebsite')!;

/** The columns a client may set on a section (besides `data`, `status` and, for items, `urutan`). */
function inputOf(section: SectionDef, body: Row, item: boolean): Row {
  const input: Row = { bagian: section.bagian };
  for (const column of section.columns) if (column in body) input[column] = body[column];
  if ('data' in body) {
    const data: Row =
      body.data && typeof body.data === 'object' && !Array.isArray(body.data)
        ? { ...(body.data as Row) }
        : {};
    for (const field of section.data) if (field.internal) delete data[field.name];
    input.data = section.match ? { ...data, [section.match.name]: section.match.value } : data;
  } else if (section.match) input.data = { [section.match.name]: section.match.value };
  if ('status' in body) input.status = body.status;
  if (item && 'urutan' in body) input.urutan = body.urutan;
  return input;
}

/** A row of the owner's site as read: the answer's row, its time as the driver gives it (a Date). */
export type OwnRow = Omit<WebsiteRow, 'updated_at'> & { updated_at: Date | string };

/** Every row of an owner, with its catalogue key. */
export async function ownRows(query: Query, ownerId: number): Promise<OwnRow[]> {
  const rows = await query<Omit<OwnRow, 'key'>>(
    `SELECT id, bagian, judul, subjudul, konten, gambar, link, ikon, data, urutan, status, user_id, updated_at
       FROM rsetwebsite WHERE user_id = $1 ORDER BY urutan, id`,
    [ownerId],
  );
  return rows.map((row) => ({ ...row, key: sectionOfRow(String(row.bagian), row.data)?.key ?? null }));
}

async function ownRowOf(query: Query, ownerId: number, section: SectionDef): Promise<OwnRow | null> {
  const rows = await ownRows(query, ownerId);
  return rows.find((row) => row.key === section.key) ?? null;
}

/** Saves a single-page section of the owner: edits its row, or adds it the first time. */
export async function saveSingle(ctx: WriteContext, ownerId: number, section: SectionDef, body: Row) {
  const existing = await ownRowOf(ctx.db.query, ownerId, section);
  const input = inputOf(section, body, false);
  if (existing) {
    // keys other modules keep in the same json (company profile) survive a save of this screen
    if (input.data && existing.data && typeof existing.data === 'object')
      input.data = { ...(existing.data as Row), ...(input.data as Row) };
    delete input.bagian;
    return inTransaction(ctx, (tx) => updateRecord(tx, resource(), String(existing.id), input));
  }
  if (!input.judul) input.judul = section.defaults?.judul ?? section.key;
  return addRecord(ctx, resource(), input);
}

/** Adds a loop-list item at the end of its list. */
export async function addItem(ctx: WriteContext, ownerId: number, section: SectionDef, body: Row) {
  const input = inputOf(section, body, true);
  if (!('urutan' in body)) {
    const [last] = await ctx.db.query<{ max: number | null }>(
      'SELECT max(urutan) AS max FROM rsetwebsite WHERE user_id = $1 AND bagian = $2',
      [ownerId, section.bagian],
    );
    input.urutan = Math.min((last?.max ?? -1) + 1, 9999);
  }
  return addRecord(ctx, resource(), input);
}

/** A loop-list item of the owner in the section, or a 404 (another owner's row is not found either). */
async function ownItem(query: Query, ownerId: number, section: SectionDef, id: string): Promise<Row> {
  const [row] = await query<Row>('SELECT id, bagian, data, user_id FROM rsetwebsite WHERE id = $1', [
    idParam(id),
  ]);
  if (
    !row ||
    Number(row.user_id) !== ownerId ||
    sectionOfRow(String(row.bagian), row.data)?.key !== section.key
  )
    throw notFound();
  return row;
}

export async function editItem(
  ctx: WriteContext,
  ownerId: number,
  section: SectionDef,
  id: string,
  body: Row,
) {
  await ownItem(ctx.db.query, ownerId, section, id);
  const input = inputOf(section, body, true);
  delete input.bagian;
  return inTransaction(ctx, (tx) => updateRecord(tx, resource(), id, input));
}

export async function removeItem(ctx: WriteContext, ownerId: number, section: SectionDef, id: string) {
  await ownItem(ctx.db.query, ownerId, section, id);
  await inTransaction(ctx, (tx) => removeRecord(tx, resource(), id));
}

/** Puts the owner's items of a list in the given order (`urutan` 0, 1, 2 …), all or nothing. */
export async function reorder(ctx: WriteContext, ownerId: number, section: SectionDef, ids: unknown) {
  const msg = messagesFor(ctx.acceptLanguage);
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 200)
    throw new ValidationError({ ids: [msg('validation.invalid')] });
  const list = ids.map(String);
  for (const id of list) await ownItem(ctx.db.query, ownerId, section, id);
  await inTransaction(ctx, async (tx) => {
    for (const [index, id] of list.entries()) await updateRecord(tx, resource(), id, { urutan: index });
  });
}

/** The single-page sections a reset writes: every one with built-in content. */
export const DEFAULT_SECTIONS = WEBSITE_SECTIONS.filter((s) => s.kind === 'single' && s.defaults);

/**
 * Resets an owner's site to the defaults ("daftarkan/reset website default single page"): their loop
 * items and single-page rows are deleted and the built-in single-page rows written again, in one
 * transaction. The company profile (`umum`) keeps the keys of other modules (invoice and attendance
 * settings) and the domains, so billing and the site address survive a reset.
 */
export async function resetSite(ctx: WriteContext, ownerId: number) {
  return inTransaction(ctx, async (tx) => {
    const rows = await tx.query<Row>(
      'SELECT id, bagian, data FROM rsetwebsite WHERE user_id = $1 ORDER BY id',
      [ownerId],
    );
    let profile: Row | null = null;
    for (const row of rows) {
      if (row.bagian === 'umum' && !profile) {
        profile = row;
        continue;
      }
      await removeRecord(tx, resource(), String(row.id));
    }
    const owned = { ...tx, actor: { ...tx.actor, userId: ownerId } };
    for (const section of DEFAULT_SECTIONS) {
      const d = section.defaults!;
      const input: Row = {
        bagian: section.bagian,
        judul: d.judul,
        subjudul: d.subjudul ?? null,
        konten: d.konten ?? null,
        data: { ...(d.data ?? {}), ...(section.match ? { [section.match.name]: section.match.value } : {}) },
        urutan: 0,
        status: 'Active',
      };
      if (section.key === 'umum' && profile) {
        const kept = { ...(profile.data as Row) };
        await updateRecord(tx, resource(), String(profile.id), {
          judul: d.judul,
          subjudul: d.subjudul ?? null,
          data: kept,
        });
        continue;
      }
      await insertRecord(owned, resource(), input);
    }
    return { removed: rows.length - (profile ? 1 : 0), written: DEFAULT_SECTIONS.length };
  });
}

/**
 * Marks an owner's site as the main one (shown for hosts no site lists); the others lose the mark. The
 * mark (`umum.data.utama`) is written here only: the hooks keep it out of every other write, so an
 * agency cannot promote its own site.
 */
export async function setMainSite(ctx: WriteContext, ownerId: number) {
  return inTransaction(ctx, async (tx) => {
    let [own] = await tx.query<Row>(
      "SELECT id FROM rsetwebsite WHERE bagian = 'umum' AND user_id = $1 ORDER BY id LIMIT 1",
      [ownerId],
    );
    if (!own) {
      const owned = { ...tx, actor: { ...tx.actor, userId: ownerId } };
      own = await insertRecord(owned, resource(), { bagian: 'umum', judul: 'Kantor', data: {} });
    }
    await tx.query(
      `UPDATE rsetwebsite SET data = jsonb_set(coalesce(data, '{}'::jsonb), '{utama}', to_jsonb(id = $1)), updated_at = now()
        WHERE bagian = 'umum' AND (id = $1 OR (data->>'utama') = 'true')`,
      [own.id],
    );
    return { id: Number(own.id) };
  });
}
