import { defineResource, f } from './define.ts';

export const bankrekening = defineResource({
  name: 'bankrekening',
  purpose: "The company's bank accounts, where payments are received and expenses are paid from.",
  titleField: 'nama_rekening',
  icon: 'pi pi-building-columns',
  defaultSort: { field: 'nama_rekening', order: 'asc' },
  fields: {
    nama_rekening: f.text({
      required: true,
      unique: true,
      maxLength: 100,
      list: true,
      search: true,
      sort: true,
    }),
    nama_bank: f.text({ required: true, maxLength: 100, list: true, search: true, filter: true, sort: true }),
    no_rekening: f.text({ required: true, maxLength: 30, list: true, search: true }),
    atas_nama: f.text({ required: true, maxLength: 150, list: true, search: true }),
    cabang: f.text({ maxLength: 100 }),
    saldo_awal: f.money(),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', list: true, filter: true }),
    keterangan: f.textarea({ maxLength: 500 }),
    user_id: f.owner(),
  },
});
