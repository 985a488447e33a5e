/** Calls of the recap screens (apps/server/src/modules/reports). */
import type {
  CashFlow,
  IncomeRecap,
  InvoiceCounts,
  ReportPeriod,
  ReportRange,
  ReportTable,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export type Period = ReportPeriod;
export type RangeQuery = ReportRange;
export type { CashFlow, IncomeRecap, InvoiceCounts, ReportTable };

export type JoinedInvoice = {
  id: number;
  no_invoice: string | null;
  tanggal: string;
  status: string;
  customer: string | null;
  total: number;
  dibayar: number;
  sisa: number;
  lines: {
    id: number;
    jenis: string;
    nama_item: string;
    qty: number;
    nama_satuan: string | null;
    harga: number;
    subtotal: number;
  }[];
};
export type BilledLine = {
  id: number;
  id_invoice: number;
  no_invoice: string | null;
  tanggal: string;
  status: string;
  customer: string | null;
  jenis: string;
  nama_item: string;
  qty: number;
  nama_satuan: string | null;
  harga: number;
  subtotal: number;
};
export type CostRow = {
  id: number;
  no_invoice: string;
  tanggal: string;
  customer: string | null;
  id_pekerjaan: number | null;
  nama_pekerjaan: string | null;
  revenue: number;
  goods: number;
  expenses: number;
  margin: number;
  margin_pct: number | null;
};
type PageQuery = { page: number; limit: number; search?: string; status?: string };

export const reportsApi = {
  joinList: (q: PageQuery) =>
    api.get<{ records: JoinedInvoice[]; totalRecords: number }>('rinvoice/joinlist', q),
  joinListItems: (q: PageQuery) =>
    api.get<{ records: BilledLine[]; totalRecords: number }>('rsubinvoice/joinlistitems', q),
  costBasis: (q: PageQuery) => api.get<{ records: CostRow[] }>('rinvoice/listuntukmodal', q),
  soldItems: (q: RangeQuery) =>
    api.get<{ records: { jenis: string; name: string; qty: number; invoices: number; revenue: number }[] }>(
      'rsubinvoice/qnevt',
      q,
    ),
  salesByCustomer: (q: RangeQuery) =>
    api.get<{
      records: { customer: string; invoices: number; total: number; paid: number; balance: number }[];
    }>('rsubinvoice/rbdkm', q),
  invoiceMap: () => api.get<Record<string, number>>('petarinvoice'),
  report: (kind: string, q: RangeQuery) =>
    api.get<ReportTable>(`rlaporan/laporan/${encodeURIComponent(kind)}`, q),
  incomeRecap: (q: RangeQuery) => api.get<IncomeRecap>('rpemasukan/ghkpo', q),
  cashFlow: (q: RangeQuery) => api.get<CashFlow>('rpemasukan/drtyj', q),
  invoiceCounts: () => api.get<InvoiceCounts>('rinvoice/countrinvoice'),
};
