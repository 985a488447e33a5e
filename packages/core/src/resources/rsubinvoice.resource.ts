import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rsubinvoice = defineResource({
  name: 'rsubinvoice',
  purpose: 'Invoice lines: item, quantity, unit, price and discount; subtotal is computed.',
  titleField: 'nama_item',
  icon: 'pi pi-list',
  defaultSort: { field: 'nama_item', order: 'asc' },
  extraRoutes: EXTRA_ROUTES.rsubinvoice,
  fields: {
    id_invoice: f.relation('rinvoice', 'no_invoice', { required: true, list: true, filter: true }),
    id_stok: f.relation('rstok', 'nama_barang', { filter: true }),
    nama_item: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    qty: f.decimal({ required: true, min: 0.01, max: 1_000_000, defaultValue: 1, list: true }),
    id_satuan: f.relation('rsatuan', 'nama_satuan', { filter: true }),
    harga: f.money({ required: true, list: true, sort: true }),
    diskon: f.money(),
    /** qty × harga − diskon, computed by the server. */
    subtotal: f.money({ readOnly: true, list: true, sort: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
