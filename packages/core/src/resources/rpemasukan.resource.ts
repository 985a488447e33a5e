import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rpemasukan = defineResource({
  name: 'rpemasukan',
  purpose: 'Income received: invoice payments, sales, capital; recap views at /rpemasukan/ghkpo and /drtyj.',
  titleField: 'uraian',
  icon: 'pi pi-arrow-down-left',
  defaultSort: { field: 'tanggal', order: 'desc' },
  extraRoutes: EXTRA_ROUTES.rpemasukan,
  fields: {
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    uraian: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    kategori: f.select(['Pembayaran Invoice', 'Penjualan', 'Modal', 'Lainnya'], {
      required: true,
      list: true,
      filter: true,
    }),
    jumlah: f.money({ required: true, min: 1, list: true, sort: true }),
    id_invoice: f.relation('rinvoice', 'no_invoice', { filter: true }),
    id_bankrekening: f.relation('bankrekening', 'nama_rekening', { filter: true }),
    metode_bayar: f.select(['Tunai', 'Transfer', 'QRIS', 'Virtual Account'], {
      defaultValue: 'Transfer',
      filter: true,
    }),
    bukti: f.file({ maxFiles: 3 }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
