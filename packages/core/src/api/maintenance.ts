/** Answers of the maintenance routes (apps/server/src/modules/maintenance/maintenance.routes.ts). */
import { z } from 'zod';
import { DueGroup } from '../maintenance/schemas.ts';
import { ApiRecord, MessageAnswer } from './resources.ts';

/** One preventive schedule of `GET /cmumt/pm`. */
export const ScheduleRow = z.object({
  id: z.int(),
  no_tiket: z.string().optional(),
  aset: z.string().optional(),
  lokasi: z.string().optional(),
  id_akun: z.int().optional(),
  id_akun_label: z.string().nullish(),
  id_teknisi: z.int().nullish(),
  id_teknisi_label: z.string().nullish(),
  id_segment: z.int().nullish(),
  id_segment_label: z.string().nullish(),
  interval_hari: z.number().optional(),
  jadwal_berikutnya: z.string().optional(),
  /** The job the last visit became. */
  id_pekerjaan: z.int().nullish(),
  id_pekerjaan_label: z.string().nullish(),
  group: DueGroup.optional(),
  /** Days until the visit: 0 today, negative when overdue. */
  days: z.int().optional(),
});
export type ScheduleRow = z.infer<typeof ScheduleRow>;

/**
 * `GET /cmumt/pm?sampai=`: every schedule, overdue first, counted per due group. A key quoting a field
 * hidden from the caller's role (Hide Kolom on `cmumt` or the resource a label names) is left out: the
 * due date takes its group, its days and the counts with it (and the list is then in ticket order).
 */
export const ScheduleList = z.object({
  today: z.string(),
  until: z.string(),
  counts: z.record(DueGroup, z.int().nonnegative()).optional(),
  records: z.array(ScheduleRow),
});
export type ScheduleList = z.infer<typeof ScheduleList>;

/** `POST /cmumt/pm/{id}/jadikan-pekerjaan`: the job the visit became and the ticket moved on. */
export const VisitJobAnswer = MessageAnswer.extend({ record: ApiRecord, schedule: ApiRecord });
export type VisitJobAnswer<J = ApiRecord, S = ApiRecord> = Omit<
  z.infer<typeof VisitJobAnswer>,
  'record' | 'schedule'
> & { record: J; schedule: S };

/**
 * Tickets of one root cause or segment; `id` (and its code and name) null for tickets without one. A
 * key quoting a field hidden from the caller's role is left out (the ticket's relation field takes the
 * whole line with it).
 */
export const RootCauseCount = z.object({
  id: z.int().nullish(),
  kode: z.string().nullish(),
  nama: z.string().nullish(),
  jumlah: z.int().positive().optional(),
});
export type RootCauseCount = z.infer<typeof RootCauseCount>;

/** `GET /cmumt/rootcause?dari=&sampai=`: tickets of the period per root cause and per segment, most first. */
export const RootCauseCounts = z.object({
  from: z.string(),
  to: z.string(),
  total: z.int().nonnegative(),
  rootCauses: z.array(RootCauseCount.extend({ kategori: z.string().nullish() })),
  segments: z.array(RootCauseCount),
});
export type RootCauseCounts = z.infer<typeof RootCauseCounts>;

/**
 * `POST /butuhapa/{id}/jadikan-pekerjaan` and `POST /pendaftaran/{id}/jadikan-pekerjaan`: the job, the
 * customer account it was made for (`created` when the conversion made it) and the source record.
 */
export const IntakeConversionAnswer = MessageAnswer.extend({
  record: ApiRecord,
  customer: z.object({ id: z.int(), nama: z.string(), created: z.boolean() }),
  source: ApiRecord,
});
export type IntakeConversionAnswer<J = ApiRecord, S = ApiRecord> = Omit<
  z.infer<typeof IntakeConversionAnswer>,
  'record' | 'source'
> & { record: J; source: S };

/**
 * `POST /rlangganan/jalankan-harian`: the subscriptions' day run now. Ids of the subscriptions expired
 * and reminded, and of the invoices whose falling due was noticed to the admins.
 */
export const SubscriptionDayAnswer = MessageAnswer.extend({
  /** `YYYY-MM-DD`, Asia/Jakarta. */
  day: z.string(),
  expired: z.array(z.int()),
  reminded: z.array(z.int()),
  invoices: z.array(z.int()),
});
export type SubscriptionDayAnswer = z.infer<typeof SubscriptionDayAnswer>;
