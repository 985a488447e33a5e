import { addressFields, defineResource, f } from './define.ts';

export const pendaftaran = defineResource({
  name: 'pendaftaran',
  purpose: 'Registrations of members or tenants, with an emergency contact, reviewed by staff.',
  titleField: 'nama',
  icon: 'pi pi-user-plus',
  defaultSort: { field: 'nama', order: 'asc' },
  fields: {
    nama: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    jenis_pelanggan: f.select('customerType', {
      required: true,
      defaultValue: 'Umum',
      list: true,
      filter: true,
    }),
    jenis_kelamin: f.select('gender', { required: true, filter: true }),
    tanggal_lahir: f.date({ sort: true }),
    golongan_darah: f.select('bloodGroup', { filter: true }),
    no_hp: f.phone({ required: true, list: true, search: true }),
    ...addressFields(),
    nama_kontak_darurat: f.text({ maxLength: 150 }),
    hubungan_kontak_darurat: f.select('relativeKind'),
    no_hp_kontak_darurat: f.phone(),
    status: f.select(['Menunggu', 'Diterima', 'Ditolak'], {
      required: true,
      defaultValue: 'Menunggu',
      list: true,
      filter: true,
    }),
  },
});
