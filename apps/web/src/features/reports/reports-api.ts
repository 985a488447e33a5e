/** Calls of the recap screens (apps/server/src/modules/reports). */
import type {
  BilledLine,
  CashFlow,
  CostBasisAnswer,
  CostBasisRow,
  IncomeRecap,
  InvoiceCounts,
  InvoiceMapCounts,
  JoinedInvoice,
  JoinListAnswer,
  JoinListItemsAnswer,
  ReportPeriod,
  ReportRange,
  ReportTable,
  SalesByCustomerAnswer,
  SoldItemsAnswer,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export type Period = ReportPeriod;
export type RangeQuery = ReportRange;
export type {
  BilledLine,
  CashFlow,
  IncomeRecap,
  InvoiceCounts,
  InvoiceMapCounts,
  JoinedInvoice,
  ReportTable,
};
export type CostRow = CostBasisRow;
type PageQuery = { page: number; limit: number; search?: string; status?: string };

export const reportsApi = {
  joinList: (q: PageQuery) => api.get<JoinListAnswer>('rinvoice/joinlist', q),
  joinListItems: (q: PageQuery) => api.get<JoinListItemsAnswer>('rsubinvoice/joinlistitems', q),
  costBasis: (q: PageQuery) => api.get<CostBasisAnswer>('rinvoice/listuntukmodal', q),
  soldItems: (q: RangeQuery) => api.get<SoldItemsAnswer>('rsubinvoice/qnevt', q),
  salesByCustomer: (q: RangeQuery) => api.get<SalesByCustomerAnswer>('rsubinvoice/rbdkm', q),
  invoiceMap: () => api.get<InvoiceMapCounts>('petarinvoice'),
  report: (kind: string, q: RangeQuery) =>
    api.get<ReportTable>(`rlaporan/laporan/${encodeURIComponent(kind)}`, q),
  incomeRecap: (q: RangeQuery) => api.get<IncomeRecap>('rpemasukan/ghkpo', q),
  cashFlow: (q: RangeQuery) => api.get<CashFlow>('rpemasukan/drtyj', q),
  invoiceCounts: () => api.get<InvoiceCounts>('rinvoice/countrinvoice'),
};
