import { defineResource, f } from './define.ts';

export const rootcauseumt = defineResource({
  name: 'rootcauseumt',
  purpose: 'Root-cause catalogue for maintenance tickets, with the standard remedy.',
  titleField: 'nama_penyebab',
  icon: 'pi pi-search',
  defaultSort: { field: 'kode_penyebab', order: 'asc' },
  fields: {
    kode_penyebab: f.text({
      required: true,
      unique: true,
      maxLength: 30,
      list: true,
      search: true,
      sort: true,
    }),
    nama_penyebab: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    kategori: f.select(
      ['Listrik', 'Mekanik', 'Jaringan', 'Perangkat Lunak', 'Manusia', 'Lingkungan', 'Lainnya'],
      {
        list: true,
        filter: true,
      },
    ),
    id_segment: f.relation('segmentumtinfo', 'nama_segment', { filter: true }),
    solusi_standar: f.textarea({ maxLength: 2000 }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    user_id: f.owner(),
  },
});
