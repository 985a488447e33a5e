import { defineResource, f } from './define.ts';

export const permissions = defineResource({
  name: 'permissions',
  // nobody manages a login, role or role setup by owning it (spec §6 decision, docs/architecture.md)
  neverOwned: true,
  purpose: 'Pages a role may open: one row per role and page (e.g. `rsupplier` or `rsupplier/edit`).',
  titleField: 'page_name',
  icon: 'pi pi-lock',
  defaultSort: { field: 'page_name', order: 'asc' },
  fields: {
    role_id: f.relation('roles', 'role_name', { required: true, list: true, filter: true, sort: true }),
    page_name: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
  },
});
