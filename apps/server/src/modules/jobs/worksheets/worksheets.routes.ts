import {
  type JobWorksheets,
  jobWorksheetsRoute,
  keyedItems,
  normalizeTrackingCode,
  type PublicReports,
  publicReportRoute,
  publicReportsRoute,
  saveWorksheetRoute,
  saveWorksheetTemplateRoute,
  signWorksheetRoute,
  type WorksheetItem,
  type WorksheetTemplate,
  worksheetReportRoute,
  worksheetRoute,
  worksheetTemplateRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../../errors.ts';
import { waNumber } from '../../../lib/phone.ts';
import { serveRoute } from '../../../lib/serve-route.ts';
import { assertSeesAll, type FieldRef, hiddenRefs } from '../../../plugins/quotes.ts';
import { messagesFor, writeContext } from '../../resources/index.ts';
import { onceByClientId } from '../client-writes.ts';
import { LACAK_MAX_MISSES } from '../index.ts';
import { mailReport, publicReportLink } from './report-mail.ts';
import { reportPdf } from './report-pdf.ts';
import {
  saveWorksheet,
  signWorksheet,
  stateOf,
  viewOf,
  type WorksheetFacts,
  worksheetFacts,
} from './worksheet.service.ts';
import { JOB_WORKSHEETS, WORKSHEET_VIEW, WORKSHEET_WRITE } from './worksheets.quotes.ts';

/** What the report prints: a role that may not see one of these gets no report (403), as an invoice. */
const REPORT_FIELDS: readonly FieldRef[] = [
  'rpekerjaan.nama_pekerjaan',
  'rpekerjaan.alamat',
  'rpekerjaan.nilai_kontrak',
  'rpekerjaan.id_akun',
  'rsubpekerjaan.nama_sub_pekerjaan',
  'akun.nama',
];

/** Worksheets and proof of work (docs/jobs.md "Worksheets"). */
export async function worksheetsRoutes(app: FastifyInstance): Promise<void> {
  const msgOf = (request: FastifyRequest) => messagesFor(request.headers['accept-language']);
  const subOf = (request: FastifyRequest) => Number(request.recordInView!.id);

  async function template(typeId: number, name: string): Promise<WorksheetTemplate> {
    const [row] = await app.db.query<{ items: WorksheetItem[] }>(
      'SELECT items FROM worksheet_templates WHERE id_type = $1',
      [typeId],
    );
    return { id_type: typeId, nama_type: name, items: row?.items ?? [] };
  }

  serveRoute(app, worksheetTemplateRoute, async (_input, request) => {
    const type = request.recordInView!;
    return template(Number(type.id), String(type.nama_type));
  });

  serveRoute(app, saveWorksheetTemplateRoute, async ({ body }, request) => {
    const type = request.recordInView!;
    const items = keyedItems(body.items.map((item) => ({ ...item, unit: item.unit ?? null })));
    await app.db.query(
      `INSERT INTO worksheet_templates (id_type, items, user_id) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (id_type) DO UPDATE SET items = EXCLUDED.items, user_id = EXCLUDED.user_id, updated_at = now()`,
      [type.id, JSON.stringify(items), request.user!.id],
    );
    return {
      message: msgOf(request)('success.recordUpdated'),
      template: await template(Number(type.id), String(type.nama_type)),
    };
  });

  async function currentFacts(sub: number): Promise<WorksheetFacts> {
    const facts = await worksheetFacts(app.db.query, sub);
    if (!facts) throw notFound();
    return facts;
  }

  // the declared shapes withhold each part by its own source; the sub job's hidden names must not
  // also strip same-named keys of the job
  const bySource = (request: FastifyRequest) => {
    request.recordHidden = null;
  };

  serveRoute(
    app,
    worksheetRoute,
    async (_input, request) => {
      const facts = await worksheetFacts(app.db.query, subOf(request));
      if (!facts) throw notFound();
      bySource(request);
      return viewOf(facts);
    },
    { quotes: WORKSHEET_VIEW },
  );

  serveRoute(
    app,
    saveWorksheetRoute,
    async ({ body }, request) => {
      const sub = subOf(request);
      const answer = (facts: WorksheetFacts, duplicate: boolean) => {
        bySource(request);
        const message = msgOf(request)('success.recordUpdated');
        return { message, worksheet: viewOf(facts), ...(duplicate ? { duplicate } : {}) };
      };
      // a save queued offline carries its client id: a retried sync answers the worksheet as it is
      return onceByClientId(
        request,
        'worksheet-save',
        body.client_id,
        async (keep) =>
          answer(
            await saveWorksheet(writeContext(request), sub, body.answers, msgOf(request), (tx) =>
              keep(tx, sub),
            ),
            false,
          ),
        async () => answer(await currentFacts(sub), true),
      );
    },
    { quotes: WORKSHEET_WRITE },
  );

  serveRoute(
    app,
    signWorksheetRoute,
    async ({ body }, request) => {
      const msg = msgOf(request);
      const sub = subOf(request);
      // a signature queued offline carries its client id: a retried sync answers the signed worksheet
      // and mails no second copy
      return onceByClientId(
        request,
        'worksheet-sign',
        body.client_id,
        async (keep) => {
          const facts = await signWorksheet(writeContext(request), sub, body.answers ?? {}, body, msg, (tx) =>
            keep(tx, sub),
          );
          // after the commit: the customer's copy by e-mail (the mail module's outbox and retries)
          const mailed = await mailReport(app, facts);
          bySource(request);
          return { message: msg('success.recordUpdated'), worksheet: viewOf(facts), mailed };
        },
        async () => {
          const facts = await currentFacts(sub);
          bySource(request);
          return {
            message: msg('success.recordUpdated'),
            worksheet: viewOf(facts),
            mailed: false,
            duplicate: true,
          };
        },
      );
    },
    { quotes: WORKSHEET_WRITE },
  );

  serveRoute(
    app,
    jobWorksheetsRoute,
    async (_input, request) => {
      const job = request.recordInView!;
      const subs = await app.db.query<{ id: number }>(
        'SELECT id FROM rsubpekerjaan WHERE id_pekerjaan = $1 ORDER BY tanggal_mulai NULLS LAST, id',
        [job.id],
      );
      // the customer's copy shows every printed field: offered only to who sees them all
      const whole = (await hiddenRefs(request, REPORT_FIELDS)).size === 0;
      const rows: JobWorksheets['worksheets'] = [];
      let hasTemplate = false;
      for (const sub of subs) {
        const facts = (await worksheetFacts(app.db.query, Number(sub.id)))!;
        hasTemplate ||= facts.template.length > 0;
        const state = stateOf(facts);
        const signed = state === 'ditandatangani';
        const link = signed && whole ? publicReportLink(app, facts) : null;
        const phone = waNumber(facts.customer.no_hp);
        rows.push({
          id_subpekerjaan: facts.sub.id,
          nama_sub_pekerjaan: facts.sub.nama_sub_pekerjaan,
          state,
          nama_penanda: facts.row?.nama_penanda ?? null,
          ditandatangani_pada: facts.row?.ditandatangani_pada ?? null,
          laporan: signed ? viewOf(facts).laporan : null,
          tautan_publik: link,
          whatsapp:
            link && phone
              ? `https://wa.me/${phone}?text=${encodeURIComponent(
                  `Laporan servis "${facts.sub.nama_sub_pekerjaan}" dapat Anda unduh di: ${link}\nTerima kasih.`,
                )}`
              : null,
        });
      }
      bySource(request);
      return { worksheets: rows, template: hasTemplate } satisfies JobWorksheets;
    },
    { quotes: JOB_WORKSHEETS },
  );

  async function sendReport(reply: FastifyReply, facts: WorksheetFacts) {
    const pdf = await reportPdf(app.db.query, app.config.uploadDir, facts);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `inline; filename="laporan-servis-${facts.sub.id}.pdf"`);
    reply.header('Cache-Control', 'no-store');
    return reply.send(pdf);
  }

  serveRoute(
    app,
    worksheetReportRoute,
    async (_input, request, reply) => {
      const facts = await worksheetFacts(app.db.query, subOf(request));
      if (!facts?.row?.ditandatangani_pada) throw notFound();
      return sendReport(reply, facts);
    },
    { guard: (request) => assertSeesAll(request, REPORT_FIELDS) },
  );

  // The customer's copies, by the job's tracking code: misses are throttled as on /lacak.
  async function signedOfCode(request: FastifyRequest, reply: FastifyReply, raw: string) {
    const buckets = [{ key: `lacak:ip:${request.ip}`, max: LACAK_MAX_MISSES }];
    await app.throttle.guard(request, reply, buckets);
    const code = normalizeTrackingCode(raw);
    const [job] = code
      ? await app.db.query<{ id: number }>('SELECT id FROM rpekerjaan WHERE lower(kode_lacak) = lower($1)', [
          code,
        ])
      : [];
    if (!job) {
      await app.throttle.fail(buckets);
      throw notFound(msgOf(request)('errors.noRecordFound'));
    }
    const rows = await app.db.query<{ id_subpekerjaan: number }>(
      `SELECT w.id_subpekerjaan FROM worksheets w JOIN rsubpekerjaan s ON s.id = w.id_subpekerjaan
        WHERE s.id_pekerjaan = $1 AND w.ditandatangani_pada IS NOT NULL
        ORDER BY w.ditandatangani_pada, w.id`,
      [job.id],
    );
    return rows.map((r) => Number(r.id_subpekerjaan));
  }

  serveRoute(app, publicReportsRoute, async ({ params }, request, reply) => {
    const subs = await signedOfCode(request, reply, params.code);
    const laporan: PublicReports['laporan'] = [];
    for (const id of subs) {
      const facts = (await worksheetFacts(app.db.query, id))!;
      laporan.push({
        id,
        sub: facts.sub.nama_sub_pekerjaan,
        ditandatangani_pada: facts.row!.ditandatangani_pada!,
        url: `/api/lacak/${encodeURIComponent(facts.job.kode_lacak!)}/laporan/${id}`,
      });
    }
    reply.header('Cache-Control', 'no-store');
    return { laporan } satisfies PublicReports;
  });

  serveRoute(app, publicReportRoute, async ({ params }, request, reply) => {
    const subs = await signedOfCode(request, reply, params.code);
    const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
    if (!subs.includes(id)) throw notFound(msgOf(request)('errors.noRecordFound'));
    return sendReport(reply, (await worksheetFacts(app.db.query, id))!);
  });
}
