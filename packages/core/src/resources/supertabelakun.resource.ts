import { defineResource, f } from './define.ts';

export const supertabelakun = defineResource({
  name: 'supertabelakun',
  purpose:
    "Rows of user-defined tables: values keyed by the table's tabelkolom columns, optionally per account.",
  titleField: 'judul_baris',
  icon: 'pi pi-server',
  defaultSort: { field: 'urutan', order: 'asc' },
  fields: {
    nama_tabel: f.text({ required: true, maxLength: 64, list: true, search: true, filter: true, sort: true }),
    judul_baris: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    id_akun: f.relation('akun', 'nama', { list: true, filter: true }),
    /** `{ "<nama_kolom>": value, ... }`, validated against the table's columns. */
    data: f.json({ required: true }),
    urutan: f.integer({ min: 0, max: 999_999, defaultValue: 0, sort: true }),
    user_id: f.owner(),
  },
});
