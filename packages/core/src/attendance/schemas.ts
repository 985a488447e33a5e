/**
 * The attendance module's data shapes as zod schemas, each with its type under the same name: the API's
 * answers are built from them (../api/). Kept apart from the module's logic so that a screen using that
 * logic does not load zod.
 */
import { z } from 'zod';
import { ATTENDANCE_STATUSES } from './statuses.ts';

// from recap.ts
/**
 * When a check-in is late: after `start` (`HH:MM`) plus `graceMinutes`, compared in whole minutes
 * (a check-in at 08:00:59 is 08:00, on time against 08:00).
 */
export const LatenessRule = z.object({ start: z.string(), graceMinutes: z.int() });
export type LatenessRule = z.infer<typeof LatenessRule>;

/** One person's month. */
export const RecapLine = z.object({
  personId: z.int(),
  name: z.string(),
  /** Days recorded with each status. */
  counts: z.record(z.enum(ATTENDANCE_STATUSES), z.int()),
  /** Days with status `masuk` or a check-in (someone on leave who still came in counts). */
  daysPresent: z.int(),
  /** Sum over the days of last check-out minus first check-in, in whole minutes. */
  workedMinutes: z.int(),
  /** `masuk` days whose check-in is later than the rule allows. */
  lateDays: z.int(),
  /** Minutes after the start time, summed over the late days. */
  lateMinutes: z.int(),
  /** Past days with a check-in and no check-out (a forgotten tap out): no hours counted for them. */
  openDays: z.int(),
});
export type RecapLine = z.infer<typeof RecapLine>;

// from tap.ts
export const TapAction = z.enum(['in', 'out', 'ignored']);
export type TapAction = z.infer<typeof TapAction>;
