import type { Feature } from '../../app/feature.ts';
import { loadAttendanceRecapTool } from './lazy.ts';

export const attendanceFeature: Feature = {
  name: 'attendance',
  // the monthly recap, on the attendance list's toolbar
  listTools: { rabsensi: [loadAttendanceRecapTool] },
};
