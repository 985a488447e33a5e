import { addressFields, defineResource, f } from './define.ts';

export const rsupplier = defineResource({
  name: 'rsupplier',
  purpose: 'Suppliers of goods: contact, address with region, NPWP, PKP status and bank account.',
  titleField: 'nama_supplier',
  adminManaged: true,
  icon: 'pi pi-truck',
  defaultSort: { field: 'nama_supplier', order: 'asc' },
  fields: {
    nama_supplier: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    nama_kontak: f.text({ maxLength: 150, search: true }),
    no_hp: f.phone({ required: true, list: true, search: true }),
    email: f.email({ list: true, search: true }),
    ...addressFields(),
    npwp: f.text({ maxLength: 20, mask: '99.999.999.9-999.999', search: true }),
    status_pajak: f.select('taxableStatus', { list: true, filter: true }),
    /** Bank, account number and holder, e.g. `BCA 1234567890 a.n. CV Maju`. */
    rekening_bank: f.text({ maxLength: 150 }),
    status: f.select('activeInactive', { required: true, defaultValue: 'Active', filter: true }),
    user_id: f.owner(),
  },
});
