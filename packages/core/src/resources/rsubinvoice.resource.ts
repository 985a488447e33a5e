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
    /** Barang: goods from stock (price and discount from the inventory rules, goods out on issue);
     * Jasa: a job rate (`rhargasatuanpekerjaan`); Lain: a free line. */
    jenis: f.select(['Barang', 'Jasa', 'Lain'], {
      required: true,
      defaultValue: 'Lain',
      list: true,
      filter: true,
    }),
    id_stok: f.relation('rstok', 'nama_barang', { filter: true }),
    id_hargapekerjaan: f.relation('rhargasatuanpekerjaan', 'nama_pekerjaan', { filter: true }),
    /** Filled from the item or the rate when left empty. */
    nama_item: f.text({ maxLength: 200, list: true, search: true, sort: true }),
    qty: f.decimal({ required: true, min: 0.0001, max: 1_000_000, defaultValue: 1, list: true }),
    id_satuan: f.relation('rsatuan', 'nama_satuan', { filter: true }),
    /** Price per unit; for goods and job rates, the price in force when left empty. */
    harga: f.money({ min: 0, list: true, sort: true }),
    /** Discount on the line in Rupiah; for goods, the best running event discount when left empty. */
    diskon: f.money({ min: 0 }),
    /** qty × harga − diskon, computed by the server. */
    subtotal: f.money({ readOnly: true, list: true, sort: true }),
    /** A luxury line (PPnBM goods): 12 % of the whole base from 2025 instead of a DPP Nilai Lain of
     * 11/12. A goods line takes its item's flag (`rstok.barang_mewah`), a job rate line is never luxury,
     * a free line says so itself. */
    mewah: f.boolean({ defaultValue: false }),
    /**
     * The serials a goods line sells (issue 34), one per line: an item with serials in stock names exactly
     * one per unit, each in stock, checked when the line is saved (when any is named) and on issue.
     */
    no_seri: f.textarea({ maxLength: 10_000, serialsOf: { item: 'id_stok', qty: 'qty' } }),
    /** The goods out written when the invoice was issued. */
    id_barangkeluar: f.relation('rbarangkeluar', 'no_referensi', { readOnly: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
