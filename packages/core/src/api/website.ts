/**
 * Answers of the website settings routes (apps/server/src/modules/website/website.routes.ts): every
 * route works on the caller's own site rows (`rsetwebsite`).
 */
import type { MessageAnswer, SaveAnswer } from './resources.ts';

/** One stored row of the caller's own site, with its catalogue key (null for a row no section knows). */
export type WebsiteRow = {
  id: number;
  key: string | null;
  bagian: string;
  judul: string;
  subjudul: string | null;
  konten: string | null;
  gambar: string | null;
  link: string | null;
  ikon: string | null;
  data: Record<string, unknown> | null;
  urutan: number;
  status: string;
  /** The owner (the caller's own id); left out for a role it is hidden from. */
  user_id?: number;
  updated_at: string;
};

/** `GET /website/settings`: the caller's rows by `urutan`, then id. */
export type WebsiteSettingsAnswer = { records: WebsiteRow[] };

/**
 * `PUT /website/single/{key}`, `POST /website/items/{key}`, `PUT /website/items/{key}/{id}`: the row as
 * the resource engine reads it (its columns and relation labels, without the catalogue `key`).
 */
export type WebsiteSaved = SaveAnswer<Record<string, unknown>>;

/** `POST /website/preview`: the public page with the draft in place. */
export type WebsitePreview = { html: string };

/** `POST /website/emailtemplate/test`: queued to the caller's own address, by the mailer's transport. */
export type WebsiteTestMailSent = MessageAnswer & { to: string; transport: 'smtp' | 'outbox' };

/** `GET /website/login-look` (public): the sign-in page's line and background of this host's site. */
export type LoginLook = { judul: string | null; gambar: string | null };

/** An owner's company profile row (`umum`) and whether it is the main site. */
export type MainSiteOwner = { user_id: number; username: string | null; judul: string; utama: boolean };

/** `GET /website/main-site`. */
export type MainSitesAnswer = { records: MainSiteOwner[] };

/** `PUT /website/main-site`: the chosen owner's profile row. */
export type MainSiteSet = MessageAnswer & { record: { id: number } };

/** `GET /akun/daftarkanresetwebsitedfsinglepage/{id}`: whose site a reset would rewrite, and its rows. */
export type SiteResetInfo = {
  akun: { id: number; nama: string };
  login: { user_id: number; username: string } | null;
  counts: { single: number; list: number };
};

/** `POST /akun/daftarkanresetwebsitedfsinglepage/{id}`: rows removed and default rows written. */
export type SiteResetDone = MessageAnswer & { removed: number; written: number };
