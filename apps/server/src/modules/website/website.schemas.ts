import {
  EMAIL_TEMPLATE_KINDS,
  LoginLook,
  MainSiteSet,
  MainSitesAnswer,
  MessageAnswer,
  SiteResetDone,
  SiteResetInfo,
  WEBSITE_SECTIONS,
  WebsitePreview,
  WebsiteSaved,
  WebsiteSettingsAnswer,
  WebsiteTestMailSent,
} from '@kantor/core';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, noBody, text } from '../../lib/request-schema.ts';

/** The website settings routes' schemas: what /api/docs says they read (the handlers check the bodies). */

const keysOf = (kind: 'single' | 'list') =>
  WEBSITE_SECTIONS.filter((s) => s.kind === kind)
    .map((s) => s.key)
    .join(', ');

const sectionKey = (kind: 'single' | 'list') => ({
  type: 'string',
  description: `a ${kind === 'single' ? 'single-page' : 'list'} section: ${keysOf(kind)}`,
});

const params = (kind: 'single' | 'list', withId = false) => ({
  params: {
    type: 'object',
    properties: { key: sectionKey(kind), ...(withId ? { id: { type: 'string' } } : {}) },
    required: withId ? ['key', 'id'] : ['key'],
  },
});

/** A section row's fields (website.service.ts `inputOf`): the section's own columns only, others ignored. */
const sectionFields = {
  judul: text('title'),
  subjudul: text('subtitle'),
  konten: text('content'),
  gambar: { type: ['string', 'array'], description: 'picture(s): stored upload paths' },
  link: text('link'),
  ikon: text('icon'),
  data: { type: 'object', description: 'the section’s own fields (see its form); internal ones are ignored' },
  status: { type: 'string', enum: ['Active', 'Inactive'] },
};
const sectionBody = {
  description:
    'Of judul ... ikon, only the columns the section’s form shows are read; the others are ignored.',
};
const itemFields = {
  ...sectionFields,
  urutan: { type: 'integer', minimum: 0, maximum: 9999, description: 'position; after the last when absent' },
};

export const settingsSchema = {
  summary: 'The caller’s own website rows, each with its section key',
  ...answers(WebsiteSettingsAnswer, 'The rows by position, then id'),
};

const saved = answers(WebsiteSaved, 'The row as written, and a message in the caller’s language');

export const saveSingleSchema = {
  summary: 'Save a single-page section of the caller’s site (created if missing)',
  ...sectionBody,
  ...params('single'),
  ...documentedBody(sectionFields),
  ...saved,
};

export const addItemSchema = {
  summary: 'Add an item to a list section of the caller’s site',
  ...sectionBody,
  ...params('list'),
  ...documentedBody(itemFields),
  ...saved,
};

export const editItemSchema = {
  summary: 'Change an item of a list section',
  ...sectionBody,
  ...params('list', true),
  ...documentedBody(itemFields),
  ...saved,
};

export const deleteItemSchema = {
  summary: 'Delete an item of a list section',
  ...params('list', true),
  ...answers(MessageAnswer, 'A message in the caller’s language'),
};

export const reorderSchema = {
  summary: 'Put a list section’s items in this order',
  ...params('list'),
  ...documentedBody(
    {
      ids: {
        type: 'array',
        items: { type: ['integer', 'string'] },
        minItems: 1,
        maxItems: 200,
        description: 'the items’ ids, first to last (all of them the caller’s)',
      },
    },
    ['ids'],
  ),
  ...answers(MessageAnswer, 'A message in the caller’s language'),
};

export const previewSchema = {
  summary: 'The public page of the caller’s site with a draft row in place, as HTML',
  ...documentedBody(
    {
      key: text('the section key of the draft'),
      id: { type: 'integer', description: 'the item the draft replaces (a new one when absent)' },
      values: { type: 'object', properties: itemFields, description: 'the draft row, as in the form' },
    },
    ['key'],
  ),
  ...answers(WebsitePreview, 'The whole page’s HTML'),
};

export const testMailSchema = {
  summary: 'Send an email template (the draft, else the stored one) to the caller’s own address',
  ...documentedBody(
    {
      jenis: { type: 'string', enum: [...EMAIL_TEMPLATE_KINDS], description: 'which template' },
      judul: text('the draft’s subject, at most 200 characters (the kind when empty)'),
      konten: text('the draft’s body, at most 20000 characters; the stored template when empty'),
    },
    ['jenis'],
  ),
  ...answers(WebsiteTestMailSent, 'Queued: to which address, and by which transport of the mailer'),
};

export const loginLookSchema = {
  summary: 'The sign-in page’s text and background picture of the site this host shows',
  ...answers(LoginLook, 'The line and the picture’s address, each null when the site has none'),
};

export const mainSitesSchema = {
  summary: 'Every site owner, with the one hosts without a site show',
  ...answers(MainSitesAnswer, 'Each owner’s company profile row, `utama` on the main site'),
};

export const setMainSiteSchema = {
  summary: 'Choose the site that hosts without a site of their own show',
  ...documentedBody({ user_id: { type: 'integer', description: 'the owner (a login’s user_id)' } }, [
    'user_id',
  ]),
  ...answers(MainSiteSet, 'The chosen owner’s profile row id, and a message'),
};

const akun = {
  params: {
    type: 'object',
    properties: { id: { type: 'string', description: 'the akun record' } },
    required: ['id'],
  },
};

export const resetInfoSchema = {
  summary: 'An akun record’s linked login and how many website rows it has',
  ...akun,
  ...answers(SiteResetInfo, 'The record, its login (null when none is linked) and its rows by kind'),
};

export const resetSiteSchema = {
  summary: 'Reset the website of the login linked to an akun record to the defaults',
  ...akun,
  ...noBody(),
  ...answers(SiteResetDone, 'How many rows were removed and how many default rows written'),
};
