/** Calls of the website settings screens (apps/server/src/modules/website/website.routes.ts). */
import type {
  EmailTemplateKind,
  MainSiteSet,
  MainSitesAnswer,
  MessageAnswer,
  SiteResetDone,
  SiteResetInfo,
  WebsitePreview,
  WebsiteRow,
  WebsiteSaved,
  WebsiteSettingsAnswer,
  WebsiteTestMailSent,
} from '@kantor/core';
import { api } from '../../api/api.ts';

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

export const websiteApi = {
  settings: () => api.get<WebsiteSettingsAnswer>('website/settings'),
  saveSingle: (key: string, values: SectionValues) => api.put<WebsiteSaved>(`website/single/${key}`, values),
  addItem: (key: string, values: SectionValues) => api.post<WebsiteSaved>(`website/items/${key}`, values),
  editItem: (key: string, id: number | string, values: SectionValues) =>
    api.put<WebsiteSaved>(`website/items/${key}/${id}`, values),
  removeItem: (key: string, id: number | string) => api.delete<MessageAnswer>(`website/items/${key}/${id}`),
  reorder: (key: string, ids: (number | string)[]) => api.put<MessageAnswer>(`website/order/${key}`, { ids }),
  preview: (key: string, values: SectionValues, id?: number | string) =>
    api.post<WebsitePreview>('website/preview', { key, values, id }),
  testMail: (jenis: EmailTemplateKind, judul: string, konten: string) =>
    api.post<WebsiteTestMailSent>('website/emailtemplate/test', { jenis, judul, konten }),
  mainSites: () => api.get<MainSitesAnswer>('website/main-site'),
  setMainSite: (userId: number) => api.put<MainSiteSet>('website/main-site', { user_id: userId }),
  resetInfo: (id: string) => api.get<SiteResetInfo>(`akun/daftarkanresetwebsitedfsinglepage/${id}`),
  reset: (id: string) => api.post<SiteResetDone>(`akun/daftarkanresetwebsitedfsinglepage/${id}`, {}),
};
