/** Answers of the maintenance routes (apps/server/src/modules/maintenance/maintenance.routes.ts). */
import type { DueGroup } from '../maintenance/schedule.ts';
import type { ApiRecord, MessageAnswer } from './resources.ts';

/** One preventive schedule of `GET /cmumt/pm`. */
export type ScheduleRow = {
  id: number;
  no_tiket: string;
  aset: string;
  lokasi: string;
  id_akun: number;
  id_akun_label: string | null;
  id_teknisi: number | null;
  id_teknisi_label: string | null;
  id_segment: number | null;
  id_segment_label: string | null;
  interval_hari: number;
  jadwal_berikutnya: string;
  /** The job the last visit became. */
  id_pekerjaan: number | null;
  id_pekerjaan_label: string | null;
  group: DueGroup;
  /** Days until the visit: 0 today, negative when overdue. */
  days: number;
};

/** `GET /cmumt/pm?sampai=`: every schedule, overdue first, counted per due group. */
export type ScheduleList = {
  today: string;
  until: string;
  counts: Record<DueGroup, number>;
  records: ScheduleRow[];
};

/** `POST /cmumt/pm/{id}/jadikan-pekerjaan`: the job the visit became and the ticket moved on. */
export type VisitJobAnswer<J = ApiRecord, S = ApiRecord> = MessageAnswer & { record: J; schedule: S };

/** Tickets of one root cause or segment; `id` (and its code and name) null for tickets without one. */
export type RootCauseCount = { id: number | null; kode: string | null; nama: string | null; jumlah: number };

/** `GET /cmumt/rootcause?dari=&sampai=`: tickets of the period per root cause and per segment, most first. */
export type RootCauseCounts = {
  from: string;
  to: string;
  total: number;
  rootCauses: (RootCauseCount & { kategori: string | null })[];
  segments: RootCauseCount[];
};

/**
 * `POST /butuhapa/{id}/jadikan-pekerjaan` and `POST /pendaftaran/{id}/jadikan-pekerjaan`: the job, the
 * customer account it was made for (`created` when the conversion made it) and the source record.
 */
export type IntakeConversionAnswer<J = ApiRecord, S = ApiRecord> = MessageAnswer & {
  record: J;
  customer: { id: number; nama: string; created: boolean };
  source: S;
};

/**
 * `POST /rlangganan/jalankan-harian`: the subscriptions' day run now. Ids of the subscriptions expired
 * and reminded, and of the invoices whose falling due was noticed to the admins.
 */
export type SubscriptionDayAnswer = MessageAnswer & {
  /** `YYYY-MM-DD`, Asia/Jakarta. */
  day: string;
  expired: number[];
  reminded: number[];
  invoices: number[];
};
