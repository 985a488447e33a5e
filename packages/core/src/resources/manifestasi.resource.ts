import { defineResource, f } from './define.ts';

export const manifestasi = defineResource({
  name: 'manifestasi',
  purpose: 'Goals and targets ("manifestations"): target value, deadline, realisation and progress.',
  titleField: 'judul',
  icon: 'pi pi-flag',
  defaultSort: { field: 'tenggat', order: 'asc' },
  fields: {
    judul: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    deskripsi: f.textarea({ maxLength: 2000, search: true }),
    target_nilai: f.decimal({ min: 0 }),
    satuan_target: f.text({ maxLength: 50 }),
    realisasi: f.decimal({ min: 0 }),
    progres: f.percent({ list: true, sort: true }),
    tenggat: f.date({ required: true, list: true, filter: true, sort: true }),
    status: f.select(['Belum Mulai', 'Berjalan', 'Tercapai', 'Tidak Tercapai'], {
      required: true,
      defaultValue: 'Belum Mulai',
      list: true,
      filter: true,
    }),
    user_id: f.owner(),
  },
});
