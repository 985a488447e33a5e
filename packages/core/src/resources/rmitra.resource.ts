import { addressFields, defineResource, f } from './define.ts';

export const rmitra = defineResource({
  name: 'rmitra',
  purpose: 'Business partners: contact, address with region, NPWP, PKP status and bank account.',
  titleField: 'nama_mitra',
  icon: 'pi pi-briefcase',
  defaultSort: { field: 'nama_mitra', order: 'asc' },
  fields: {
    nama_mitra: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    nama_kontak: f.text({ maxLength: 150, list: true, search: true }),
    no_hp: f.phone({ list: true, search: true }),
    email: f.email({ search: true }),
    ...addressFields(),
    npwp: f.text({ maxLength: 20, mask: '99.999.999.9-999.999', search: true }),
    status_pajak: f.select('taxableStatus', { list: true, filter: true }),
    /** Bank, account number and holder, e.g. `BCA 1234567890 a.n. CV Maju`. */
    rekening_bank: f.text({ maxLength: 150 }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', filter: true }),
    user_id: f.owner(),
  },
});
