import {
  type DesignerTemplatesAnswer,
  type DocumentBatchStatus,
  type DocumentTemplatesAnswer,
  templateEngineOf,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, ValidationError } from '../../errors.ts';
import {
  callerOf,
  pageRoute,
  type ResourceAccess,
  resourceRoute,
  signedInRoute,
} from '../../plugins/access.ts';
import {
  accessOf,
  exportBatches,
  messageLocale,
  messagesFor,
  parseListParams,
  scopeOf,
} from '../resources/index.ts';
import { BATCH_MAX, BatchJobs, jobStatus } from './batch.ts';
import * as schemas from './documents.schemas.ts';
import { formatOf, generateDocument, tablesOfTemplate } from './documents.service.ts';
import { documentMessage } from './messages.ts';
import type { Reader } from './print-data.ts';
import { loadTemplate, templatesOf } from './templates.ts';

type ResourceParams = { Params: { resource: string; id?: string }; Querystring: Record<string, unknown> };

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

  app.get<ResourceParams>(
    '/documents/:resource/templates',
    { ...resourceRoute(':resource', 'view'), schema: schemas.templatesSchema },
    async (request) =>
      ({
        records: await templatesOf(app.db.query, accessOf(request).resource.name),
      }) satisfies DocumentTemplatesAnswer,
  );

  app.get<ResourceParams>(
    '/documents/:resource/generate/:id',
    // about one record of the named resource: read in the caller's view scope by the access check
    {
      ...resourceRoute(':resource', 'view', { record: { resource: ':resource', param: 'id' } }),
      schema: schemas.generateSchema,
    },
    async (request, reply) => {
      const access = accessOf(request);
      const locale = messageLocale(request.headers['accept-language']);
      const { resource } = access;
      const template = await loadTemplate(
        app.db.query,
        uploadDir,
        resource.name,
        request.query.template,
        locale,
      );
      const format = formatOf(request.query.format, template, locale);
      const record = request.recordInView!;
      const file = await generateDocument(readerOf(request, access), resource, record, template, format, {
        uploadDir,
        locale,
      });
      return sendFile(reply, file);
    },
  );

  app.post<ResourceParams>(
    '/documents/:resource/batch',
    // a batch prints whole records: the view page is needed as well as the list
    { ...resourceRoute(':resource', 'list', { also: ['view'] }), schema: schemas.batchSchema },
    async (request) => {
      const access = accessOf(request);
      const { resource, caller, hidden } = access;
      const locale = messageLocale(request.headers['accept-language']);
      const { template: templateId, format: rawFormat, ...filters } = request.query;
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
  );

  app.get<{ Params: { job: string } }>(
    '/documents/jobs/:job',
    { ...signedInRoute, schema: schemas.jobSchema },
    async (request) => {
      const job = await jobs.get(request.params.job, (await callerOf(request)).id);
      if (!job) throw notFound();
      return jobStatus(job, messageLocale(request.headers['accept-language'])) satisfies DocumentBatchStatus;
    },
  );

  app.get<{ Params: { job: string } }>(
    '/documents/jobs/:job/download',
    { ...signedInRoute, schema: schemas.jobDownloadSchema },
    async (request, reply) => {
      const zip = await jobs.zip(request.params.job, (await callerOf(request)).id);
      if (!zip) throw notFound();
      return sendFile(reply, { ...zip, contentType: 'application/zip' });
    },
  );

  // The designer's own list: every PDF design, whatever resource it prints.
  const designer = { ...pageRoute('desainhtmlpdf'), schema: schemas.designerTemplatesSchema };
  app.get('/documents/designer/templates', designer, async () => {
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
