import { defineResource, f } from './define.ts';

export const tes2 = defineResource({
  name: 'tes2',
  purpose:
    'Test fixture 2 (admin-managed): time, select, relation, upload, JSON, colour and mask field kinds.',
  titleField: 'judul',
  adminManaged: true,
  icon: 'pi pi-bolt',
  defaultSort: { field: 'waktu', order: 'desc' },
  fields: {
    judul: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    waktu: f.datetime({ list: true, filter: true, sort: true }),
    jam: f.time(),
    pilihan: f.select('yesNo', { required: true, defaultValue: 'Ya', list: true, filter: true }),
    kategori: f.select(['Satu', 'Dua', 'Tiga'], { filter: true }),
    id_tes: f.relation('tes', 'nama', { list: true, filter: true }),
    gambar: f.image({ maxFiles: 3 }),
    berkas: f.file({ accept: ['application/pdf', 'text/csv'], maxFiles: 2 }),
    data: f.json(),
    warna: f.color(),
    npwp: f.text({ maxLength: 20, mask: '99.999.999.9-999.999', search: true }),
    user_id: f.owner(),
  },
});
