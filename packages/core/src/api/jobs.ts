/**
 * Answers of field work's own routes (apps/server/src/modules/jobs/jobs.routes.ts).
 *
 * The work list, the progress screen and the bulk template quote fields of several resources; a key
 * quoting a field hidden from the caller's role (Hide Kolom) is left out of the answer (the server's
 * declared shapes, apps/server/src/modules/jobs/jobs.quotes.ts), so every quoted key is optional here.
 */
import { z } from 'zod';
import { BulkRow } from '../jobs/schemas.ts';
import { ApiRecord, MessageAnswer } from './resources.ts';

/** A numeric column read as the database driver gives it (text on PostgreSQL). */
const Numeric = z.union([z.number(), z.string()]);

/** One sub job of the technician's work list. */
export const TrackItem = z.object({
  id: z.int(),
  nama_sub_pekerjaan: z.string().optional(),
  progres: z.number().optional(),
  status: z.string().optional(),
  bobot: z.number().nullish(),
  tanggal_mulai: z.string().nullish(),
  id_pekerjaan: z.int(),
  nama_pekerjaan: z.string().optional(),
  pelanggan: z.string().nullish(),
  no_hp_pelanggan: z.string().nullish(),
  alamat: z.string().nullish(),
  teknisi: z.string().nullish(),
  /** ISO timestamp of the latest progress step. */
  terakhir: z.string().nullish(),
  langkah_terakhir: z.string().nullish(),
});
export type TrackItem = z.infer<typeof TrackItem>;

/**
 * `GET /rsubptrackprogres/tracklist?done=&search=`: the caller's sub jobs (everyone's for a non
 * technician), and whether the caller is a technician. A column hidden from the role (Hide Kolom) is
 * left out.
 */
export const TrackListAnswer = z.object({ records: z.array(TrackItem), technician: z.boolean() });
export type TrackListAnswer = z.infer<typeof TrackListAnswer>;

/** One progress step of a sub job, newest first. */
export const TrackStep = z.object({
  id: z.int(),
  /** ISO timestamp. */
  tanggal: z.string().nullish(),
  nama_langkah: z.string().nullish(),
  catatan: z.string().nullish(),
  persentase: Numeric.nullish(),
  foto: z.string().nullish(),
});
export type TrackStep = z.infer<typeof TrackStep>;

/** A sub job as the record engine answers it, with the keys the progress screen reads. */
export const TrackSub = ApiRecord.extend({
  id: z.int(),
  nama_sub_pekerjaan: z.string().nullish(),
  progres: Numeric.nullish(),
});
export type TrackSub = z.infer<typeof TrackSub>;

/**
 * `GET /rsubptrackprogres/trackadd/{id}`: one sub job (in the caller's scope, else 404), its job and its
 * latest 20 steps. Fields hidden from the role (Hide Kolom) are left out.
 */
export const TrackSubJob = z.object({
  sub: TrackSub,
  job: z.object({
    id: z.int(),
    nama_pekerjaan: z.string().nullish(),
    alamat: z.string().nullish(),
    progres: Numeric.nullish(),
    pelanggan: z.string().nullish(),
    no_hp_pelanggan: z.string().nullish(),
  }),
  steps: z.array(TrackStep),
});
export type TrackSubJob<S = TrackSub> = Omit<z.infer<typeof TrackSubJob>, 'sub'> & { sub: S };

/**
 * `POST /rsubptrackprogres/trackadd`: the step written, and the sub job's and job's progress and the
 * job's state after it (left out should the sub job be gone by then).
 */
export const JobProgressAnswer = MessageAnswer.extend({
  record: ApiRecord,
  progress: z.object({ sub: z.number(), job: z.number(), status: z.string() }).optional(),
  /** The entry was written by an earlier sync of the same `client_id`; nothing was written now. */
  duplicate: z.boolean().optional(),
});
export type JobProgressAnswer<R = ApiRecord> = Omit<z.infer<typeof JobProgressAnswer>, 'record'> & {
  record: R;
};

/** One pasted row checked as the commit would write it. */
export const BulkPreviewRow = BulkRow.extend({
  id_teknisi: z.int().nullable(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type BulkPreviewRow = z.infer<typeof BulkPreviewRow>;

/** `POST /addmasalsubpekerjaan/preview` (and, with a message, `/commit`): the rows and their errors. */
export const BulkPreview = z.object({
  rows: z.array(BulkPreviewRow),
  valid: z.int().nonnegative(),
  invalid: z.int().nonnegative(),
  /** The weights given, plus what the job's sub jobs already hold (over 100 is allowed, then normalised). */
  bobot_total: z.number(),
});
export type BulkPreview = z.infer<typeof BulkPreview>;

/** `POST /addmasalsubpekerjaan/commit`: every row written (a 422 names each failing row instead). */
export const BulkCommitAnswer = MessageAnswer.extend(BulkPreview.shape);
export type BulkCommitAnswer = z.infer<typeof BulkCommitAnswer>;

/**
 * `GET /addmasalsubpekerjaan/template/{id}`: a starting table from the latest job of the same type
 * the caller sees (`job`), else the type's unit rates (`rates`), else empty (`none`). `text` is left
 * out when the caller's role may not see a column it copies.
 */
export const BulkTemplate = z.object({
  source: z.enum(['job', 'rates', 'none']),
  text: z.string().optional(),
});
export type BulkTemplate = z.infer<typeof BulkTemplate>;

/** `POST /rpekerjaan/duplikatdata/{id}`: the new job. */
export const JobDuplicateAnswer = MessageAnswer.extend({ record: ApiRecord });
export type JobDuplicateAnswer<R = ApiRecord> = Omit<z.infer<typeof JobDuplicateAnswer>, 'record'> & {
  record: R;
};

/**
 * `POST /rpekerjaan/whatsapp/{id}`: the tracking link and message; `url` is the wa.me link, null when
 * the customer has no usable phone number (or it is hidden from the caller).
 */
export const JobWhatsappAnswer = z.object({
  kode_lacak: z.string(),
  link: z.string(),
  text: z.string(),
  url: z.string().nullable(),
});
export type JobWhatsappAnswer = z.infer<typeof JobWhatsappAnswer>;

/** What a customer sees on `/lacak` (`GET /lacak/{code}`): public fields only. */
export const PublicJob = z.object({
  /**
   * The business doing the work, as its customers know it (the company profile): `/lacak` is headed with
   * it. `logo` is the small copy's address, ready to show.
   */
  usaha: z.object({ nama: z.string(), logo: z.string().nullable(), telepon: z.string().nullable() }),
  kode_lacak: z.string(),
  nama_pekerjaan: z.string(),
  jenis: z.string().nullable(),
  status: z.string(),
  progres: z.number(),
  tanggal_mulai: z.string().nullable(),
  tanggal_selesai: z.string().nullable(),
  sub_pekerjaan: z.array(z.object({ nama: z.string(), progres: z.number(), status: z.string() })),
  langkah: z.array(
    z.object({ tanggal: z.string(), nama_langkah: z.string(), persentase: z.number(), sub: z.string() }),
  ),
});
export type PublicJob = z.infer<typeof PublicJob>;
