import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const akunwebmail = defineResource({
  name: 'akunwebmail',
  purpose: 'Company mailboxes; the password is changed through the hosting panel and never stored.',
  titleField: 'email',
  icon: 'pi pi-envelope',
  defaultSort: { field: 'email', order: 'asc' },
  extraRoutes: EXTRA_ROUTES.akunwebmail,
  fields: {
    email: f.email({ required: true, unique: true, list: true, search: true, sort: true }),
    nama_pemilik: f.text({ maxLength: 150, list: true, search: true, sort: true }),
    id_akun: f.relation('akun', 'nama', { filter: true }),
    kuota_mb: f.integer({ min: 0, max: 1_048_576, list: true, sort: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
