import { defineResource, f } from './define.ts';

export const regdistricts = defineResource({
  name: 'regdistricts',
  purpose: "Indonesia's districts (kecamatan), seeded from idn-area-data; the id is the official code.",
  titleField: 'name',
  idType: 'code',
  readOnly: true,
  icon: 'pi pi-map',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    regency_code: f.relation('regregencies', 'name', {
      required: true,
      list: true,
      filter: true,
      sort: true,
    }),
    name: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
  },
});
