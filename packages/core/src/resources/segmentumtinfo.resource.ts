import { defineResource, f } from './define.ts';

export const segmentumtinfo = defineResource({
  name: 'segmentumtinfo',
  purpose: 'Segments (areas or asset groups) that maintenance tickets and root causes are grouped by.',
  titleField: 'nama_segment',
  icon: 'pi pi-objects-column',
  defaultSort: { field: 'nama_segment', order: 'asc' },
  fields: {
    nama_segment: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    kode_segment: f.text({ unique: true, maxLength: 30, list: true, search: true, sort: true }),
    jenis: f.select(['Area', 'Grup Aset'], {
      required: true,
      defaultValue: 'Area',
      list: true,
      filter: true,
    }),
    id_setregional: f.relation('rsetregional', 'nama_regional', { filter: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
