/** The maintenance API's schedule list, shared by the server that writes it and the web app that reads it. */
import type { DueGroup } from './schedule.ts';

/** One preventive schedule of `GET /api/cmumt/pm`. */
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

export type ScheduleList = {
  today: string;
  until: string;
  counts: Record<DueGroup, number>;
  records: ScheduleRow[];
};
