/**
 * The dispatch board's routes (docs/jobs.md "Dispatch board"), declared once: the board of a day or a
 * week (technicians as rows, sub jobs as blocks, unscheduled work aside) and the move of a sub job to a
 * technician, a day and a time. Served by apps/server/src/modules/jobs/dispatch/, called by the web's
 * features/jobs/dispatch/.
 */
import { z } from 'zod';
import { ApiRecord, MessageAnswer } from '../resources.ts';
import { defineRoute } from './define-route.ts';
import { DAY, isDay, machineNumber, optionalNumber, recordId, said } from './wire.ts';

/** A numeric column read as the database driver gives it (text on PostgreSQL). */
const Numeric = z.union([z.number(), z.string()]);

/** A sub job on the board; a value its role may not see (Hide Kolom) is absent (rule R5). */
export const BoardBlock = z.object({
  id: z.int(),
  nama_sub_pekerjaan: z.string().optional(),
  id_pekerjaan: z.int(),
  nama_pekerjaan: z.string().optional(),
  id_teknisi: z.int().nullable().optional(),
  tanggal_mulai: z.string().nullable().optional(),
  tanggal_selesai: z.string().nullable().optional(),
  /** `HH:MM`, or null: some time that day. */
  jam_mulai: z.string().nullable().optional(),
  durasi_menit: z.int().nullable().optional(),
  status: z.string().optional(),
  progres: Numeric.nullable().optional(),
  /** The job's customer (its account's name). */
  nama_pelanggan: z.string().nullable().optional(),
  /** Where the work is, in decimal degrees: the job's coordinates, else its customer's; null: none known. */
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
});
export type BoardBlock = z.infer<typeof BoardBlock>;

/** `GET /dispatch/board`: the period, the technicians (rows), their blocks and the unscheduled work. */
export const BoardAnswer = z.object({
  from: z.string(),
  to: z.string(),
  technicians: z.array(z.object({ id: z.int(), nama: z.string().optional() })),
  /** Sub jobs with a technician and days within the period. */
  blocks: z.array(BoardBlock),
  /** Open sub jobs of open jobs without a technician or a start date (at most 200). */
  unscheduled: z.array(BoardBlock),
});
export type BoardAnswer = z.infer<typeof BoardAnswer>;

const board = { kind: 'page', page: 'rpekerjaan/papan' } as const;

export const dispatchBoardRoute = defineRoute({
  method: 'GET',
  path: '/dispatch/board',
  access: board,
  summary: 'The dispatch board of a day or a week: technicians, their sub jobs, the unscheduled ones',
  query: z.object({
    from: z
      .preprocess((v: string | undefined) => (v === '' ? undefined : v), z.string().optional())
      .refine((v) => v === undefined || isDay(v), said('validation.date'))
      .describe('first day, YYYY-MM-DD (today in Jakarta)'),
    days: z
      .enum(['1', '7'], said('validation.invalid'))
      .optional()
      .describe('`1` (a day) or `7` (a week, default)'),
  }),
  answer: BoardAnswer,
  answerSays: 'The period, the technicians, the blocks in it and the unscheduled sub jobs',
});

/** `HH:MM` (seconds dropped); null clears the time. */
const timeOfDay = z.preprocess(
  (v: string | null | undefined) => (v === '' ? null : typeof v === 'string' ? v.trim().slice(0, 5) : v),
  z
    .string(said('validation.time'))
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('validation.time'))
    .nullable()
    .optional(),
);

/** Where a sub job goes. Absent time fields keep the sub job's; `null` clears them. */
export const MoveBody = z.object({
  id_teknisi: machineNumber(
    z.int(said('validation.required')).positive(said('validation.required')),
  ).describe('the technician (an account of kind Teknisi)'),
  tanggal_mulai: z
    .string(said('validation.required'))
    .regex(DAY, said('validation.date'))
    .refine(isDay, said('validation.date'))
    .describe('the new first day; a sub job of several days keeps its length'),
  jam_mulai: timeOfDay.describe('start time `HH:MM` (null: some time that day)'),
  durasi_menit: optionalNumber(
    z
      .int(said('validation.integer'))
      .min(15, said('validation.rangeMin', { min: 15 }))
      .max(1440, said('validation.rangeMax', { max: 1440 }))
      .optional(),
  ).describe('minutes of work, 15 to 1440 (absent: kept; cleared with the time)'),
});
export type MoveBody = z.input<typeof MoveBody>;

export const MoveAnswer = MessageAnswer.extend({ record: ApiRecord });
export type MoveAnswer<R = ApiRecord> = Omit<z.infer<typeof MoveAnswer>, 'record'> & { record: R };

export const dispatchMoveRoute = defineRoute({
  method: 'POST',
  path: '/dispatch/move/:id',
  // an edit of the sub job (its pages, scope and write hooks), from the board's page
  access: {
    kind: 'resource',
    resource: 'rsubpekerjaan',
    action: 'edit',
    alsoPages: ['rpekerjaan/papan'],
    record: { resource: 'rsubpekerjaan', param: 'id' },
    // a field worker holding the board moves only work that falls to them (403 before the body is read)
    scope: 'fieldWork',
  },
  summary: 'Assign or reschedule a sub job: a technician, a day and optionally a time and duration',
  description:
    'Refused (422) for an account that is not a technician, a technician recorded absent (izin, sakit, ' +
    'cuti, alpha, libur) on one of its days, or hours that overlap another of their sub jobs (named).',
  params: recordId(),
  body: MoveBody,
  answer: MoveAnswer,
  answerSays: 'The sub job as written',
});

/** The board's routes, for the web's calls. */
export const DISPATCH_ROUTES = { board: dispatchBoardRoute, move: dispatchMoveRoute } as const;
