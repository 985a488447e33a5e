/**
 * Field work's own routes, declared once (define-route.ts): the technician's work list and progress
 * screen, progress in three taps, duplicating a job, bulk sub jobs, the WhatsApp tracking link and the
 * public tracking page. The server serves them (apps/server/src/modules/jobs/jobs.routes.ts), the web
 * calls them (features/jobs/jobs-api.ts).
 */
import { z } from 'zod';
import {
  BulkCommitAnswer,
  BulkPreview,
  BulkTemplate,
  JobDuplicateAnswer,
  JobProgressAnswer,
  JobWhatsappAnswer,
  PublicJob,
  TrackListAnswer,
  TrackSubJob,
} from '../jobs.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { VIEW_ADDRESSES } from './view-addresses.ts';
import { formText, machineNumber, recordId, said } from './wire.ts';

const aboutJob = { resource: 'rpekerjaan', param: 'id' } as const;

export const trackListRoute = defineRoute({
  ...ROUTE_ADDRESSES.trackList,
  access: { kind: 'page', page: 'rsubptrackprogres/tracklist' },
  summary: 'A technician’s work list: the sub jobs assigned to them, open first (an admin sees everyone’s)',
  query: z.object({
    done: z.string().optional().describe('`true` or `1`: the latest finished ones too'),
    search: z
      .string()
      .optional()
      .describe('in the sub job’s and job’s names and the customer’s name (at most 100 characters)'),
    limit: z.string().optional().describe('rows, 1 to 300 (100)'),
    mine: z
      .string()
      .optional()
      .describe(
        '`1`: only a field worker’s own work; anyone else gets an empty list (the phone’s warming asks so)',
      ),
  }),
  answer: TrackListAnswer,
  answerSays: 'The sub jobs, and whether the caller is a technician',
});

export const trackSubJobRoute = defineRoute({
  method: 'GET',
  path: '/rsubptrackprogres/trackadd/:id',
  // a technician reaches only a sub job whose work falls to them (docs/jobs.md: field work)
  access: {
    kind: 'scope',
    scope: 'fieldWork',
    page: 'rsubptrackprogres/trackadd',
    record: { resource: 'rsubpekerjaan', param: 'id' },
  },
  summary: 'One sub job as the progress screen shows it, with its job and last 20 steps',
  params: recordId(),
  answer: TrackSubJob,
  answerSays: 'The sub job, its job and its last 20 steps, newest first',
});

/**
 * A progress step. The resource engine checks it as a new `rsubptrackprogres` record (its fields'
 * rules, the sub job's existence and field work); the schema reads what the screen sends.
 */
export const ProgressBody = z.object({
  id_subpekerjaan: machineNumber(z.number(said('validation.required'))).describe('the sub job'),
  persentase: machineNumber(z.number(said('validation.numeric'))).describe('the percent reached, 0 to 100'),
  nama_langkah: formText('what was done, at most 200 characters (`Progres {persentase}%` when empty)'),
  catatan: formText('note, at most 2000 characters'),
  foto: formText('comma-separated paths of uploaded images (/api/media/upload), at most 10'),
  lokasi_gps: formText('"lat,lng" where the photo was taken'),
  publik: z.boolean().optional().describe('shown to the customer on the tracking page (true when absent)'),
  client_id: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe(
      'the id the phone gave an entry queued offline: sent again, it answers the entry already written',
    ),
});
export type ProgressBody = z.input<typeof ProgressBody>;

export const addProgressRoute = defineRoute({
  method: 'POST',
  path: '/rsubptrackprogres/trackadd',
  access: { kind: 'page', page: 'rsubptrackprogres/trackadd' },
  summary: 'Record a progress step of a sub job (the time is the server’s)',
  description:
    'Checked as a new `rsubptrackprogres` record; answers the sub job’s and job’s progress after it. ' +
    'Idempotent by `client_id`: the same id from the same login again answers the entry already written ' +
    '(`duplicate: true`) and writes nothing.',
  body: ProgressBody,
  answer: JobProgressAnswer,
  answerSays: 'The step written, and the sub job’s and job’s progress after it',
});

