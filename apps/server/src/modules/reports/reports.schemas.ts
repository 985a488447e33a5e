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
} from '@kantor/core';
import { answers, answersOrFile } from '../../lib/answer-schema.ts';
import { pathParams, textQuery } from '../../lib/request-schema.ts';

/** The report routes' schemas: what /api/docs says they read. */

const range = {
  from: 'first day, YYYY-MM-DD (1 January of this year)',
  to: 'last day, YYYY-MM-DD (today); at most 3 years after `from`',
};
const periodic = { ...range, period: '`day`, `week` (ISO, from Monday) or `month` (month)' };
const page = { page: 'page number, from 1', limit: 'rows per page, 1 to 100 (20)' };

export const incomeRecapSchema = {
  summary: 'Income per period and category, with totals per category and overall',
  ...textQuery(periodic),
  ...answers(IncomeRecap, 'The range, its categories, a row per period and the totals'),
};

export const cashFlowSchema = {
  summary: 'Income against expenses per period, with the running cash balance',
  ...textQuery(periodic),
  ...answers(CashFlow, 'The range, the opening balance, a row per period and the totals'),
};

export const reportSchema = {
  summary: 'A built-in report as a table (and chart columns), or as a file',
  description:
    'Kinds: `penjualan`, `umur-piutang`, `pemasukan-pengeluaran`, `nilai-stok`, `pekerjaan-selesai`; ' +
    'another is a 404. With `format`, the answer is the report as a CSV, XLSX or PDF attachment.',
  ...pathParams('kind'),
  ...textQuery({ ...periodic, format: '`csv`, `xlsx` or `pdf`: the report as a file; JSON when absent' }),
  ...answersOrFile(ReportTable, 'The report as a table with its chart columns; with `format`, as a file', [
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/pdf',
  ]),
};

export const joinListSchema = {
  summary: 'Invoices, newest first, with their customer and lines',
  ...textQuery({
    ...page,
    search: 'in the invoice number and customer name',
    status: 'invoices of this status only',
  }),
  ...answers(JoinListAnswer, 'One page of invoices with customer and lines, and how many match'),
};

export const joinListItemsSchema = {
  summary: 'Every billed line with its invoice’s number, date, customer and state, newest invoice first',
  ...textQuery({ ...page, search: 'in the line’s name, the invoice number and customer name' }),
  ...answers(JoinListItemsAnswer, 'One page of billed lines, and how many match'),
};

export const costBasisSchema = {
  summary: 'Each issued invoice’s revenue, cost of goods, expenses and margin',
  ...textQuery(page),
  ...answers(CostBasisAnswer, 'One page of issued invoices, newest first'),
};

export const soldItemsSchema = {
  summary: 'What issued invoices in a date range sold, per item, job rate or name',
  ...textQuery(range),
  ...answers(SoldItemsAnswer, 'The range, and a row per item, rate or name, biggest revenue first'),
};

export const salesByCustomerSchema = {
  summary: 'Issued invoices in a date range per customer: total, paid and balance',
  ...textQuery(range),
  ...answers(SalesByCustomerAnswer, 'The range, and a row per customer, biggest total first'),
};

export const invoiceMapSchema = {
  summary: 'Live counts for the invoice map: what links to what',
  ...answers(InvoiceMapCounts, 'How many of each'),
};

export const invoiceCountsSchema = {
  summary: 'Invoices counted and summed by state (all time)',
  ...answers(InvoiceCounts, 'A row per state, every state listed, and the totals'),
};
