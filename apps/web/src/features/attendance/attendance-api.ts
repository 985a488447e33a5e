/** Calls of the attendance screens (apps/server/src/modules/attendance/attendance.routes.ts). */
import { ATTENDANCE_ROUTES, routeUrl, type TapAnswer } from '@kantor/core';
import { api } from '../../api/api.ts';
import { callRoute } from '../../api/call-route.ts';

export type { TapAnswer };

export type RecapFormat = 'csv' | 'xlsx' | 'pdf';

export const attendanceApi = {
  tap: (kode_rfid: string, foto: string | null) =>
    callRoute(ATTENDANCE_ROUTES.tap, { body: { kode_rfid, foto } }),
  recap: (month: string) => callRoute(ATTENDANCE_ROUTES.recap, { query: { bulan: month } }),
  /** The same recap as a file: the same route, asked for its `format`. */
  recapFile: (month: string, format: RecapFormat) =>
    api.download(routeUrl(ATTENDANCE_ROUTES.recap), { bulan: month, format }),
};
