/** Answers of the money recaps and the built-in reports (apps/server/src/modules/reports). */
import { z } from 'zod';

export const ReportPeriod = z.enum(['day', 'week', 'month']);
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/** `from`/`to` are inclusive days (`YYYY-MM-DD`). */
export const ReportRange = z.object({ from: z.iso.date(), to: z.iso.date(), period: ReportPeriod });
export type ReportRange = z.infer<typeof ReportRange>;

/** A period's start, `YYYY-MM-DD` (a day, the Monday of an ISO week, the 1st of a month). */
const periodStart = z.iso.date();

/** `GET /rpemasukan/ghkpo`: income per period and category. */
export const IncomeRecap = z.object({
  range: ReportRange,
  categories: z.array(z.string()),
  rows: z.array(
    z.object({
      period: periodStart,
      byCategory: z.record(z.string(), z.number()),
      total: z.number(),
      count: z.int(),
    }),
  ),
  totals: z.object({ byCategory: z.record(z.string(), z.number()), total: z.number(), count: z.int() }),
});
export type IncomeRecap = z.infer<typeof IncomeRecap>;

/** `GET /rpemasukan/drtyj`: income against expenses per period, with the running balance. */
export const CashFlow = z.object({
  range: ReportRange,
  /** Money in minus out before `from`: where the running balance starts. */
  opening: z.number(),
  rows: z.array(
    z.object({ period: periodStart, in: z.number(), out: z.number(), net: z.number(), balance: z.number() }),
  ),
  totals: z.object({ in: z.number(), out: z.number(), net: z.number(), closing: z.number() }),
});
export type CashFlow = z.infer<typeof CashFlow>;

const invoiceSums = { count: z.int(), total: z.number(), paid: z.number(), balance: z.number() };

/** `GET /rinvoice/countrinvoice`: invoices counted and summed by state. */
export const InvoiceCounts = z.object({
  rows: z.array(z.object({ status: z.string(), ...invoiceSums })),
  totals: z.object(invoiceSums),
});
export type InvoiceCounts = z.infer<typeof InvoiceCounts>;

/** `GET /rlaporan/laporan/{kind}`: one table shape the report screen draws as a chart and a table. */
export const ReportTable = z.object({
  kind: z.string(),
  /** The key of the row label column (a period, a customer, a category). */
  label: z.string(),
  /** Figure columns in order; `money` ones are Rupiah. */
  columns: z.array(z.object({ key: z.string(), money: z.boolean() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  totals: z.record(z.string(), z.number()),
  /** Columns drawn in the chart, and whether they stack. */
  chart: z.object({ series: z.array(z.string()), stacked: z.boolean() }),
  /** Whether the row label is a period start (`YYYY-MM-DD`) the screen words per `range.period`. */
  periodic: z.boolean(),
});
export type ReportTable<K extends string = string> = Omit<z.infer<typeof ReportTable>, 'kind'> & { kind: K };

/** A line of an invoice as the invoice views show it (`rsubinvoice`, its unit by name). */
const billed = {
  id: z.int(),
  jenis: z.string(),
  nama_item: z.string(),
  qty: z.number(),
  nama_satuan: z.string().nullable(),
  harga: z.number(),
  diskon: z.number(),
  subtotal: z.number(),
};

/** One invoice of `GET /rinvoice/joinlist`, with its customer and lines. */
export const JoinedInvoice = z.object({
  id: z.int(),
  no_invoice: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  tanggal: z.iso.date(),
  jatuh_tempo: z.iso.date().nullable(),
  status: z.string(),
  status_pajak: z.string().nullable(),
  total: z.number(),
  dibayar: z.number(),
  sisa: z.number(),
  customer: z.string().nullable(),
  customer_phone: z.string().nullable(),
  lines: z.array(z.object(billed)),
});
export type JoinedInvoice = z.infer<typeof JoinedInvoice>;

/** `GET /rinvoice/joinlist`: invoices, newest first, one page, and how many match. */
export const JoinListAnswer = z.object({ records: z.array(JoinedInvoice), totalRecords: z.int() });
export type JoinListAnswer = z.infer<typeof JoinListAnswer>;

/** One line of `GET /rsubinvoice/joinlistitems`, with its invoice's number, day, state and customer. */
export const BilledLine = z.object({
  ...billed,
  id_invoice: z.int(),
  no_invoice: z.string().nullable(),
  tanggal: z.iso.date(),
  status: z.string(),
  customer: z.string().nullable(),
});
export type BilledLine = z.infer<typeof BilledLine>;

/** `GET /rsubinvoice/joinlistitems`: billed lines, newest invoice first, one page, and how many match. */
export const JoinListItemsAnswer = z.object({ records: z.array(BilledLine), totalRecords: z.int() });
export type JoinListItemsAnswer = z.infer<typeof JoinListItemsAnswer>;

/** One issued invoice of `GET /rinvoice/listuntukmodal`: revenue, costs and what is left. */
export const CostBasisRow = z.object({
  id: z.int(),
  no_invoice: z.string().nullable(),
  tanggal: z.iso.date(),
  status: z.string(),
  customer: z.string().nullable(),
  id_pekerjaan: z.int().nullable(),
  nama_pekerjaan: z.string().nullable(),
  /** The invoice's DPP. */
  revenue: z.number(),
  /** Cost of the goods its lines took out of stock. */
  goods: z.number(),
  /** Expenses booked on the invoice, or on its job. */
  expenses: z.number(),
  margin: z.number(),
  /** Margin over revenue in percent, one decimal; null without revenue. */
  margin_pct: z.number().nullable(),
});
export type CostBasisRow = z.infer<typeof CostBasisRow>;

/** `GET /rinvoice/listuntukmodal`: one page of issued invoices, newest first. */
export const CostBasisAnswer = z.object({ records: z.array(CostBasisRow) });
export type CostBasisAnswer = z.infer<typeof CostBasisAnswer>;

/** `GET /rsubinvoice/qnevt`: what issued invoices in the range sold, per item, job rate or name. */
export const SoldItemsAnswer = z.object({
  range: ReportRange,
  records: z.array(
    z.object({
      jenis: z.string(),
      name: z.string(),
      qty: z.number(),
      invoices: z.int(),
      revenue: z.number(),
    }),
  ),
});
export type SoldItemsAnswer = z.infer<typeof SoldItemsAnswer>;

/** `GET /rsubinvoice/rbdkm`: issued invoices in the range per customer, biggest total first. */
export const SalesByCustomerAnswer = z.object({
  range: ReportRange,
  records: z.array(
    z.object({
      customer: z.string(),
      invoices: z.int(),
      total: z.number(),
      paid: z.number(),
      balance: z.number(),
    }),
  ),
});
export type SalesByCustomerAnswer = z.infer<typeof SalesByCustomerAnswer>;

/** `GET /petarinvoice`: live counts of what links to what, for the invoice map. */
export const InvoiceMapCounts = z.object({
  invoices: z.int(),
  lines: z.int(),
  /** Lines that took goods out of stock. */
  goods_outs: z.int(),
  payments: z.int(),
  /** Income entries written for invoices. */
  income: z.int(),
  virtual_accounts: z.int(),
  with_job: z.int(),
  /** Links to an invoice's PDF sent to customers. */
  links: z.int(),
});
export type InvoiceMapCounts = z.infer<typeof InvoiceMapCounts>;
