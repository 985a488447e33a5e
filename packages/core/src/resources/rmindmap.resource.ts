import { RESOURCE_NAMES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rmindmap = defineResource({
  name: 'rmindmap',
  purpose: "Mind maps stored as JSON, per owner or attached to another resource's record.",
  titleField: 'judul',
  icon: 'pi pi-share-alt',
  defaultSort: { field: 'judul', order: 'asc' },
  fields: {
    judul: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    /** The tree: `{ "label": "...", "children": [...] }`. */
    data: f.json({ required: true }),
    nama_resource: f.select(RESOURCE_NAMES, { list: true, filter: true }),
    id_record: f.integer({ min: 1, filter: true }),
    keterangan: f.textarea({ maxLength: 1000, search: true }),
    user_id: f.owner({ list: true }),
  },
});
