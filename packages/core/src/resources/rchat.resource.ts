import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rchat = defineResource({
  name: 'rchat',
  purpose:
    'Chat messages of a conversation (chat_conversations.code); written by the chat routes, the server stamps the times.',
  titleField: 'pesan',
  icon: 'pi pi-comments',
  defaultSort: { field: 'dikirim_pada', order: 'desc' },
  extraRoutes: EXTRA_ROUTES.rchat,
  fields: {
    kode_percakapan: f.text({ required: true, maxLength: 64, list: true, filter: true }),
    id_penerima: f.relation('users', 'username', { list: true, filter: true }),
    pesan: f.textarea({ required: true, maxLength: 5000, list: true, search: true }),
    lampiran: f.file({ maxFiles: 5 }),
    dikirim_pada: f.datetime({ readOnly: true, list: true, filter: true, sort: true }),
    dibaca_pada: f.datetime({ readOnly: true, filter: true }),
    // which side wrote it: the visitor or signed-in customer, or a CS agent (set by the server)
    pengirim: f.select(['Pelanggan', 'Agen'], { readOnly: true, list: true, filter: true }),
    user_id: f.owner(),
  },
});
