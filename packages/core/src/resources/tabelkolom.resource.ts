import { USER_COLUMN_TYPES } from '../usertables/column-types.ts';
import { defineResource, f } from './define.ts';

export const tabelkolom = defineResource({
  name: 'tabelkolom',
  purpose: 'Column definitions of user-defined tables (one row per column), shown by the /supertabel tool.',
  titleField: 'label_kolom',
  icon: 'pi pi-table',
  defaultSort: { field: 'urutan', order: 'asc' },
  fields: {
    nama_tabel: f.text({ required: true, maxLength: 64, list: true, search: true, filter: true, sort: true }),
    nama_kolom: f.text({ required: true, maxLength: 64, list: true, search: true, sort: true }),
    label_kolom: f.text({ required: true, maxLength: 100, list: true, search: true }),
    tipe_kolom: f.select(USER_COLUMN_TYPES, {
      required: true,
      defaultValue: 'text',
      list: true,
      filter: true,
    }),
    wajib: f.boolean(),
    /** Options of a `select` column, e.g. `["Ya", "Tidak"]`; the target of a `relation` one, e.g. `"rsupplier"`. */
    opsi: f.json(),
    urutan: f.integer({ min: 0, max: 9999, defaultValue: 0, sort: true }),
    lebar_kolom: f.integer({ min: 40, max: 1000 }),
    user_id: f.owner(),
  },
});
