import { defineResource, f } from './define.ts';

export const rmenu = defineResource({
  name: 'rmenu',
  purpose:
    'Admin-editable side-menu entries (label, route, icon, parent, order), merged with the built-in menu.',
  titleField: 'label',
  icon: 'pi pi-bars',
  defaultSort: { field: 'urutan', order: 'asc' },
  fields: {
    label: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    route: f.text({ required: true, maxLength: 255, list: true, search: true }),
    grup: f.select('menuGroup', {
      list: true,
      filter: true,
    }),
    id_parent: f.relation('rmenu', 'label', { filter: true }),
    icon: f.text({ maxLength: 64, defaultValue: 'pi pi-tags' }),
    iconcolor: f.color(),
    target: f.select(['_self', '_blank'], { defaultValue: '_self' }),
    urutan: f.integer({ min: 0, max: 9999, defaultValue: 0, list: true, sort: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    /** The roles that see the entry, as `grouproleid.role_ids` (`[53]`); empty = every role. */
    role_ids: f.json({ list: true, helpKey: 'resources.rmenu.help.role_ids' }),
    user_id: f.owner(),
  },
});
