import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rbarangmasuksub = defineResource({
  name: 'rbarangmasuksub',
  purpose: 'Lines of a goods-in document: item, quantity, unit and unit cost (the unit-cost entries).',
  titleField: 'nama_barang',
  icon: 'pi pi-list',
  defaultSort: { field: 'nama_barang', order: 'asc' },
  extraRoutes: EXTRA_ROUTES.rbarangmasuksub,
  // picking the item fills its base unit, then the unit and cost of its latest line (issue 34)
  lookups: [
    {
      match: { field: 'id_stok', endpoint: 'rstok', remoteField: 'id' },
      mapping: [{ target: 'id_satuan', source: 'id_satuan' }],
    },
    {
      match: { field: 'id_stok', endpoint: 'rbarangmasuksub', remoteField: 'id_stok' },
      mapping: [
        { target: 'id_satuan', source: 'id_satuan' },
        { target: 'harga_satuan', source: 'harga_satuan' },
      ],
      sort: { field: 'created_at', order: 'desc' },
    },
  ],
  fields: {
    id_barangmasuk: f.relation('rbarangmasuk', 'no_referensi', { required: true, list: true, filter: true }),
    /** The item received; left empty, the item is found by code or barcode, or created from the line. */
    id_stok: f.relation('rstok', 'nama_barang', { list: true, filter: true }),
    kode_barang: f.text({ maxLength: 50, search: true, sort: true }),
    nama_barang: f.text({ maxLength: 200, list: true, search: true, sort: true }),
    id_kategori: f.relation('rkategorilevel', 'nama_kategori', { filter: true }),
    qty: f.decimal({ required: true, min: 0.01, max: 1_000_000, list: true }),
    id_satuan: f.relation('rsatuan', 'nama_satuan', { required: true, list: true, filter: true }),
    harga_satuan: f.money({ required: true, list: true, sort: true }),
    /** qty × harga_satuan, computed by the server. */
    subtotal: f.money({ readOnly: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
