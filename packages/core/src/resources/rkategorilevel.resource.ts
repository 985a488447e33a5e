import { defineResource, f } from './define.ts';

export const rkategorilevel = defineResource({
  name: 'rkategorilevel',
  purpose: 'Hierarchical item categories: each has a level and an optional parent category.',
  titleField: 'nama_kategori',
  icon: 'pi pi-tags',
  defaultSort: { field: 'nama_kategori', order: 'asc' },
  fields: {
    nama_kategori: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    kode_kategori: f.text({ maxLength: 30, unique: true, search: true, sort: true }),
    id_parent: f.relation('rkategorilevel', 'nama_kategori', { list: true, filter: true }),
    level: f.integer({
      required: true,
      min: 1,
      max: 10,
      defaultValue: 1,
      list: true,
      filter: true,
      sort: true,
    }),
    urutan: f.integer({ min: 0, max: 9999, defaultValue: 0, sort: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
