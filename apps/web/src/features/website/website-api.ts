/**
 * Calls of the website settings screens, each from its declaration in core
 * (packages/core/src/api/routes/website.ts, served by apps/server/src/modules/website/website.routes.ts).
 */
import {
  type EmailTemplateKind,
  siteResetInfoRoute,
  siteResetRoute,
  type WebsiteRow,
  websiteAddItemRoute,
  websiteDeleteItemRoute,
  websiteEditItemRoute,
  websiteMainSitesRoute,
  websiteOrderRoute,
  websitePreviewRoute,
  websiteSaveSingleRoute,
  websiteSetMainSiteRoute,
  websiteSettingsRoute,
  websiteTestMailRoute,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';

export type { WebsiteRow };

export type SectionValues = {
  judul?: string;
  subjudul?: string | null;
  konten?: string | null;
  gambar?: string | null;
  link?: string | null;
  ikon?: string | null;
  data?: Record<string, unknown>;
  status?: string;
};

export const websiteKey = ['website', 'settings'] as const;

/** An item's id in a path. */
const item = (key: string, id: number | string) => ({ key, id: String(id) });

export const websiteApi = {
  settings: () => callRoute(websiteSettingsRoute),
  saveSingle: (key: string, values: SectionValues) =>
    callRoute(websiteSaveSingleRoute, { params: { key }, body: values }),
  addItem: (key: string, values: SectionValues) =>
    callRoute(websiteAddItemRoute, { params: { key }, body: values }),
  editItem: (key: string, id: number | string, values: SectionValues) =>
    callRoute(websiteEditItemRoute, { params: item(key, id), body: values }),
  removeItem: (key: string, id: number | string) =>
    callRoute(websiteDeleteItemRoute, { params: item(key, id) }),
  reorder: (key: string, ids: (number | string)[]) =>
    callRoute(websiteOrderRoute, { params: { key }, body: { ids } }),
  preview: (key: string, values: SectionValues, id?: number | string) =>
    callRoute(websitePreviewRoute, { body: { key, values, id } }),
  testMail: (jenis: EmailTemplateKind, judul: string, konten: string) =>
    callRoute(websiteTestMailRoute, { body: { jenis, judul, konten } }),
  mainSites: () => callRoute(websiteMainSitesRoute),
  setMainSite: (userId: number) => callRoute(websiteSetMainSiteRoute, { body: { user_id: userId } }),
  resetInfo: (id: string) => callRoute(siteResetInfoRoute, { params: { id } }),
  reset: (id: string) => callRoute(siteResetRoute, { params: { id } }),
};
