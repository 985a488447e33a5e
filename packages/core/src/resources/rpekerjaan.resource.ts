import { EXTRA_ROUTES } from '../pages.ts';
import { addressFields, coordinateFields, defineResource, f } from './define.ts';

export const rpekerjaan = defineResource({
  name: 'rpekerjaan',
  purpose:
    'Jobs for a customer at a location: type, lead technician, dates, value and status; progress rolls up.',
  titleField: 'nama_pekerjaan',
  icon: 'pi pi-hammer',
  defaultSort: { field: 'tanggal_mulai', order: 'desc' },
  extraRoutes: EXTRA_ROUTES.rpekerjaan,
  fields: {
    nama_pekerjaan: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    id_akun: f.relation('akun', 'nama', { required: true, list: true, filter: true }),
    id_type: f.relation('rtype', 'nama_type', { filter: true }),
    id_teknisi: f.relation('akun', 'nama', { filter: true }),
    ...addressFields(),
    ...coordinateFields(),
    tanggal_mulai: f.date({ required: true, list: true, filter: true, sort: true }),
    tanggal_selesai: f.date({ filter: true, sort: true }),
    nilai_kontrak: f.money({ sort: true }),
    /** Weighted progress of the sub jobs, kept by the jobs module. */
    progres: f.percent({ readOnly: true, list: true, sort: true }),
    status: f.select('jobStatus', { required: true, defaultValue: 'On Going', list: true, filter: true }),
    /** Why an admin closed the job before every sub job reached 100%. */
    alasan_tutup: f.textarea({ maxLength: 1000 }),
    /** The customer's tracking code for `/lacak`, given by the jobs module (e.g. `KTR-7F3K-9QJD`). */
    kode_lacak: f.text({ readOnly: true, unique: true, maxLength: 20, search: true }),
    user_id: f.owner(),
  },
});
