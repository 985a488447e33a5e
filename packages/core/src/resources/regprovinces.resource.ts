import { defineResource, f } from './define.ts';

export const regprovinces = defineResource({
  name: 'regprovinces',
  purpose: "Indonesia's provinces, seeded from idn-area-data; the id is the official code (e.g. `32`).",
  titleField: 'name',
  idType: 'code',
  readOnly: true,
  icon: 'pi pi-map',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
  },
});
