import { defineResource, f } from './define.ts';

export const setupimgprototype = defineResource({
  name: 'setupimgprototype',
  purpose: 'Default and placeholder images per module (shown when a record has no image of its own).',
  titleField: 'nama_modul',
  icon: 'pi pi-image',
  defaultSort: { field: 'nama_modul', order: 'asc' },
  fields: {
    nama_modul: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    jenis_gambar: f.select(['Default', 'Placeholder', 'Logo', 'Latar'], {
      required: true,
      defaultValue: 'Placeholder',
      list: true,
      filter: true,
    }),
    gambar: f.image({ required: true, maxFiles: 1, list: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', filter: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
