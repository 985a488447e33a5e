import {
  addProgressRoute,
  type BulkCommitAnswer,
  bulkCommitRoute,
  bulkPreviewRoute,
  bulkTemplateRoute,
  duplicateJobRoute,
  getResource,
  type JobDuplicateAnswer,
  type JobProgressAnswer,
  type JobWhatsappAnswer,
  jobWhatsappRoute,
  publicTrackingRoute,
  type TrackListAnswer,
  type TrackSubJob,
  trackListRoute,
  trackSubJobRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import { waNumber } from '../../lib/phone.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { callerOf, hiddenFieldsOf, recordInView } from '../../plugins/access.ts';
import { hiddenRefs } from '../../plugins/quotes.ts';
import {
  findRecord,
  insertRecord,
  inTransaction,
  messagesFor,
  readsOf,
  type Scope,
  writeContext,
} from '../resources/index.ts';
import { fieldWorkerOf, fieldWorkOfCaller, subJobTarget } from './assignment.ts';
import { bulkTemplate, commitBulk, previewBulk } from './bulk.ts';
import { onceByClientId } from './client-writes.ts';
import { duplicateJob } from './duplicate.ts';
import { uniqueTrackingCode } from './jobs.hooks.ts';
import { BULK_TEMPLATE, TRACK_LIST, TRACK_SUB_JOB } from './jobs.quotes.ts';
import { publicJob } from './tracking.ts';
import { trackList } from './tracklist.ts';

/** Records as the resource engine returns them (encoded by the serialiser on the way out). */
type Row = Record<string, unknown>;
/** Misses of `/api/lacak/{code}` one client may make per throttle window before a 429. */
export const LACAK_MAX_MISSES = 10;

/** The job resources' row scope for a caller of a page route (what the generic routes apply). */
async function jobScopeOf(request: FastifyRequest, resource: string): Promise<Scope> {
  const caller = await callerOf(request);
  return (p) => request.server.resourceHooks.scope(resource, caller, p);
}

/** Field work's own routes: the technician's work list and progress entry, duplicate, tracking. */
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  // the rows core's field-work scope decides from (plugins/access-scopes.ts): whom a job or sub job falls to
  app.accessFacts.fieldWork = fieldWorkOfCaller;
  app.accessFacts.workTarget = async (query, resource, record) => {
    if (resource === 'rpekerjaan')
      return { on: 'job', lead: record.id_teknisi == null ? null : Number(record.id_teknisi) };
    if (resource === 'rsubpekerjaan') return subJobTarget(query, record.id);
    return null;
  };
  serveRoute(
    app,
    trackListRoute,
    async ({ query }, request) => {
      const worker = await fieldWorkerOf(app.db.query, request.user!.id);
      // the sign-in's warming asks whether there is field work to ready the phone for: an office user's
      // answer is not everyone's list (issue 36: it was read on every start of every admin)
      if (query.mine === '1' && !worker.technician) return { records: [], technician: false };
      const limit = Math.min(Math.max(Number.parseInt(query.limit ?? '', 10) || 100, 1), 300);
      // a text the role may not see is not searched: a match would tell it
      const hidden = await hiddenRefs(request, [
        'rsubpekerjaan.nama_sub_pekerjaan',
        'rpekerjaan.nama_pekerjaan',
        'akun.nama',
        'rpekerjaan.id_akun',
      ]);
      // through the caller's Batasi Baris rules (issue 37): a job outside them is not on the list
      const records = await trackList(readsOf(request), worker, {
        done: query.done === 'true' || query.done === '1',
        search: String(query.search ?? '')
          .trim()
          .slice(0, 100),
        searchable: {
          subJob: !hidden.has('rsubpekerjaan.nama_sub_pekerjaan'),
          job: !hidden.has('rpekerjaan.nama_pekerjaan'),
          customer: !hidden.has('akun.nama') && !hidden.has('rpekerjaan.id_akun'),
        },
        limit,
      });
      return { records, technician: worker.technician } satisfies TrackListAnswer;
    },
    // what it quotes leaves the answer where the role may not see it (jobs.quotes.ts)
    { quotes: TRACK_LIST },
  );

  // One sub job as the progress screen shows it: a record in the caller's view (404 outside it), and
  // for a technician one whose work falls to them (403: a lead technician reads the others' sub jobs
  // on the job's view, read-only): the declared field-work scope (core's `scope` access kind).
  serveRoute(
    app,
    trackSubJobRoute,
    async (_input, request) => {
      const sub = request.recordInView!;
      // `tanggal` is a timestamp the driver reads as a Date
      const steps = await app.db.query<
        Omit<TrackSubJob['steps'][number], 'tanggal'> & { tanggal: Date | string }
      >(
        `SELECT id, tanggal, nama_langkah, catatan, persentase, foto FROM rsubptrackprogres
        WHERE id_subpekerjaan = $1 ORDER BY tanggal DESC, id DESC LIMIT 20`,
        [sub.id],
      );
      const [job] = await app.db.query<TrackSubJob['job']>(
        `SELECT j.id, j.nama_pekerjaan, j.alamat, j.progres, a.nama AS pelanggan, a.no_hp AS no_hp_pelanggan
         FROM rpekerjaan j LEFT JOIN akun a ON a.id = j.id_akun WHERE j.id = $1`,
        [sub.id_pekerjaan],
      );
      // the declared shape withholds each part by its own source (TRACK_SUB_JOB); the sub job's hidden
      // names must not also strip same-named keys of the job or the steps
      request.recordHidden = null;
      return {
        sub,
        // the sub job's job always exists (a required reference)
        job: job!,
        // what JSON makes of the Date, written out so the answer's type is the wire's
        steps: steps.map((step) => ({
          ...step,
          tanggal: step.tanggal instanceof Date ? step.tanggal.toISOString() : step.tanggal,
        })),
      } satisfies TrackSubJob<Row>;
    },
    { quotes: TRACK_SUB_JOB },
  );

  // Progress in three taps: the percent, an optional photo and note; the time is the server's. An entry
  // queued offline carries its client id: a retried sync answers the entry it made (client-writes.ts).
  serveRoute(app, addProgressRoute, async ({ body }, request) => {
    const msg = messagesFor(request.headers['accept-language']);
    const resource = getResource('rsubptrackprogres')!;
    const answer = async (record: Row, duplicate: boolean): Promise<JobProgressAnswer<Row>> => {
      const [state] = await app.db.query<{ sub: string; job: string; status: string }>(
        `SELECT s.progres AS sub, j.progres AS job, j.status FROM rsubpekerjaan s
           JOIN rpekerjaan j ON j.id = s.id_pekerjaan WHERE s.id = $1`,
        [record.id_subpekerjaan],
      );
      const progress = state && { sub: Number(state.sub), job: Number(state.job), status: state.status };
      return { message: msg('success.recordAdded'), record, progress, ...(duplicate ? { duplicate } : {}) };
    };
    return onceByClientId(
      request,
      'progress',
      body.client_id,
      async (keep) => {
        const record = await inTransaction(writeContext(request), async (tx) => {
          const row = await insertRecord(tx, resource, {
            id_subpekerjaan: body.id_subpekerjaan,
            persentase: body.persentase,
            nama_langkah:
              typeof body.nama_langkah === 'string' && body.nama_langkah.trim() !== ''
                ? body.nama_langkah
                : `Progres ${body.persentase || 0}%`,
            catatan: body.catatan ?? null,
            foto: body.foto ?? null,
            lokasi_gps: body.lokasi_gps ?? null,
            publik: body.publik ?? true,
            tanggal: new Date().toISOString(),
          });
          await keep(tx, String(row.id));
          return row;
        });
        return answer(record, false);
      },
      async (id) => {
        const record = await findRecord(app.db.query, resource, id);
        if (!record) throw notFound();
        return answer(record, true);
      },
    );
  });

  serveRoute(app, duplicateJobRoute, async ({ params }, request) => {
    const record = await duplicateJob(
      writeContext(request),
      Number(params.id),
      await jobScopeOf(request, 'rpekerjaan'),
    );
    return {
      message: messagesFor(request.headers['accept-language'])('success.recordAdded'),
      record,
    } satisfies JobDuplicateAnswer<Row>;
  });

  // Many sub jobs at once: a preview with per-row errors, then all rows or none. The job is named in
  // the body: in the caller's view, or a 404 as a missing one (rule R4).
  async function bulkJob(request: FastifyRequest, id: number): Promise<void> {
    if (!(await recordInView(request, 'rpekerjaan', id))) throw notFound();
  }
  serveRoute(app, bulkPreviewRoute, async ({ body }, request) => {
    await bulkJob(request, body.id_pekerjaan);
    return previewBulk(
      writeContext(request),
      body.id_pekerjaan,
      body.text ?? '',
      await jobScopeOf(request, 'rpekerjaan'),
    );
  });
  serveRoute(app, bulkCommitRoute, async ({ body }, request) => {
    await bulkJob(request, body.id_pekerjaan);
    const result = await commitBulk(
      writeContext(request),
      body.id_pekerjaan,
      body.text ?? '',
      await jobScopeOf(request, 'rpekerjaan'),
    );
    const msg = messagesFor(request.headers['accept-language']);
    return { message: msg('success.recordAdded'), ...result } satisfies BulkCommitAnswer;
  });
  serveRoute(
    app,
    bulkTemplateRoute,
    async ({ params }, request) =>
      bulkTemplate(app.db.query, Number(params.id), await jobScopeOf(request, 'rpekerjaan')),
    { quotes: BULK_TEMPLATE },
  );

  // "Kirim via WhatsApp": the tracking link for the customer (a code is given if the job had none).
  serveRoute(app, jobWhatsappRoute, async (_input, request) => {
    const job = request.recordInView!;
    let code = job.kode_lacak as string | null;
    if (!code) {
      code = await inTransaction(writeContext(request), async (tx) => {
        const fresh = await uniqueTrackingCode(tx.query);
        const [row] = await tx.query<{ kode_lacak: string }>(
          'UPDATE rpekerjaan SET kode_lacak = coalesce(kode_lacak, $2) WHERE id = $1 RETURNING kode_lacak',
          [job.id, fresh],
        );
        return row!.kode_lacak;
      });
    }
    const [customer] = await app.db.query<{ nama: string; no_hp: string | null }>(
      'SELECT nama, no_hp FROM akun WHERE id = $1',
      [job.id_akun],
    );
    const link = `${app.config.publicHost.replace(/\/$/, '')}/lacak/${code}`;
    // the message quotes only what the sender may see (Hide Kolom rules on jobs and accounts)
    const hiddenJob = request.resourceAccess!.hidden;
    const hiddenAccount = await hiddenFieldsOf(request, 'akun');
    const name = customer?.nama && !hiddenAccount.has('nama') ? customer.nama : 'Pelanggan';
    const jobName = hiddenJob.has('nama_pekerjaan') ? '' : ` "${job.nama_pekerjaan}"`;
    const text = [
      `Yth. ${name},`,
      `Progres pekerjaan${jobName} dapat Anda pantau di: ${link}`,
      `Kode lacak: ${code}`,
      'Terima kasih.',
    ].join('\n');
    const phone = hiddenAccount.has('no_hp') ? null : waNumber(customer?.no_hp);
    return {
      kode_lacak: code,
      link,
      text,
      url: phone ? `https://wa.me/${phone}?text=${encodeURIComponent(text)}` : null,
    } satisfies JobWhatsappAnswer;
  });

  // Public tracking: only the public fields; a client that misses too often is refused with 429.
  serveRoute(app, publicTrackingRoute, async ({ params }, request, reply) => {
    const buckets = [{ key: `lacak:ip:${request.ip}`, max: LACAK_MAX_MISSES }];
    await app.throttle.guard(request, reply, buckets);
    const job = await publicJob(app.db.query, params.code, app.config.appName);
    if (!job) {
      await app.throttle.fail(buckets);
      throw notFound(messagesFor(request.headers['accept-language'])('errors.noRecordFound'));
    }
    reply.header('Cache-Control', 'no-store');
    return job;
  });
}
