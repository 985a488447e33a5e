import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

/** The states of an invoice: issued by the user, paid by its payments, never edited once issued. */
export const INVOICE_STATES = ['Draft', 'Terbit', 'Sebagian dibayar', 'Lunas', 'Batal'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const rinvoice = defineResource({
  name: 'rinvoice',
  purpose:
    'Invoices to customers: bill type, tax status, payment status and down payments; lines in rsubinvoice.',
  titleField: 'no_invoice',
  icon: 'pi pi-receipt',
  defaultSort: { field: 'tanggal', order: 'desc' },
  extraRoutes: EXTRA_ROUTES.rinvoice,
  // Issuing numbers the invoice and takes its goods out of stock; payments move it on (Sebagian dibayar,
  // Lunas); an issued invoice is never edited: it is cancelled (Batal, goods back in stock) and duplicated.
  states: {
    field: 'status',
    initial: ['Draft'],
    transitions: { Draft: ['Terbit', 'Batal'], Terbit: ['Batal'] },
    locked: ['Terbit', 'Sebagian dibayar', 'Lunas', 'Batal'],
    lockedWritable: ['keterangan', 'id_bankrekening'],
  },
  fields: {
    /** Given on issue (`012/INV/XI/2026`, running per year, gap-free); empty while a draft. */
    no_invoice: f.text({ readOnly: true, unique: true, maxLength: 50, list: true, search: true, sort: true }),
    /** The tax invoice serial (NSFP) a PKP invoice takes on issue, from the ranges the tax office gave. */
    no_faktur_pajak: f.text({ readOnly: true, unique: true, maxLength: 20, search: true }),
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    jatuh_tempo: f.date({ filter: true, sort: true }),
    id_akun: f.relation('akun', 'nama', { required: true, list: true, filter: true }),
    jenis_tagihan: f.select('billType', { required: true, defaultValue: 'customer bill', filter: true }),
    status_pajak: f.select('taxableStatus', { required: true, defaultValue: 'Non PKP', filter: true }),
    status: f.select([...INVOICE_STATES], {
      required: true,
      defaultValue: 'Draft',
      list: true,
      filter: true,
    }),
    /** 1 once paid in full; kept from the payments. */
    status_bayar: f.select('paymentStatus', { readOnly: true, defaultValue: 0, filter: true }),
    /** The last down payment received (Dp 1–3); kept from the payments. */
    dp: f.select('downPayment', { readOnly: true, filter: true }),
    id_pekerjaan: f.relation('rpekerjaan', 'nama_pekerjaan', { filter: true }),
    /** The branch that bills: its author's (`users.cabang`) when left empty (a row-scope rule's target). */
    cabang: f.text({ maxLength: 100, list: true, filter: true, search: true, sort: true }),
    id_bankrekening: f.relation('bankrekening', 'nama_rekening', { filter: true }),
    /** Discount on the whole invoice, before tax. */
    diskon: f.money({ min: 0 }),
    /** PPN rate, decided by the server from the invoice's date, tax status and regime (the law's rate,
     * never typed; a sent value is ignored): from 2025 the PMK 131/2024 rate 12; before, the invoice
     * settings' single rate (11); 0 for Non PKP. Kept while the invoice is a draft, then frozen. */
    ppn_persen: f.percent({ readOnly: true, min: 0, max: 100 }),
    /** The tax rules the figures were computed under (core's tax-regime.ts): `PPN2022` or `PPN2025`, from
     * the date while a draft; empty on invoices computed before the rules were dated (single rate). */
    rezim_pajak: f.text({ readOnly: true, maxLength: 10 }),
    /** Sum of the lines, the tax base, the tax, the total, paid and left: kept by the invoices module. */
    subtotal: f.money({ readOnly: true }),
    dpp: f.money({ readOnly: true }),
    /** DPP Nilai Lain (2025 rules): 11/12 of the non-luxury lines' base plus the luxury lines' base. */
    dpp_nilai_lain: f.money({ readOnly: true }),
    ppn: f.money({ readOnly: true }),
    total: f.money({ readOnly: true, list: true, sort: true }),
    dibayar: f.money({ readOnly: true, sort: true }),
    sisa: f.money({ readOnly: true, list: true, sort: true }),
    keterangan: f.textarea({ maxLength: 2000 }),
    user_id: f.owner(),
  },
});
