import { defineResource, f } from './define.ts';

export const rmasterpengeluaran = defineResource({
  name: 'rmasterpengeluaran',
  purpose: 'Expense categories (the expense master), with an optional monthly budget.',
  titleField: 'nama_pengeluaran',
  icon: 'pi pi-folder',
  defaultSort: { field: 'nama_pengeluaran', order: 'asc' },
  fields: {
    nama_pengeluaran: f.text({
      required: true,
      unique: true,
      maxLength: 100,
      list: true,
      search: true,
      sort: true,
    }),
    kode: f.text({ maxLength: 30, list: true, search: true, sort: true }),
    anggaran_bulanan: f.money({ list: true, sort: true }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
