/**
 * What invoicing's own answers quote (rule R5, plugins/quotes.ts): a value quoting a field the role
 * may not see leaves the answer.
 */
import { each, type FieldRef, plain, quote, type Shape } from '../../plugins/quotes.ts';

/** A payment is the income entry it wrote; the payments of an invoice add up to what it has been paid. */
export const PAYMENT: Shape = {
  id: plain,
  id_invoice: plain,
  tanggal: quote('rpemasukan.tanggal'),
  jumlah: quote('rpemasukan.jumlah', 'rinvoice.dibayar'),
  metode: quote('rpemasukan.metode_bayar'),
  dp: quote('rinvoice.dp'),
  provider: plain,
  reference: plain,
  id_pemasukan: plain,
  created_at: plain,
};

/** An account is opened for the invoice's balance at the time. */
export const ACCOUNT: Shape = {
  id: plain,
  id_invoice: plain,
  provider: plain,
  bank: plain,
  va_number: plain,
  order_id: plain,
  jumlah: quote('rinvoice.sisa'),
  status: plain,
  created_at: plain,
};

export const PAYMENTS_ANSWER: Shape = { records: each(PAYMENT) };
export const PAY_ANSWER: Shape = { message: plain, payment: PAYMENT };
export const NOTIFICATION_ANSWER: Shape = { recorded: plain, payment: PAYMENT };
export const ACCOUNT_ANSWER: Shape = { account: ACCOUNT };
export const VA_STATE: Shape = {
  invoice: {
    id: plain,
    no_invoice: quote('rinvoice.no_invoice'),
    status: quote('rinvoice.status'),
    total: quote('rinvoice.total'),
    dibayar: quote('rinvoice.dibayar'),
    sisa: quote('rinvoice.sisa'),
  },
  provider: plain,
  accounts: each(ACCOUNT),
};

/**
 * Every field the invoice PDF prints (invoice-pdf.ts). The PDF is what the customer is handed, the link
 * "Kirim via WhatsApp" makes opens it whole without an account, and the e-Faktur file carries the same
 * amounts: a role that may not see one of these makes none of them (`assertSeesAll`).
 */
export const INVOICE_DOCUMENT_FIELDS: readonly FieldRef[] = [
  'rinvoice.no_invoice',
  'rinvoice.tanggal',
  'rinvoice.jatuh_tempo',
  'rinvoice.status_pajak',
  'rinvoice.diskon',
  'rinvoice.ppn_persen',
  'rinvoice.subtotal',
  'rinvoice.dpp',
  'rinvoice.dpp_nilai_lain',
  'rinvoice.ppn',
  'rinvoice.total',
  'rinvoice.dibayar',
  'rinvoice.sisa',
  'rsubinvoice.nama_item',
  'rsubinvoice.qty',
  'rsubinvoice.harga',
  'rsubinvoice.diskon',
  'rsubinvoice.subtotal',
  'akun.nama',
  'akun.alamat',
  'akun.no_hp',
];
