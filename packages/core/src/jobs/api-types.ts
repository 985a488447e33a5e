/** The field-work API's answers, shared by the server that writes them and the web app that reads them. */

/** One sub job of the technician's work list (`GET /api/rsubptrackprogres/tracklist`). */
export type TrackItem = {
  id: number;
  nama_sub_pekerjaan: string;
  progres: number;
  status: string;
  bobot: number | null;
  tanggal_mulai: string | null;
  id_pekerjaan: number;
  nama_pekerjaan: string;
  pelanggan: string | null;
  no_hp_pelanggan: string | null;
  alamat: string | null;
  teknisi: string | null;
  terakhir: string | null;
  langkah_terakhir: string | null;
};

/** What a customer sees on `/lacak` (`GET /api/lacak/{code}`): public fields only. */
export type PublicJob = {
  kode_lacak: string;
  nama_pekerjaan: string;
  jenis: string | null;
  status: string;
  progres: number;
  tanggal_mulai: string | null;
  tanggal_selesai: string | null;
  sub_pekerjaan: { nama: string; progres: number; status: string }[];
  langkah: { tanggal: string; nama_langkah: string; persentase: number; sub: string }[];
};
