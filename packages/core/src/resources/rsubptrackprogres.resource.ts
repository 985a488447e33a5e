import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rsubptrackprogres = defineResource({
  name: 'rsubptrackprogres',
  purpose: 'Progress steps of a sub job: what was done, a note, photos and the percentage reached.',
  titleField: 'nama_langkah',
  icon: 'pi pi-chart-line',
  defaultSort: { field: 'tanggal', order: 'desc' },
  extraRoutes: EXTRA_ROUTES.rsubptrackprogres,
  fields: {
    id_subpekerjaan: f.relation('rsubpekerjaan', 'nama_sub_pekerjaan', {
      required: true,
      list: true,
      filter: true,
    }),
    tanggal: f.datetime({ required: true, list: true, filter: true, sort: true }),
    nama_langkah: f.text({ required: true, maxLength: 200, list: true, search: true }),
    catatan: f.textarea({ maxLength: 2000, search: true }),
    foto: f.image({ maxFiles: 10 }),
    persentase: f.percent({ required: true, list: true, sort: true }),
    id_teknisi: f.relation('akun', 'nama', { filter: true }),
    /** Shown to the customer on `/lacak` (the step's name, percent and date; never the note). */
    publik: f.boolean({ defaultValue: true, filter: true }),
    /** "lat,lng" where the photo was taken. */
    lokasi_gps: f.text({ maxLength: 50 }),
    user_id: f.owner(),
  },
});
