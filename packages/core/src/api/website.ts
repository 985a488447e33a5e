/**
 * Answers of the website settings routes (apps/server/src/modules/website/website.routes.ts): every
 * route works on the caller's own site rows (`rsetwebsite`).
 */
import { z } from 'zod';
import { ApiRecord, MessageAnswer, type SaveAnswer, saveAnswer } from './resources.ts';

/** One stored row of the caller's own site, with its catalogue key (null for a row no section knows). */
export const WebsiteRow = z.object({
  id: z.int(),
  key: z.string().nullable(),
  bagian: z.string(),
  judul: z.string(),
  subjudul: z.string().nullable(),
  konten: z.string().nullable(),
  gambar: z.string().nullable(),
  link: z.string().nullable(),
  ikon: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  urutan: z.int(),
  status: z.string(),
  /** The owner (the caller's own id); left out for a role it is hidden from. */
  user_id: z.int().optional(),
  updated_at: z.string(),
});
export type WebsiteRow = z.infer<typeof WebsiteRow>;

/** `GET /website/settings`: the caller's rows by `urutan`, then id. */
export const WebsiteSettingsAnswer = z.object({ records: z.array(WebsiteRow) });
export type WebsiteSettingsAnswer = z.infer<typeof WebsiteSettingsAnswer>;

/**
 * `PUT /website/single/{key}`, `POST /website/items/{key}`, `PUT /website/items/{key}/{id}`: the row as
 * the resource engine reads it (its columns and relation labels, without the catalogue `key`).
 */
export const WebsiteSaved = saveAnswer(ApiRecord);
export type WebsiteSaved = SaveAnswer<Record<string, unknown>>;

/** `POST /website/preview`: the public page with the draft in place. */
export const WebsitePreview = z.object({ html: z.string() });
export type WebsitePreview = z.infer<typeof WebsitePreview>;

/** `POST /website/emailtemplate/test`: queued to the caller's own address, by the mailer's transport. */
export const WebsiteTestMailSent = MessageAnswer.extend({
  to: z.string(),
  transport: z.enum(['smtp', 'outbox']),
});
export type WebsiteTestMailSent = z.infer<typeof WebsiteTestMailSent>;

/** `GET /website/login-look` (public): the sign-in page's line and background of this host's site. */
export const LoginLook = z.object({ judul: z.string().nullable(), gambar: z.string().nullable() });
export type LoginLook = z.infer<typeof LoginLook>;

/** An owner's company profile row (`umum`) and whether it is the main site. */
export const MainSiteOwner = z.object({
  user_id: z.int(),
  username: z.string().nullable(),
  judul: z.string(),
  utama: z.boolean(),
});
export type MainSiteOwner = z.infer<typeof MainSiteOwner>;

/** `GET /website/main-site`. */
export const MainSitesAnswer = z.object({ records: z.array(MainSiteOwner) });
export type MainSitesAnswer = z.infer<typeof MainSitesAnswer>;

/** `PUT /website/main-site`: the chosen owner's profile row. */
export const MainSiteSet = MessageAnswer.extend({ record: z.object({ id: z.int() }) });
export type MainSiteSet = z.infer<typeof MainSiteSet>;

/** `GET /akun/daftarkanresetwebsitedfsinglepage/{id}`: whose site a reset would rewrite, and its rows. */
export const SiteResetInfo = z.object({
  /** The account's name and the login's username are left out where the caller's role may not see them. */
  akun: z.object({ id: z.int(), nama: z.string().optional() }),
  login: z.object({ user_id: z.int(), username: z.string().optional() }).nullable(),
  counts: z.object({ single: z.int().nonnegative(), list: z.int().nonnegative() }),
});
export type SiteResetInfo = z.infer<typeof SiteResetInfo>;

/** `POST /akun/daftarkanresetwebsitedfsinglepage/{id}`: rows removed and default rows written. */
export const SiteResetDone = MessageAnswer.extend({
  removed: z.int().nonnegative(),
  written: z.int().nonnegative(),
});
export type SiteResetDone = z.infer<typeof SiteResetDone>;
