import { defineResource, f } from './define.ts';

export const rlaporan = defineResource({
  name: 'rlaporan',
  purpose: "Reports: technicians' field reports and saved report definitions.",
  titleField: 'judul',
  icon: 'pi pi-chart-bar',
  defaultSort: { field: 'tanggal', order: 'desc' },
  fields: {
    judul: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    jenis: f.select(['Laporan Lapangan', 'Definisi Laporan'], {
      required: true,
      defaultValue: 'Laporan Lapangan',
      list: true,
      filter: true,
    }),
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    id_pekerjaan: f.relation('rpekerjaan', 'nama_pekerjaan', { filter: true }),
    id_teknisi: f.relation('akun', 'nama', { list: true, filter: true }),
    isi: f.richtext({ search: true }),
    /** A saved report definition: resource, columns, filters and grouping. */
    definisi: f.json(),
    lampiran: f.file({ maxFiles: 10 }),
    status: f.select(['Draft', 'Dikirim', 'Disetujui'], {
      required: true,
      defaultValue: 'Draft',
      list: true,
      filter: true,
    }),
    user_id: f.owner(),
  },
});
