import { defineResource, f } from './define.ts';

export const rnotifikasi = defineResource({
  name: 'rnotifikasi',
  purpose: 'Notifications to a user: title, body, an in-app link and when it was read.',
  titleField: 'judul',
  icon: 'pi pi-bell',
  defaultSort: { field: 'dikirim_pada', order: 'desc' },
  fields: {
    id_penerima: f.relation('users', 'username', { required: true, list: true, filter: true }),
    judul: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    isi: f.textarea({ maxLength: 2000, search: true }),
    /** An in-app path such as `/rinvoice/view/12`, or a full URL. */
    link: f.text({ maxLength: 500 }),
    jenis: f.select(['Info', 'Peringatan', 'Tugas', 'Sistem'], {
      defaultValue: 'Info',
      list: true,
      filter: true,
    }),
    dikirim_pada: f.datetime({ readOnly: true, list: true, filter: true, sort: true }),
    dibaca_pada: f.datetime({ readOnly: true, filter: true, sort: true }),
    /**
     * The person who wrote the notice (through the form or an import), or null for the system's own
     * notices (`notify`): a person's notice always shows who wrote it and can never pass as the system's.
     */
    id_pengirim: f.relation('users', 'username', { readOnly: true, list: true }),
    /**
     * How a notice that quotes records is shown again to its reader: its texts with `{name}` marks and
     * the quoted values (resource, id, field, the value at the event). Never sent: the stored `judul`
     * and `isi` quote no record, and the bell fills the marks only with what its reader may see.
     */
    kutipan: f.json({ readOnly: true, hidden: true }),
    user_id: f.owner(),
  },
});
