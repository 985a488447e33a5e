import { defineResource, f } from './define.ts';

export const dbteam = defineResource({
  name: 'dbteam',
  purpose: "The team directory; also feeds the website's team section.",
  titleField: 'nama',
  adminManaged: true,
  icon: 'pi pi-users',
  defaultSort: { field: 'urutan', order: 'asc' },
  fields: {
    nama: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    jabatan: f.text({ required: true, maxLength: 100, list: true, search: true, filter: true }),
    foto: f.image({ maxFiles: 1, list: true }),
    no_hp: f.phone(),
    email: f.email({ search: true }),
    deskripsi: f.textarea({ maxLength: 1000 }),
    link_sosmed: f.url(),
    urutan: f.integer({ min: 0, max: 9999, defaultValue: 0, list: true, sort: true }),
    tampil_di_website: f.boolean({ defaultValue: true, filter: true }),
    user_id: f.owner(),
  },
});
