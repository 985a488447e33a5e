import { addressFields, defineResource, f } from './define.ts';

export const tes3 = defineResource({
  name: 'tes3',
  purpose:
    'Test fixture 3 (not admin-managed, no owner): address with region cascade, option lists, relations (one and several).',
  titleField: 'nama',
  icon: 'pi pi-bolt',
  defaultSort: { field: 'nama', order: 'asc' },
  fields: {
    nama: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    ...addressFields(),
    status_akun: f.select('accountStatus', { list: true, filter: true }),
    jenis_kelamin: f.select('gender', { filter: true }),
    nik: f.text({ minLength: 16, maxLength: 16, mask: '9999999999999999', search: true }),
    id_tes2: f.relation('tes2', 'judul', { list: true, filter: true }),
    id_tes_lain: f.relations('tes', 'nama', { filter: true }),
    catatan: f.textarea({ maxLength: 500 }),
  },
});
