/** Answers of the money recaps and the built-in reports (apps/server/src/modules/reports). */

export type ReportPeriod = 'day' | 'week' | 'month';

/** `from`/`to` are inclusive days (`YYYY-MM-DD`). */
export type ReportRange = { from: string; to: string; period: ReportPeriod };

/** `GET /rpemasukan/ghkpo`: income per period and category. */
export type IncomeRecap = {
  range: ReportRange;
  categories: string[];
  rows: { period: string; byCategory: Record<string, number>; total: number; count: number }[];
  totals: { byCategory: Record<string, number>; total: number; count: number };
};

/** `GET /rpemasukan/drtyj`: income against expenses per period, with the running balance. */
export type CashFlow = {
  range: ReportRange;
  /** Money in minus out before `from`: where the running balance starts. */
  opening: number;
  rows: { period: string; in: number; out: number; net: number; balance: number }[];
  totals: { in: number; out: number; net: number; closing: number };
};

/** `GET /rinvoice/countrinvoice`: invoices counted and summed by state. */
export type InvoiceCounts = {
  rows: { status: string; count: number; total: number; paid: number; balance: number }[];
  totals: { count: number; total: number; paid: number; balance: number };
};

/** `GET /rlaporan/laporan/{kind}`: one table shape the report screen draws as a chart and a table. */
export type ReportTable<K extends string = string> = {
  kind: K;
  /** The key of the row label column (a period, a customer, a category). */
  label: string;
  /** Figure columns in order; `money` ones are Rupiah. */
  columns: { key: string; money: boolean }[];
  rows: Record<string, string | number>[];
  totals: Record<string, number>;
  /** Columns drawn in the chart, and whether they stack. */
  chart: { series: string[]; stacked: boolean };
  /** Whether the row label is a period start (`YYYY-MM-DD`) the screen words per `range.period`. */
  periodic: boolean;
};
