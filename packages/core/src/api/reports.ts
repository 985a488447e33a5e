/**
 * Answers of the money recaps and the built-in reports (apps/server/src/modules/reports). Every value
 * read or computed from a field the caller's role may not see (Hide Kolom) is absent: a sum of hidden
 * totals, a count of rows chosen by a hidden value, a row label naming a hidden field (rule R5,
 * docs/reports.md). Such values are `.optional()` below; ids, row counts and the range never are.
 */
import { z } from 'zod';

/** Absent when the caller's role may not see the field it quotes. */
const num = z.number().optional();

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
  categories: z.array(z.string()).optional(),
  rows: z.array(
    z.object({
      period: periodStart.optional(),
      byCategory: z.record(z.string(), z.number()).optional(),
      total: num,
      count: z.int(),
    }),
  ),
  totals: z.object({ byCategory: z.record(z.string(), z.number()).optional(), total: num, count: z.int() }),
});
export type IncomeRecap = z.infer<typeof IncomeRecap>;

/** `GET /rpemasukan/drtyj`: income against expenses per period, with the running balance. */
export const CashFlow = z.object({
  range: ReportRange,
  /** Money in minus out before `from`: where the running balance starts. */
  opening: num,
  rows: z.array(z.object({ period: periodStart.optional(), in: num, out: num, net: num, balance: num })),
  totals: z.object({ in: num, out: num, net: num, closing: num }),
});
export type CashFlow = z.infer<typeof CashFlow>;

const invoiceSums = { total: num, paid: num, balance: num };

/** `GET /rinvoice/countrinvoice`: invoices counted and summed by state (counts per state quote it). */
export const InvoiceCounts = z.object({
  rows: z.array(z.object({ status: z.string().optional(), count: z.int().optional(), ...invoiceSums })),
  totals: z.object({ count: z.int(), ...invoiceSums }),
});
export type InvoiceCounts = z.infer<typeof InvoiceCounts>;

/** `GET /rlaporan/laporan/{kind}`: one table shape the report screen draws as a chart and a table. */
export const ReportTable = z.object({
  kind: z.string(),
  /** The key of the row label column (a period, a customer, a category). */
  label: z.string(),
  /** Figure columns in order; `money` ones are Rupiah. */
  columns: z.array(z.object({ key: z.string(), money: z.boolean() })),
  /** A row label the role may not see is null; a hidden column is out of `columns`, rows and totals. */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
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
  jenis: z.string().optional(),
  nama_item: z.string().optional(),
  qty: num,
  nama_satuan: z.string().nullable().optional(),
  harga: num,
  diskon: num,
  subtotal: num,
};

/** One invoice of `GET /rinvoice/joinlist`, with its customer and lines. */
export const JoinedInvoice = z.object({
  id: z.int(),
  no_invoice: z.string().nullable().optional(),
  /** `YYYY-MM-DD`. */
  tanggal: z.iso.date().optional(),
  jatuh_tempo: z.iso.date().nullable().optional(),
  status: z.string().optional(),
  status_pajak: z.string().nullable().optional(),
  total: num,
  dibayar: num,
  sisa: num,
  customer: z.string().nullable().optional(),
  customer_phone: z.string().nullable().optional(),
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
  no_invoice: z.string().nullable().optional(),
  tanggal: z.iso.date().optional(),
  status: z.string().optional(),
  customer: z.string().nullable().optional(),
});
export type BilledLine = z.infer<typeof BilledLine>;

/** `GET /rsubinvoice/joinlistitems`: billed lines, newest invoice first, one page, and how many match. */
export const JoinListItemsAnswer = z.object({ records: z.array(BilledLine), totalRecords: z.int() });
export type JoinListItemsAnswer = z.infer<typeof JoinListItemsAnswer>;

/** One issued invoice of `GET /rinvoice/listuntukmodal`: revenue, costs and what is left. */
export const CostBasisRow = z.object({
  id: z.int(),
  no_invoice: z.string().nullable().optional(),
  tanggal: z.iso.date().optional(),
  status: z.string().optional(),
  customer: z.string().nullable().optional(),
  id_pekerjaan: z.int().nullable().optional(),
  nama_pekerjaan: z.string().nullable().optional(),
  /** The invoice's DPP. */
  revenue: num,
  /** Cost of the goods its lines took out of stock. */
  goods: num,
  /** Expenses booked on the invoice, or on its job. */
  expenses: num,
  margin: num,
  /** Margin over revenue in percent, one decimal; null without revenue. */
  margin_pct: z.number().nullable().optional(),
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
      jenis: z.string().optional(),
      name: z.string().optional(),
      qty: num,
      invoices: z.int(),
      revenue: num,
    }),
  ),
});
export type SoldItemsAnswer = z.infer<typeof SoldItemsAnswer>;

/** `GET /rsubinvoice/rbdkm`: issued invoices in the range per customer, biggest total first. */
export const SalesByCustomerAnswer = z.object({
  range: ReportRange,
  records: z.array(
    z.object({
      customer: z.string().optional(),
      invoices: z.int(),
      total: num,
      paid: num,
      balance: num,
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
