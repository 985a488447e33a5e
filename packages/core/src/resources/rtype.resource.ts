import { defineResource, f } from './define.ts';

export const rtype = defineResource({
  name: 'rtype',
  purpose: 'Types of items or of jobs, used to classify goods, jobs, rates and SOPs.',
  titleField: 'nama_type',
  icon: 'pi pi-th-large',
  defaultSort: { field: 'nama_type', order: 'asc' },
  fields: {
    nama_type: f.text({ required: true, unique: true, maxLength: 100, list: true, search: true, sort: true }),
    jenis: f.select(['Barang', 'Pekerjaan'], { required: true, list: true, filter: true }),
    kode_type: f.text({ maxLength: 30, list: true, search: true, sort: true }),
    warna: f.color(),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
