import { defineResource, f } from './define.ts';

export const rstok = defineResource({
  name: 'rstok',
  purpose:
    'The item master with its stock: code, barcode, category, base unit and minimum typed in; quantities and value derived from the stock ledger.',
  titleField: 'nama_barang',
  icon: 'pi pi-warehouse',
  defaultSort: { field: 'nama_barang', order: 'asc' },
  fields: {
    kode_barang: f.text({ maxLength: 50, unique: true, list: true, search: true, sort: true }),
    barcode: f.text({ maxLength: 64, unique: true, search: true }),
    nama_barang: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    id_kategori: f.relation('rkategorilevel', 'nama_kategori', { filter: true }),
    /** The base unit every quantity of the item is kept in. */
    id_satuan: f.relation('rsatuan', 'nama_satuan', { required: true, list: true, filter: true }),
    lokasi: f.text({ maxLength: 100, filter: true }),
    stok_minimum: f.decimal({ min: 0, max: 1_000_000, scale: 4, defaultValue: 0 }),
    /** Kept by the server from the stock ledger (base units). */
    qty_masuk: f.decimal({ readOnly: true, scale: 4 }),
    qty_keluar: f.decimal({ readOnly: true, scale: 4 }),
    stok: f.decimal({ readOnly: true, scale: 4, list: true, sort: true, filter: true }),
    /** Stock valued at moving average cost, and that cost per base unit. */
    nilai_stok: f.money({ readOnly: true, list: true, sort: true }),
    harga_pokok: f.decimal({ readOnly: true, scale: 4, currency: true }),
    /** Luxury goods (subject to PPnBM): taxed 12 % of the whole price from 2025 (PMK 131/2024), not on
     * a DPP Nilai Lain of 11/12; an invoice line of the item takes this flag. */
    barang_mewah: f.boolean({ defaultValue: false }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
