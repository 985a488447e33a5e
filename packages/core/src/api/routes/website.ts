/**
 * The website settings routes, declared once (define-route.ts): the caller's own site rows, a section's
 * save, a list section's items and their order, the preview, a test mail of a template, the sign-in
 * page's look (public), the main site (admins) and an akun record's site reset. Served by
 * apps/server/src/modules/website/website.routes.ts, called by apps/web/src/features/website.
 *
 * A section's row is checked by the resource engine against the section's own form (website.service.ts
 * `inputOf`: only its columns are read), so its fields are declared as sent; what a section key, an
 * item or an owner is needs the database, and stays the server's.
 */
import { z } from 'zod';
import { EMAIL_TEMPLATE_KINDS, WEBSITE_SECTIONS } from '../../website/sections.ts';
import { MessageAnswer } from '../resources.ts';
import {
  LoginLook,
  MainSiteSet,
  MainSitesAnswer,
  SiteResetDone,
  SiteResetInfo,
  WebsitePreview,
  WebsiteSaved,
  WebsiteSettingsAnswer,
  WebsiteTestMailSent,
} from '../website.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { said } from './wire.ts';

const onSite = (action: 'list' | 'add' | 'edit' | 'delete') =>
  ({ kind: 'resource', resource: 'rsetwebsite', action }) as const;

const keysOf = (kind: 'single' | 'list') =>
  WEBSITE_SECTIONS.filter((s) => s.kind === kind)
    .map((s) => s.key)
    .join(', ');
const sectionKey = (kind: 'single' | 'list') =>
  z.string().describe(`a ${kind === 'single' ? 'single-page' : 'list'} section: ${keysOf(kind)}`);

const singleParams = z.object({ key: sectionKey('single') });
const listParams = z.object({ key: sectionKey('list') });
const itemParams = z.object({ key: sectionKey('list'), id: z.string().describe('the item') });

/** A field of a section's row as the form sends it: the engine checks it against the section's form. */
const asSent = (says: string) => z.unknown().optional().describe(says);

const sectionFields = {
  judul: asSent('title'),
  subjudul: asSent('subtitle'),
  konten: asSent('content'),
  gambar: asSent('picture(s): stored upload paths'),
  link: asSent('link'),
  ikon: asSent('icon'),
  data: asSent('the section’s own fields (see its form); internal ones are ignored'),
  status: asSent('Active or Inactive'),
};
const itemFields = { ...sectionFields, urutan: asSent('position, 0 to 9999; after the last when absent') };

export const WebsiteSectionBody = z.object(sectionFields);
export type WebsiteSectionBody = z.input<typeof WebsiteSectionBody>;
export const WebsiteItemBody = z.object(itemFields);
export type WebsiteItemBody = z.input<typeof WebsiteItemBody>;

const onlyItsColumns =
  'Of judul ... ikon, only the columns the section’s form shows are read; the others are ignored.';
const saved = 'The row as written, and a message in the caller’s language';
const done = 'A message in the caller’s language';

export const websiteSettingsRoute = defineRoute({
  method: 'GET',
  path: '/website/settings',
  access: onSite('list'),
  summary: 'The caller’s own website rows, each with its section key',
  answer: WebsiteSettingsAnswer,
  answerSays: 'The rows by position, then id',
});

export const websiteSaveSingleRoute = defineRoute({
  method: 'PUT',
  path: '/website/single/:key',
  access: onSite('edit'),
  summary: 'Save a single-page section of the caller’s site (created if missing)',
  description: onlyItsColumns,
  params: singleParams,
  body: WebsiteSectionBody,
  answer: WebsiteSaved,
  answerSays: saved,
});

export const websiteAddItemRoute = defineRoute({
  method: 'POST',
  path: '/website/items/:key',
  access: onSite('add'),
  summary: 'Add an item to a list section of the caller’s site',
  description: onlyItsColumns,
  params: listParams,
  body: WebsiteItemBody,
  answer: WebsiteSaved,
  answerSays: saved,
});

export const websiteEditItemRoute = defineRoute({
  method: 'PUT',
  path: '/website/items/:key/:id',
  access: onSite('edit'),
  summary: 'Change an item of a list section',
  description: onlyItsColumns,
  params: itemParams,
  body: WebsiteItemBody,
  answer: WebsiteSaved,
  answerSays: saved,
});

export const websiteDeleteItemRoute = defineRoute({
  method: 'DELETE',
  path: '/website/items/:key/:id',
  access: onSite('delete'),
  summary: 'Delete an item of a list section',
  params: itemParams,
  answer: MessageAnswer,
  answerSays: done,
});

export const websiteOrderRoute = defineRoute({
  method: 'PUT',
  path: '/website/order/:key',
  access: onSite('edit'),
  summary: 'Put a list section’s items in this order',
  params: listParams,
  body: z.object({
    ids: z
      .array(z.unknown(), said('validation.invalid'))
      .min(1, said('validation.invalid'))
      .max(200, said('validation.invalid'))
      .describe('the items’ ids, first to last (all of them the caller’s)'),
  }),
  answer: MessageAnswer,
  answerSays: done,
});

