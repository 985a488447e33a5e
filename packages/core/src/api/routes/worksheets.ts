/**
 * Worksheets and proof of work (issue 35), declared once: a job type's checklist template (the admin),
 * a sub job's worksheet filled and signed on the technician's phone, the worksheets under a job's view,
 * and the service report PDF for the office and, by tracking code, for the customer. Served by
 * apps/server/src/modules/jobs/worksheets, called by apps/web/src/features/worksheets.
 */
import { z } from 'zod';
import { MessageAnswer } from '../../api/resources.ts';
import { WORKSHEET_ITEM_KINDS, WORKSHEET_LIMITS, WORKSHEET_STATES } from '../../jobs/worksheet.ts';
import { defineRoute } from './define-route.ts';
import { VIEW_ADDRESSES } from './view-addresses.ts';
import { keptText, recordId, said, trimmedText } from './wire.ts';

const PDF = { file: ['application/pdf'] } as const;
/** A field worker reaches only a sub job whose work falls to them (docs/jobs.md: field work). */
const fieldWork = {
  kind: 'scope',
  scope: 'fieldWork',
  page: 'rsubptrackprogres/trackadd',
  record: { resource: 'rsubpekerjaan', param: 'id' },
} as const;

/** An item of a template or worksheet (core's `WorksheetItem`). */
export const WorksheetItemSchema = z.object({
  key: z.string(),
  kind: z.enum(WORKSHEET_ITEM_KINDS),
  label: z.string(),
  unit: z.string().nullish(),
  required: z.boolean(),
});

const Answer = z.union([z.boolean(), z.string(), z.number(), z.null()]);
const Answers = z.record(z.string(), Answer);

export const WorksheetTemplate = z.object({
  id_type: z.int(),
  nama_type: z.string(),
  items: z.array(WorksheetItemSchema),
});
export type WorksheetTemplate = z.infer<typeof WorksheetTemplate>;

/** One worksheet as the phone and the job's view show it. */
export const WorksheetView = z.object({
  // a quoted name the caller's role may not see (Hide Kolom) leaves the answer
  sub: z.object({ id: z.int(), nama_sub_pekerjaan: z.string().optional() }),
  job: z.object({
    id: z.int(),
    nama_pekerjaan: z.string().optional(),
    pelanggan: z.string().nullish(),
    alamat: z.string().nullish(),
    jenis: z.string().nullish(),
  }),
  state: z.enum(WORKSHEET_STATES),
  items: z.array(WorksheetItemSchema),
  answers: Answers,
  nama_penanda: z.string().nullable(),
  tanda_tangan: z.string().nullable(),
  ditandatangani_pada: z.string().nullable(),
  lokasi_gps: z.string().nullable(),
  /** The service report's address below /api once signed. */
  laporan: z.string().nullable(),
});
export type WorksheetView = z.infer<typeof WorksheetView>;

export const WorksheetSaved = MessageAnswer.extend({
  worksheet: WorksheetView,
  /** The client id was recorded before: nothing was written, the worksheet as it is now is answered. */
  duplicate: z.boolean().optional(),
});
export const WorksheetSigned = WorksheetSaved.extend({
  /** Whether the report link went to the customer's e-mail (an address on their account); false on a duplicate. */
  mailed: z.boolean(),
});

/** The worksheets of a job's sub jobs, and the report's WhatsApp link for the customer. */
export const JobWorksheets = z.object({
  worksheets: z.array(
    z.object({
      id_subpekerjaan: z.int(),
      nama_sub_pekerjaan: z.string().optional(),
      state: z.enum(WORKSHEET_STATES),
      nama_penanda: z.string().nullable(),
      ditandatangani_pada: z.string().nullable(),
      laporan: z.string().nullable(),
      /** The customer's copy (by tracking code), as sent by e-mail and WhatsApp. */
      tautan_publik: z.string().nullable(),
      /** A wa.me link with the report's public link for the customer's number; null without one. */
      whatsapp: z.string().nullable(),
    }),
  ),
  /** Whether the job's type has a checklist template. */
  template: z.boolean(),
});
export type JobWorksheets = z.infer<typeof JobWorksheets>;

export const PublicReports = z.object({
  laporan: z.array(
    z.object({ id: z.int(), sub: z.string(), ditandatangani_pada: z.string(), url: z.string() }),
  ),
});
export type PublicReports = z.infer<typeof PublicReports>;

export const TemplateBody = z.object({
  items: z
    .array(
      z.object({
        key: z.string().nullish().describe('the item’s key (kept so answers stay linked; given when absent)'),
        kind: z
          .enum(WORKSHEET_ITEM_KINDS, said('validation.invalid'))
          .describe('check, text, measure or photo'),
        label: z
          .string(said('validation.required'))
          .trim()
          .min(1, said('validation.required'))
          .max(WORKSHEET_LIMITS.label, said('validation.lengthMax', { max: WORKSHEET_LIMITS.label })),
        unit: z
          .string()
          .trim()
          .max(WORKSHEET_LIMITS.unit, said('validation.lengthMax', { max: WORKSHEET_LIMITS.unit }))
          .nullish()
          .describe('a measurement’s unit (°C, psi, A)'),
        required: z.boolean().optional().describe('must be answered before the signature'),
      }),
      said('validation.invalid'),
    )
    .max(WORKSHEET_LIMITS.items, said('validation.rangeMax', { max: WORKSHEET_LIMITS.items }))
    .describe('the checklist, in order'),
});
export type TemplateBody = z.input<typeof TemplateBody>;

