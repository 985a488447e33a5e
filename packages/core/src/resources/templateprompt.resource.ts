import { defineResource, f } from './define.ts';

export const templateprompt = defineResource({
  name: 'templateprompt',
  purpose: 'Prompt templates with {{placeholders}}, run against a configured AI endpoint.',
  titleField: 'nama_template',
  icon: 'pi pi-comment',
  defaultSort: { field: 'nama_template', order: 'asc' },
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
    isi_prompt: f.textarea({ required: true, maxLength: 20_000, search: true }),
    /** Placeholder names with defaults, e.g. `{ "produk": "" }`. */
    variabel: f.json(),
    id_promptapi: f.relation('promptapiopenai', 'nama', { list: true, filter: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    user_id: f.owner(),
  },
});
