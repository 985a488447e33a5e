import {
  addDays,
  type IntakeConversionAnswer,
  isCalendarDay,
  type SubscriptionDayAnswer,
  type VisitJobAnswer,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { msgOf } from '../../lib/i18n.ts';
import { adminRoute, assertRecordAccess, pageRoute, resourceRoute } from '../../plugins/access.ts';
import { quoting } from '../../plugins/quotes.ts';
import { type Msg, writeContext } from '../resources/index.ts';
import { runDailyNow, startDailyJobs } from './daily.ts';
import { type Conversion, readIntakeInput, registrationToJob, requestToJob } from './intake.service.ts';
import { conversionOf, ROOT_CAUSES, SCHEDULES, VISIT_JOB } from './maintenance.quotes.ts';
import {
  registrationToJobSchema,
  requestToJobSchema,
  rootCauseSchema,
  runDailySchema,
  schedulesSchema,
  visitToJobSchema,
} from './maintenance.schemas.ts';
import { listSchedules, rootCauseCounts, visitToJob } from './schedules.service.ts';

type IdParams = { Params: { id: string } };
type Query = { Querystring: Record<string, unknown> };
/** Records as the resource engine returns them (encoded by the serialiser on the way out). */
type Row = Record<string, unknown>;

/** Days the schedule list counts as "due soon" when no `sampai` is given. */
export const SOON_DAYS = 7;
const MAX_RANGE_DAYS = 3 * 366;

/** An optional `YYYY-MM-DD` query value, else `fallback`; 422 naming the parameter. */
function dayParam(value: unknown, fallback: string, name: string, msg: Msg): string {
  if (value === undefined || value === '') return fallback;
  if (!isCalendarDay(value)) throw new ValidationError({ [name]: [msg('validation.date')] });
  return value;
}

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

  const pmPage = pageRoute('cmumt/pm');

  // what these pages quote leaves their answers where the role may not see it (maintenance.quotes.ts)
  app.get<Query>('/cmumt/pm', quoting(SCHEDULES, { ...pmPage, schema: schedulesSchema }), async (request) => {
    const today = jakartaToday();
    const until = dayParam(request.query.sampai, addDays(today, SOON_DAYS), 'sampai', msgOf(request));
    return listSchedules(app.db.query, today, until);
  });

  app.post<IdParams & { Body: { jadwal?: unknown; id_type?: unknown } }>(
    '/cmumt/pm/:id/jadikan-pekerjaan',
    // about one schedule ticket: read in the caller's view scope by the access check
    quoting(VISIT_JOB, {
      ...pageRoute('cmumt/pm', { record: { resource: 'cmumt', param: 'id' } }),
      schema: visitToJobSchema,
    }),
    async (request) => {
      const msg = msgOf(request);
      const body = request.body ?? {};
      if (!isCalendarDay(body.jadwal))
        throw new ValidationError({
          jadwal: [
            msg(body.jadwal == null || body.jadwal === '' ? 'validation.required' : 'validation.date'),
          ],
        });
      const type = body.id_type == null || body.id_type === '' ? null : Number(body.id_type);
      if (type !== null && (!Number.isInteger(type) || type < 1))
        throw new ValidationError({ id_type: [msg('validation.integer')] });
      const answer = await visitToJob(
        writeContext(request),
        String(request.recordInView!.id),
        { jadwal: body.jadwal, id_type: type },
        jakartaToday(),
      );
      return { message: msg('success.recordAdded'), ...answer } satisfies VisitJobAnswer<Row, Row>;
    },
  );

  app.get<Query>(
    '/cmumt/rootcause',
    quoting(ROOT_CAUSES, { ...pmPage, schema: rootCauseSchema }),
    async (request) => {
      const msg = msgOf(request);
      const today = jakartaToday();
      const to = dayParam(request.query.sampai, today, 'sampai', msg);
      const from = dayParam(request.query.dari, `${to.slice(0, 4)}-01-01`, 'dari', msg);
      if (from > to) throw new ValidationError({ sampai: [msg('validation.rangeMin', { min: from })] });
      if (addDays(from, MAX_RANGE_DAYS) < to)
        throw new ValidationError({
          sampai: [msg('validation.rangeMax', { max: addDays(from, MAX_RANGE_DAYS) })],
        });
      return rootCauseCounts(app.db.query, from, to);
    },
  );

  /**
   * A conversion needs what its two writes need: editing the source record (its edit page, or owning it
   * where the owner rule allows) and adding a job (`rpekerjaan/add`); the access check has read the
   * record in the caller's view scope (404 outside it). The customer account it may make rides on the
   * conversion: no `akun/add` is asked for.
   */
  function convertible(request: FastifyRequest<IdParams>): string {
    const record = request.recordInView!;
    assertRecordAccess(request.resourceAccess!, record);
    return String(record.id);
  }

  const answer = (request: FastifyRequest, conversion: Conversion) =>
    ({
      message: msgOf(request)('success.recordAdded'),
      ...conversion,
    }) satisfies IntakeConversionAnswer<Row, Row>;

  app.post<IdParams>(
    '/butuhapa/:id/jadikan-pekerjaan',
    quoting(conversionOf('butuhapa'), {
      ...resourceRoute('butuhapa', 'edit', {
        alsoPages: ['rpekerjaan/add'],
        record: { resource: 'butuhapa', param: 'id' },
      }),
      schema: requestToJobSchema,
    }),
    async (request) => {
      const id = convertible(request);
      const input = readIntakeInput(request.body, msgOf(request));
      return answer(request, await requestToJob(writeContext(request), id, input, jakartaToday()));
    },
  );

  app.post<IdParams>(
    '/pendaftaran/:id/jadikan-pekerjaan',
    quoting(conversionOf('pendaftaran'), {
      ...resourceRoute('pendaftaran', 'edit', {
        alsoPages: ['rpekerjaan/add'],
        record: { resource: 'pendaftaran', param: 'id' },
      }),
      schema: registrationToJobSchema,
    }),
    async (request) => {
      const id = convertible(request);
      const input = readIntakeInput(request.body, msgOf(request));
      return answer(request, await registrationToJob(writeContext(request), id, input, jakartaToday()));
    },
  );

  // The subscriptions' day now (it also runs by itself each day): expiries and reminders, idempotent.
  app.post('/rlangganan/jalankan-harian', { ...adminRoute(), schema: runDailySchema }, async (request) => {
    const today = jakartaToday();
    const result = await runDailyNow(writeContext(request), today);
    return {
      message: msgOf(request)('success.recordUpdated'),
      day: today,
      ...result,
    } satisfies SubscriptionDayAnswer;
  });
}
