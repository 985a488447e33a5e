import {
  IntakeConversionAnswer,
  RootCauseCounts,
  ScheduleList,
  SubscriptionDayAnswer,
  VisitJobAnswer,
} from '@kantor/core';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, noBody, pathParams, text, textQuery } from '../../lib/request-schema.ts';

/** The maintenance routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

/** For a POST that reads no body: says so in /api/docs instead of "not described yet". */

const intakeBody = documentedBody({
  nama_pekerjaan: text('the job’s name, at most 200 characters'),
  tanggal_mulai: text('start day, YYYY-MM-DD'),
  id_type: { type: 'integer', description: 'the job type' },
  id_teknisi: { type: 'integer', description: 'the technician' },
});

export const schedulesSchema = {
  summary: 'Preventive schedules: overdue first, then due soon, then later (at most 1,000)',
  ...textQuery({ sampai: 'last day counted as due soon, YYYY-MM-DD (a week from today)' }),
  ...answers(ScheduleList, 'The schedules, overdue first, and how many are in each due group'),
};

export const visitToJobSchema = {
  summary: 'Make a schedule’s visit due on a day a job (a visit already made a job is a 409)',
  ...pathParams('id'),
  ...documentedBody(
    {
      jadwal: text('the visit’s due day, YYYY-MM-DD'),
      id_type: { type: 'integer', description: 'the job type' },
    },
    ['jadwal'],
  ),
  ...answers(VisitJobAnswer, 'The job made, and the ticket with its next visit moved on'),
};

export const rootCauseSchema = {
  summary: 'Tickets in a date range per root cause and per segment, most first',
  ...textQuery({
    dari: 'first day, YYYY-MM-DD (1 January of `sampai`’s year)',
    sampai: 'last day, YYYY-MM-DD (today); at most 3 years after `dari`',
  }),
  ...answers(RootCauseCounts, 'The tickets of the range per root cause and per segment'),
};

export const requestToJobSchema = {
  summary: 'Make a request (butuhapa) a job; the optional fields set the job’s',
  ...pathParams('id'),
  ...intakeBody,
  ...answers(IntakeConversionAnswer, 'The job, its customer account and the request'),
};

export const registrationToJobSchema = {
  summary:
    'Make a registration (pendaftaran) a customer account and a job; the optional fields set the job’s',
  ...pathParams('id'),
  ...intakeBody,
  ...answers(IntakeConversionAnswer, 'The job, the customer account (made or found) and the registration'),
};

export const runDailySchema = {
  summary: 'Run the subscriptions’ daily job now: expiries and reminders (idempotent)',
  ...noBody(),
  ...answers(SubscriptionDayAnswer, 'The day run, and the subscriptions and invoices it touched'),
};
