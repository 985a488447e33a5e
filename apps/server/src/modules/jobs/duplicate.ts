import { getResource } from '@kantor/core';
import { notFound } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import {
  findRecord,
  insertRecord,
  inTransaction,
  type Scope,
  type WriteContext,
} from '../resources/index.ts';

const JOB = [
  'nama_pekerjaan',
  'id_akun',
  'id_type',
  'id_teknisi',
  'alamat',
  'id_provinsi',
  'id_kabupaten',
  'id_kecamatan',
  'id_desa',
  'nilai_kontrak',
] as const;
const SUB = ['nama_sub_pekerjaan', 'id_hargasatuan', 'volume', 'id_teknisi', 'bobot'] as const;

/**
 * `rpekerjaan/duplikatdata/{id}`: a new On Going job starting today with the job's customer, place,
 * type, technician and value, and copies of its sub jobs (names, rates, volumes, technicians, weights);
 * never its progress, tracking code, dates of completion or closing reason. Both through the engine, so
 * the new job gets its own tracking code and the technicians their notices.
 */
export async function duplicateJob(ctx: WriteContext, id: number, scope: Scope) {
  return inTransaction(ctx, async (tx) => {
    const jobs = getResource('rpekerjaan')!;
    const source = await findRecord(tx.query, jobs, String(id), { scope });
    if (!source) throw notFound();
    const today = jakartaToday();
    const copy = await insertRecord(tx, jobs, {
      ...Object.fromEntries(JOB.map((k) => [k, source[k] ?? null])),
      tanggal_mulai: today,
      status: 'On Going',
    });
    const subs = await tx.query<Record<string, unknown>>(
      'SELECT * FROM rsubpekerjaan WHERE id_pekerjaan = $1 ORDER BY id',
      [id],
    );
    for (const sub of subs) {
      await insertRecord(tx, getResource('rsubpekerjaan')!, {
        ...Object.fromEntries(SUB.map((k) => [k, sub[k] ?? null])),
        id_pekerjaan: copy.id,
        tanggal_mulai: today,
        status: 'On Going',
      });
    }
    return (await findRecord(tx.query, jobs, String(copy.id)))!;
  });
}
