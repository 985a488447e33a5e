import { defineResource, f } from './define.ts';

export const butuhapa = defineResource({
  name: 'butuhapa',
  purpose: "Intake of a prospect's need ('what do you need?'), followed up until it becomes a job.",
  titleField: 'nama',
  icon: 'pi pi-question-circle',
  defaultSort: { field: 'tanggal', order: 'desc' },
  fields: {
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    nama: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    no_hp: f.phone({ required: true, list: true, search: true }),
    email: f.email({ search: true }),
    kebutuhan: f.textarea({ required: true, maxLength: 2000, search: true }),
    sumber: f.select(['Website', 'WhatsApp', 'Telepon', 'Referensi', 'Media Sosial', 'Lainnya'], {
      filter: true,
    }),
    status: f.select(['Baru', 'Dihubungi', 'Penawaran', 'Menjadi Pekerjaan', 'Batal'], {
      required: true,
      defaultValue: 'Baru',
      list: true,
      filter: true,
    }),
    tanggal_followup: f.date({ filter: true, sort: true }),
    id_pekerjaan: f.relation('rpekerjaan', 'nama_pekerjaan', { filter: true }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
