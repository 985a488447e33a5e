/**
 * What the worksheets' answers quote (rule R5, plugins/quotes.ts): a key naming a field the caller's
 * role may not see (Hide Kolom) leaves the answer, as on the progress screen (jobs.quotes.ts).
 */
import { each, plain, quote, type Shape } from '../../../plugins/quotes.ts';

const VIEW: Shape = {
  sub: { id: plain, nama_sub_pekerjaan: quote('rsubpekerjaan.nama_sub_pekerjaan') },
  job: {
    id: plain,
    nama_pekerjaan: quote('rpekerjaan.nama_pekerjaan'),
    pelanggan: quote('akun.nama', 'rpekerjaan.id_akun'),
    alamat: quote('rpekerjaan.alamat'),
    jenis: quote('rtype.nama_type', 'rpekerjaan.id_type'),
  },
  state: plain,
  items: plain,
  answers: plain,
  nama_penanda: plain,
  tanda_tangan: plain,
  ditandatangani_pada: plain,
  lokasi_gps: plain,
  laporan: plain,
};

export const WORKSHEET_VIEW: Shape = VIEW;
export const WORKSHEET_WRITE: Shape = { message: plain, worksheet: VIEW, mailed: plain, duplicate: plain };

export const JOB_WORKSHEETS: Shape = {
  worksheets: each({
    id_subpekerjaan: plain,
    nama_sub_pekerjaan: quote('rsubpekerjaan.nama_sub_pekerjaan'),
    state: plain,
    nama_penanda: plain,
    ditandatangani_pada: plain,
    laporan: plain,
    tautan_publik: plain,
    whatsapp: plain,
  }),
  template: plain,
};
