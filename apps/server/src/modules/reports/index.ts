import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { pageRoute, resourceRoute } from '../../plugins/access.ts';
import { hiddenRefs, quoting } from '../../plugins/quotes.ts';
import type { DomainModule } from '../resources/index.ts';
import {
  CONTENT_TYPES,
  EXPORT_FORMATS,
  type ExportFormat,
  messagesFor,
  readsOf,
} from '../resources/index.ts';
import {
  costBasis,
  invoiceMapCounts,
  joinList,
  joinListItems,
  pagingOf,
  salesByCustomer,
  soldItems,
} from './invoice-views.ts';
import { REPORT_KINDS, type ReportKind, runReport, withholdTable } from './laporan.ts';
import { reportFile } from './laporan-export.ts';
import { cashFlow, incomeRecap, invoiceCounts, readRange } from './recaps.ts';
import {
  CASH_FLOW,
  COST_BASIS,
  INCOME_RECAP,
  INVOICE_COUNTS,
  INVOICE_MAP,
  JOIN_LIST,
  JOIN_LIST_ITEMS,
  SALES_BY_CUSTOMER,
  SOLD_ITEMS,
} from './reports.quotes.ts';
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

/** A view's search: a text the role may not see is not searched (a match would tell it). */
async function searchOf(request: FastifyRequest<Q>) {
  const hidden = await hiddenRefs(request, [
    'rinvoice.no_invoice',
    'akun.nama',
    'rinvoice.id_akun',
    'rsubinvoice.nama_item',
  ]);
  return {
    ...pagingOf(request.query),
    searchable: {
      invoice: !hidden.has('rinvoice.no_invoice'),
      customer: !hidden.has('akun.nama') && !hidden.has('rinvoice.id_akun'),
      item: !hidden.has('rsubinvoice.nama_item'),
    },
  };
}

async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.get<Q>(
    '/rpemasukan/ghkpo',
    quoting(INCOME_RECAP, { ...pageRoute('rpemasukan/ghkpo'), schema: incomeRecapSchema }),
    async (request) => incomeRecap(readsOf(request), rangeOf(request)),
  );
  app.get<Q>(
    '/rpemasukan/drtyj',
    quoting(CASH_FLOW, { ...pageRoute('rpemasukan/drtyj'), schema: cashFlowSchema }),
    async (request) => cashFlow(readsOf(request), rangeOf(request)),
  );
  // the built-in reports a saved definition (rlaporan) opens: whoever may list rlaporan reads them;
  // `format=csv|xlsx|pdf` answers the file, as every list's export does
  app.get<Q & { Params: { kind: string } }>(
    '/rlaporan/laporan/:kind',
    { ...resourceRoute('rlaporan', 'list'), schema: reportSchema },
    async (request, reply) => {
      const kind = request.params.kind as ReportKind;
      if (!REPORT_KINDS.includes(kind)) throw notFound();
      // one table for the screen and the files: what the role may not see is out of both
      const table = await withholdTable(
        request,
        await runReport(readsOf(request), kind, rangeOf(request), jakartaToday()),
      );
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
    quoting(JOIN_LIST, { ...pageRoute('rinvoice/joinlist'), schema: joinListSchema }),
    async (request) => joinList(readsOf(request), await searchOf(request)),
  );
  app.get<Q>(
    '/rsubinvoice/joinlistitems',
    quoting(JOIN_LIST_ITEMS, { ...pageRoute('rsubinvoice/joinlistitems'), schema: joinListItemsSchema }),
    async (request) => joinListItems(readsOf(request), await searchOf(request)),
  );
  app.get<Q>(
    '/rinvoice/listuntukmodal',
    quoting(COST_BASIS, { ...pageRoute('rinvoice/listuntukmodal'), schema: costBasisSchema }),
    async (request) => costBasis(readsOf(request), pagingOf(request.query)),
  );
  app.get<Q>(
    '/rsubinvoice/qnevt',
    quoting(SOLD_ITEMS, { ...pageRoute('rsubinvoice/qnevt'), schema: soldItemsSchema }),
    async (request) => {
      const range = rangeOf(request);
      return { range, records: await soldItems(readsOf(request), range.from, range.to) };
    },
  );
  app.get<Q>(
    '/rsubinvoice/rbdkm',
    quoting(SALES_BY_CUSTOMER, { ...pageRoute('rsubinvoice/rbdkm'), schema: salesByCustomerSchema }),
    async (request) => {
      const range = rangeOf(request);
      return { range, records: await salesByCustomer(readsOf(request), range.from, range.to) };
    },
  );
  app.get(
    '/petarinvoice',
    quoting(INVOICE_MAP, { ...pageRoute('petarinvoice'), schema: invoiceMapSchema }),
    async (request) => invoiceMapCounts(readsOf(request)),
  );
  app.get(
    '/rinvoice/countrinvoice',
    quoting(INVOICE_COUNTS, { ...pageRoute('rinvoice/countrinvoice'), schema: invoiceCountsSchema }),
    async (request) => invoiceCounts(readsOf(request)),
  );
}

/**
 * The money recaps (docs/reports.md): `rpemasukan/ghkpo` income per period and category,
 * `rpemasukan/drtyj` cash flow, `rinvoice/countrinvoice` invoices by state.
 */
export const reportsModule: DomainModule = { name: 'reports', routes: reportRoutes, seed: seedReports };
