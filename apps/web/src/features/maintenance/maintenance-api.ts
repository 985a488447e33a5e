/** Calls of the maintenance screens (apps/server/src/modules/maintenance/maintenance.routes.ts). */
import { api } from '../../api/api.ts';

export type DueGroup = 'overdue' | 'soon' | 'later';

export type Schedule = {
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
  id_pekerjaan: number | null;
  id_pekerjaan_label: string | null;
  group: DueGroup;
  days: number;
};

export type ScheduleList = {
  today: string;
  until: string;
  counts: Record<DueGroup, number>;
  records: Schedule[];
};

export type CauseCount = {
  id: number | null;
  kode: string | null;
  nama: string | null;
  jumlah: number;
  kategori?: string | null;
};

export type RootCauseCounts = {
  from: string;
  to: string;
  total: number;
  rootCauses: CauseCount[];
  segments: CauseCount[];
};

type Job = { id: number; nama_pekerjaan: string };

export type Conversion = {
  message: string;
  record: Job;
  customer: { id: number; nama: string; created: boolean };
  source: Record<string, unknown>;
};

export type IntakeSource = 'butuhapa' | 'pendaftaran';

export const maintenanceApi = {
  schedules: (until: string) => api.get<ScheduleList>('cmumt/pm', { sampai: until }),
  visitToJob: (id: number, jadwal: string) =>
    api.post<{ message: string; record: Job; schedule: Record<string, unknown> }>(
      `cmumt/pm/${encodeURIComponent(String(id))}/jadikan-pekerjaan`,
      { jadwal },
    ),
  rootCauses: (from: string, to: string) =>
    api.get<RootCauseCounts>('cmumt/rootcause', { dari: from, sampai: to }),
  intakeToJob: (
    source: IntakeSource,
    id: string,
    body: { nama_pekerjaan?: string; tanggal_mulai?: string },
  ) => api.post<Conversion>(`${source}/${encodeURIComponent(id)}/jadikan-pekerjaan`, body),
  runSubscriptionDay: () =>
    api.post<{ message: string; day: string; expired: number[]; reminded: number[] }>(
      'rlangganan/jalankan-harian',
      {},
    ),
};
