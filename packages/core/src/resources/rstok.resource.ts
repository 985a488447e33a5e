import { defineResource, f } from './define.ts';

export const rstok = defineResource({
  name: 'rstok',
  purpose: 'Stock per item, unit and location, derived from goods in and goods out; never typed in.',
  titleField: 'nama_barang',
  readOnly: true,
  icon: 'pi pi-warehouse',
  defaultSort: { field: 'nama_barang', order: 'asc' },
  fields: {
    kode_barang: f.text({ maxLength: 50, list: true, search: true, sort: true }),
    nama_barang: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    id_kategori: f.relation('rkategorilevel', 'nama_kategori', { filter: true }),
    id_satuan: f.relation('rsatuan', 'nama_satuan', { list: true, filter: true }),
    lokasi: f.text({ maxLength: 100, filter: true }),
    qty_masuk: f.decimal(),
    qty_keluar: f.decimal(),
    stok: f.decimal({ list: true, sort: true }),
    stok_minimum: f.decimal({ min: 0 }),
    /** Stock valued at average unit cost. */
    nilai_stok: f.money({ list: true, sort: true }),
  },
});
