/** Answers of the admin's pages (apps/server/src/modules/admin). */
import { z } from 'zod';
import { MessageAnswer } from './resources.ts';

/** `GET /admin/summary`: the figures of the admin dashboard. */
export const AdminSummary = z.object({
  users: z.object({
    total: z.int().nonnegative(),
    active: z.int().nonnegative(),
    pending: z.int().nonnegative(),
    blocked: z.int().nonnegative(),
  }),
  roles: z.int().nonnegative(),
  activeSessions: z.int().nonnegative(),
});
export type AdminSummary = z.infer<typeof AdminSummary>;

/** `GET /admin/status`: what runs, where its data lives, and whether its parts are healthy. */
export const SystemStatus = z.object({
  version: z.string(),
  node: z.string(),
  uptimeSeconds: z.int().nonnegative(),
  /** ISO timestamp. */
  startedAt: z.string(),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), label: z.string(), version: z.string() }),
  mail: z.object({
    /** `smtp` when SMTP_URL is set; `log` keeps every message in the `mail_outbox` table instead. */
    mode: z.enum(['smtp', 'log']),
    /**
     * The mailer keeps no queue of its own: over SMTP a message is handed to the server in the
     * background of the request that wrote it (`sentDirectly`); in log mode it lands in `mail_outbox`.
     */
    queue: z.enum(['sentDirectly', 'outbox']),
    /** Messages handed over but not yet answered by the SMTP server (this process only). */
    inFlight: z.int().nonnegative(),
    /** Messages kept in `mail_outbox` (log mode), and how many of them today. */
    outbox: z.object({ total: z.int().nonnegative(), today: z.int().nonnegative() }).nullable(),
  }),
  redis: z.object({ configured: z.boolean(), connected: z.boolean() }),
  migrations: z.object({
    applied: z.int().nonnegative(),
    known: z.int().nonnegative(),
    last: z.string().nullable(),
  }),
  /** `lastDay` is `YYYY-MM-DD`, `ranAt` an ISO timestamp. */
  dailyJobs: z.array(z.object({ job: z.string(), lastDay: z.string(), ranAt: z.string() })),
});
export type SystemStatus = z.infer<typeof SystemStatus>;

/** A unique index of the database (from the catalogue, so it shows what the migrations really made). */
export const UniqueIndex = z.object({ name: z.string(), definition: z.string() });
export type UniqueIndex = z.infer<typeof UniqueIndex>;

/** One resource of `GET /petacekduplikatinput` (answered as `{ resources }`). */
export const DuplicateCheck = z.object({
  resource: z.string(),
  titleField: z.string(),
  /** Fields declared `unique`: every write is checked (422 `validation.unique`). */
  unique: z.array(z.string()),
  /** Unique indexes on the resource's table besides the primary key. */
  indexes: z.array(UniqueIndex),
  /** Fields the duplicate finder may group by. */
  groupable: z.array(z.string()),
});
export type DuplicateCheck = z.infer<typeof DuplicateCheck>;

/** `GET /petacekduplikatinput`. */
export const DuplicateChecksAnswer = z.object({ resources: z.array(DuplicateCheck) });
export type DuplicateChecksAnswer = z.infer<typeof DuplicateChecksAnswer>;

/** One group of records sharing the same values. */
export const DuplicateGroup = z.object({
  values: z.record(z.string(), z.unknown()),
  count: z.int().positive(),
  /** The first 20 records of the group (id and title), oldest first. */
  records: z.array(z.object({ id: z.union([z.number(), z.string()]), title: z.unknown() })),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroup>;

/** `POST /petacekduplikatinput/find`. */
export const DuplicateResult = z.object({
  resource: z.string(),
  fields: z.array(z.string()),
  /** Groups found (all of them), of which `groups` holds the 100 largest. */
  totalGroups: z.int().nonnegative(),
  groups: z.array(DuplicateGroup),
});
export type DuplicateResult = z.infer<typeof DuplicateResult>;

export const ReferenceFormat = z.enum(['xml', 'json']);
export type ReferenceFormat = z.infer<typeof ReferenceFormat>;

/** One saved version of a template's reference, read back from the audit trail. */
export const ReferenceVersion = z.object({
  version: z.int().positive().optional(),
  /** ISO timestamp. */
  saved_at: z.string(),
  by: z.string().nullable(),
  format: ReferenceFormat.optional(),
  /** SHA-256 of the content, so two versions can be compared without reading them. */
  hash: z.string().optional(),
  size: z.int().nonnegative().optional(),
});
export type ReferenceVersion = z.infer<typeof ReferenceVersion>;

/**
 * `GET /manualtemplatejson/save_refxml/{id}`: a template's reference and its versions, oldest first. A
 * key quoting a field the caller's role may not see (the name, the version, the reference: a version's
 * format, hash and size are read from its content) is left out.
 */
export const ReferenceState = z.object({
  id: z.int(),
  nama_template: z.string().optional(),
  versi: z.int().optional(),
  ref_xml: z.string().nullish(),
  format: ReferenceFormat.nullish(),
  history: z.array(ReferenceVersion),
});
export type ReferenceState = z.infer<typeof ReferenceState>;

/** `POST /manualtemplatejson/save_refxml/{id}`: the state after the save; `changed` false for the same content. */
export const ReferenceSaveAnswer = MessageAnswer.extend(ReferenceState.shape).extend({
  changed: z.boolean().optional(),
});
export type ReferenceSaveAnswer = z.infer<typeof ReferenceSaveAnswer>;

/**
 * One category of the walman recap. Every key quoting a walman field (`kategori`, and the records'
 * `judul`, `tanggal`, `nilai`, `keterangan`) is left out when the caller's role may not see that field
 * (Hide Kolom), hence optional; `total_nilai` goes with a hidden `nilai`.
 */
export const WalmanGroup = z.object({
  kategori: z.string().nullable().optional(),
  /** Left out with a hidden `kategori`: how many records each category holds tells it. */
  jumlah: z.int().positive().optional(),
  total_nilai: z.number().optional(),
  /** At most 200, newest first; `tanggal` is `YYYY-MM-DD`. */
  records: z.array(
    z.object({
      id: z.int(),
      judul: z.string().optional(),
      tanggal: z.string().optional(),
      nilai: z.number().nullable().optional(),
      keterangan: z.string().nullable().optional(),
    }),
  ),
});
export type WalmanGroup = z.infer<typeof WalmanGroup>;

/**
 * `GET /walman/listgas`: active walman records of the period grouped by `kategori` (no category last).
 * A walman field hidden from the caller's role (Hide Kolom) is left out wherever its key appears.
 */
export const WalmanRecap = z.object({
  from: z.string(),
  to: z.string(),
  groups: z.array(WalmanGroup),
  total: z.object({ jumlah: z.int().nonnegative(), total_nilai: z.number().optional() }),
});
export type WalmanRecap = z.infer<typeof WalmanRecap>;

// `GET /ui/menu` and `GET /ui/placeholders` answer what every signed-in screen reads (routes/ui.ts), so
// their shapes live there: the shell's first load takes none of the admin's declarations
export { PlaceholdersAnswer, UiMenuAnswer } from './routes/ui.ts';
