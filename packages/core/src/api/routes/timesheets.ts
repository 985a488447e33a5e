/**
 * Timesheets' routes (docs/jobs.md "Timesheets"), declared once: a technician starts and stops a timer
 * on a sub job whose work falls to them, an admin corrects an entry with a reason (kept as history), and
 * a report sums the hours per job, technician and week. Served by apps/server/src/modules/jobs/timesheets/.
 */
import { z } from 'zod';
import { MessageAnswer } from '../resources.ts';
import { defineRoute } from './define-route.ts';
import { isDay, recordId, said } from './wire.ts';

/**
 * One timer entry, with its sub job, job and technician named. A name the caller's role may not see
 * (Hide Kolom on the sub job a route is about) leaves the answer, so the names are optional.
 */
export const TimesheetEntry = z.object({
  id: z.int(),
  id_subpekerjaan: z.int(),
  nama_sub_pekerjaan: z.string().optional(),
  id_pekerjaan: z.int(),
  nama_pekerjaan: z.string().optional(),
  id_teknisi: z.int(),
  teknisi: z.string().optional(),
  /** ISO instants; `selesai` null while the timer runs. */
  mulai: z.string(),
  selesai: z.string().nullable(),
  /** Hours (two decimals); a running entry counts up to now. */
  jam: z.number(),
  /** How many times an admin corrected it. */
  koreksi: z.int(),
});
export type TimesheetEntry = z.infer<typeof TimesheetEntry>;

/** A sub job's timer as its technician sees it: their running entry (if any) and the sub job's entries. */
export const SubJobTimer = z.object({
  /** The caller's (or, for an admin, the sub job technician's) running entry, on any sub job. */
  running: TimesheetEntry.nullable(),
  entries: z.array(TimesheetEntry),
  /** Hours recorded on this sub job. */
  jam: z.number(),
});
export type SubJobTimer = z.infer<typeof SubJobTimer>;

export const TimerAnswer = MessageAnswer.extend({
  entry: TimesheetEntry,
  /** The entry stopped by starting this one (one timer runs at a time per technician). */
  stopped: TimesheetEntry.nullable(),
});
export type TimerAnswer = z.infer<typeof TimerAnswer>;

// the timer is field work on one sub job: a technician only on work that falls to them
const onSubJob = {
  kind: 'scope',
  scope: 'fieldWork',
  page: 'rsubptrackprogres/trackadd',
  record: { resource: 'rsubpekerjaan', param: 'id' },
} as const;

export const timerOfSubJobRoute = defineRoute({
  method: 'GET',
  path: '/timesheets/sub/:id',
  access: onSubJob,
  summary: 'A sub job’s timer: the running entry of its technician and the sub job’s entries',
  params: recordId(),
  answer: SubJobTimer,
  answerSays: 'The running entry, the entries and the hours of the sub job',
});

export const startTimerRoute = defineRoute({
  method: 'POST',
  path: '/timesheets/start/:id',
  access: onSubJob,
  summary: 'Start the timer on a sub job (a timer running on another sub job stops at the same instant)',
  description:
    'The technician is the caller’s own account of kind Teknisi, or for anyone else the sub job’s ' +
    'technician (422 on `id_teknisi` when it has none). Starting the one already running answers it.',
  params: recordId(),
  answer: TimerAnswer,
  answerSays: 'The running entry, and the one it stopped',
});

export const stopTimerRoute = defineRoute({
  method: 'POST',
  path: '/timesheets/stop/:id',
  access: onSubJob,
  summary: 'Stop the technician’s running timer on a sub job (422 when none runs on it)',
  params: recordId(),
  answer: TimerAnswer,
  answerSays: 'The stopped entry',
});

/** An instant the admin types: `YYYY-MM-DDTHH:MM` (Asia/Jakarta) or a full ISO instant. */
const instant = z
  .string(said('validation.required'))
  .refine((v) => !Number.isNaN(Date.parse(v)), said('validation.date'));

export const CorrectionBody = z.object({
  mulai: instant.describe('start, ISO instant (a time without a zone is read in Asia/Jakarta)'),
  selesai: instant.nullable().optional().describe('stop (absent or null: still running)'),
  alasan: z
    .preprocess(
      (v: string | null | undefined) => (typeof v === 'string' ? v.trim().slice(0, 500) : ''),
      z.string().min(1, said('validation.required')),
    )
    .describe('why the times are corrected (required; at most 500 characters kept)'),
});
export type CorrectionBody = z.input<typeof CorrectionBody>;

const timesheetAdmin = { kind: 'page', page: 'rpekerjaan/timesheet' } as const;

export const correctTimesheetRoute = defineRoute({
  method: 'PUT',
  path: '/timesheets/entries/:id',
  access: timesheetAdmin,
  summary: 'Correct a timer entry’s start and stop, with a reason kept in its history',
  params: recordId(),
  body: CorrectionBody,
  answer: MessageAnswer.extend({ entry: TimesheetEntry }),
  answerSays: 'The corrected entry',
});

export const TimesheetHistory = z.object({
  corrections: z.array(
    z.object({
      id: z.int(),
      alasan: z.string(),
      oleh: z.string().nullable(),
      waktu: z.string(),
      mulai_lama: z.string(),
      selesai_lama: z.string().nullable(),
      mulai_baru: z.string(),
      selesai_baru: z.string().nullable(),
    }),
  ),
});
export type TimesheetHistory = z.infer<typeof TimesheetHistory>;

export const timesheetHistoryRoute = defineRoute({
  method: 'GET',
  path: '/timesheets/entries/:id/history',
  access: timesheetAdmin,
  summary: 'The corrections of a timer entry, newest first',
  params: recordId(),
  answer: TimesheetHistory,
  answerSays: 'Each correction: the reason, who, when, and the times before and after',
});

const day = (says: string) =>
  z
    .preprocess((v: string | undefined) => (v === '' ? undefined : v), z.string().optional())
    .refine((v) => v === undefined || isDay(v), said('validation.date'))
    .describe(says);

export const TimesheetReport = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(TimesheetEntry),
  byJob: z.array(z.object({ id: z.int(), nama: z.string().optional(), jam: z.number() })),
  byTechnician: z.array(z.object({ id: z.int(), nama: z.string().optional(), jam: z.number() })),
  /** Weeks by their Monday. */
  byWeek: z.array(z.object({ minggu: z.string(), jam: z.number() })),
  total: z.number(),
});
export type TimesheetReport = z.infer<typeof TimesheetReport>;

export const timesheetReportRoute = defineRoute({
  method: 'GET',
  path: '/timesheets/report',
  access: timesheetAdmin,
  summary: 'Timer entries started within a period, and their hours per job, technician and week',
  query: z.object({
    from: day('first day, YYYY-MM-DD (the Monday of this week)'),
    to: day('last day, YYYY-MM-DD (six days after `from`)'),
  }),
  answer: TimesheetReport,
  answerSays: 'The entries, the sums and the total hours',
});

/** Timesheets' routes, for the web's calls. */
export const TIMESHEET_ROUTES = {
  sub: timerOfSubJobRoute,
  start: startTimerRoute,
  stop: stopTimerRoute,
  correct: correctTimesheetRoute,
  history: timesheetHistoryRoute,
  report: timesheetReportRoute,
} as const;
