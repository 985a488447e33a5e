/** The statuses of an attendance day (option list `attendanceStatus`): a leaf both the recap and its schemas read. */
export const ATTENDANCE_STATUSES = ['masuk', 'izin', 'sakit', 'cuti', 'alpha', 'libur'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
