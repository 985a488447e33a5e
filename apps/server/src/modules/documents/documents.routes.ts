import {
  batchDownloadRoute,
  batchStatusRoute,
  type DesignerTemplatesAnswer,
  type DocumentBatchStatus,
  type DocumentTemplatesAnswer,
  designerTemplatesRoute,
  generateDocumentRoute,
  startBatchRoute,
  templateEngineOf,
  templatesRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, ValidationError } from '../../errors.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { callerOf, type ResourceAccess } from '../../plugins/access.ts';
import {
  accessOf,
  exportBatches,
  FIELD_FILTERS,
  messageLocale,
  messagesFor,
  parseListParams,
  scopeOf,
} from '../resources/index.ts';
import { BATCH_MAX, BatchJobs, jobStatus } from './batch.ts';
import { formatOf, generateDocument, tablesOfTemplate } from './documents.service.ts';
import { documentMessage } from './messages.ts';
import type { Reader } from './print-data.ts';
import { loadTemplate, templatesOf } from './templates.ts';

function readerOf(request: FastifyRequest, access: ResourceAccess): Reader {
  return { app: request.server, caller: access.caller, hidden: access.hidden };
}

function sendFile(reply: FastifyReply, file: { bytes: Buffer; fileName: string; contentType: string }) {
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
  reply.header('Cache-Control', 'no-store');
  return reply.send(file.bytes);
}

/**
 * Printing with templates: the templates of a resource, one document of a record (authorised exactly
 * like viewing that record: pages, row scope, blocked routes, hidden fields), a batch over a filtered
 * list (like listing it, plus the view page) with its progress and ZIP, and the designer's template list.
 */
export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const jobs = new BatchJobs(app.db.query);
  const uploadDir = app.config.uploadDir;

  serveRoute(
    app,
    templatesRoute,
    async (_input, request) =>
      ({
        records: await templatesOf(app.db.query, accessOf(request).resource.name),
      }) satisfies DocumentTemplatesAnswer,
  );

  serveRoute(app, generateDocumentRoute, async ({ query }, request, reply) => {
    const access = accessOf(request);
    const locale = messageLocale(request.headers['accept-language']);
    const { resource } = access;
    const template = await loadTemplate(app.db.query, uploadDir, resource.name, query.template, locale);
    const format = formatOf(query.format, template, locale);
    const record = request.recordInView!;
    const file = await generateDocument(readerOf(request, access), resource, record, template, format, {
      uploadDir,
      locale,
    });
    return sendFile(reply, file);
  });

  serveRoute(
    app,
    startBatchRoute,
    async ({ query }, request) => {
      const access = accessOf(request);
      const { resource, caller, hidden } = access;
      const locale = messageLocale(request.headers['accept-language']);
      const { template: templateId, format: rawFormat, ...filters } = query;
      const template = await loadTemplate(app.db.query, uploadDir, resource.name, templateId, locale);
      const format = formatOf(rawFormat, template, locale);
      const parsed = parseListParams(
        resource,
        filters,
        undefined,
        messagesFor(request.headers['accept-language']),
      );
      const params = {
        ...parsed,
        hidden: [...hidden],
        filters: parsed.filters.filter((f) => !hidden.has(f.field)),
        scope: scopeOf(request),
      };
      const records: Record<string, unknown>[] = [];
      for await (const batch of exportBatches(app.db, resource, params, BATCH_MAX + 1))
        records.push(...batch);
      if (records.length === 0)
        throw new ValidationError({ records: [documentMessage(locale, 'batchEmpty')] });
      if (records.length > BATCH_MAX)
        throw new ValidationError({
          records: [documentMessage(locale, 'batchTooMany', { count: `>${BATCH_MAX}`, max: BATCH_MAX })],
        });
      const reader = readerOf(request, access);
      const tables = tablesOfTemplate(template);
      const stamp = new Date().toISOString().slice(0, 10);
      const job = await jobs.start(
        caller.id,
        `${resource.name}-${stamp}.zip`,
        records.map(
          (record) => () =>
            generateDocument(reader, resource, record, template, format, { uploadDir, locale, tables }),
        ),
        (error) => request.log.error({ err: error }, 'document batch failed'),
        locale,
      );
      return jobStatus(job, locale) satisfies DocumentBatchStatus;
    },
    // the list's filters, named by pattern in the docs as on the list itself
    { queryPatterns: FIELD_FILTERS },
  );

  serveRoute(app, batchStatusRoute, async ({ params }, request) => {
    const job = await jobs.get(params.job, (await callerOf(request)).id);
    if (!job) throw notFound();
    return jobStatus(job, messageLocale(request.headers['accept-language'])) satisfies DocumentBatchStatus;
  });

  serveRoute(app, batchDownloadRoute, async ({ params }, request, reply) => {
    const zip = await jobs.zip(params.job, (await callerOf(request)).id);
    if (!zip) throw notFound();
    return sendFile(reply, { ...zip, contentType: 'application/zip' });
  });

  // The designer's own list: every PDF design, whatever resource it prints.
  serveRoute(app, designerTemplatesRoute, async () => {
    const rows = await app.db.query<{
      id: number;
      nama_dokumen: string;
      kategori: string | null;
      variabel: unknown;
    }>(
      `SELECT id, nama_dokumen, kategori, variabel FROM dokumengenerator
       WHERE jenis = 'Template' ORDER BY nama_dokumen, id LIMIT 500`,
    );
    return {
      records: rows
        .filter((r) => templateEngineOf(r.variabel) === 'pdfme')
        .map((r) => ({
          id: r.id,
          nama_dokumen: r.nama_dokumen,
          kategori: r.kategori,
          // a pdfme design's template is checked on every write (checkPdfTemplate)
          template: (r.variabel as { template: Record<string, unknown> }).template,
        })),
    } satisfies DesignerTemplatesAnswer;
  });
}
