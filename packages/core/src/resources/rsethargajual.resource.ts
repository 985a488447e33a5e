import { defineResource, f } from './define.ts';

export const rsethargajual = defineResource({
  name: 'rsethargajual',
  purpose: 'Selling price of a stock item per unit, effective from a date, with an optional wholesale price.',
  titleField: 'id_stok',
  icon: 'pi pi-tag',
  defaultSort: { field: 'berlaku_mulai', order: 'desc' },
  fields: {
    id_stok: f.relation('rstok', 'nama_barang', { required: true, list: true, filter: true, sort: true }),
    id_satuan: f.relation('rsatuan', 'nama_satuan', { required: true, list: true, filter: true }),
    harga_jual: f.money({ required: true, list: true, sort: true }),
    harga_grosir: f.money(),
    minimal_qty_grosir: f.decimal({ min: 0, max: 1_000_000 }),
    berlaku_mulai: f.date({ required: true, list: true, filter: true, sort: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', filter: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
