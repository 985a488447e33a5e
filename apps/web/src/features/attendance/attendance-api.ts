/** Calls of the attendance screens (apps/server/src/modules/attendance/attendance.routes.ts). */
import type { MonthRecap, TapAnswer } from '@kantor/core';
import { api } from '../../api/api.ts';

export type { TapAnswer };

export type RecapFormat = 'csv' | 'xlsx' | 'pdf';

export const attendanceApi = {
  tap: (kode_rfid: string, foto: string | null) =>
    api.post<TapAnswer>('absensirfidmanual/tap', { kode_rfid, foto }),
  recap: (month: string) => api.get<MonthRecap>('rabsensi/rekap', { bulan: month }),
  recapFile: (month: string, format: RecapFormat) => api.download('rabsensi/rekap', { bulan: month, format }),
};
