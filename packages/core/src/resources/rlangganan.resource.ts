import { defineResource, f } from './define.ts';

export const rlangganan = defineResource({
  name: 'rlangganan',
  purpose: "Subscriptions: an account's package, price and period, active, inactive or expired.",
  titleField: 'nama_paket',
  adminManaged: true,
  icon: 'pi pi-star',
  defaultSort: { field: 'tanggal_akhir', order: 'asc' },
  fields: {
    id_akun: f.relation('akun', 'nama', { required: true, list: true, filter: true }),
    nama_paket: f.text({ required: true, maxLength: 100, list: true, search: true, sort: true }),
    harga: f.money({ required: true, list: true, sort: true }),
    periode: f.select(['Bulanan', 'Tahunan'], { required: true, defaultValue: 'Bulanan', filter: true }),
    tanggal_mulai: f.date({ required: true, filter: true, sort: true }),
    tanggal_akhir: f.date({ required: true, list: true, filter: true, sort: true }),
    status: f.select('activeInactiveExpire', {
      required: true,
      defaultValue: 'Active',
      list: true,
      filter: true,
    }),
    perpanjang_otomatis: f.boolean(),
    keterangan: f.textarea({ maxLength: 1000 }),
    /** When the 7-days-before reminder went out (the daily job sends it once). */
    diingatkan_pada: f.datetime({ readOnly: true }),
    user_id: f.owner(),
  },
});
