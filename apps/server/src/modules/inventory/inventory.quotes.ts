/**
 * What inventory's own answers quote (rule R5, plugins/quotes.ts; docs/inventory.md): a value read or
 * computed from a field the caller's role may not see leaves the answer.
 */
import { each, type FieldRef, plain, quote, recordOf, type Shape } from '../../plugins/quotes.ts';

const paged = { totalRecords: plain, page: plain, limit: plain };

/** A movement's quantity and value are its source line's; the balances are the item's stock and value. */
const moved = quote('rstok.stok', 'rbarangmasuksub.qty', 'rbarangkeluar.qty');
export const STOCK_CARD: Shape = {
  item: recordOf('rstok'),
  records: each({
    id: plain,
    tanggal: plain,
    source_resource: plain,
    source_id: plain,
    id_satuan: plain,
    qty_unit: moved,
    qty: moved,
    nilai: quote('rstok.nilai_stok', 'rbarangmasuksub.subtotal', 'rbarangkeluar.nilai_pokok'),
    saldo_qty: quote('rstok.stok'),
    saldo_nilai: quote('rstok.nilai_stok'),
    keterangan: plain,
    created_at: plain,
  }),
  ...paged,
};

export const UNIT_COSTS: Shape = {
  records: each({
    id_stok: plain,
    nama_barang: quote('rstok.nama_barang'),
    kode_barang: quote('rstok.kode_barang'),
    id_satuan: plain,
    nama_satuan: quote('rsatuan.nama_satuan'),
    harga_terakhir: quote('rbarangmasuksub.harga_satuan'),
    tanggal_terakhir: quote('rbarangmasuk.tanggal'),
    harga_rata: quote('rstok.harga_pokok'),
    qty_diterima: quote('rbarangmasuksub.qty'),
  }),
  ...paged,
};

export const UNIT_COST_ADDED: Shape = {
  message: plain,
  record: {
    id: plain,
    id_stok: plain,
    id_satuan: plain,
    harga_satuan: quote('rbarangmasuksub.harga_satuan'),
    tanggal: plain,
    keterangan: plain,
  },
};

export const JOB_MATERIALS: Shape = {
  job: {
    id: plain,
    nama_pekerjaan: quote('rpekerjaan.nama_pekerjaan'),
    id_type: quote('rpekerjaan.id_type'),
    nama_type: quote('rtype.nama_type', 'rpekerjaan.id_type'),
  },
  lines: each({
    id_sop: plain,
    nama_sop: quote('standarmaterialsop.nama_sop'),
    nama_material: quote('standarmaterialsop.nama_material'),
    id_stok: quote('standarmaterialsop.id_stok'),
    nama_barang: quote('rstok.nama_barang'),
    qty_sop: quote('standarmaterialsop.qty'),
    id_satuan: plain,
    nama_satuan: quote('rsatuan.nama_satuan'),
    qty_keluar: quote('rbarangkeluar.qty'),
    stok: quote('rstok.stok'),
    qty_usul: quote('standarmaterialsop.qty', 'rbarangkeluar.qty'),
  }),
};

export const ISSUED_MATERIALS: Shape = { message: plain, records: each(recordOf('rbarangkeluar')) };
/** `duplicate`: the same client_id and body again (the receipt recorded the first time). */
export const COUNTER_RECEIVING: Shape = {
  message: plain,
  record: recordOf('rbarangmasuk'),
  duplicate: plain,
};

/**
 * What the POS counters work with: stock, selling prices and discounts of the catalogue, and the
 * amounts of a sale (its lines are goods outs). They are refused whole to a role that may not see one
 * (a counter cannot price a sale, nor a receipt show it, with amounts withheld).
 */
export const POS_FIELDS: readonly FieldRef[] = [
  'rstok.nama_barang',
  'rstok.stok',
  'rsethargajual.harga_jual',
  'rsethargajual.harga_grosir',
  'rsethargajual.minimal_qty_grosir',
  'rbarangkeluar.qty',
  'rbarangkeluar.harga_satuan',
  'rbarangkeluar.diskon',
  'rbarangkeluar.subtotal',
];

/** An item's serials in stock, for a form's serial picker. */
export const SERIALS_IN_STOCK: Shape = { item: plain, serials: quote('rbarangmasuksubsub.no_seri_batch') };

/** A serial's history (serial-history.ts): each value from the record it is read from. */
export const SERIAL_HISTORY: Shape = {
  search: plain,
  serials: each({
    id: plain,
    serial: quote('rbarangmasuksubsub.no_seri_batch'),
    item: { id: plain, name: quote('rstok.nama_barang'), code: quote('rstok.kode_barang') },
    received: {
      id_barangmasuk: plain,
      no_referensi: quote('rbarangmasuk.no_referensi'),
      tanggal: quote('rbarangmasuk.tanggal'),
      status: quote('rbarangmasuk.status'),
      supplier: quote('rsupplier.nama_supplier'),
      no_faktur_supplier: quote('rbarangmasuk.no_faktur_supplier'),
    },
    in_stock: quote('rbarangmasuk.status'),
    outs: each({
      tanggal: quote('rbarangkeluar.tanggal'),
      jenis: quote('rbarangkeluar.jenis'),
      id_barangkeluar: plain,
      no_referensi: quote('rbarangkeluar.no_referensi'),
      id_pos_sale: plain,
      no_transaksi: plain,
      id_invoice: plain,
      no_invoice: quote('rinvoice.no_invoice'),
      id_pekerjaan: plain,
      nama_pekerjaan: quote('rpekerjaan.nama_pekerjaan'),
      customer: quote('akun.nama'),
      kembali_tanggal: plain,
      kembali_sumber: plain,
      id_credit_note: plain,
    }),
  }),
};
