import { defineResource, f } from './define.ts';

export const rpostingan = defineResource({
  name: 'rpostingan',
  purpose: 'Blog posts of the public website: slug, summary, content, cover image and publication.',
  titleField: 'judul',
  icon: 'pi pi-book',
  defaultSort: { field: 'tanggal_terbit', order: 'desc' },
  fields: {
    judul: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    slug: f.text({ required: true, unique: true, maxLength: 200, search: true }),
    ringkasan: f.textarea({ maxLength: 500, search: true }),
    konten: f.richtext({ required: true }),
    gambar: f.image({ maxFiles: 1, list: true }),
    kategori: f.text({ maxLength: 100, list: true, filter: true }),
    tag: f.text({ maxLength: 255, search: true }),
    status: f.select(['Draft', 'Terbit'], {
      required: true,
      defaultValue: 'Draft',
      list: true,
      filter: true,
    }),
    tanggal_terbit: f.datetime({ filter: true, sort: true }),
    user_id: f.owner(),
  },
});
