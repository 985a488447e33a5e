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
