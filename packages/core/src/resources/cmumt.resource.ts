import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const cmumt = defineResource({
  name: 'cmumt',
  purpose:
    'Maintenance tickets: corrective by default, preventive schedule at /cmumt/pm; no status means open.',
  titleField: 'no_tiket',
  icon: 'pi pi-wrench',
  defaultSort: { field: 'tanggal', order: 'desc' },
  extraRoutes: EXTRA_ROUTES.cmumt,
  fields: {
    /** Left empty on add, the maintenance module numbers it (`TKT-2611-0001`); it can never be cleared. */
    no_tiket: f.text({
      unique: true,
      maxLength: 30,
      list: true,
      search: true,
      sort: true,
      helpKey: 'maintenance.help.noTiket',
    }),
    tanggal: f.datetime({ required: true, list: true, filter: true, sort: true }),
    jenis: f.select(['Corrective', 'Preventive'], {
      required: true,
      defaultValue: 'Corrective',
      filter: true,
    }),
    id_segment: f.relation('segmentumtinfo', 'nama_segment', { filter: true }),
    lokasi: f.text({ required: true, maxLength: 200, list: true, search: true }),
    aset: f.text({ maxLength: 150, search: true }),
    keluhan: f.textarea({ required: true, maxLength: 2000, search: true }),
    tindakan: f.textarea({ maxLength: 2000 }),
    id_rootcause: f.relation('rootcauseumt', 'nama_penyebab', { filter: true }),
    id_teknisi: f.relation('akun', 'nama', { list: true, filter: true }),
    status: f.select('ticketStatus', { list: true, filter: true }),
    tanggal_selesai: f.datetime({ filter: true, sort: true }),
    foto: f.image({ maxFiles: 5 }),
    /** Preventive schedule (`/cmumt/pm`): the customer, the visit interval and the next visit. */
    id_akun: f.relation('akun', 'nama', { filter: true }),
    interval_hari: f.integer({ min: 1, max: 3660 }),
    jadwal_berikutnya: f.date({ list: true, filter: true, sort: true }),
    /** The job a visit or ticket became. */
    id_pekerjaan: f.relation('rpekerjaan', 'nama_pekerjaan', { filter: true }),
    user_id: f.owner(),
  },
});
