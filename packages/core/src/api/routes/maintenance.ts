/**
 * Maintenance's routes (docs/maintenance.md), declared once: preventive schedules and a visit made a
 * job, the root-cause counts, a request (`butuhapa`) or a registration (`pendaftaran`) made a job, and
 * the admin's "run the subscriptions' day now". Served by
 * apps/server/src/modules/maintenance/maintenance.routes.ts, called by apps/web/src/features/maintenance.
 */
import { z } from 'zod';
import { isCalendarDay } from '../../maintenance/schedule.ts';
import {
  IntakeConversionAnswer,
  RootCauseCounts,
  ScheduleList,
  SubscriptionDayAnswer,
  VisitJobAnswer,
} from '../maintenance.ts';
import { defineRoute } from './define-route.ts';
import { emptyAbsent, objectOrEmpty, optionalNumber, recordId, said } from './wire.ts';

const date = said('validation.date');
const integer = said('validation.integer');

/** An optional real day `YYYY-MM-DD`; empty is absent. */
const day = (says: string) =>
  emptyAbsent(z.string(date).refine(isCalendarDay, date).optional().describe(says));

/** An optional record id (a whole number from 1); empty is absent. */
const optionalId = (says: string) => optionalNumber(z.int(integer).min(1, integer).optional().describe(says));

export const ScheduleQuery = z.object({
  sampai: day('last day counted as due soon, YYYY-MM-DD (a week from today)'),
});

export const RootCauseQuery = z.object({
  dari: day('first day, YYYY-MM-DD (1 January of `sampai`’s year)'),
  sampai: day('last day, YYYY-MM-DD (today); at most 3 years after `dari`'),
});

export const VisitJobBody = objectOrEmpty(
  z.object({
    jadwal: z.preprocess(
      (value: string | null | undefined) => (value === null || value === '' ? undefined : value),
      z
        .string({ error: (issue) => (issue.input === undefined ? said('validation.required') : date) })
        .refine(isCalendarDay, date)
        .describe('the visit’s due day, YYYY-MM-DD'),
    ),
    id_type: optionalId('the job type'),
  }),
);
export type VisitJobBody = z.output<typeof VisitJobBody>;

/** A conversion's optional job fields: each one set on the job, its default otherwise. */
export const IntakeBody = objectOrEmpty(
  z.object({
    nama_pekerjaan: z.preprocess(
      (value: string | null | undefined) =>
        value === null || value === '' ? undefined : typeof value === 'string' ? value.trim() : value,
      z
        .string(said('validation.lengthMax', { max: 200 }))
        .max(200, said('validation.lengthMax', { max: 200 }))
        .optional()
        .describe('the job’s name, at most 200 characters'),
    ),
    tanggal_mulai: day('start day, YYYY-MM-DD'),
    id_type: optionalId('the job type'),
    id_teknisi: optionalId('the technician'),
  }),
);
export type IntakeBody = z.output<typeof IntakeBody>;

const pm = 'cmumt/pm';

export const schedulesRoute = defineRoute({
  method: 'GET',
  path: '/cmumt/pm',
  access: { kind: 'page', page: pm },
  summary: 'Preventive schedules: overdue first, then due soon, then later (at most 1,000)',
  query: ScheduleQuery,
  answer: ScheduleList,
  answerSays: 'The schedules, overdue first, and how many are in each due group',
});

export const visitToJobRoute = defineRoute({
  method: 'POST',
  path: '/cmumt/pm/:id/jadikan-pekerjaan',
  // about one schedule ticket: read in the caller's view scope by the access check
  access: { kind: 'page', page: pm, record: { resource: 'cmumt', param: 'id' } },
  summary: 'Make a schedule’s visit due on a day a job (a visit already made a job is a 409)',
  params: recordId(),
  body: VisitJobBody,
  answer: VisitJobAnswer,
  answerSays: 'The job made, and the ticket with its next visit moved on',
});

export const rootCauseRoute = defineRoute({
  method: 'GET',
  path: '/cmumt/rootcause',
  access: { kind: 'page', page: pm },
  summary: 'Tickets in a date range per root cause and per segment, most first',
  query: RootCauseQuery,
  answer: RootCauseCounts,
  answerSays: 'The tickets of the range per root cause and per segment',
});

/**
 * A conversion needs what its two writes need: editing the source record and adding a job
 * (`rpekerjaan/add`); the record is read in the caller's view scope (404 outside it).
 */
const converting = (resource: 'butuhapa' | 'pendaftaran') =>
  ({
    kind: 'resource',
    resource,
    action: 'edit',
    alsoPages: ['rpekerjaan/add'],
    record: { resource, param: 'id' },
  }) as const;

export const requestToJobRoute = defineRoute({
  method: 'POST',
  path: '/butuhapa/:id/jadikan-pekerjaan',
  access: converting('butuhapa'),
  summary: 'Make a request (butuhapa) a job; the optional fields set the job’s',
  params: recordId(),
  body: IntakeBody,
  answer: IntakeConversionAnswer,
  answerSays: 'The job, its customer account and the request',
});

export const registrationToJobRoute = defineRoute({
  method: 'POST',
  path: '/pendaftaran/:id/jadikan-pekerjaan',
  access: converting('pendaftaran'),
  summary:
    'Make a registration (pendaftaran) a customer account and a job; the optional fields set the job’s',
  params: recordId(),
  body: IntakeBody,
  answer: IntakeConversionAnswer,
  answerSays: 'The job, the customer account (made or found) and the registration',
});

export const runDailyRoute = defineRoute({
  method: 'POST',
  path: '/rlangganan/jalankan-harian',
  access: { kind: 'admin' },
  summary: 'Run the subscriptions’ daily job now: expiries and reminders (idempotent)',
  answer: SubscriptionDayAnswer,
  answerSays: 'The day run, and the subscriptions and invoices it touched',
});

/** Maintenance's routes, by the name the web calls them. */
export const MAINTENANCE_ROUTES = {
  schedules: schedulesRoute,
  visitToJob: visitToJobRoute,
  rootCause: rootCauseRoute,
  requestToJob: requestToJobRoute,
  registrationToJob: registrationToJobRoute,
  runDaily: runDailyRoute,
} as const;
