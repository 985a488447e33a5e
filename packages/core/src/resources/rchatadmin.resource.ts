import { EXTRA_ROUTES } from '../pages.ts';
import { defineResource, f } from './define.ts';

export const rchatadmin = defineResource({
  name: 'rchatadmin',
  purpose: 'Customer-service agents: which login answers which channel, when, and how many chats at once.',
  titleField: 'nama_tampilan',
  adminManaged: true,
  icon: 'pi pi-headphones',
  defaultSort: { field: 'nama_tampilan', order: 'asc' },
  extraRoutes: EXTRA_ROUTES.rchatadmin,
  fields: {
    id_agen: f.relation('users', 'username', { required: true, list: true, filter: true }),
    nama_tampilan: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    kanal: f.select(['Website', 'WhatsApp', 'Email', 'Telegram'], {
      required: true,
      defaultValue: 'Website',
      list: true,
      filter: true,
    }),
    maks_percakapan: f.integer({ min: 1, max: 100, defaultValue: 5 }),
    jam_mulai: f.time(),
    jam_selesai: f.time(),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    user_id: f.owner(),
  },
});
