import { defineResource, f } from './define.ts';

export const rbarangkeluar = defineResource({
  name: 'rbarangkeluar',
  purpose: 'Goods out of stock: a sale, use on a job or a write-off.',
  titleField: 'no_referensi',
  icon: 'pi pi-sign-out',
  defaultSort: { field: 'tanggal', order: 'desc' },
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
    jenis: f.select(['Penjualan', 'Pemakaian Pekerjaan', 'Penghapusan', 'Retur Supplier'], {
      required: true,
      list: true,
      filter: true,
    }),
    id_stok: f.relation('rstok', 'nama_barang', { required: true, list: true, filter: true }),
    qty: f.decimal({ required: true, min: 0.01, max: 1_000_000, list: true }),
    id_satuan: f.relation('rsatuan', 'nama_satuan', { required: true }),
    /** Selling price per unit (a sale); filled from the price in force when left empty. */
    harga_satuan: f.money(),
    /** The event discount taken off the line, and the line after it: kept by the server. */
    diskon: f.money({ readOnly: true }),
    subtotal: f.money({ readOnly: true, list: true }),
    /** Cost of the goods at moving average cost, kept by the server. */
    nilai_pokok: f.money({ readOnly: true }),
    /**
     * The serials of the units leaving (issue 34), one per line (or comma): an item received with serials
     * names exactly one per unit, each in stock. Kept as typed; the server records each leaving serial.
     */
    no_seri: f.textarea({ maxLength: 10_000, serialsOf: { item: 'id_stok', qty: 'qty' } }),
    id_supplier: f.relation('rsupplier', 'nama_supplier', { filter: true }),
    id_pekerjaan: f.relation('rpekerjaan', 'nama_pekerjaan', { filter: true }),
    id_akun: f.relation('akun', 'nama', { filter: true }),
    keterangan: f.textarea({ maxLength: 1000 }),
    user_id: f.owner(),
  },
});
