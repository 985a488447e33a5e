import { defineResource, f } from './define.ts';

export const rdiskonevent = defineResource({
  name: 'rdiskonevent',
  purpose: 'Event discounts for a period, by percentage or amount, on an item, a category or everything.',
  titleField: 'nama_event',
  icon: 'pi pi-percentage',
  defaultSort: { field: 'tanggal_mulai', order: 'desc' },
  fields: {
    nama_event: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    tanggal_mulai: f.date({ required: true, list: true, filter: true, sort: true }),
    tanggal_akhir: f.date({ required: true, list: true, filter: true, sort: true }),
    jenis_diskon: f.select(['Persen', 'Nominal'], { required: true, defaultValue: 'Persen', filter: true }),
    persen_diskon: f.percent({ list: true }),
    nominal_diskon: f.money(),
    minimal_belanja: f.money(),
    id_kategori: f.relation('rkategorilevel', 'nama_kategori', { filter: true }),
    id_stok: f.relation('rstok', 'nama_barang', { filter: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
