/**
 * A sub job's worksheet (docs/jobs.md "Worksheets"): read with its job and the job type's template,
 * answers saved, and closed by the customer's signature, each write in one transaction. A signed
 * worksheet and a closed job take no more answers (409); a required item left unanswered stops the
 * signature (422 naming each item).
 */
import {
  checkAnswers,
  type MessageKey,
  photosOf,
  type WorksheetAnswers,
  type WorksheetItem,
  type WorksheetState,
  type WorksheetView,
} from '@kantor/core';
import type { Query } from '../../../db/connect.ts';
import { HttpError, notFound, ValidationError } from '../../../errors.ts';
import { foreignFiles } from '../../media/index.ts';
import { inTransaction, type Msg, type TxContext, type WriteContext } from '../../resources/index.ts';
import { closedJob, uniqueTrackingCode } from '../index.ts';

/** The sub job, its job and customer, and the worksheet (or the type's template before the first save). */
export type WorksheetFacts = {
  sub: { id: number; nama_sub_pekerjaan: string };
  job: {
    id: number;
    nama_pekerjaan: string;
    alamat: string | null;
    jenis: string | null;
    id_type: number | null;
    nilai_kontrak: number;
    kode_lacak: string | null;
    closed: boolean;
  };
  customer: { nama: string | null; email: string | null; no_hp: string | null };
  /** null while nobody saved it. */
  row: {
    items: WorksheetItem[];
    answers: WorksheetAnswers;
    nama_penanda: string | null;
    tanda_tangan: string | null;
    ditandatangani_pada: string | null;
    lokasi_gps: string | null;
    catatan: string | null;
  } | null;
  template: WorksheetItem[];
};

const iso = (value: unknown) =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/** The facts of sub job `subId`, or null when it does not exist; `lock` holds its worksheet's row. */
export async function worksheetFacts(
  query: Query,
  subId: number,
  lock = false,
): Promise<WorksheetFacts | null> {
  const [head] = await query<Record<string, unknown>>(
    `SELECT s.id AS sub_id, s.nama_sub_pekerjaan, j.id, j.nama_pekerjaan, j.alamat, j.id_type,
            ty.nama_type AS jenis, j.nilai_kontrak, j.kode_lacak, ${closedJob('j')} AS closed,
            a.nama AS pelanggan, a.email, a.no_hp
       FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan
       LEFT JOIN rtype ty ON ty.id = j.id_type LEFT JOIN akun a ON a.id = j.id_akun
      WHERE s.id = $1`,
    [subId],
  );
  if (!head) return null;
  const [row] = await query<Record<string, unknown>>(
    `SELECT items, answers, nama_penanda, tanda_tangan, ditandatangani_pada, lokasi_gps, catatan
       FROM worksheets WHERE id_subpekerjaan = $1${lock ? ' FOR UPDATE' : ''}`,
    [subId],
  );
  const [template] =
    head.id_type == null
      ? []
      : await query<{ items: WorksheetItem[] }>('SELECT items FROM worksheet_templates WHERE id_type = $1', [
          head.id_type,
        ]);
  return {
    sub: { id: Number(head.sub_id), nama_sub_pekerjaan: String(head.nama_sub_pekerjaan) },
    job: {
      id: Number(head.id),
      nama_pekerjaan: String(head.nama_pekerjaan),
      alamat: (head.alamat as string | null) ?? null,
      jenis: (head.jenis as string | null) ?? null,
      id_type: head.id_type == null ? null : Number(head.id_type),
      nilai_kontrak: Number(head.nilai_kontrak ?? 0),
      kode_lacak: (head.kode_lacak as string | null) ?? null,
      closed: head.closed === true,
    },
    customer: {
      nama: (head.pelanggan as string | null) ?? null,
      email: (head.email as string | null) ?? null,
      no_hp: (head.no_hp as string | null) ?? null,
    },
    row: row
      ? {
          items: (row.items as WorksheetItem[]) ?? [],
          answers: (row.answers as WorksheetAnswers) ?? {},
          nama_penanda: (row.nama_penanda as string | null) ?? null,
          tanda_tangan: (row.tanda_tangan as string | null) ?? null,
          ditandatangani_pada: iso(row.ditandatangani_pada),
          lokasi_gps: (row.lokasi_gps as string | null) ?? null,
          catatan: (row.catatan as string | null) ?? null,
        }
      : null,
    template: template?.items ?? [],
  };
}

export const stateOf = (facts: WorksheetFacts): WorksheetState =>
  facts.row?.ditandatangani_pada ? 'ditandatangani' : facts.row ? 'diisi' : 'baru';

/** The report's address below /api (the office's copy). */
export const reportPath = (subId: number) => `/api/worksheets/sub/${subId}/laporan`;

export function viewOf(facts: WorksheetFacts): WorksheetView {
  const state = stateOf(facts);
  return {
    sub: facts.sub,
    job: {
      id: facts.job.id,
      nama_pekerjaan: facts.job.nama_pekerjaan,
      pelanggan: facts.customer.nama,
      alamat: facts.job.alamat,
      jenis: facts.job.jenis,
    },
    state,
    items: facts.row?.items ?? facts.template,
    answers: facts.row?.answers ?? {},
    nama_penanda: facts.row?.nama_penanda ?? null,
    tanda_tangan: facts.row?.tanda_tangan ?? null,
    ditandatangani_pada: facts.row?.ditandatangani_pada ?? null,
    lokasi_gps: facts.row?.lokasi_gps ?? null,
    laporan: state === 'ditandatangani' ? reportPath(facts.sub.id) : null,
  };
}

