/**
 * The shapes the inventory routes answer and accept, shared by the server (which builds them) and the
 * web (which calls them), so the two cannot drift.
 */

/** POS payment methods and the label a receipt and a goods out carry. */
export const PAYMENT_METHODS = { cash: 'Tunai', transfer: 'Transfer', qris: 'QRIS' } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** `POST /api/pos/sales`: `date` is the day an offline sale was made (up to 7 days back). */
export type SaleBody = {
  client_id: string;
  date?: string;
  lines: { item: number; unit?: number; qty: number }[];
  payment: { method: PaymentMethod; amount: number };
  customer?: number | null;
};

export type SaleLine = {
  id_stok: number;
  nama_barang: string;
  id_satuan: number;
  qty: number;
  harga_satuan: number;
  diskon: number;
  diskon_nama: string | null;
  subtotal: number;
  id_barangkeluar: number;
};

export type Sale = {
  id: number;
  no_transaksi: string;
  client_id: string;
  tanggal: string;
  id_akun: number | null;
  lines: SaleLine[];
  subtotal: number;
  diskon: number;
  total: number;
  metode: string;
  dibayar: number;
  kembalian: number;
  username: string | null;
  created_at: string;
};

/** One movement of `GET /api/rstok/kartu/:id`, with the running balance after it. */
export type StockCardRow = {
  id: number;
  tanggal: string;
  source_resource: string;
  source_id: string;
  id_satuan: number | null;
  qty_unit: number;
  qty: number;
  nilai: number;
  saldo_qty: number;
  saldo_nilai: number;
  keterangan: string | null;
  created_at: string;
};

/** One row of `GET /api/rbarangmasuksub/listmodalsatuan`. */
export type UnitCostRow = {
  id_stok: number;
  nama_barang: string;
  kode_barang: string | null;
  id_satuan: number;
  nama_satuan: string;
  /** Latest cost of a received line or a noted cost, per unit, and its date. */
  harga_terakhir: number | null;
  tanggal_terakhir: string | null;
  /** Moving average cost of the item expressed in this unit. */
  harga_rata: number | null;
  qty_diterima: number;
};

/** `POST /api/pos/receipts`: a whole receipt received at the counter. */
export type ReceivingBody = {
  supplier: number;
  date?: string;
  invoiceNumber?: string | null;
  lines: { item?: number; name?: string; code?: string; qty: number; unit: number; cost: number }[];
};

export type Paged<T> = { records: T[]; totalRecords: number; page: number; limit: number };

/**
 * One material of `GET /api/rpekerjaan/material-sop/:id`: a standard material of the job's type
 * (`standarmaterialsop`), what has already gone out to the job and what the form proposes to issue.
 */
export type JobMaterialLine = {
  id_sop: number;
  nama_sop: string;
  nama_material: string;
  /** The stock item; null when the SOP names a material not kept in stock (shown, never issued). */
  id_stok: number | null;
  nama_barang: string | null;
  /** The SOP's quantity and unit. */
  qty_sop: number;
  id_satuan: number;
  nama_satuan: string;
  /** Issued to this job so far, net of reversals, in the SOP unit (null when the units are unrelated). */
  qty_keluar: number | null;
  /** On hand now, in the SOP unit (null when the units are unrelated or no item). */
  stok: number | null;
  /** What the form pre-fills: the SOP quantity less what has gone out, never below zero. */
  qty_usul: number;
};

export type JobMaterials = {
  job: { id: number; nama_pekerjaan: string; id_type: number | null; nama_type: string | null };
  lines: JobMaterialLine[];
};

/** `POST /api/rpekerjaan/material-sop/:id`: issue these lines to the job as one all-or-nothing goods out. */
export type JobMaterialsBody = {
  tanggal?: string;
  lines: { id_stok: number; id_satuan: number; qty: number }[];
};
