import { defineResource, f } from './define.ts';

export const promptapiopenai = defineResource({
  name: 'promptapiopenai',
  purpose: 'AI endpoint settings and saved system prompts; the API key is write-only and kept encrypted.',
  titleField: 'nama',
  icon: 'pi pi-sparkles',
  defaultSort: { field: 'nama', order: 'asc' },
  fields: {
    nama: f.text({ required: true, unique: true, maxLength: 100, list: true, search: true, sort: true }),
    provider: f.select(['OpenAI', 'Azure OpenAI', 'Anthropic', 'Lainnya'], {
      required: true,
      defaultValue: 'OpenAI',
      list: true,
      filter: true,
    }),
    endpoint_url: f.url(),
    model: f.text({ required: true, maxLength: 100, list: true, search: true }),
    /**
     * Encrypted at rest by the resource engine and never sent back (answers carry `api_key_set`);
     * cleared when the endpoint changes without the key being typed again.
     */
    api_key: f.secret({ boundTo: ['endpoint_url'] }),
    system_prompt: f.textarea({ maxLength: 20_000 }),
    temperature: f.decimal({ min: 0, max: 2, defaultValue: 0.7 }),
    max_tokens: f.integer({ min: 1, max: 200_000, defaultValue: 1000 }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    user_id: f.owner(),
  },
});
