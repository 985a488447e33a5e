/**
 * What field work's composed answers quote (rule R5, plugins/quotes.ts; docs/jobs.md): every key names
 * the fields it is read from and leaves the answer when the caller's role may not see one of them
 * (Hide Kolom on that resource), as on the resources' own routes. A relation's label quotes the
 * target's title and the relation field itself.
 */
import { each, plain, quote, recordOf, type Shape, variant } from '../../plugins/quotes.ts';

const customer = (field: 'nama' | 'no_hp') => quote(`akun.${field}`, 'rpekerjaan.id_akun');

/** One sub job of "Tugas Saya", open first: the order tells the status and the start date. */
export const TRACK_LIST: Shape = {
  records: each(
    {
      id: plain,
      nama_sub_pekerjaan: quote('rsubpekerjaan.nama_sub_pekerjaan'),
      progres: quote('rsubpekerjaan.progres'),
      status: quote('rsubpekerjaan.status'),
      bobot: quote('rsubpekerjaan.bobot'),
      tanggal_mulai: quote('rsubpekerjaan.tanggal_mulai'),
      id_pekerjaan: plain,
      nama_pekerjaan: quote('rpekerjaan.nama_pekerjaan'),
      pelanggan: customer('nama'),
      no_hp_pelanggan: customer('no_hp'),
      alamat: quote('rpekerjaan.alamat'),
      // the sub job's technician, else the job's lead
      teknisi: quote('akun.nama', 'rsubpekerjaan.id_teknisi', 'rpekerjaan.id_teknisi'),
      terakhir: quote('rsubptrackprogres.tanggal'),
      langkah_terakhir: quote('rsubptrackprogres.nama_langkah'),
    },
    {
      by: quote('rsubpekerjaan.status', 'rsubpekerjaan.tanggal_mulai', 'rpekerjaan.tanggal_mulai'),
      otherwise: 'id',
    },
  ),
  technician: plain,
};

/** The progress screen: the sub job as its view shows it, its job, its latest steps. */
export const TRACK_SUB_JOB: Shape = {
  sub: recordOf('rsubpekerjaan'),
  job: {
    id: plain,
    nama_pekerjaan: quote('rpekerjaan.nama_pekerjaan'),
    alamat: quote('rpekerjaan.alamat'),
    progres: quote('rpekerjaan.progres'),
    pelanggan: customer('nama'),
    no_hp_pelanggan: customer('no_hp'),
  },
  steps: each({
    id: plain,
    tanggal: quote('rsubptrackprogres.tanggal'),
    nama_langkah: quote('rsubptrackprogres.nama_langkah'),
    catatan: quote('rsubptrackprogres.catatan'),
    persentase: quote('rsubptrackprogres.persentase'),
    foto: quote('rsubptrackprogres.foto'),
  }),
};

/**
 * The bulk table's template: a table copied from the sub jobs of an earlier job (names, weights,
 * volumes) or from the type's unit rates (names); withheld whole when the role may not see a column
 * it copies (the text is one value: a column cannot leave it).
 */
export const BULK_TEMPLATE: Shape = variant('source', {
  job: {
    source: plain,
    text: quote('rsubpekerjaan.nama_sub_pekerjaan', 'rsubpekerjaan.bobot', 'rsubpekerjaan.volume'),
  },
  rates: { source: plain, text: quote('rhargasatuanpekerjaan.nama_pekerjaan') },
  none: { source: plain, text: plain },
});

/** A sub job on the dispatch board: its names, days, hours and state, each as its view shows it. */
const BOARD_BLOCK: Shape = {
  id: plain,
  nama_sub_pekerjaan: quote('rsubpekerjaan.nama_sub_pekerjaan'),
  id_pekerjaan: plain,
  nama_pekerjaan: quote('rpekerjaan.nama_pekerjaan'),
  id_teknisi: quote('rsubpekerjaan.id_teknisi'),
  tanggal_mulai: quote('rsubpekerjaan.tanggal_mulai'),
  tanggal_selesai: quote('rsubpekerjaan.tanggal_selesai'),
  jam_mulai: quote('rsubpekerjaan.jam_mulai'),
  durasi_menit: quote('rsubpekerjaan.durasi_menit'),
  status: quote('rsubpekerjaan.status'),
  progres: quote('rsubpekerjaan.progres'),
  nama_pelanggan: quote('rpekerjaan.id_akun', 'akun.nama'),
  // the job's place, else its customer's: either may be the one answered
  lat: quote('rpekerjaan.lat', 'akun.lat'),
  lng: quote('rpekerjaan.lng', 'akun.lng'),
};

/** The dispatch board (docs/jobs.md): technicians by name, their blocks, the unscheduled ones. */
export const DISPATCH_BOARD: Shape = {
  from: plain,
  to: plain,
  technicians: each({ id: plain, nama: quote('akun.nama') }),
  blocks: each(BOARD_BLOCK),
  unscheduled: each(BOARD_BLOCK),
};

/** One timesheet entry: the sub job's and job's names and the technician's, as their views show them. */
const TIMESHEET_ENTRY: Shape = {
  id: plain,
  id_subpekerjaan: plain,
  nama_sub_pekerjaan: quote('rsubpekerjaan.nama_sub_pekerjaan'),
  id_pekerjaan: plain,
  nama_pekerjaan: quote('rpekerjaan.nama_pekerjaan'),
  id_teknisi: plain,
  teknisi: quote('akun.nama'),
  mulai: plain,
  selesai: plain,
  jam: plain,
  koreksi: plain,
};

/** A sub job's timer on the progress screen. */
export const SUB_JOB_TIMER: Shape = { running: TIMESHEET_ENTRY, entries: each(TIMESHEET_ENTRY), jam: plain };
/** Starting or stopping a timer: the entry, and the one a start stopped. */
export const TIMER_ANSWER: Shape = { message: plain, entry: TIMESHEET_ENTRY, stopped: TIMESHEET_ENTRY };
/** A correction's answer. */
export const CORRECTED_ENTRY: Shape = { message: plain, entry: TIMESHEET_ENTRY };
/** Hours of a period: the entries, and sums per job (by its name), technician (by name) and week. */
export const TIMESHEET_REPORT: Shape = {
  from: plain,
  to: plain,
  entries: each(TIMESHEET_ENTRY),
  byJob: each({ id: plain, nama: quote('rpekerjaan.nama_pekerjaan'), jam: plain }),
  byTechnician: each({ id: plain, nama: quote('akun.nama'), jam: plain }),
  byWeek: each({ minggu: plain, jam: plain }),
  total: plain,
};
