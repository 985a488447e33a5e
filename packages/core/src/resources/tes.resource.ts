import { defineResource, f } from './define.ts';

export const tes = defineResource({
  name: 'tes',
  purpose: 'Test fixture 1 (admin-managed): text, long text, contact and numeric field kinds.',
  titleField: 'nama',
  adminManaged: true,
  icon: 'pi pi-bolt',
  defaultSort: { field: 'nama', order: 'asc' },
  fields: {
    nama: f.text({
      required: true,
      unique: true,
      minLength: 2,
      maxLength: 100,
      list: true,
      search: true,
      sort: true,
    }),
    deskripsi: f.textarea({ maxLength: 1000, search: true }),
    konten: f.richtext({ maxLength: 20_000 }),
    email: f.email({ list: true, search: true }),
    no_hp: f.phone(),
    website: f.url(),
    alamat_ip: f.ip(),
    jumlah: f.integer({ min: 0, max: 1000, list: true, filter: true, sort: true }),
    nilai: f.decimal({ min: -1000, max: 1000, scale: 2, sort: true }),
    harga: f.money({ max: 1_000_000_000, list: true, filter: true, sort: true }),
    persen_diskon: f.percent(),
    aktif: f.boolean({ list: true, filter: true }),
    tanggal: f.date({ filter: true, sort: true }),
    user_id: f.owner(),
  },
});
