import { defineResource, f } from './define.ts';

export const regregencies = defineResource({
  name: 'regregencies',
  purpose:
    "Indonesia's regencies and cities, seeded from idn-area-data; the id is the official code (`32.73`).",
  titleField: 'name',
  idType: 'code',
  readOnly: true,
  icon: 'pi pi-map',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    province_code: f.relation('regprovinces', 'name', {
      required: true,
      list: true,
      filter: true,
      sort: true,
    }),
    name: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
  },
});
