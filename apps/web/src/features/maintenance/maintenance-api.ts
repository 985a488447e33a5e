/** Calls of the maintenance screens (apps/server/src/modules/maintenance/maintenance.routes.ts). */
import type {
  ApiRecord,
  DueGroup,
  IntakeConversionAnswer,
  RootCauseCount,
  RootCauseCounts,
  ScheduleList,
  ScheduleRow,
  SubscriptionDayAnswer,
  VisitJobAnswer,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export type { DueGroup };
export type CauseCount = RootCauseCount;
/** One preventive schedule as the screens read it. */
export type Schedule = ScheduleRow;

/** The job a visit or an intake became, with the keys the screens read. */
type Job = ApiRecord & { id: number; nama_pekerjaan: string };

export type IntakeSource = 'butuhapa' | 'pendaftaran';

export const maintenanceApi = {
  schedules: (until: string) => api.get<ScheduleList>('cmumt/pm', { sampai: until }),
  visitToJob: (id: number, jadwal: string) =>
    api.post<VisitJobAnswer<Job>>(`cmumt/pm/${encodeURIComponent(String(id))}/jadikan-pekerjaan`, { jadwal }),
  rootCauses: (from: string, to: string) =>
    api.get<RootCauseCounts>('cmumt/rootcause', { dari: from, sampai: to }),
  intakeToJob: (
    source: IntakeSource,
    id: string,
    body: { nama_pekerjaan?: string; tanggal_mulai?: string },
  ) => api.post<IntakeConversionAnswer<Job>>(`${source}/${encodeURIComponent(id)}/jadikan-pekerjaan`, body),
  runSubscriptionDay: () => api.post<SubscriptionDayAnswer>('rlangganan/jalankan-harian', {}),
};
