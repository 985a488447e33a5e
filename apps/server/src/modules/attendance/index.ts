import type { DomainModule } from '../resources/index.ts';
import { attendanceHooks } from './attendance.hooks.ts';
import { attendanceRoutes } from './attendance.routes.ts';
import { seedAttendance } from './attendance.seed.ts';

/**
 * Attendance: the RFID kiosk's taps (check-in, check-out, double reads ignored) written as `rabsensi`
 * records through the engine, each person's own records only outside the admin roles, and the monthly
 * recap with late arrivals, hours and its files. See docs/attendance.md.
 */
export const attendanceModule: DomainModule = {
  name: 'attendance',
  hooks: { rabsensi: attendanceHooks },
  routes: attendanceRoutes,
  seed: seedAttendance,
};
export { ABSENCE_STATUSES, firstAbsence } from './attendance.service.ts';
