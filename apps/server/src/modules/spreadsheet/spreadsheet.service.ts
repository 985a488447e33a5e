/**
 * The spreadsheet files of `/excel`: each one an XLSX file in the private part of the uploads folder
 * (`uploads/private/…`, never served by `/uploads`), listed by a `media` record in folder `spreadsheet`
 * owned by its author. Only the owner reaches a file: any other id answers 404, whoever asks.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { getResource, type SpreadsheetFile, XLSX_MIME } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { ResourceHooks } from '../resources/index.ts';
import { addRecord, deleteRecords, editRecord, type WriteContext } from '../resources/index.ts';
import type { SheetData } from './sheets.ts';
import { sheetsToXlsx, xlsxToSheets } from './xlsx-convert.ts';

export const SPREADSHEET_FOLDER = 'spreadsheet';
// the media type is the routes' declaration's (core's api/routes/spreadsheet.ts)
export { XLSX_MIME };
/** The private part of the uploads folder (media.routes.ts refuses to serve it). */
export const PRIVATE_PREFIX = 'uploads/private/';

type Row = {
  id: number;
  nama_file: string;
  path: string;
  ukuran: number | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const media = () => getResource('media')!;
/** The owner id every record of this caller carries (the owner rule's `user_id`). */
const ownerOf = (caller: Pick<Caller, 'id' | 'userId'>) => caller.userId ?? caller.id;
const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : String(value));

function fileOf(row: Row): SpreadsheetFile {
  return {
    id: Number(row.id),
    name: row.nama_file.replace(/\.xlsx$/i, ''),
    size: Number(row.ukuran ?? 0),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * The other spreadsheets stay out of every `media` list, view, export and write for anyone but their
 * owner, admins included: a spreadsheet is personal, the media library is shared.
 */
export const mediaScope: ResourceHooks['scope'] = (caller, p) =>
  `(t.folder IS DISTINCT FROM '${SPREADSHEET_FOLDER}' OR t.user_id = ${p.add(ownerOf(caller))})`;

export async function listFiles(
  query: Query,
  caller: Pick<Caller, 'id' | 'userId'>,
): Promise<SpreadsheetFile[]> {
  const rows = await query<Row>(
    `SELECT id, nama_file, path, ukuran, created_at, updated_at FROM ${media().table}
      WHERE folder = $1 AND user_id = $2 ORDER BY updated_at DESC, id DESC LIMIT 500`,
    [SPREADSHEET_FOLDER, ownerOf(caller)],
  );
  return rows.map(fileOf);
}

async function ownRow(query: Query, caller: Pick<Caller, 'id' | 'userId'>, id: string): Promise<Row> {
  if (!/^\d{1,9}$/.test(id)) throw notFound();
  const [row] = await query<Row>(
    `SELECT id, nama_file, path, ukuran, created_at, updated_at FROM ${media().table}
      WHERE id = $1 AND folder = $2 AND user_id = $3`,
    [Number(id), SPREADSHEET_FOLDER, ownerOf(caller)],
  );
  if (!row?.path.startsWith(PRIVATE_PREFIX)) throw notFound();
  return row;
}

const diskPath = (uploadDir: string, path: string) => join(uploadDir, path.slice('uploads/'.length));

/** Writes through a temporary file, so a reader never sees half a workbook. */
async function writeAtomic(target: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, target);
}

type AddMedia = (
  input: Record<string, unknown>,
  extra: { values: Record<string, unknown> },
) => Promise<unknown>;

/** Stores a new file for the writer; `add` writes its `media` record (the demo seed counts its own). */
export async function createFile(
  ctx: WriteContext,
  uploadDir: string,
  name: string,
  sheets: readonly SheetData[],
  add: AddMedia = (input, extra) => addRecord(ctx, media(), input, extra),
): Promise<SpreadsheetFile> {
  const bytes = await sheetsToXlsx(sheets);
  const owner = ctx.actor.userId ?? ctx.actor.id;
  const path = `${PRIVATE_PREFIX}${SPREADSHEET_FOLDER}/${owner}/${randomBytes(12).toString('hex')}.xlsx`;
  const target = diskPath(uploadDir, path);
  await writeAtomic(target, bytes);
  try {
    const record = await add(
      { nama_file: `${name}.xlsx`, path, folder: SPREADSHEET_FOLDER },
      { values: { tipe_mime: XLSX_MIME, ukuran: bytes.length } },
    );
    return fileOf(record as unknown as Row);
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

export async function saveFile(
  ctx: WriteContext,
  caller: Pick<Caller, 'id' | 'userId'>,
  uploadDir: string,
  id: string,
  name: string | null,
  sheets: readonly SheetData[],
): Promise<SpreadsheetFile> {
  const row = await ownRow(ctx.db.query, caller, id);
  const bytes = await sheetsToXlsx(sheets);
  await writeAtomic(diskPath(uploadDir, row.path), bytes);
  const record = await editRecord(ctx, media(), String(row.id), name ? { nama_file: `${name}.xlsx` } : {}, {
    values: { ukuran: bytes.length },
  });
  return fileOf(record as unknown as Row);
}

/** The stored bytes of one of the caller's files, with its name. */
export async function readXlsx(
  query: Query,
  caller: Pick<Caller, 'id' | 'userId'>,
  uploadDir: string,
  id: string,
): Promise<{ file: SpreadsheetFile; bytes: Buffer }> {
  const row = await ownRow(query, caller, id);
  const bytes = await readFile(diskPath(uploadDir, row.path)).catch(() => null);
  if (!bytes) throw notFound();
  return { file: fileOf(row), bytes };
}

export async function openFile(
  query: Query,
  caller: Pick<Caller, 'id' | 'userId'>,
  uploadDir: string,
  id: string,
): Promise<{ file: SpreadsheetFile; sheets: SheetData[] }> {
  const { file, bytes } = await readXlsx(query, caller, uploadDir, id);
  const sheets = await xlsxToSheets(bytes);
  if (!sheets) throw notFound();
  return { file, sheets };
}

export async function removeFile(
  ctx: WriteContext,
  caller: Pick<Caller, 'id' | 'userId'>,
  uploadDir: string,
  id: string,
): Promise<void> {
  const row = await ownRow(ctx.db.query, caller, id);
  await deleteRecords(ctx, media(), [String(row.id)]);
  await rm(diskPath(uploadDir, row.path), { force: true });
}
