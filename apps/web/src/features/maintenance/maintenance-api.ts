/** Calls of the maintenance screens (apps/server/src/modules/maintenance/maintenance.routes.ts). */
import { type DueGroup, MAINTENANCE_ROUTES, type RootCauseCount, type ScheduleRow } from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';

export type { DueGroup };
export type CauseCount = RootCauseCount;
/** One preventive schedule as the screens read it. */
export type Schedule = ScheduleRow;

export type IntakeSource = 'butuhapa' | 'pendaftaran';

const intakeRoutes = {
  butuhapa: MAINTENANCE_ROUTES.requestToJob,
  pendaftaran: MAINTENANCE_ROUTES.registrationToJob,
} as const;

export const maintenanceApi = {
  schedules: (until: string) => callRoute(MAINTENANCE_ROUTES.schedules, { query: { sampai: until } }),
  visitToJob: (id: number, jadwal: string) =>
    callRoute(MAINTENANCE_ROUTES.visitToJob, { params: { id: String(id) }, body: { jadwal } }),
  rootCauses: (from: string, to: string) =>
    callRoute(MAINTENANCE_ROUTES.rootCause, { query: { dari: from, sampai: to } }),
  intakeToJob: (
    source: IntakeSource,
    id: string,
    body: { nama_pekerjaan?: string; tanggal_mulai?: string },
  ) => callRoute(intakeRoutes[source], { params: { id }, body }),
  runSubscriptionDay: () => callRoute(MAINTENANCE_ROUTES.runDaily),
};
