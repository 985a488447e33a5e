import { defineResource, f } from './define.ts';

export const rsetregional = defineResource({
  name: 'rsetregional',
  purpose: 'Service areas: a province or regency with its transport cost and regional price adjustment.',
  titleField: 'nama_regional',
  icon: 'pi pi-globe',
  defaultSort: { field: 'nama_regional', order: 'asc' },
  fields: {
    nama_regional: f.text({
      required: true,
      unique: true,
      maxLength: 100,
      list: true,
      search: true,
      sort: true,
    }),
    id_provinsi: f.region('province', { required: true, list: true }),
    id_kabupaten: f.region('regency', { list: true }),
    biaya_transport: f.money({ list: true, sort: true }),
    /** Mark-up on unit prices in this area. */
    penyesuaian_harga: f.percent(),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
