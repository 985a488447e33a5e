import { defineResource, f } from './define.ts';

export const rhargasatuanpekerjaan = defineResource({
  name: 'rhargasatuanpekerjaan',
  purpose: 'Unit-price rates for work (price per unit of a kind of work, optionally per region).',
  titleField: 'nama_pekerjaan',
  icon: 'pi pi-calculator',
  defaultSort: { field: 'nama_pekerjaan', order: 'asc' },
  fields: {
    nama_pekerjaan: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    id_type: f.relation('rtype', 'nama_type', { filter: true }),
    id_satuan: f.relation('rsatuan', 'nama_satuan', { required: true, list: true, filter: true }),
    harga_satuan: f.money({ required: true, list: true, sort: true }),
    id_setregional: f.relation('rsetregional', 'nama_regional', { filter: true }),
    berlaku_mulai: f.date({ filter: true, sort: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
