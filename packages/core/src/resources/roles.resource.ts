import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const roles = defineResource({
  name: 'roles',
  purpose: 'Roles a user holds (Admin, Teknisi, pelanggan ...); pages and rules are granted per role.',
  titleField: 'role_name',
  icon: 'pi pi-id-card',
  defaultSort: { field: 'role_name', order: 'asc' },
  extraRoutes: EXTRA_ROUTES.roles,
  fields: {
    role_name: f.text({ required: true, unique: true, maxLength: 50, list: true, search: true, sort: true }),
    keterangan: f.textarea({ maxLength: 500, list: true }),
  },
});
