/**
 * `/addmasalsubpekerjaan`: many sub jobs for one job from a pasted table (core `parseBulkTable`) or a
 * template. The preview runs the very writes the commit would (engine validation, references, hooks)
 * in a transaction that is then rolled back, so what the preview accepts is what the commit writes,
 * and the commit writes every row or none.
 */
import {
  BULK_MAX_ROWS,
  type BulkPreview,
  type BulkTemplate,
  formatBulkTable,
  getResource,
  parseBulkTable,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { notFound, ValidationError } from '../../errors.ts';
import {
  findRecord,
  insertRecord,
  inTransaction,
  messagesFor,
  Params,
  type Scope,
  type TxContext,
  type WriteContext,
} from '../resources/index.ts';

export type BulkResult = BulkPreview;

class Rollback extends Error {
  constructor(readonly result: BulkResult) {
    super('preview');
  }
}

async function technicianIds(query: Query): Promise<Map<string, number>> {
  const rows = await query<{ id: number; nama: string }>(
    "SELECT id, nama FROM akun WHERE jenis_akun = 'Teknisi' AND status = 'Active' ORDER BY id",
  );
  const map = new Map<string, number>();
  for (const r of rows) if (!map.has(r.nama.trim().toLowerCase())) map.set(r.nama.trim().toLowerCase(), r.id);
  return map;
}

async function writeRows(tx: TxContext, jobId: number, text: string): Promise<BulkResult> {
  const msg = messagesFor(tx.acceptLanguage);
  const parsed = parseBulkTable(text);
  if (parsed.length === 0) throw new ValidationError({ text: [msg('validation.required')] });
  if (parsed.length > BULK_MAX_ROWS)
    throw new ValidationError({ text: [msg('validation.rangeMax', { max: BULK_MAX_ROWS })] });
  const technicians = await technicianIds(tx.query);
  const [existing] = await tx.query<{ total: string | null }>(
    'SELECT sum(bobot) AS total FROM rsubpekerjaan WHERE id_pekerjaan = $1',
    [jobId],
  );
  const rows: BulkResult['rows'] = [];
  for (const row of parsed) {
    const errors: Record<string, string[]> = {};
    const id_teknisi = row.teknisi ? (technicians.get(row.teknisi.toLowerCase()) ?? null) : null;
    if (row.teknisi && id_teknisi === null) errors.teknisi = [msg('errors.noRecordFound')];
    if (Object.keys(errors).length === 0) {
      try {
        await insertRecord(tx, getResource('rsubpekerjaan')!, {
          id_pekerjaan: jobId,
          nama_sub_pekerjaan: row.nama_sub_pekerjaan,
          bobot: row.bobot === '' ? null : row.bobot,
          id_teknisi,
          volume: row.volume === '' ? null : row.volume,
          tanggal_mulai: row.tanggal_mulai === '' ? null : row.tanggal_mulai,
          status: 'On Going',
        });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        Object.assign(errors, error.errors);
      }
    }
    rows.push({ ...row, id_teknisi, errors });
  }
  const invalid = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  const given = rows.reduce((sum, r) => sum + (Number(r.bobot) || 0), 0);
  return {
    rows,
    valid: rows.length - invalid,
    invalid,
    bobot_total: Math.round((Number(existing?.total ?? 0) + given) * 100) / 100,
  };
}

async function visibleJob(tx: TxContext, jobId: number, scope: Scope) {
  const job = await findRecord(tx.query, getResource('rpekerjaan')!, String(jobId), { scope });
  if (!job) throw notFound();
  return job;
}

/** Checks every row as the commit would, writing nothing. */
export async function previewBulk(ctx: WriteContext, jobId: number, text: string, scope: Scope) {
  try {
    await inTransaction(ctx, async (tx) => {
      await visibleJob(tx, jobId, scope);
      throw new Rollback(await writeRows(tx, jobId, text));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
  throw new Error('unreachable');
}

/** Writes every row, or none with a 422 naming each failing row (`rows.{i}.{field}`). */
export async function commitBulk(ctx: WriteContext, jobId: number, text: string, scope: Scope) {
  return inTransaction(ctx, async (tx) => {
    await visibleJob(tx, jobId, scope);
    const result = await writeRows(tx, jobId, text);
    if (result.invalid > 0) {
      const errors: Record<string, string[]> = {};
      result.rows.forEach((r, i) => {
        for (const [field, list] of Object.entries(r.errors)) errors[`rows.${i}.${field}`] = list;
      });
      throw new ValidationError(errors);
    }
    return result;
  });
}

/**
 * A starting table for the job: the sub jobs of the latest other job of the same type (names, weights,
 * volumes), or else the type's active unit rates (`rhargasatuanpekerjaan`), one row each.
 */
export async function bulkTemplate(query: Query, jobId: number, scope: Scope): Promise<BulkTemplate> {
  const job = await findRecord(query, getResource('rpekerjaan')!, String(jobId), { scope });
  if (!job) throw notFound();
  if (job.id_type == null) return { source: 'none', text: '' };
  // the latest other job of the type that the caller sees too (its sub jobs are what the table copies)
  const p = new Params();
  const where = [
    `t.id_type = ${p.add(job.id_type)}`,
    `t.id <> ${p.add(jobId)}`,
    'EXISTS (SELECT 1 FROM rsubpekerjaan s WHERE s.id_pekerjaan = t.id)',
    ...scope(p),
  ];
  const [previous] = await query<{ id: number }>(
    `SELECT t.id FROM rpekerjaan t WHERE ${where.join(' AND ')}
      ORDER BY t.tanggal_mulai DESC, t.id DESC LIMIT 1`,
    p.values,
  );
  if (previous) {
    const subs = await query<{ nama_sub_pekerjaan: string; bobot: string | null; volume: string | null }>(
      'SELECT nama_sub_pekerjaan, bobot, volume FROM rsubpekerjaan WHERE id_pekerjaan = $1 ORDER BY id',
      [previous.id],
    );
    const text = formatBulkTable(
      subs.map((s) => ({
        nama_sub_pekerjaan: s.nama_sub_pekerjaan,
        bobot: s.bobot === null ? '' : String(Number(s.bobot)),
        volume: s.volume === null ? '' : String(Number(s.volume)),
      })),
    );
    return { source: 'job', text };
  }
  const rates = await query<{ nama_pekerjaan: string }>(
    "SELECT nama_pekerjaan FROM rhargasatuanpekerjaan WHERE id_type = $1 AND status = 'Active' ORDER BY nama_pekerjaan",
    [job.id_type],
  );
  return {
    source: rates.length ? 'rates' : 'none',
    text: formatBulkTable(rates.map((r) => ({ nama_sub_pekerjaan: r.nama_pekerjaan }))),
  };
}
