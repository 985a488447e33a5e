/**
 * Answers of the server's own routes: health, public settings, the API document, the mail outbox,
 * uploads, the admin dashboard's business figures and the realtime channel's events (apps/server/src:
 * modules/health, docs, mail, media, dashboard, plugins/realtime.ts). Zod schemas, types inferred.
 */
import { z } from 'zod';
import { ApiRecord, listAnswer, MessageAnswer } from './resources.ts';

/** `GET /health`: the server and its database answer. `uptime` in seconds. */
export const HealthAnswer = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime: z.int().nonnegative(),
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;

/** `GET /health/live`: the process answers. */
export const LiveAnswer = z.object({ status: z.literal('ok') });
export type LiveAnswer = z.infer<typeof LiveAnswer>;

/** One readiness check: `skipped` for Redis when none is configured. */
export const ReadyCheck = z.enum(['ok', 'skipped', 'failed']);
export type ReadyCheck = z.infer<typeof ReadyCheck>;

const ReadyChecks = z.object({ started: ReadyCheck, database: ReadyCheck, redis: ReadyCheck });

/** `GET /health/ready` when traffic may come. */
export const ReadyAnswer = z.object({ status: z.literal('ready'), checks: ReadyChecks });
export type ReadyAnswer = z.infer<typeof ReadyAnswer>;

/** `GET /health/ready`'s 503: the checks, and the names of those that failed. */
export const NotReadyAnswer = z.object({
  status: z.literal('unavailable'),
  checks: ReadyChecks,
  failed: z.array(z.string()),
});
export type NotReadyAnswer = z.infer<typeof NotReadyAnswer>;

/** `GET /config`: public settings the web app needs before sign-in. */
export const PublicConfig = z.object({
  appName: z.string(),
  productKey: z.string(),
  publicHost: z.string(),
  supportPhone: z.string(),
  /** Null when Google sign-in is off. */
  googleClientId: z.string().nullable(),
  /** The dispatch map's tile server (a Leaflet URL template) and its attribution (plain text). */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/**
 * `GET /docs`: the OpenAPI 3.1 document. Only its frame is checked: the OpenAPI specification, not
 * this schema, describes the rest.
 */
export const ApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type ApiDocument = z.infer<typeof ApiDocument>;

/** One mail kept in the in-app outbox (no SMTP server configured). */
export const OutboxMail = z.object({
  id: z.int(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** `GET /mail/outbox`: one page, newest first, and how mail leaves (`smtp`: the outbox stays empty). */
export const OutboxPage = listAnswer(OutboxMail).extend({ transport: z.enum(['smtp', 'outbox']) });
export type OutboxPage = z.infer<typeof OutboxPage>;

/** `GET /mail/outbox/{id}`: one kept mail with its HTML body. */
export const OutboxMailDetail = OutboxMail.extend({ html_body: z.string().nullable() });
export type OutboxMailDetail = z.infer<typeof OutboxMailDetail>;

/** `POST /media/upload`: the stored file (`path` goes into the field's value) and its media record. */
export const UploadAnswer = MessageAnswer.extend({
  path: z.string(),
  /** `/` + path: where the server serves it. */
  url: z.string(),
  mime: z.string(),
  /** Bytes as received (before any image re-encoding). */
  size: z.int().nonnegative(),
  record: ApiRecord,
});
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/** `GET /dashboard/bisnis`: the money and work figures of one month (`YYYY-MM`), Asia/Jakarta days. */
export const BusinessFigures = z.object({
  month: z.string(),
  /**
   * Issued invoices dated in the month (not cancelled) plus POS sales of the month. A figure read from a
   * field the caller's role may not see (Hide Kolom) is absent (docs/reports.md).
   */
  sales: z.object({
    total: z.number().optional(),
    invoices: z.number().optional(),
    pos: z.number().optional(),
  }),
  /** What customers still owe on issued invoices, and how much of it is past due. */
  receivables: z.object({
    total: z.number().optional(),
    count: z.int().nonnegative(),
    overdue: z.number().optional(),
  }),
  /** Income and expenses entered for the month. */
  cash: z.object({ in: z.number().optional(), out: z.number().optional() }),
  /** Items below their minimum stock (absent when the role may not see stock levels). */
  lowStock: z.int().nonnegative().optional(),
  openJobs: z.int().nonnegative(),
});
export type BusinessFigures = z.infer<typeof BusinessFigures>;

/**
 * One text frame of the realtime channel (`GET /realtime`, a WebSocket): `ready` on every
 * (re)connection, `pong` to anything the client sends, and the modules' events (`notification`,
 * `notification-count`, `chat.message`, ...) with their `data`.
 */
export const RealtimeEvent = z.object({ type: z.string(), data: z.unknown().optional() });
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
