/** Calls of the recap screens (apps/server/src/modules/reports). */
import {
  type BilledLine,
  type CashFlow,
  type CostBasisRow,
  type IncomeRecap,
  type InvoiceCounts,
  type InvoiceMapCounts,
  type JoinedInvoice,
  REPORTS_ROUTES,
  type ReportKind,
  type ReportPeriod,
  type ReportRange,
  type ReportTable,
  routeUrl,
} from '@kantor/core';
import { api } from '../../api/api.ts';
import { callRoute } from '../../api/call-route.ts';

export type Period = ReportPeriod;
export type RangeQuery = ReportRange;
export type {
  BilledLine,
  CashFlow,
  IncomeRecap,
  InvoiceCounts,
  InvoiceMapCounts,
  JoinedInvoice,
  ReportKind,
  ReportTable,
};
export type CostRow = CostBasisRow;
type PageQuery = { page: number; limit: number; search?: string; status?: string };

export const reportsApi = {
  joinList: (q: PageQuery) => callRoute(REPORTS_ROUTES.joinList, { query: q }),
  joinListItems: (q: PageQuery) => callRoute(REPORTS_ROUTES.joinListItems, { query: q }),
  costBasis: (q: PageQuery) => callRoute(REPORTS_ROUTES.costBasis, { query: q }),
  soldItems: (q: RangeQuery) => callRoute(REPORTS_ROUTES.soldItems, { query: q }),
  salesByCustomer: (q: RangeQuery) => callRoute(REPORTS_ROUTES.salesByCustomer, { query: q }),
  invoiceMap: () => callRoute(REPORTS_ROUTES.invoiceMap),
  report: (kind: ReportKind, q: RangeQuery) =>
    callRoute(REPORTS_ROUTES.report, { params: { kind }, query: q }),
  /** The same report as a file: the same route, asked for its `format`. */
  reportFile: (kind: ReportKind, q: RangeQuery, format: 'csv' | 'xlsx' | 'pdf') =>
    api.download(routeUrl(REPORTS_ROUTES.report, { kind }), { ...q, format }),
  incomeRecap: (q: RangeQuery) => callRoute(REPORTS_ROUTES.incomeRecap, { query: q }),
  cashFlow: (q: RangeQuery) => callRoute(REPORTS_ROUTES.cashFlow, { query: q }),
  invoiceCounts: () => callRoute(REPORTS_ROUTES.invoiceCounts),
};
