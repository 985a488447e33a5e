import {
  addDays,
  type IntakeConversionAnswer,
  registrationToJobRoute,
  requestToJobRoute,
  rootCauseRoute,
  runDailyRoute,
  type SubscriptionDayAnswer,
  schedulesRoute,
  type VisitJobAnswer,
  visitToJobRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { msgOf } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { assertRecordAccess } from '../../plugins/access.ts';
import { writeContext } from '../resources/index.ts';
import { runDailyNow, startDailyJobs } from './daily.ts';
import { type Conversion, registrationToJob, requestToJob } from './intake.service.ts';
import { conversionOf, ROOT_CAUSES, SCHEDULES, VISIT_JOB } from './maintenance.quotes.ts';
import { listSchedules, rootCauseCounts, visitToJob } from './schedules.service.ts';

/** Records as the resource engine returns them (encoded by the serialiser on the way out). */
type Row = Record<string, unknown>;

/** Days the schedule list counts as "due soon" when no `sampai` is given. */
export const SOON_DAYS = 7;
const MAX_RANGE_DAYS = 3 * 366;

/**
 * The maintenance routes: preventive schedules and their visits, root-cause counts, the intake
 * conversions and the admin's "run the daily job now". The daily timer starts once the server listens
 * (never under `inject`, so tests run it only when they ask) and stops when it closes.
 */
export async function maintenanceRoutes(app: FastifyInstance): Promise<void> {
  let stopDaily: (() => Promise<void>) | null = null;
  app.addHook('onListen', async () => {
    if (app.config.dailyJobs) stopDaily = startDailyJobs(app);
  });
  app.addHook('onClose', async () => {
    await stopDaily?.();
  });

  // what these pages quote leaves their answers where the role may not see it (maintenance.quotes.ts)
  serveRoute(
    app,
    schedulesRoute,
    async ({ query }) => {
      const today = jakartaToday();
      return listSchedules(app.db.query, today, query.sampai ?? addDays(today, SOON_DAYS));
    },
    { quotes: SCHEDULES },
  );

  serveRoute(
    app,
    visitToJobRoute,
    async ({ body }, request) => {
      const answer = await visitToJob(
        writeContext(request),
        String(request.recordInView!.id),
        { jadwal: body.jadwal, id_type: body.id_type ?? null },
        jakartaToday(),
      );
      return { message: msgOf(request)('success.recordAdded'), ...answer } satisfies VisitJobAnswer<Row, Row>;
    },
    { quotes: VISIT_JOB },
  );

  serveRoute(
    app,
    rootCauseRoute,
    async ({ query }, request) => {
      const msg = msgOf(request);
      const to = query.sampai ?? jakartaToday();
      const from = query.dari ?? `${to.slice(0, 4)}-01-01`;
      if (from > to) throw new ValidationError({ sampai: [msg('validation.rangeMin', { min: from })] });
      if (addDays(from, MAX_RANGE_DAYS) < to)
        throw new ValidationError({
          sampai: [msg('validation.rangeMax', { max: addDays(from, MAX_RANGE_DAYS) })],
        });
      return rootCauseCounts(app.db.query, from, to);
    },
    { quotes: ROOT_CAUSES },
  );

  /**
   * A conversion needs what its two writes need: editing the source record (its edit page, or owning it
   * where the owner rule allows) and adding a job (`rpekerjaan/add`); the access check has read the
   * record in the caller's view scope (404 outside it). The customer account it may make rides on the
   * conversion: no `akun/add` is asked for.
   */
  function convertible(request: FastifyRequest): string {
    const record = request.recordInView!;
    assertRecordAccess(request.resourceAccess!, record);
    return String(record.id);
  }

  const answer = (request: FastifyRequest, conversion: Conversion) =>
    ({
      message: msgOf(request)('success.recordAdded'),
      ...conversion,
    }) satisfies IntakeConversionAnswer<Row, Row>;

  serveRoute(
    app,
    requestToJobRoute,
    async ({ body }, request) => {
      const id = convertible(request);
      return answer(request, await requestToJob(writeContext(request), id, body, jakartaToday()));
    },
    { quotes: conversionOf('butuhapa') },
  );

  serveRoute(
    app,
    registrationToJobRoute,
    async ({ body }, request) => {
      const id = convertible(request);
      return answer(request, await registrationToJob(writeContext(request), id, body, jakartaToday()));
    },
    { quotes: conversionOf('pendaftaran') },
  );

  // The subscriptions' day now (it also runs by itself each day): expiries and reminders, idempotent.
  serveRoute(app, runDailyRoute, async (_input, request) => {
    const today = jakartaToday();
    const result = await runDailyNow(writeContext(request), today);
    return {
      message: msgOf(request)('success.recordUpdated'),
      day: today,
      ...result,
    } satisfies SubscriptionDayAnswer;
  });
}
