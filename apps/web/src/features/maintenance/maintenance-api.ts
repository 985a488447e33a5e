/** Calls of the maintenance screens (apps/server/src/modules/maintenance/maintenance.routes.ts). */
import type { DueGroup, ScheduleList, ScheduleRow } from '@kantor/core';
import { api } from '../../api/api.ts';

export type { DueGroup, ScheduleList };
/** One preventive schedule as the screens read it. */
export type Schedule = ScheduleRow;

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
