import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { pageRoute, resourceRoute } from '../../plugins/access.ts';
import type { DomainModule } from '../resources/index.ts';
import { CONTENT_TYPES, EXPORT_FORMATS, type ExportFormat, messagesFor } from '../resources/index.ts';
import {
  costBasis,
  invoiceMapCounts,
  joinList,
  joinListItems,
  pagingOf,
  salesByCustomer,
  soldItems,
} from './invoice-views.ts';
import { REPORT_KINDS, type ReportKind, runReport } from './laporan.ts';
import { reportFile } from './laporan-export.ts';
import { cashFlow, incomeRecap, invoiceCounts, readRange } from './recaps.ts';
import {
  cashFlowSchema,
  costBasisSchema,
  incomeRecapSchema,
  invoiceCountsSchema,
  invoiceMapSchema,
  joinListItemsSchema,
  joinListSchema,
  reportSchema,
  salesByCustomerSchema,
  soldItemsSchema,
} from './reports.schemas.ts';
import { seedReports } from './reports.seed.ts';

type Q = { Querystring: Record<string, unknown> };
const rangeOf = (request: FastifyRequest<Q>) =>
  readRange(request.query, jakartaToday(), messagesFor(request.headers['accept-language']));

async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.get<Q>(
    '/rpemasukan/ghkpo',
    { ...pageRoute('rpemasukan/ghkpo'), schema: incomeRecapSchema },
    async (request) => incomeRecap(app.db.query, rangeOf(request)),
  );
  app.get<Q>(
    '/rpemasukan/drtyj',
    { ...pageRoute('rpemasukan/drtyj'), schema: cashFlowSchema },
    async (request) => cashFlow(app.db.query, rangeOf(request)),
  );
  // the built-in reports a saved definition (rlaporan) opens: whoever may list rlaporan reads them;
  // `format=csv|xlsx|pdf` answers the file, as every list's export does
  app.get<Q & { Params: { kind: string } }>(
    '/rlaporan/laporan/:kind',
    { ...resourceRoute('rlaporan', 'list'), schema: reportSchema },
    async (request, reply) => {
      const kind = request.params.kind as ReportKind;
      if (!REPORT_KINDS.includes(kind)) throw notFound();
      const table = await runReport(app.db.query, kind, rangeOf(request), jakartaToday());
      const format = request.query.format;
      if (format === undefined) return table;
      if (!EXPORT_FORMATS.includes(format as ExportFormat))
        throw new ValidationError({
          format: [messagesFor(request.headers['accept-language'])('validation.in')],
        });
      const { stream } = reportFile(table, format as ExportFormat, request.headers['accept-language']);
      reply.header('Content-Type', CONTENT_TYPES[format as ExportFormat]);
      reply.header('Content-Disposition', `attachment; filename="laporan-${kind}.${format}"`);
      return reply.send(stream);
    },
  );
  app.get<Q>(
    '/rinvoice/joinlist',
    { ...pageRoute('rinvoice/joinlist'), schema: joinListSchema },
    async (request) => joinList(app.db.query, pagingOf(request.query)),
  );
  app.get<Q>(
    '/rsubinvoice/joinlistitems',
    { ...pageRoute('rsubinvoice/joinlistitems'), schema: joinListItemsSchema },
    async (request) => joinListItems(app.db.query, pagingOf(request.query)),
  );
  app.get<Q>(
    '/rinvoice/listuntukmodal',
    { ...pageRoute('rinvoice/listuntukmodal'), schema: costBasisSchema },
    async (request) => costBasis(app.db.query, pagingOf(request.query)),
  );
  app.get<Q>(
    '/rsubinvoice/qnevt',
    { ...pageRoute('rsubinvoice/qnevt'), schema: soldItemsSchema },
    async (request) => {
      const range = rangeOf(request);
      return { range, records: await soldItems(app.db.query, range.from, range.to) };
    },
  );
  app.get<Q>(
    '/rsubinvoice/rbdkm',
    { ...pageRoute('rsubinvoice/rbdkm'), schema: salesByCustomerSchema },
    async (request) => {
      const range = rangeOf(request);
      return { range, records: await salesByCustomer(app.db.query, range.from, range.to) };
    },
  );
  app.get('/petarinvoice', { ...pageRoute('petarinvoice'), schema: invoiceMapSchema }, async () =>
    invoiceMapCounts(app.db.query),
  );
  app.get(
    '/rinvoice/countrinvoice',
    { ...pageRoute('rinvoice/countrinvoice'), schema: invoiceCountsSchema },
    async () => invoiceCounts(app.db.query),
  );
}

/**
 * The money recaps (docs/reports.md): `rpemasukan/ghkpo` income per period and category,
 * `rpemasukan/drtyj` cash flow, `rinvoice/countrinvoice` invoices by state.
 */
export const reportsModule: DomainModule = { name: 'reports', routes: reportRoutes, seed: seedReports };
