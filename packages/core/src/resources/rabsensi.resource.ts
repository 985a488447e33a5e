import { defineResource, f } from './define.ts';

export const rabsensi = defineResource({
  name: 'rabsensi',
  purpose:
    'Attendance: one row per person and day with times in and out, status and source (RFID or manual).',
  titleField: 'tanggal',
  icon: 'pi pi-calendar-clock',
  defaultSort: { field: 'tanggal', order: 'desc' },
  fields: {
    id_akun: f.relation('akun', 'nama', { required: true, list: true, filter: true, sort: true }),
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    jam_masuk: f.time({ list: true }),
    jam_keluar: f.time({ list: true }),
    status: f.select('attendanceStatus', { required: true, defaultValue: 'masuk', list: true, filter: true }),
    sumber: f.select(['RFID', 'Manual'], { required: true, defaultValue: 'Manual', filter: true }),
    kode_rfid: f.text({ maxLength: 64, search: true }),
    foto: f.image({ maxFiles: 2 }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
