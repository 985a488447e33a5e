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
};

export const cashFlowSchema = {
  summary: 'Income against expenses per period, with the running cash balance',
  ...textQuery(periodic),
};

export const reportSchema = {
  summary: 'A built-in report as a table (and chart columns), or as a file',
  description:
    'Kinds: `penjualan`, `umur-piutang`, `pemasukan-pengeluaran`, `nilai-stok`, `pekerjaan-selesai`; ' +
    'another is a 404.',
  ...pathParams('kind'),
  ...textQuery({ ...periodic, format: '`csv`, `xlsx` or `pdf`: the report as a file; JSON when absent' }),
};

export const joinListSchema = {
  summary: 'Invoices, newest first, with their customer and lines',
  ...textQuery({
    ...page,
    search: 'in the invoice number and customer name',
    status: 'invoices of this status only',
  }),
};

export const joinListItemsSchema = {
  summary: 'Every billed line with its invoice’s number, date, customer and state, newest invoice first',
  ...textQuery({ ...page, search: 'in the line’s name, the invoice number and customer name' }),
};

export const costBasisSchema = {
  summary: 'Each issued invoice’s revenue, cost of goods, expenses and margin',
  ...textQuery(page),
};

export const soldItemsSchema = {
  summary: 'What issued invoices in a date range sold, per item, job rate or name',
  ...textQuery(range),
};

export const salesByCustomerSchema = {
  summary: 'Issued invoices in a date range per customer: total, paid and balance',
  ...textQuery(range),
};

export const invoiceMapSchema = { summary: 'Live counts for the invoice map: what links to what' };

export const invoiceCountsSchema = { summary: 'Invoices counted and summed by state (all time)' };
