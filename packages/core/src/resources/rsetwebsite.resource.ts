import { EXTRA_ROUTES } from '../pages.ts';
import { WEBSITE_ADMIN_ONLY_KEYS, WEBSITE_BAGIAN } from '../website/sections.ts';
import { defineResource, f } from './define.ts';

export const rsetwebsite = defineResource({
  name: 'rsetwebsite',
  purpose:
    'Website content settings: one row per single-page section or loop-list item (slider, FAQ, team ...).',
  titleField: 'judul',
  adminManaged: true,
  icon: 'pi pi-desktop',
  defaultSort: { field: 'urutan', order: 'asc' },
  extraRoutes: EXTRA_ROUTES.rsetwebsite,
  fields: {
    bagian: f.select(WEBSITE_BAGIAN, { required: true, list: true, filter: true, sort: true }),
    judul: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    subjudul: f.text({ maxLength: 255, search: true }),
    konten: f.richtext(),
    gambar: f.image({ maxFiles: 10, list: true }),
    link: f.url(),
    ikon: f.text({ maxLength: 64 }),
    /**
     * Section-specific settings (prices, social links, API keys of the form, e-mail template ...); the
     * company's tax and payment keys of the `umum` section (NPWP, QRIS, NSFP ...) are an admin's only.
     */
    data: f.json({ adminOnlyKeys: WEBSITE_ADMIN_ONLY_KEYS }),
    urutan: f.integer({ min: 0, max: 9999, defaultValue: 0, list: true, sort: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    user_id: f.owner(),
  },
});
