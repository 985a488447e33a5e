import { defineResource, f } from './define.ts';

export const regvillages = defineResource({
  name: 'regvillages',
  purpose: "Indonesia's villages (desa/kelurahan), seeded from idn-area-data; the id is the official code.",
  titleField: 'name',
  idType: 'code',
  readOnly: true,
  icon: 'pi pi-map',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    district_code: f.relation('regdistricts', 'name', {
      required: true,
      list: true,
      filter: true,
      sort: true,
    }),
    name: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
  },
});
