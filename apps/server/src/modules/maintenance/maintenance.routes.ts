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
import {
  adminRoute,
  assertRecordAccess,
  pageRoute,
  type Quotes,
  redactQuotes,
  resourceRoute,
} from '../../plugins/access.ts';
import { plain, quote, quoting, recordOf, type Shape } from '../../plugins/quotes.ts';
import { type Msg, messagesFor, writeContext } from '../resources/index.ts';
import { runDailyNow, startDailyJobs } from './daily.ts';
import { type Conversion, readIntakeInput, registrationToJob, requestToJob } from './intake.service.ts';
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

const msgOf = (request: FastifyRequest) => messagesFor(request.headers['accept-language']);

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
// names these pages quote from other resources: a Hide Kolom rule there hides them here too
const SCHEDULE_QUOTES: Quotes = {
  id_akun_label: ['akun', 'nama'],
  id_teknisi_label: ['akun', 'nama'],
  id_segment_label: ['segmentumtinfo', 'nama_segment'],
  id_pekerjaan_label: ['rpekerjaan', 'nama_pekerjaan'],
};
const ROOT_CAUSE_QUOTES: Quotes = {
  kode: ['rootcauseumt', 'kode_penyebab'],
  nama: ['rootcauseumt', 'nama_penyebab'],
  kategori: ['rootcauseumt', 'kategori'],
};
const SEGMENT_QUOTES: Quotes = {
  kode: ['segmentumtinfo', 'kode_segment'],
  nama: ['segmentumtinfo', 'nama_segment'],
};

/** A conversion's answer: the job it made and the source record, each as its own routes would show it. */
const VISIT_JOB: Shape = { message: plain, record: recordOf('rpekerjaan'), schedule: recordOf('cmumt') };
const conversionOf = (source: string): Shape => ({
  message: plain,
  record: recordOf('rpekerjaan'),
  customer: { id: plain, nama: quote('akun.nama'), created: plain },
  source: recordOf(source),
});

export async function maintenanceRoutes(app: FastifyInstance): Promise<void> {
  let stopDaily: (() => Promise<void>) | null = null;
  app.addHook('onListen', async () => {
    if (app.config.dailyJobs) stopDaily = startDailyJobs(app);
  });
  app.addHook('onClose', async () => {
    await stopDaily?.();
  });

  const pmPage = pageRoute('cmumt/pm');

  app.get<Query>('/cmumt/pm', { ...pmPage, schema: schedulesSchema }, async (request) => {
    const today = jakartaToday();
    const until = dayParam(request.query.sampai, addDays(today, SOON_DAYS), 'sampai', msgOf(request));
    const list = await listSchedules(app.db.query, today, until);
    return { ...list, records: await redactQuotes(request, list.records, SCHEDULE_QUOTES) };
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

  app.get<Query>('/cmumt/rootcause', { ...pmPage, schema: rootCauseSchema }, async (request) => {
    const msg = msgOf(request);
    const today = jakartaToday();
    const to = dayParam(request.query.sampai, today, 'sampai', msg);
    const from = dayParam(request.query.dari, `${to.slice(0, 4)}-01-01`, 'dari', msg);
    if (from > to) throw new ValidationError({ sampai: [msg('validation.rangeMin', { min: from })] });
    if (addDays(from, MAX_RANGE_DAYS) < to)
      throw new ValidationError({
        sampai: [msg('validation.rangeMax', { max: addDays(from, MAX_RANGE_DAYS) })],
      });
    const counts = await rootCauseCounts(app.db.query, from, to);
    return {
      ...counts,
      rootCauses: await redactQuotes(request, counts.rootCauses, ROOT_CAUSE_QUOTES),
      segments: await redactQuotes(request, counts.segments, SEGMENT_QUOTES),
    };
  });

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
