import { defineResource, f } from './define.ts';

export const rpengeluaran = defineResource({
  name: 'rpengeluaran',
  purpose: 'Expenses paid, by expense category, optionally charged to a job or a supplier.',
  titleField: 'uraian',
  icon: 'pi pi-arrow-up-right',
  defaultSort: { field: 'tanggal', order: 'desc' },
  fields: {
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    uraian: f.text({ required: true, maxLength: 200, list: true, search: true, sort: true }),
    id_masterpengeluaran: f.relation('rmasterpengeluaran', 'nama_pengeluaran', {
      required: true,
      list: true,
      filter: true,
    }),
    jumlah: f.money({ required: true, min: 1, list: true, sort: true }),
    id_bankrekening: f.relation('bankrekening', 'nama_rekening', { filter: true }),
    metode_bayar: f.select(['Tunai', 'Transfer', 'QRIS', 'Virtual Account'], {
      defaultValue: 'Transfer',
      filter: true,
    }),
    id_pekerjaan: f.relation('rpekerjaan', 'nama_pekerjaan', { filter: true }),
    /** A cost booked against an invoice (its "modal": subcontractor, transport ...), see rinvoice/listuntukmodal. */
    id_invoice: f.relation('rinvoice', 'no_invoice', { filter: true }),
    id_supplier: f.relation('rsupplier', 'nama_supplier', { filter: true }),
    bukti: f.file({ maxFiles: 3 }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
