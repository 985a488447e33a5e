import { defineResource, f } from './define.ts';

export const rsubpekerjaan = defineResource({
  name: 'rsubpekerjaan',
  purpose: 'Sub jobs (work items) of a job, each with a weight; their progress rolls up to the job.',
  titleField: 'nama_sub_pekerjaan',
  icon: 'pi pi-list-check',
  defaultSort: { field: 'tanggal_mulai', order: 'asc' },
  fields: {
    id_pekerjaan: f.relation('rpekerjaan', 'nama_pekerjaan', { required: true, list: true, filter: true }),
    nama_sub_pekerjaan: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    id_hargasatuan: f.relation('rhargasatuanpekerjaan', 'nama_pekerjaan', { filter: true }),
    volume: f.decimal({ min: 0, max: 1_000_000 }),
    id_teknisi: f.relation('akun', 'nama', { filter: true }),
    /** Share of the job (percent); left empty, the sub jobs without a weight share what is left equally. */
    bobot: f.percent({ list: true }),
    /** Latest tracked percentage, kept by the jobs module. */
    progres: f.percent({ readOnly: true, list: true, sort: true }),
    tanggal_mulai: f.date({ filter: true, sort: true }),
    tanggal_selesai: f.date({ filter: true, sort: true }),
    /** Start time on each of its days (the dispatch board's day view); empty: some time that day. */
    jam_mulai: f.time(),
    /** Minutes of work from `jam_mulai` (15 to 1440); with it, the board refuses overlapping moves. */
    durasi_menit: f.integer({ min: 15, max: 1440 }),
    status: f.select('jobStatus', { required: true, defaultValue: 'On Going', list: true, filter: true }),
    user_id: f.owner(),
  },
});
