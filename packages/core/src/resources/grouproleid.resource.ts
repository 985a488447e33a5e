import { defineResource, f } from './define.ts';

export const grouproleid = defineResource({
  name: 'grouproleid',
  // nobody manages a login, role or role setup by owning it (spec §6 decision, docs/architecture.md)
  neverOwned: true,
  purpose: 'Named groups of roles, used by rules whose where-clause kind is group_id.',
  titleField: 'nama_group',
  icon: 'pi pi-sitemap',
  defaultSort: { field: 'nama_group', order: 'asc' },
  fields: {
    nama_group: f.text({
      required: true,
      unique: true,
      maxLength: 100,
      list: true,
      search: true,
      sort: true,
    }),
    /** JSON array of role ids, e.g. `[52, 53]`. */
    role_ids: f.json({ required: true, list: true }),
    status: f.select('activeInactive', { defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 500 }),
  },
});
