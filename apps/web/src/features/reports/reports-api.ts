/** Calls of the recap screens (apps/server/src/modules/reports). */
import { api } from '../../api/api.ts';

export type Period = 'day' | 'week' | 'month';
export type RangeQuery = { from: string; to: string; period: Period };

export type IncomeRecap = {
  categories: string[];
  rows: { period: string; byCategory: Record<string, number>; total: number; count: number }[];
  totals: { byCategory: Record<string, number>; total: number; count: number };
};
export type CashFlow = {
  opening: number;
  rows: { period: string; in: number; out: number; net: number; balance: number }[];
  totals: { in: number; out: number; net: number; closing: number };
};
export type InvoiceCounts = {
  rows: { status: string; count: number; total: number; paid: number; balance: number }[];
  totals: { count: number; total: number; paid: number; balance: number };
};

export type ReportTable = {
  kind: string;
  label: string;
  columns: { key: string; money: boolean }[];
  rows: Record<string, string | number>[];
  totals: Record<string, number>;
  chart: { series: string[]; stacked: boolean };
  periodic: boolean;
};

export const reportsApi = {
  report: (kind: string, q: RangeQuery) =>
    api.get<ReportTable>(`rlaporan/laporan/${encodeURIComponent(kind)}`, q),
  incomeRecap: (q: RangeQuery) => api.get<IncomeRecap>('rpemasukan/ghkpo', q),
  cashFlow: (q: RangeQuery) => api.get<CashFlow>('rpemasukan/drtyj', q),
  invoiceCounts: () => api.get<InvoiceCounts>('rinvoice/countrinvoice'),
};
