/** Calls of the website settings screens (apps/server/src/modules/website/website.routes.ts). */
import type { EmailTemplateKind } from '@kantor/core';
import { api } from '../../api/api.ts';

/** One stored row of the caller's own site, with its catalogue key. */
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
  updated_at: string;
};

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

type Saved = { message: string; record: WebsiteRow };

export const websiteKey = ['website', 'settings'] as const;

export const websiteApi = {
  settings: () => api.get<{ records: WebsiteRow[] }>('website/settings'),
  saveSingle: (key: string, values: SectionValues) => api.put<Saved>(`website/single/${key}`, values),
  addItem: (key: string, values: SectionValues) => api.post<Saved>(`website/items/${key}`, values),
  editItem: (key: string, id: number | string, values: SectionValues) =>
    api.put<Saved>(`website/items/${key}/${id}`, values),
  removeItem: (key: string, id: number | string) =>
    api.delete<{ message: string }>(`website/items/${key}/${id}`),
  reorder: (key: string, ids: (number | string)[]) =>
    api.put<{ message: string }>(`website/order/${key}`, { ids }),
  preview: (key: string, values: SectionValues, id?: number | string) =>
    api.post<{ html: string }>('website/preview', { key, values, id }),
  testMail: (jenis: EmailTemplateKind, judul: string, konten: string) =>
    api.post<{ message: string; to: string }>('website/emailtemplate/test', { jenis, judul, konten }),
  mainSites: () =>
    api.get<{ records: { user_id: number; username: string | null; judul: string; utama: boolean }[] }>(
      'website/main-site',
    ),
  setMainSite: (userId: number) => api.put<Saved>('website/main-site', { user_id: userId }),
  resetInfo: (id: string) =>
    api.get<{
      akun: { id: number; nama: string };
      login: { user_id: number; username: string } | null;
      counts: { single: number; list: number };
    }>(`akun/daftarkanresetwebsitedfsinglepage/${id}`),
  reset: (id: string) =>
    api.post<{ message: string; removed: number; written: number }>(
      `akun/daftarkanresetwebsitedfsinglepage/${id}`,
      {},
    ),
};
