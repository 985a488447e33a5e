/**
 * The reports' routes (docs/reports.md), declared once: the money recaps (`rpemasukan/ghkpo` income,
 * `rpemasukan/drtyj` cash flow, `rinvoice/countrinvoice` invoices by state), the invoice views (joined
 * lists, cost basis, sold items, sales per customer, the invoice map) and the built-in reports a saved
 * definition (`rlaporan`) opens. Served by apps/server/src/modules/reports, called by
 * apps/web/src/features/reports.
 *
 * A range (`from`, `to`, `period`) and a page (`page`, `limit`) are declared as the text they arrive
 * as: the server reads them with its defaults (this year by month; page 1 of 20) and names a bad one in
 * its 422 (a day that is none, a range past 3 years, `to` before `from`).
 */
import { z } from 'zod';
import {
  CashFlow,
  CostBasisAnswer,
  IncomeRecap,
  InvoiceCounts,
  InvoiceMapCounts,
  JoinListAnswer,
  JoinListItemsAnswer,
  ReportTable,
  SalesByCustomerAnswer,
  SoldItemsAnswer,
} from '../reports.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { said } from './wire.ts';

/** The built-in reports a saved definition names; another kind is a missing record (404). */
export const REPORT_KINDS = [
  'penjualan',
  'umur-piutang',
  'pemasukan-pengeluaran',
  'nilai-stok',
  'pekerjaan-selesai',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The files a report is written as: the same writers as every list's export. */
export const REPORT_FILES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** One text value of the query (repeating it is a 422 naming it); what it must hold is the server's check. */
const text = (says: string) => z.string().optional().describe(says);

const range = {
  from: text('first day, YYYY-MM-DD (1 January of this year)'),
  to: text('last day, YYYY-MM-DD (today); at most 3 years after `from`'),
};
const periodic = { ...range, period: text('`day`, `week` (ISO, from Monday) or `month` (month)') };
/** A number the web sends as one (the server reads a page's text with its default for anything else). */
const count = (says: string) =>
  z.preprocess(
    (value: string | number | undefined) => (typeof value === 'number' ? String(value) : value),
    z.string().optional().describe(says),
  );
const page = {
  page: count('page number, from 1'),
  limit: count('rows per page, 1 to 100 (20)'),
};

const RangeQuery = z.object(range);
const PeriodicQuery = z.object(periodic);

export const incomeRecapRoute = defineRoute({
  method: 'GET',
  path: '/rpemasukan/ghkpo',
  access: { kind: 'page', page: 'rpemasukan/ghkpo' },
  summary: 'Income per period and category, with totals per category and overall',
  query: PeriodicQuery,
  answer: IncomeRecap,
  answerSays: 'The range, its categories, a row per period and the totals',
});

export const cashFlowRoute = defineRoute({
  method: 'GET',
  path: '/rpemasukan/drtyj',
  access: { kind: 'page', page: 'rpemasukan/drtyj' },
  summary: 'Income against expenses per period, with the running cash balance',
  query: PeriodicQuery,
  answer: CashFlow,
  answerSays: 'The range, the opening balance, a row per period and the totals',
});

// the built-in reports a saved definition (rlaporan) opens: whoever may list rlaporan reads them
export const reportRoute = defineRoute({
  method: 'GET',
  path: '/rlaporan/laporan/:kind',
  access: { kind: 'resource', resource: 'rlaporan', action: 'list' },
  summary: 'A built-in report as a table (and chart columns), or as a file',
  description:
    'Kinds: `penjualan`, `umur-piutang`, `pemasukan-pengeluaran`, `nilai-stok`, `pekerjaan-selesai`; ' +
    'another is a 404. With `format`, the answer is the report as a CSV, XLSX or PDF attachment.',
  params: z.object({ kind: z.enum(REPORT_KINDS) }),
  query: z.object({
    ...periodic,
    format: z
      .enum(['csv', 'xlsx', 'pdf'], said('validation.in'))
      .optional()
      .describe('`csv`, `xlsx` or `pdf`: the report as a file; JSON when absent'),
  }),
  answer: ReportTable,
  answerSays: 'The report as a table with its chart columns; with `format`, as a file',
  orFile: Object.values(REPORT_FILES),
});

export const joinListRoute = defineRoute({
  method: 'GET',
  path: '/rinvoice/joinlist',
  access: { kind: 'page', page: 'rinvoice/joinlist' },
  summary: 'Invoices, newest first, with their customer and lines',
  query: z.object({
    ...page,
    search: text('in the invoice number and customer name'),
    status: text('invoices of this status only'),
  }),
  answer: JoinListAnswer,
  answerSays: 'One page of invoices with customer and lines, and how many match',
});

export const joinListItemsRoute = defineRoute({
  method: 'GET',
  path: '/rsubinvoice/joinlistitems',
  access: { kind: 'page', page: 'rsubinvoice/joinlistitems' },
  summary: 'Every billed line with its invoice’s number, date, customer and state, newest invoice first',
  query: z.object({ ...page, search: text('in the line’s name, the invoice number and customer name') }),
  answer: JoinListItemsAnswer,
  answerSays: 'One page of billed lines, and how many match',
});

export const costBasisRoute = defineRoute({
  method: 'GET',
  path: '/rinvoice/listuntukmodal',
  access: { kind: 'page', page: 'rinvoice/listuntukmodal' },
  summary: 'Each issued invoice’s revenue, cost of goods, expenses and margin',
  query: z.object(page),
  answer: CostBasisAnswer,
  answerSays: 'One page of issued invoices, newest first',
});

export const soldItemsRoute = defineRoute({
  method: 'GET',
  path: '/rsubinvoice/qnevt',
  access: { kind: 'page', page: 'rsubinvoice/qnevt' },
  summary: 'What issued invoices in a date range sold, per item, job rate or name',
  query: RangeQuery,
  answer: SoldItemsAnswer,
  answerSays: 'The range, and a row per item, rate or name, biggest revenue first',
});

export const salesByCustomerRoute = defineRoute({
  method: 'GET',
  path: '/rsubinvoice/rbdkm',
  access: { kind: 'page', page: 'rsubinvoice/rbdkm' },
  summary: 'Issued invoices in a date range per customer: total, paid and balance',
  query: RangeQuery,
  answer: SalesByCustomerAnswer,
  answerSays: 'The range, and a row per customer, biggest total first',
});

export const invoiceMapRoute = defineRoute({
  method: 'GET',
  path: '/petarinvoice',
  access: { kind: 'page', page: 'petarinvoice' },
  summary: 'Live counts for the invoice map: what links to what',
  answer: InvoiceMapCounts,
  answerSays: 'How many of each',
});

export const invoiceCountsRoute = defineRoute({
  ...ROUTE_ADDRESSES.invoiceCounts,
  access: { kind: 'page', page: 'rinvoice/countrinvoice' },
  summary: 'Invoices counted and summed by state (all time)',
  answer: InvoiceCounts,
  answerSays: 'A row per state, every state listed, and the totals',
});

/** The reports' routes, by the name the web calls them. */
export const REPORTS_ROUTES = {
  incomeRecap: incomeRecapRoute,
  cashFlow: cashFlowRoute,
  report: reportRoute,
  joinList: joinListRoute,
  joinListItems: joinListItemsRoute,
  costBasis: costBasisRoute,
  soldItems: soldItemsRoute,
  salesByCustomer: salesByCustomerRoute,
  invoiceMap: invoiceMapRoute,
  invoiceCounts: invoiceCountsRoute,
} as const;
