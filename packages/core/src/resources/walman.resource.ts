import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const walman = defineResource({
  name: 'walman',
  purpose:
    'Purpose not shown by the spec: a generic dated record with a second list view at /walman/listgas.',
  titleField: 'judul',
  icon: 'pi pi-inbox',
  defaultSort: { field: 'tanggal', order: 'desc' },
  extraRoutes: EXTRA_ROUTES.walman,
  fields: {
    judul: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    kategori: f.text({ maxLength: 100, list: true, filter: true, search: true }),
    nilai: f.decimal({ min: 0, max: 1_000_000_000 }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 2000, search: true }),
    user_id: f.owner(),
  },
});
