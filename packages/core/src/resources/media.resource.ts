import { defineResource, f } from './define.ts';

export const media = defineResource({
  name: 'media',
  purpose: 'Uploaded files and images (originals plus small and large variants), listed for reuse.',
  titleField: 'nama_file',
  icon: 'pi pi-images',
  defaultSort: { field: 'nama_file', order: 'asc' },
  fields: {
    nama_file: f.text({ required: true, maxLength: 255, list: true, search: true, sort: true }),
    path: f.file({ required: true, maxFiles: 1, list: true }),
    tipe_mime: f.text({ maxLength: 100, readOnly: true, list: true, filter: true }),
    ukuran: f.integer({ min: 0, readOnly: true, list: true, sort: true }),
    folder: f.text({ maxLength: 100, filter: true }),
    alt_text: f.text({ maxLength: 255, search: true }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