export const duplicateJobRoute = defineRoute({
  method: 'POST',
  path: '/rpekerjaan/duplikatdata/:id',
  access: { kind: 'page', page: 'rpekerjaan/duplikatdata', record: aboutJob },
  summary: 'Copy a job and its sub jobs as a new On Going job starting today',
  params: recordId(),
  answer: JobDuplicateAnswer,
  answerSays: 'The new job',
});

/** Pasted sub jobs for a job (at most 100,000 characters of the table are read). */
export const BulkBody = z.object({
  id_pekerjaan: machineNumber(
    z.int(said('validation.required')).positive(said('validation.required')),
  ).describe('the job the sub jobs belong to'),
  text: z
    .preprocess((value: string) => (typeof value === 'string' ? value.slice(0, 100_000) : ''), z.string())
    .optional()
    .describe(
      'the pasted table, one sub job a line, cells separated by tabs, semicolons or commas: name, weight ' +
        '(%), technician, volume, start date (only the name is needed; at most 100,000 characters read)',
    ),
});
export type BulkBody = z.input<typeof BulkBody>;

const bulk = { kind: 'page', page: 'addmasalsubpekerjaan' } as const;

export const bulkPreviewRoute = defineRoute({
  method: 'POST',
  path: '/addmasalsubpekerjaan/preview',
  access: bulk,
  summary: 'Check pasted sub jobs for a job: every row as it would be written, with its errors',
  body: BulkBody,
  answer: BulkPreview,
  answerSays: 'Every row as it would be written, with its errors, and the weights’ total',
});

export const bulkCommitRoute = defineRoute({
  method: 'POST',
  path: '/addmasalsubpekerjaan/commit',
  access: bulk,
  summary: 'Add pasted sub jobs to a job: all rows or none',
  body: BulkBody,
  answer: BulkCommitAnswer,
  answerSays: 'Every row written (a 422 names each failing row instead)',
});

export const bulkTemplateRoute = defineRoute({
  method: 'GET',
  path: '/addmasalsubpekerjaan/template/:id',
  access: { ...bulk, record: aboutJob },
  summary: 'A starting table for a job: the sub jobs of the latest job of its type, or its unit rates',
  params: recordId(),
  answer: BulkTemplate,
  answerSays: 'The table as text, and where it came from',
});

export const jobWhatsappRoute = defineRoute({
  ...VIEW_ADDRESSES.jobWhatsapp,
  access: { kind: 'resource', resource: 'rpekerjaan', action: 'view', record: aboutJob },
  summary: 'The tracking link and a wa.me message for a job’s customer (gives the job a code if it had none)',
  params: recordId(),
  answer: JobWhatsappAnswer,
  answerSays: 'The tracking code and link, the message and its wa.me link',
});

export const publicTrackingRoute = defineRoute({
  method: 'GET',
  path: '/lacak/:code',
  access: { kind: 'public' },
  summary: 'Public tracking of a job by its code: only the public fields',
  description: 'A client that misses too often is refused with 429.',
  // any text: a code that is not one is a miss the throttle counts, as every other
  params: z.object({ code: z.string() }),
  answer: PublicJob,
  answerSays: 'The job’s public fields, its sub jobs and its public steps',
});

/** Field work's routes, for the web's calls. */
export const JOBS_ROUTES = {
  trackList: trackListRoute,
  subJob: trackSubJobRoute,
  addProgress: addProgressRoute,
  duplicate: duplicateJobRoute,
  bulkPreview: bulkPreviewRoute,
  bulkCommit: bulkCommitRoute,
  bulkTemplate: bulkTemplateRoute,
  whatsapp: jobWhatsappRoute,
  lacak: publicTrackingRoute,
} as const;
