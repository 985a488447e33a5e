import { defineResource, f } from './define.ts';

export const rbarangmasuk = defineResource({
  name: 'rbarangmasuk',
  purpose: 'Goods-in documents: supplier, date, reference and status; the lines are in rbarangmasuksub.',
  titleField: 'no_referensi',
  icon: 'pi pi-sign-in',
  defaultSort: { field: 'tanggal', order: 'desc' },
  // Receiving posts the lines into the stock ledger; a posted receipt is only ever cancelled (reversed).
  states: {
    field: 'status',
    initial: ['Draft'],
    transitions: { Draft: ['Diterima', 'Dibatalkan'], Diterima: ['Dibatalkan'] },
    locked: ['Diterima', 'Dibatalkan'],
    lockedWritable: ['keterangan', 'lampiran'],
  },
  fields: {
    no_referensi: f.text({
      required: true,
      unique: true,
      maxLength: 50,
      list: true,
      search: true,
      sort: true,
    }),
    tanggal: f.date({ required: true, list: true, filter: true, sort: true }),
    id_supplier: f.relation('rsupplier', 'nama_supplier', { required: true, list: true, filter: true }),
    no_faktur_supplier: f.text({ maxLength: 50, search: true }),
    status: f.select(['Draft', 'Diterima', 'Dibatalkan'], {
      required: true,
      defaultValue: 'Draft',
      list: true,
      filter: true,
    }),
    /** Sum of the lines' subtotals, kept by the server. */
    total: f.money({ readOnly: true, list: true, sort: true }),
    lampiran: f.file({ maxFiles: 5 }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
