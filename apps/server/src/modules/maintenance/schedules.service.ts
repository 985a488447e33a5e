/**
 * Preventive maintenance schedules (`/cmumt/pm`): a preventive ticket with a customer, an asset, a visit
 * interval and its next visit date. The list tells how far each visit is; a visit becomes a job in
 * one transaction that links the job and moves the schedule on.
 */

import type { RootCauseCount, RootCauseCounts, ScheduleList, ScheduleRow } from '@kantor/core';
import {
  type DueGroup,
  dueState,
  getResource,
  nextDueDate,
  sortByUrgency,
  visitStartDate,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import {
  findRecord,
  insertRecord,
  inTransaction,
  messagesFor,
  updateRecord,
  type WriteContext,
} from '../resources/index.ts';

export type { ScheduleList, ScheduleRow };

type Row = Record<string, unknown>;

/** Open preventive tickets that carry everything a schedule needs (no status means open). */
const SCHEDULE = `t.jenis = 'Preventive' AND t.id_akun IS NOT NULL AND coalesce(trim(t.aset), '') <> ''
  AND t.interval_hari IS NOT NULL AND t.jadwal_berikutnya IS NOT NULL AND t.status IS NULL`;

/** Every schedule, overdue first, then due on or before `until`, then later (at most 1,000). */
export async function listSchedules(query: Query, today: string, until: string): Promise<ScheduleList> {
  // every key is read here; the answer's shape leaves out what the caller's role may not see
  const rows = await query<Required<Omit<ScheduleRow, 'group' | 'days'>>>(
    `SELECT t.id, t.no_tiket, t.aset, t.lokasi, t.id_akun, a.nama AS id_akun_label,
            t.id_teknisi, tk.nama AS id_teknisi_label, t.id_segment, s.nama_segment AS id_segment_label,
            t.interval_hari, t.jadwal_berikutnya::text AS jadwal_berikutnya,
            t.id_pekerjaan, j.nama_pekerjaan AS id_pekerjaan_label
       FROM cmumt t
       LEFT JOIN akun a ON a.id = t.id_akun
       LEFT JOIN akun tk ON tk.id = t.id_teknisi
       LEFT JOIN segmentumtinfo s ON s.id = t.id_segment
       LEFT JOIN rpekerjaan j ON j.id = t.id_pekerjaan
      WHERE ${SCHEDULE}
      ORDER BY t.jadwal_berikutnya, t.id LIMIT 1000`,
  );
  const counts: Record<DueGroup, number> = { overdue: 0, soon: 0, later: 0 };
  const records = sortByUrgency(
    rows.map((row) => ({ ...row, due: row.jadwal_berikutnya })),
    today,
    until,
  ).map(({ due, ...row }) => {
    const state = dueState(due, today, until);
    counts[state.group] += 1;
    return { ...row, interval_hari: Number(row.interval_hari), group: state.group, days: state.days };
  });
  return { today, until, counts, records };
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What the caller may choose for the job a visit becomes. */
export type VisitJobInput = { jadwal: string; id_type?: number | null };

/**
 * Makes the visit due on `input.jadwal` a job: the customer and their address, the ticket's technician,
 * starting on the due day (today when that has passed); links the job on the ticket and moves the next
 * visit on by whole intervals into the future. A visit already made a job answers 409 with that job.
 */
export async function visitToJob(ctx: WriteContext, id: string, input: VisitJobInput, today: string) {
  return inTransaction(ctx, async (tx) => {
    const tickets = getResource('cmumt')!;
    const msg = messagesFor(ctx.acceptLanguage);
    const ticket = await findRecord(tx.query, tickets, id, { forUpdate: true });
    if (!ticket) throw notFound();
    const [schedule] = await tx.query<{ id: number }>(
      `SELECT t.id FROM cmumt t WHERE t.id = $1 AND ${SCHEDULE}`,
      [ticket.id],
    );
    if (!schedule) throw new ValidationError({ jenis: [msg('validation.notSchedule')] });
    const due = String(ticket.jadwal_berikutnya).slice(0, 10);
    if (input.jadwal !== due) {
      if (input.jadwal < due && ticket.id_pekerjaan != null) {
        const job = String(ticket.id_pekerjaan_label ?? `#${ticket.id_pekerjaan}`);
        throw new HttpError(
          409,
          `The visit of ${input.jadwal} is already a job`,
          { id_pekerjaan: Number(ticket.id_pekerjaan), jadwal_berikutnya: due },
          'errors.visitAlreadyJob',
          { date: input.jadwal, job, next: due },
        );
      }
      throw new ValidationError({
        jadwal: [msg('validation.visitChanged', { date: input.jadwal, next: due })],
      });
    }
    const [customer] = await tx.query<Row>(
      'SELECT alamat, id_provinsi, id_kabupaten, id_kecamatan, id_desa FROM akun WHERE id = $1',
      [ticket.id_akun],
    );
    const name = `Perawatan berkala: ${String(ticket.aset).trim()} — ${String(ticket.lokasi ?? '').trim()}`;
    const job = await insertRecord(tx, getResource('rpekerjaan')!, {
      nama_pekerjaan: shorten(name, 200),
      id_akun: ticket.id_akun,
      id_type: input.id_type ?? null,
      id_teknisi: ticket.id_teknisi ?? null,
      alamat: customer?.alamat ?? ticket.lokasi ?? null,
      id_provinsi: customer?.id_provinsi ?? null,
      id_kabupaten: customer?.id_kabupaten ?? null,
      id_kecamatan: customer?.id_kecamatan ?? null,
      id_desa: customer?.id_desa ?? null,
      tanggal_mulai: visitStartDate(due, today),
      status: 'On Going',
    });
    const next = nextDueDate(due, Number(ticket.interval_hari), today);
    const moved = await updateRecord(tx, tickets, String(ticket.id), {
      id_pekerjaan: job.id,
      jadwal_berikutnya: next,
    });
    return { record: job, schedule: moved };
  });
}

/**
 * Tickets dated `from`..`to` (Jakarta days) per root cause and per segment, most first; tickets without
 * one count under `id: null`. Cancelled tickets and preventive tickets without a cause (schedules and
 * routine visits) are left out.
 */
export async function rootCauseCounts(query: Query, from: string, to: string): Promise<RootCauseCounts> {
  const where = `(t.tanggal AT TIME ZONE 'Asia/Jakarta')::date BETWEEN $1::date AND $2::date
    AND t.status IS DISTINCT FROM 'Cancel' AND NOT (t.jenis = 'Preventive' AND t.id_rootcause IS NULL)`;
  const causes = await query<{
    id: number | null;
    kode: string | null;
    nama: string | null;
    kategori: string | null;
    jumlah: number;
  }>(
    `SELECT r.id, r.kode_penyebab AS kode, r.nama_penyebab AS nama, r.kategori, count(*)::int AS jumlah
       FROM cmumt t LEFT JOIN rootcauseumt r ON r.id = t.id_rootcause
      WHERE ${where}
      GROUP BY r.id, r.kode_penyebab, r.nama_penyebab, r.kategori
      ORDER BY jumlah DESC, r.kode_penyebab NULLS LAST`,
    [from, to],
  );
  const segments = await query<RootCauseCount>(
    `SELECT s.id, s.kode_segment AS kode, s.nama_segment AS nama, count(*)::int AS jumlah
       FROM cmumt t LEFT JOIN segmentumtinfo s ON s.id = t.id_segment
      WHERE ${where}
      GROUP BY s.id, s.kode_segment, s.nama_segment
      ORDER BY jumlah DESC, s.nama_segment NULLS LAST`,
    [from, to],
  );
  const total = causes.reduce((sum, c) => sum + Number(c.jumlah), 0);
  return { from, to, total, rootCauses: causes, segments };
}
