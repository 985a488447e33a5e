/** Answers of field work's own routes (apps/server/src/modules/jobs/jobs.routes.ts). */
import type { BulkRow } from '../jobs/bulk-table.ts';
import type { ApiRecord, MessageAnswer } from './resources.ts';

/** One sub job of the technician's work list. */
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
  /** ISO timestamp of the latest progress step. */
  terakhir: string | null;
  langkah_terakhir: string | null;
};

/**
 * `GET /rsubptrackprogres/tracklist?done=&search=`: the caller's sub jobs (everyone's for a non
 * technician), and whether the caller is a technician. A column hidden from the role (Hide Kolom) is null.
 */
export type TrackListAnswer = { records: TrackItem[]; technician: boolean };

/** One progress step of a sub job, newest first. */
export type TrackStep = {
  id: number;
  /** ISO timestamp. */
  tanggal: string;
  nama_langkah: string;
  catatan: string | null;
  /** A numeric column read as the database driver gives it (text on PostgreSQL). */
  persentase: number | string;
  foto: string | null;
};

/** A sub job as the record engine answers it, with the keys the progress screen reads. */
export type TrackSub = ApiRecord & { id: number; nama_sub_pekerjaan: string; progres: number | string };

/**
 * `GET /rsubptrackprogres/trackadd/{id}`: one sub job (in the caller's scope, else 404), its job and its
 * latest 20 steps. Fields hidden from the role (Hide Kolom) are null.
 */
export type TrackSubJob<S = TrackSub> = {
  sub: S;
  job: {
    id: number;
    nama_pekerjaan: string;
    alamat: string | null;
    progres: number | string;
    pelanggan: string | null;
    no_hp_pelanggan: string | null;
  };
  steps: TrackStep[];
};

/**
 * `POST /rsubptrackprogres/trackadd`: the step written, and the sub job's and job's progress and the
 * job's state after it (left out should the sub job be gone by then).
 */
export type JobProgressAnswer<R = ApiRecord> = MessageAnswer & {
  record: R;
  progress?: { sub: number; job: number; status: string };
};

/** One pasted row checked as the commit would write it. */
export type BulkPreviewRow = Omit<BulkRow, 'teknisi'> & {
  teknisi: string;
  id_teknisi: number | null;
  errors: Record<string, string[]>;
};

/** `POST /addmasalsubpekerjaan/preview` (and, with a message, `/commit`): the rows and their errors. */
export type BulkPreview = {
  rows: BulkPreviewRow[];
  valid: number;
  invalid: number;
  /** The weights given, plus what the job's sub jobs already hold (over 100 is allowed, then normalised). */
  bobot_total: number;
};

/** `POST /addmasalsubpekerjaan/commit`: every row written (a 422 names each failing row instead). */
export type BulkCommitAnswer = MessageAnswer & BulkPreview;

/**
 * `GET /addmasalsubpekerjaan/template/{id}`: a starting table from the latest job of the same type
 * (`job`), else the type's unit rates (`rates`), else empty (`none`).
 */
export type BulkTemplate = { source: 'job' | 'rates' | 'none'; text: string };

/** `POST /rpekerjaan/duplikatdata/{id}`: the new job. */
export type JobDuplicateAnswer<R = ApiRecord> = MessageAnswer & { record: R };

/**
 * `POST /rpekerjaan/whatsapp/{id}`: the tracking link and message; `url` is the wa.me link, null when
 * the customer has no usable phone number (or it is hidden from the caller).
 */
export type JobWhatsappAnswer = { kode_lacak: string; link: string; text: string; url: string | null };

/** What a customer sees on `/lacak` (`GET /lacak/{code}`): public fields only. */
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