/** The id the phone gave a write queued offline (docs/jobs.md "Offline"): recorded once per login. */
const clientId = z
  .string()
  .min(1)
  .max(64)
  .optional()
  .describe(
    'the id the phone gave a write queued offline: sent again, it answers the worksheet and writes nothing',
  );

export const WorksheetBody = z.object({
  answers: Answers.describe(
    'item key → a tick (true), a text, a measurement (a number, or text read the Indonesian way: 12,5), ' +
      'or comma-separated uploaded photo paths',
  ),
  client_id: clientId,
});
export type WorksheetBody = z.input<typeof WorksheetBody>;

export const SignBody = z.object({
  answers: Answers.optional().describe('the last answers, saved with the signature'),
  nama_penanda: z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' ? value.trim().slice(0, 100) : ''),
    z.string().min(1, said('validation.required')).describe('the customer’s name as they sign'),
  ),
  tanda_tangan: z
    .string(said('validation.required'))
    .min(1, said('validation.required'))
    .describe('the drawn signature: an uploaded PNG’s path (/api/media/upload)'),
  lokasi_gps: trimmedText(60, '"lat,lng" where it was signed, when the phone gave it'),
  catatan: keptText(1000, 'a closing note'),
  client_id: clientId,
});
export type SignBody = z.input<typeof SignBody>;

const aboutType = { kind: 'admin', record: { resource: 'rtype', param: 'id' } } as const;

export const worksheetTemplateRoute = defineRoute({
  method: 'GET',
  path: '/worksheets/templates/:id',
  access: aboutType,
  summary: 'A job type’s checklist template (empty when none)',
  params: recordId(),
  answer: WorksheetTemplate,
  answerSays: 'The type and its items',
});

export const saveWorksheetTemplateRoute = defineRoute({
  method: 'PUT',
  path: '/worksheets/templates/:id',
  access: aboutType,
  summary: 'Replace a job type’s checklist template (worksheets already started keep their own copy)',
  params: recordId(),
  body: TemplateBody,
  answer: MessageAnswer.extend({ template: WorksheetTemplate }),
  answerSays: 'The template as saved, each item keyed',
});

export const worksheetRoute = defineRoute({
  method: 'GET',
  path: '/worksheets/sub/:id',
  access: fieldWork,
  summary: 'A sub job’s worksheet: its items (from the job type’s template until first saved) and answers',
  params: recordId(),
  answer: WorksheetView,
  answerSays: 'The worksheet',
});

export const saveWorksheetRoute = defineRoute({
  method: 'PUT',
  path: '/worksheets/sub/:id',
  access: fieldWork,
  summary: 'Save a worksheet’s answers (409 once signed or when the job is closed)',
  description:
    'Idempotent by `client_id` (a save queued offline): the same id again answers the worksheet (`duplicate: true`).',
  params: recordId(),
  body: WorksheetBody,
  answer: WorksheetSaved,
  answerSays: 'The worksheet as saved',
});

export const signWorksheetRoute = defineRoute({
  method: 'POST',
  path: '/worksheets/sub/:id/sign',
  access: fieldWork,
  summary: 'Close a worksheet with the customer’s name and drawn signature; mails the report link',
  description:
    'A required item left unanswered is a 422 naming each one (`answers.{key}`). Idempotent by `client_id` ' +
    '(a signature queued offline): the same id again answers the signed worksheet (`duplicate: true`).',
  params: recordId(),
  body: SignBody,
  answer: WorksheetSigned,
  answerSays: 'The signed worksheet, and whether the customer was mailed',
});

export const jobWorksheetsRoute = defineRoute({
  ...VIEW_ADDRESSES.jobWorksheets,
  access: {
    kind: 'resource',
    resource: 'rpekerjaan',
    action: 'view',
    record: { resource: 'rpekerjaan', param: 'id' },
  },
  summary: 'The worksheets of a job’s sub jobs, with their reports’ links',
  params: recordId(),
  answer: JobWorksheets,
  answerSays: 'One row per sub job',
});

export const worksheetReportRoute = defineRoute({
  ...VIEW_ADDRESSES.worksheetReport,
  access: {
    kind: 'resource',
    resource: 'rsubpekerjaan',
    action: 'view',
    record: { resource: 'rsubpekerjaan', param: 'id' },
  },
  summary: 'The service report PDF of a sub job’s signed worksheet (404 before the signature)',
  params: recordId(),
  answer: PDF,
  answerSays: 'The service report (A4 PDF)',
});

const code = z.object({ code: z.string() });

export const publicReportsRoute = defineRoute({
  method: 'GET',
  path: '/lacak/:code/laporan',
  access: { kind: 'public' },
  summary: 'The signed service reports of a job, by its tracking code',
  description: 'A client that misses too often is refused with 429, as the tracking page.',
  params: code,
  answer: PublicReports,
  answerSays: 'Each signed worksheet’s report link',
});

export const publicReportRoute = defineRoute({
  method: 'GET',
  path: '/lacak/:code/laporan/:id',
  access: { kind: 'public' },
  summary: 'A service report PDF, by the job’s tracking code and the sub job',
  params: code.extend({ id: z.string() }),
  answer: PDF,
  answerSays: 'The service report (A4 PDF)',
});

/** The worksheets' routes, for the web's calls. */
export const WORKSHEET_ROUTES = {
  template: worksheetTemplateRoute,
  saveTemplate: saveWorksheetTemplateRoute,
  worksheet: worksheetRoute,
  save: saveWorksheetRoute,
  sign: signWorksheetRoute,
  ofJob: jobWorksheetsRoute,
  report: worksheetReportRoute,
  publicReports: publicReportsRoute,
  publicReport: publicReportRoute,
} as const;
