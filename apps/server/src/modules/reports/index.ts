import {
  cashFlowRoute,
  costBasisRoute,
  incomeRecapRoute,
  invoiceCountsRoute,
  invoiceMapRoute,
  joinListItemsRoute,
  joinListRoute,
  reportRoute,
  salesByCustomerRoute,
  soldItemsRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jakartaToday } from '../../lib/dates.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { hiddenRefs } from '../../plugins/quotes.ts';
import type { DomainModule } from '../resources/index.ts';
import { CONTENT_TYPES, messagesFor, readsOf } from '../resources/index.ts';
import {
  costBasis,
  invoiceMapCounts,
  joinList,
  joinListItems,
  pagingOf,
  salesByCustomer,
  soldItems,
} from './invoice-views.ts';
import { runReport, withholdTable } from './laporan.ts';
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
import { seedReports } from './reports.seed.ts';

type Range = { from?: string; to?: string; period?: string };
const rangeOf = (query: Range, request: FastifyRequest) =>
  readRange(query, jakartaToday(), messagesFor(request.headers['accept-language']));

/** A view's search: a text the role may not see is not searched (a match would tell it). */
async function searchOf(request: FastifyRequest, query: Parameters<typeof pagingOf>[0]) {
  const hidden = await hiddenRefs(request, [
    'rinvoice.no_invoice',
    'akun.nama',
    'rinvoice.id_akun',
    'rsubinvoice.nama_item',
  ]);
  return {
    ...pagingOf(query),
    searchable: {
      invoice: !hidden.has('rinvoice.no_invoice'),
      customer: !hidden.has('akun.nama') && !hidden.has('rinvoice.id_akun'),
      item: !hidden.has('rsubinvoice.nama_item'),
    },
  };
}

async function reportRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(
    app,
    incomeRecapRoute,
    async ({ query }, request) => incomeRecap(readsOf(request), rangeOf(query, request)),
    { quotes: INCOME_RECAP },
  );
  serveRoute(
    app,
    cashFlowRoute,
    async ({ query }, request) => cashFlow(readsOf(request), rangeOf(query, request)),
    { quotes: CASH_FLOW },
  );
  // `format=csv|xlsx|pdf` answers the file, as every list's export does
  serveRoute(app, reportRoute, async ({ params, query }, request, reply) => {
    const { kind } = params;
    // one table for the screen and the files: what the role may not see is out of both
    const table = await withholdTable(
      request,
      await runReport(readsOf(request), kind, rangeOf(query, request), jakartaToday()),
    );
    const { format } = query;
    if (format === undefined) return table;
    const { stream } = reportFile(table, format, request.headers['accept-language']);
    reply.header('Content-Type', CONTENT_TYPES[format]);
    reply.header('Content-Disposition', `attachment; filename="laporan-${kind}.${format}"`);
    return reply.send(stream);
  });
  serveRoute(
    app,
    joinListRoute,
    async ({ query }, request) => joinList(readsOf(request), await searchOf(request, query)),
    { quotes: JOIN_LIST },
  );
  serveRoute(
    app,
    joinListItemsRoute,
    async ({ query }, request) => joinListItems(readsOf(request), await searchOf(request, query)),
    { quotes: JOIN_LIST_ITEMS },
  );
  serveRoute(
    app,
    costBasisRoute,
    async ({ query }, request) => costBasis(readsOf(request), pagingOf(query)),
    { quotes: COST_BASIS },
  );
  serveRoute(
    app,
    soldItemsRoute,
    async ({ query }, request) => {
      const range = rangeOf(query, request);
      return { range, records: await soldItems(readsOf(request), range.from, range.to) };
    },
    { quotes: SOLD_ITEMS },
  );
  serveRoute(
    app,
    salesByCustomerRoute,
    async ({ query }, request) => {
      const range = rangeOf(query, request);
      return { range, records: await salesByCustomer(readsOf(request), range.from, range.to) };
    },
    { quotes: SALES_BY_CUSTOMER },
  );
  serveRoute(app, invoiceMapRoute, async (_input, request) => invoiceMapCounts(readsOf(request)), {
    quotes: INVOICE_MAP,
  });
  serveRoute(app, invoiceCountsRoute, async (_input, request) => invoiceCounts(readsOf(request)), {
    quotes: INVOICE_COUNTS,
  });
}

/**
 * The money recaps (docs/reports.md): `rpemasukan/ghkpo` income per period and category,
 * `rpemasukan/drtyj` cash flow, `rinvoice/countrinvoice` invoices by state.
 */
export const reportsModule: DomainModule = { name: 'reports', routes: reportRoutes, seed: seedReports };
