import { RESOURCE_NAMES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const primereactcustomview = defineResource({
  name: 'primereactcustomview',
  purpose: "A user's saved list view of a resource: visible columns, filters, order and page size.",
  titleField: 'nama_view',
  icon: 'pi pi-table',
  defaultSort: { field: 'nama_view', order: 'asc' },
  fields: {
    nama_view: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    nama_resource: f.select(RESOURCE_NAMES, { required: true, list: true, filter: true, sort: true }),
    /** Visible columns in order, e.g. `["nama_supplier", "no_hp"]`. */
    kolom: f.json({ required: true }),
    /** Filter values by field, e.g. `{ "status": "Active" }`. */
    filter_data: f.json(),
    sort_field: f.text({ maxLength: 64 }),
    sort_order: f.select(['asc', 'desc'], { defaultValue: 'asc' }),
    jumlah_baris: f.integer({ min: 5, max: 500, defaultValue: 25 }),
    default_view: f.boolean({ list: true, filter: true }),
    user_id: f.owner(),
  },
});