const conflict = (key: MessageKey, english: string) => new HttpError(409, english, {}, key);

/** The worksheet open for writing, locked in `tx`: 404 missing, 409 job closed or worksheet signed. */
async function openFacts(tx: TxContext, subId: number): Promise<WorksheetFacts> {
  const facts = await worksheetFacts(tx.query, subId, true);
  if (!facts) throw notFound();
  if (facts.job.closed)
    throw conflict('errors.jobsClosed', 'This job is closed: progress is no longer recorded on it');
  if (facts.row?.ditandatangani_pada)
    throw conflict('errors.worksheetSigned', 'This worksheet is signed: it is closed');
  return facts;
}

/** Reads the answers (422 by item), and refuses photos this server did not issue. */
async function readAnswers(
  tx: TxContext,
  facts: WorksheetFacts,
  sent: Record<string, unknown>,
  signing: boolean,
  msg: Msg,
): Promise<{ items: WorksheetItem[]; answers: WorksheetAnswers; errors: Record<string, string[]> }> {
  const items = facts.row?.items ?? facts.template;
  // answers not sent this time stay as they were
  const merged = { ...(facts.row?.answers ?? {}), ...sent };
  const checked = checkAnswers(items, merged, signing);
  const errors: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(checked.errors)) errors[field] = keys.map((k) => msg(k));
  for (const item of items) {
    if (item.kind !== 'photo' || errors[`answers.${item.key}`]) continue;
    const known = photosOf(facts.row?.answers[item.key]);
    if ((await foreignFiles(tx.query, checked.answers[item.key], known)).length > 0)
      errors[`answers.${item.key}`] = [msg('validation.invalid')];
  }
  return { items, answers: checked.answers, errors };
}

async function store(tx: TxContext, subId: number, items: WorksheetItem[], answers: WorksheetAnswers) {
  await tx.query(
    `INSERT INTO worksheets (id_subpekerjaan, items, answers, user_id) VALUES ($1, $2::jsonb, $3::jsonb, $4)
     ON CONFLICT (id_subpekerjaan) DO UPDATE SET answers = EXCLUDED.answers, updated_at = now()`,
    [subId, JSON.stringify(items), JSON.stringify(answers), tx.actor.id],
  );
}

/** Runs inside a write's transaction once it succeeded (a client id noted: client-writes.ts). */
type Also = (tx: TxContext) => Promise<void>;

/** Saves answers (the items copied from the template on the first save). */
export async function saveWorksheet(
  ctx: WriteContext,
  subId: number,
  sent: Record<string, unknown>,
  msg: Msg,
  also?: Also,
): Promise<WorksheetFacts> {
  await inTransaction(ctx, async (tx) => {
    const facts = await openFacts(tx, subId);
    const { items, answers, errors } = await readAnswers(tx, facts, sent, false, msg);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await store(tx, subId, items, answers);
    await also?.(tx);
  });
  return (await worksheetFacts(ctx.db.query, subId))!;
}

export type Signature = {
  nama_penanda: string;
  tanda_tangan: string;
  lokasi_gps?: string | undefined;
  catatan?: string | undefined;
};

/**
 * Closes the worksheet with the customer's signature: every required item answered (422 naming each
 * one), the signature an upload of this server's; the job gets a tracking code if it had none (the
 * report's public link needs it). `after` runs once it committed (the mail).
 */
export async function signWorksheet(
  ctx: WriteContext,
  subId: number,
  sent: Record<string, unknown>,
  signature: Signature,
  msg: Msg,
  also?: Also,
): Promise<WorksheetFacts> {
  await inTransaction(ctx, async (tx) => {
    const facts = await openFacts(tx, subId);
    const { items, answers, errors } = await readAnswers(tx, facts, sent, true, msg);
    if ((await foreignFiles(tx.query, signature.tanda_tangan)).length > 0)
      errors.tanda_tangan = [msg('validation.invalid')];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await store(tx, subId, items, answers);
    await tx.query(
      `UPDATE worksheets SET nama_penanda = $2, tanda_tangan = $3, lokasi_gps = $4, catatan = $5,
              ditandatangani_pada = now(), updated_at = now()
        WHERE id_subpekerjaan = $1`,
      [
        subId,
        signature.nama_penanda,
        signature.tanda_tangan.replace(/^\//, ''),
        signature.lokasi_gps ?? null,
        signature.catatan?.trim() || null,
      ],
    );
    if (!facts.job.kode_lacak) {
      const code = await uniqueTrackingCode(tx.query);
      await tx.query('UPDATE rpekerjaan SET kode_lacak = coalesce(kode_lacak, $2) WHERE id = $1', [
        facts.job.id,
        code,
      ]);
    }
    await also?.(tx);
  });
  return (await worksheetFacts(ctx.db.query, subId))!;
}
