import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rbarangmasuksubsub = defineResource({
  name: 'rbarangmasuksubsub',
  purpose: 'Third level of goods in: serial numbers, batches or sub-items of a goods-in line.',
  titleField: 'no_seri_batch',
  icon: 'pi pi-barcode',
  // a serial's history (issue 34): what came in, sold to whom, what came back
  extraRoutes: EXTRA_ROUTES.rbarangmasuksubsub,
  defaultSort: { field: 'no_seri_batch', order: 'asc' },
  fields: {
    id_barangmasuksub: f.relation('rbarangmasuksub', 'nama_barang', {
      required: true,
      list: true,
      filter: true,
    }),
    jenis: f.select(['Nomor Seri', 'Batch', 'Sub Barang'], { required: true, list: true, filter: true }),
    no_seri_batch: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    nama_sub_barang: f.text({ maxLength: 200, search: true }),
    qty: f.decimal({ min: 0.01, max: 1_000_000, defaultValue: 1 }),
    tanggal_kedaluwarsa: f.date({ list: true, filter: true, sort: true }),
    kondisi: f.select(['Baik', 'Rusak', 'Retur'], { defaultValue: 'Baik', filter: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
