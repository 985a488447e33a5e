import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const manualtemplatejson = defineResource({
  name: 'manualtemplatejson',
  purpose: 'JSON templates edited by hand; `save_refxml` stores an XML reference copy.',
  titleField: 'nama_template',
  icon: 'pi pi-code',
  defaultSort: { field: 'nama_template', order: 'asc' },
  extraRoutes: EXTRA_ROUTES.manualtemplatejson,
  fields: {
    nama_template: f.text({
      required: true,
      unique: true,
      maxLength: 150,
      list: true,
      search: true,
      sort: true,
    }),
    kategori: f.text({ maxLength: 100, list: true, filter: true, search: true }),
    isi_json: f.json({ required: true }),
    /** Written by the `save_refxml` action, not by the form. */
    ref_xml: f.textarea({ maxLength: 100_000, readOnly: true }),
    versi: f.integer({ min: 1, max: 100_000, defaultValue: 1, list: true, sort: true }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
