import { defineResource, f } from './define.ts';

export const dokumengenerator = defineResource({
  name: 'dokumengenerator',
  purpose: 'Document templates with placeholders, and the documents generated from them.',
  titleField: 'nama_dokumen',
  adminManaged: true,
  icon: 'pi pi-file-edit',
  defaultSort: { field: 'nama_dokumen', order: 'asc' },
  fields: {
    nama_dokumen: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    jenis: f.select(['Template', 'Dokumen'], {
      required: true,
      defaultValue: 'Template',
      list: true,
      filter: true,
    }),
    /** For a template: the resource it prints (`rinvoice`, `rpekerjaan`). */
    kategori: f.text({ maxLength: 100, filter: true, search: true }),
    nomor_dokumen: f.text({ maxLength: 100, search: true }),
    tanggal: f.date({ list: true, filter: true, sort: true }),
    isi_template: f.richtext(),
    /**
     * Placeholder values, e.g. `{ "nama_pelanggan": "Budi" }`; for a printable template its engine and
     * design: `{ "engine": "pdfme", "template": {...} }` or `{ "engine": "docx" }` (core documents/).
     */
    variabel: f.json(),
    /** The generated PDF, or a DOCX template's file. */
    file_hasil: f.file({
      accept: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      maxFiles: 1,
    }),
    status: f.select(['Draft', 'Final'], { defaultValue: 'Draft', list: true, filter: true }),
    user_id: f.owner(),
  },
});
