import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rinvoice = defineResource({
  name: 'rinvoice',
  purpose:
    'Invoices to customers: bill type, tax status, payment status and down payments; lines in rsubinvoice.',
  titleField: 'no_invoice',
  icon: 'pi pi-receipt',
  defaultSort: { field: 'tanggal', order: 'desc' },
  extraRoutes: EXTRA_ROUTES.rinvoice,
  fields: {
    no_invoice: f.text({ required: true, unique: true, maxLength: 50, list: true, search: true, sort: true }),
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    jatuh_tempo: f.date({ filter: true, sort: true }),
    id_akun: f.relation('akun', 'nama', { required: true, list: true, filter: true }),
    jenis_tagihan: f.select('billType', { required: true, defaultValue: 'customer bill', filter: true }),
    status_pajak: f.select('taxableStatus', { required: true, defaultValue: 'Non PKP', filter: true }),
    status_bayar: f.select('paymentStatus', { required: true, defaultValue: 0, list: true, filter: true }),
    dp: f.select('downPayment', { filter: true }),
    id_pekerjaan: f.relation('rpekerjaan', 'nama_pekerjaan', { filter: true }),
    id_bankrekening: f.relation('bankrekening', 'nama_rekening', { filter: true }),
    diskon: f.money(),
    ppn_persen: f.percent({ defaultValue: 0 }),
    /** Sum of the lines less discount plus tax, kept by the invoices module. */
    total: f.money({ readOnly: true, list: true, sort: true }),
    keterangan: f.textarea({ maxLength: 2000 }),
    user_id: f.owner(),
  },
});
