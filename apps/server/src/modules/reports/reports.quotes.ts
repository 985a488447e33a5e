/**
 * What each recap, view and report quotes (rule R5, plugins/quotes.ts; docs/reports.md): every key
 * of every answer names the fields it is read or computed from, and leaves the answer when the caller's
 * role may not see one of them. A sum over hidden amounts is the hidden amount; a count of rows chosen
 * by a hidden value (invoices per state) tells that value. Ids, plain row counts and the range asked
 * for quote nothing.
 */
import { each, keyed, plain, quote, type Shape } from '../../plugins/quotes.ts';

const income = quote('rpemasukan.jumlah');
const expense = quote('rpengeluaran.jumlah');
const both = quote('rpemasukan.jumlah', 'rpengeluaran.jumlah');
const category = quote('rpemasukan.kategori');

export const INCOME_RECAP: Shape = {
  range: plain,
  categories: category,
  rows: each({
    period: quote('rpemasukan.tanggal'),
    byCategory: keyed(category, income),
    total: income,
    count: plain,
  }),
  totals: { byCategory: keyed(category, income), total: income, count: plain },
};

export const CASH_FLOW: Shape = {
  range: plain,
  opening: both,
  rows: each({
    period: quote('rpemasukan.tanggal', 'rpengeluaran.tanggal'),
    in: income,
    out: expense,
    net: both,
    balance: both,
  }),
  totals: { in: income, out: expense, net: both, closing: both },
};

const state = quote('rinvoice.status');
const invoiceSums = {
  total: quote('rinvoice.total'),
  paid: quote('rinvoice.dibayar'),
  balance: quote('rinvoice.sisa'),
};
export const INVOICE_COUNTS: Shape = {
  // the fixed states are always listed; how many invoices each holds tells the state
  rows: each({ status: state, count: state, ...invoiceSums }),
  totals: { count: plain, ...invoiceSums },
};

const customer = quote('akun.nama', 'rinvoice.id_akun');
const invoiceHead = {
  no_invoice: quote('rinvoice.no_invoice'),
  tanggal: quote('rinvoice.tanggal'),
  status: state,
  customer,
};
const line = {
  id: plain,
  jenis: quote('rsubinvoice.jenis'),
  nama_item: quote('rsubinvoice.nama_item'),
  qty: quote('rsubinvoice.qty'),
  nama_satuan: quote('rsatuan.nama_satuan', 'rsubinvoice.id_satuan'),
  harga: quote('rsubinvoice.harga'),
  diskon: quote('rsubinvoice.diskon'),
  subtotal: quote('rsubinvoice.subtotal'),
};

export const JOIN_LIST: Shape = {
  totalRecords: plain,
  records: each({
    id: plain,
    ...invoiceHead,
    jatuh_tempo: quote('rinvoice.jatuh_tempo'),
    status_pajak: quote('rinvoice.status_pajak'),
    total: quote('rinvoice.total'),
    dibayar: quote('rinvoice.dibayar'),
    sisa: quote('rinvoice.sisa'),
    customer_phone: quote('akun.no_hp', 'rinvoice.id_akun'),
    lines: each(line),
  }),
};

export const JOIN_LIST_ITEMS: Shape = {
  totalRecords: plain,
  records: each({ ...line, id_invoice: plain, ...invoiceHead }),
};

/** Revenue is the DPP; costs are the goods' cost and the expenses booked on the invoice or its job. */
const costs = ['rinvoice.dpp', 'rbarangkeluar.nilai_pokok', 'rpengeluaran.jumlah'] as const;
export const COST_BASIS: Shape = {
  records: each({
    id: plain,
    ...invoiceHead,
    id_pekerjaan: quote('rinvoice.id_pekerjaan'),
    nama_pekerjaan: quote('rpekerjaan.nama_pekerjaan', 'rinvoice.id_pekerjaan'),
    revenue: quote('rinvoice.dpp'),
    goods: quote('rbarangkeluar.nilai_pokok'),
    expenses: quote('rpengeluaran.jumlah'),
    margin: quote(...costs),
    margin_pct: quote(...costs),
  }),
};

/** Ordered by revenue: when the role may not see it, by name instead (the order would tell it). */
export const SOLD_ITEMS: Shape = {
  range: plain,
  records: each(
    {
      jenis: quote('rsubinvoice.jenis'),
      name: quote('rstok.nama_barang', 'rhargasatuanpekerjaan.nama_pekerjaan', 'rsubinvoice.nama_item'),
      qty: quote('rsubinvoice.qty'),
      invoices: plain,
      revenue: quote('rsubinvoice.subtotal'),
    },
    { by: quote('rsubinvoice.subtotal'), otherwise: 'name' },
  ),
};

/** Ordered by total: when the role may not see it, by customer instead. */
export const SALES_BY_CUSTOMER: Shape = {
  range: plain,
  records: each(
    { customer: quote('akun.nama'), invoices: plain, ...invoiceSums },
    { by: quote('rinvoice.total'), otherwise: 'customer' },
  ),
};

/** Counts of what links to what: plain row counts. */
export const INVOICE_MAP: Shape = {
  invoices: plain,
  lines: plain,
  goods_outs: plain,
  payments: plain,
  income: plain,
  virtual_accounts: plain,
  with_job: plain,
  links: plain,
};
