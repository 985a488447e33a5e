/** Answers of the admin's pages (apps/server/src/modules/admin). */
import type { MessageAnswer } from './resources.ts';

/** `GET /admin/summary`: the figures of the admin dashboard. */
export type AdminSummary = {
  users: { total: number; active: number; pending: number; blocked: number };
  roles: number;
  activeSessions: number;
};

/** `GET /admin/status`: what runs, where its data lives, and whether its parts are healthy. */
export type SystemStatus = {
  version: string;
  node: string;
  uptimeSeconds: number;
  /** ISO timestamp. */
  startedAt: string;
  database: { engine: 'pglite' | 'postgres'; label: string; version: string };
  mail: {
    /** `smtp` when SMTP_URL is set; `log` keeps every message in the `mail_outbox` table instead. */
    mode: 'smtp' | 'log';
    /**
     * The mailer keeps no queue of its own: over SMTP a message is handed to the server in the
     * background of the request that wrote it (`sentDirectly`); in log mode it lands in `mail_outbox`.
     */
    queue: 'sentDirectly' | 'outbox';
    /** Messages handed over but not yet answered by the SMTP server (this process only). */
    inFlight: number;
    /** Messages kept in `mail_outbox` (log mode), and how many of them today. */
    outbox: { total: number; today: number } | null;
  };
  redis: { configured: boolean; connected: boolean };
  migrations: { applied: number; known: number; last: string | null };
  /** `lastDay` is `YYYY-MM-DD`, `ranAt` an ISO timestamp. */
  dailyJobs: { job: string; lastDay: string; ranAt: string }[];
};

/** A unique index of the database (from the catalogue, so it shows what the migrations really made). */
export type UniqueIndex = { name: string; definition: string };

/** One resource of `GET /petacekduplikatinput` (answered as `{ resources }`). */
export type DuplicateCheck = {
  resource: string;
  titleField: string;
  /** Fields declared `unique`: every write is checked (422 `validation.unique`). */
  unique: string[];
  /** Unique indexes on the resource's table besides the primary key. */
  indexes: UniqueIndex[];
  /** Fields the duplicate finder may group by. */
  groupable: string[];
};

/** `GET /petacekduplikatinput`. */
export type DuplicateChecksAnswer = { resources: DuplicateCheck[] };

/** One group of records sharing the same values. */
export type DuplicateGroup = {
  values: Record<string, unknown>;
  count: number;
  /** The first 20 records of the group (id and title), oldest first. */
  records: { id: number | string; title: unknown }[];
};

/** `POST /petacekduplikatinput/find`. */
export type DuplicateResult = {
  resource: string;
  fields: string[];
  /** Groups found (all of them), of which `groups` holds the 100 largest. */
  totalGroups: number;
  groups: DuplicateGroup[];
};

export type ReferenceFormat = 'xml' | 'json';

/** One saved version of a template's reference, read back from the audit trail. */
export type ReferenceVersion = {
  version: number;
  /** ISO timestamp. */
  saved_at: string;
  by: string | null;
  format: ReferenceFormat;
  /** SHA-256 of the content, so two versions can be compared without reading them. */
  hash: string;
  size: number;
};

/** `GET /manualtemplatejson/save_refxml/{id}`: a template's reference and its versions, oldest first. */
export type ReferenceState = {
  id: number;
  nama_template: string;
  versi: number;
  ref_xml: string | null;
  format: ReferenceFormat | null;
  history: ReferenceVersion[];
};

/** `POST /manualtemplatejson/save_refxml/{id}`: the state after the save; `changed` false for the same content. */
export type ReferenceSaveAnswer = MessageAnswer & ReferenceState & { changed: boolean };

/** One category of the walman recap. */
export type WalmanGroup = {
  kategori: string | null;
  jumlah: number;
  total_nilai: number;
  /** At most 200, newest first; `tanggal` is `YYYY-MM-DD`. */
  records: { id: number; judul: string; tanggal: string; nilai: number | null; keterangan: string | null }[];
};

/**
 * `GET /walman/listgas`: active walman records of the period grouped by `kategori` (no category last).
 * A walman field hidden from the caller's role (Hide Kolom) is left out wherever its key appears.
 */
export type WalmanRecap = {
  from: string;
  to: string;
  groups: WalmanGroup[];
  total: { jumlah: number; total_nilai: number };
};