export const websitePreviewRoute = defineRoute({
  method: 'POST',
  path: '/website/preview',
  access: onSite('list'),
  summary: 'The public page of the caller’s site with a draft row in place, as HTML',
  body: z.object({
    key: z
      .preprocess((value: string | null | undefined) => (value == null ? '' : String(value)), z.string())
      .describe('the section key of the draft (an unknown one is a 404)'),
    id: z
      .preprocess(
        (value: number | string | null | undefined) => Number(value) || undefined,
        z.number().optional(),
      )
      .describe('the item the draft replaces (a new one when absent)'),
    values: z
      .preprocess(
        (value: Record<string, unknown> | null | undefined) =>
          value && typeof value === 'object' && !Array.isArray(value) ? value : {},
        z.object(itemFields).optional(),
      )
      .describe('the draft row, as in the form (none: an empty row)'),
  }),
  answer: WebsitePreview,
  answerSays: 'The whole page’s HTML',
});

export const websiteTestMailRoute = defineRoute({
  method: 'POST',
  path: '/website/emailtemplate/test',
  access: { kind: 'page', page: 'rsetwebsite/editemailtemplate' },
  summary: 'Send an email template (the draft, else the stored one) to the caller’s own address',
  body: z.object({
    jenis: z
      .preprocess(
        (value: string | null | undefined) => (value == null ? '' : String(value)),
        z.enum(EMAIL_TEMPLATE_KINDS, said('validation.in')),
      )
      .describe('which template'),
    judul: z
      .preprocess(
        (value: string | null | undefined) => (value == null ? undefined : String(value).slice(0, 200)),
        z.string().optional(),
      )
      .describe('the draft’s subject, at most 200 characters (the kind when empty)'),
    konten: z
      .preprocess(
        (value: string | null | undefined) =>
          typeof value === 'string' ? value.slice(0, 20_000) : undefined,
        z.string().optional(),
      )
      .describe('the draft’s body, at most 20000 characters; the stored template when empty'),
  }),
  answer: WebsiteTestMailSent,
  answerSays: 'Queued: to which address, and by which transport of the mailer',
});

export const websiteLoginLookRoute = defineRoute({
  ...ROUTE_ADDRESSES.loginLook,
  access: { kind: 'public' },
  summary: 'The sign-in page’s text and background picture of the site this host shows',
  answer: LoginLook,
  answerSays: 'The line and the picture’s address, each null when the site has none',
});

const mainSiteAccess = { kind: 'admin', page: 'rsetwebsite/setuserid' } as const;

export const websiteMainSitesRoute = defineRoute({
  method: 'GET',
  path: '/website/main-site',
  access: mainSiteAccess,
  summary: 'Every site owner, with the one hosts without a site show',
  answer: MainSitesAnswer,
  answerSays: 'Each owner’s company profile row, `utama` on the main site',
});

export const websiteSetMainSiteRoute = defineRoute({
  method: 'PUT',
  path: '/website/main-site',
  access: mainSiteAccess,
  summary: 'Choose the site that hosts without a site of their own show',
  body: z.object({
    user_id: z
      .preprocess(
        (value: number | string | null | undefined) => {
          const id = Number(value);
          return Number.isInteger(id) && id > 0 ? id : undefined;
        },
        z.number(said('validation.exists')),
      )
      .describe('the owner (a login’s user_id)'),
  }),
  answer: MainSiteSet,
  answerSays: 'The chosen owner’s profile row id, and a message',
});

/** Rule R4: a route about the akun record; its owner or an admin only (docs/website.md). */
const resetAccess = {
  kind: 'page',
  page: 'akun/daftarkanresetwebsitedfsinglepage',
  record: { resource: 'akun', param: 'id', ownerOrAdmin: true },
} as const;
const akunParams = z.object({ id: z.string().describe('the akun record') });

export const siteResetInfoRoute = defineRoute({
  method: 'GET',
  path: '/akun/daftarkanresetwebsitedfsinglepage/:id',
  access: resetAccess,
  summary: 'An akun record’s linked login and how many website rows it has',
  params: akunParams,
  answer: SiteResetInfo,
  answerSays: 'The record, its login (null when none is linked) and its rows by kind',
});

export const siteResetRoute = defineRoute({
  method: 'POST',
  path: '/akun/daftarkanresetwebsitedfsinglepage/:id',
  access: resetAccess,
  summary: 'Reset the website of the login linked to an akun record to the defaults',
  params: akunParams,
  answer: SiteResetDone,
  answerSays: 'How many rows were removed and how many default rows written',
});

/** The website settings routes, for the web's calls. */
export const WEBSITE_ROUTES = {
  settings: websiteSettingsRoute,
  saveSingle: websiteSaveSingleRoute,
  addItem: websiteAddItemRoute,
  editItem: websiteEditItemRoute,
  removeItem: websiteDeleteItemRoute,
  reorder: websiteOrderRoute,
  preview: websitePreviewRoute,
  testMail: websiteTestMailRoute,
  loginLook: websiteLoginLookRoute,
  mainSites: websiteMainSitesRoute,
  setMainSite: websiteSetMainSiteRoute,
  resetInfo: siteResetInfoRoute,
  reset: siteResetRoute,
} as const;
