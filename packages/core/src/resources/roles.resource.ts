import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const roles = defineResource({
  name: 'roles',
  // nobody manages a login, role or role setup by owning it (spec §6 decision, docs/architecture.md)
  neverOwned: true,
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
