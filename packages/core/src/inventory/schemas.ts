/**
 * The inventory module's data shapes as zod schemas, each with its type under the same name: the API's
 * answers are built from them (../api/). Kept apart from the module's logic so that a screen using that
 * logic does not load zod.
 */
import { z } from 'zod';

// from api.ts
/** One line of a posted sale, priced by the server (`pos_sales.lines`). */
export const SaleLine = z.object({
  id_stok: z.int(),
  nama_barang: z.string(),
  id_satuan: z.int(),
  qty: z.number(),
  harga_satuan: z.number(),
  diskon: z.number(),
  diskon_nama: z.string().nullable(),
  subtotal: z.number(),
  /** The goods out (`rbarangkeluar`) the line took the stock with. */
  id_barangkeluar: z.int(),
  /** The serials of the units sold (issue 34): absent for an item not tracked by serial. */
  serials: z.array(z.string()).optional(),
});
export type SaleLine = z.infer<typeof SaleLine>;

/** A posted POS sale (`pos_sales`). */
export const Sale = z.object({
  id: z.int(),
  no_transaksi: z.string(),
  client_id: z.string(),
  /** `YYYY-MM-DD`. */
  tanggal: z.iso.date(),
  id_akun: z.int().nullable(),
  lines: z.array(SaleLine),
  subtotal: z.number(),
  diskon: z.number(),
  total: z.number(),
  metode: z.string(),
  dibayar: z.number(),
  kembalian: z.number(),
  username: z.string().nullable(),
  /** The cash session it was made in (null for sales before sessions, issue 34). */
  id_session: z.int().nullable(),
  /** ISO timestamp. */
  created_at: z.iso.datetime(),
});
export type Sale = z.infer<typeof Sale>;

/**
 * One movement of `GET /api/rstok/kartu/:id`, with the running balance after it. Quantities and values
 * are absent for a role that may not see the stock (or the lines they come from): docs/inventory.md.
 */
export const StockCardRow = z.object({
  id: z.int(),
  /** `YYYY-MM-DD`. */
  tanggal: z.iso.date(),
  source_resource: z.string(),
  source_id: z.string(),
  id_satuan: z.int().nullable(),
  qty_unit: z.number().optional(),
  qty: z.number().optional(),
  nilai: z.number().optional(),
  saldo_qty: z.number().optional(),
  saldo_nilai: z.number().optional(),
  keterangan: z.string().nullable(),
  /** ISO timestamp. */
  created_at: z.iso.datetime(),
});
export type StockCardRow = z.infer<typeof StockCardRow>;

/** One row of `GET /api/rbarangmasuksub/listmodalsatuan` (what the role may not see is absent). */
export const UnitCostRow = z.object({
  id_stok: z.int(),
  nama_barang: z.string().optional(),
  kode_barang: z.string().nullable().optional(),
  id_satuan: z.int(),
  nama_satuan: z.string().optional(),
  /** Latest cost of a received line or a noted cost, per unit, and its date (`YYYY-MM-DD`). */
  harga_terakhir: z.number().nullable().optional(),
  tanggal_terakhir: z.iso.date().nullable().optional(),
  /** Moving average cost of the item expressed in this unit. */
  harga_rata: z.number().nullable().optional(),
  qty_diterima: z.number().optional(),
});
export type UnitCostRow = z.infer<typeof UnitCostRow>;

/**
 * One material of `GET /api/rpekerjaan/material-sop/:id`: a standard material of the job's type
 * (`standarmaterialsop`), what has already gone out to the job and what the form proposes to issue.
 */
export const JobMaterialLine = z.object({
  id_sop: z.int(),
  nama_sop: z.string().optional(),
  nama_material: z.string().optional(),
  /** The stock item; null when the SOP names a material not kept in stock (shown, never issued). */
  id_stok: z.int().nullable().optional(),
  nama_barang: z.string().nullable().optional(),
  /** The SOP's quantity and unit. */
  qty_sop: z.number().optional(),
  id_satuan: z.int(),
  nama_satuan: z.string().optional(),
  /** Issued to this job so far, net of reversals, in the SOP unit (null when the units are unrelated). */
  qty_keluar: z.number().nullable().optional(),
  /** On hand now, in the SOP unit (null when the units are unrelated or no item). */
  stok: z.number().nullable().optional(),
  /** What the form pre-fills: the SOP quantity less what has gone out, never below zero. */
  qty_usul: z.number().optional(),
});
export type JobMaterialLine = z.infer<typeof JobMaterialLine>;

/** A job's SOP materials; a value the role may not see (Hide Kolom) is absent (docs/inventory.md). */
export const JobMaterials = z.object({
  job: z.object({
    id: z.int(),
    nama_pekerjaan: z.string().optional(),
    id_type: z.int().nullable().optional(),
    nama_type: z.string().nullable().optional(),
  }),
  lines: z.array(JobMaterialLine),
});
export type JobMaterials = z.infer<typeof JobMaterials>;

// from pricing.ts
/** An event discount (`rdiskonevent`): a percentage or an amount per unit, for an item, a category or all. */
export const DiscountRecord = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  name: z.string(),
  /** First and last day, `YYYY-MM-DD`. */
  from: z.string(),
  to: z.string(),
  kind: z.enum(['Persen', 'Nominal']),
  percent: z.number().nullable().optional(),
  amount: z.number().nullable().optional(),
  /** Least line amount (before discount) the discount needs. */
  minimum: z.number().nullable().optional(),
  itemId: z.int().nullable().optional(),
  categoryId: z.int().nullable().optional(),
  active: z.boolean().optional(),
});
export type DiscountRecord = z.infer<typeof DiscountRecord>;

// from pos.ts
export const CatalogUnit = z.object({
  id_satuan: z.int(),
  nama_satuan: z.string(),
  /** Base units in one of this unit. */
  faktor: z.number(),
  /** Whether a quantity in this unit may have a fraction (`rsatuan.pecahan`); otherwise whole numbers. */
  pecahan: z.boolean(),
  /** The price in force today, null when the item has no price in this unit. */
  harga: z.number().nullable(),
  harga_grosir: z.number().nullable(),
  minimal_qty_grosir: z.number().nullable(),
});
export type CatalogUnit = z.infer<typeof CatalogUnit>;

export const CatalogItem = z.object({
  id: z.int(),
  kode_barang: z.string().nullable(),
  barcode: z.string().nullable(),
  nama_barang: z.string(),
  /** The item's category and its parents (an event on a parent covers its children). */
  kategori: z.array(z.int()),
  /** On hand, in base units. */
  stok: z.number(),
  units: z.array(CatalogUnit),
  /**
   * The item's serials in stock (issue 34), present only for an item received with serials: a sale of it
   * names one per unit, picked from these.
   */
  serials: z.array(z.string()).optional(),
});
export type CatalogItem = z.infer<typeof CatalogItem>;

/**
 * The shop a receipt is headed with: the company profile's name, address and phone, and its NPWP only
 * when the company is PKP (a Non PKP shop prints none).
 */
export const ReceiptShop = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  npwp: z.string().nullable(),
});
export type ReceiptShop = z.infer<typeof ReceiptShop>;

/** `GET /api/pos/catalog`: what the counters sell on `date` (`YYYY-MM-DD`), as the browser keeps it. */
export const PosCatalog = z.object({
  date: z.iso.date(),
  items: z.array(CatalogItem),
  discounts: z.array(DiscountRecord),
  /** The receipt's heading, kept with the catalogue so an offline receipt is the shop's too. */
  shop: ReceiptShop.optional(),
});
export type PosCatalog = z.infer<typeof PosCatalog>;

// issue 34: POS cash sessions, refunds and the Z-report
/** A cash session of one counter (`pos_sessions`). */
export const CashSession = z.object({
  id: z.int(),
  counter: z.string(),
  status: z.enum(['open', 'closed']),
  /** The business day it was opened, `YYYY-MM-DD`. */
  tanggal: z.iso.date(),
  float: z.number(),
  opened_by: z.string().nullable(),
  /** ISO timestamp. */
  opened_at: z.iso.datetime(),
  closed_by: z.string().nullable(),
  closed_at: z.iso.datetime().nullable(),
  /** Notes and coins counted at the close, `{ "100000": 2 }`. */
  counted: z.record(z.string(), z.number()).nullable(),
  counted_total: z.number().nullable(),
  expected: z.number().nullable(),
  difference: z.number().nullable(),
  keterangan: z.string().nullable(),
});
export type CashSession = z.infer<typeof CashSession>;

/** One line given back: which line of the sale, how much, and the cost it came back in at. */
export const ReturnLine = z.object({
  /** Index of the line in the sale's `lines`. */
  line: z.int(),
  id_stok: z.int(),
  nama_barang: z.string(),
  id_satuan: z.int(),
  qty: z.number(),
  harga_satuan: z.number(),
  /** What the customer gets back for it (the line's paid amount, in proportion). */
  subtotal: z.number(),
  /** The cost the stock comes back in at (the goods out's cost, in proportion). */
  nilai_pokok: z.number(),
  /** The serials back in stock with it (issue 34). */
  serials: z.array(z.string()).optional(),
});
export type ReturnLine = z.infer<typeof ReturnLine>;

/** A refund of a POS sale (`pos_returns`). */
export const SaleReturn = z.object({
  id: z.int(),
  no_retur: z.string(),
  client_id: z.string(),
  id_sale: z.int(),
  no_transaksi: z.string(),
  id_session: z.int(),
  tanggal: z.iso.date(),
  lines: z.array(ReturnLine),
  total: z.number(),
  metode: z.string(),
  alasan: z.string().nullable(),
  username: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type SaleReturn = z.infer<typeof SaleReturn>;

/** A session's figures: per method, the counts, the cash, and the income entries its close posted. */
export const ZReport = z.object({
  session: CashSession,
  methods: z.array(
    z.object({
      metode: z.string(),
      count: z.int(),
      sales: z.number(),
      refunds: z.number(),
      net: z.number(),
    }),
  ),
  sales_count: z.int(),
  sales_total: z.number(),
  refunds_count: z.int(),
  refunds_total: z.number(),
  float: z.number(),
  cash_sales: z.number(),
  cash_refunds: z.number(),
  /** float + cash sales − cash refunds (live while the session is open). */
  expected: z.number(),
  counted: z.number().nullable(),
  difference: z.number().nullable(),
  /** The income entries (`rpemasukan`) the close posted. */
  income: z.array(z.object({ id: z.int(), tanggal: z.iso.date(), metode: z.string(), jumlah: z.number() })),
  sales: z.array(Sale),
  returns: z.array(SaleReturn),
});
export type ZReport = z.infer<typeof ZReport>;

/** What happened to a serial after it was received: it left on a goods out, and maybe came back. */
export const SerialOut = z.object({
  /** `YYYY-MM-DD`. */
  tanggal: z.iso.date(),
  /** The goods out's kind: Penjualan, Pemakaian Pekerjaan, Penghapusan, Retur Supplier. */
  jenis: z.string(),
  id_barangkeluar: z.int().nullable(),
  no_referensi: z.string().nullable(),
  /** The POS sale it was sold on, when it was. */
  id_pos_sale: z.int().nullable(),
  no_transaksi: z.string().nullable(),
  /** The invoice whose goods line sold it, when one did (issue 34; absent on a role that may not see it). */
  id_invoice: z.int().nullable().optional(),
  no_invoice: z.string().nullable().optional(),
  /** The job whose materials took it, when one did. */
  id_pekerjaan: z.int().nullable().optional(),
  nama_pekerjaan: z.string().nullable().optional(),
  /** The customer, when the goods out, sale or invoice named one. */
  customer: z.string().nullable(),
  /** The day it came back and what brought it (a refund's number, a cancelled goods out's). */
  kembali_tanggal: z.iso.date().nullable(),
  kembali_sumber: z.string().nullable(),
  /** The credit note that brought it back, when one did. */
  id_credit_note: z.int().nullable().optional(),
});
export type SerialOut = z.infer<typeof SerialOut>;

/** One serial as `GET /rbarangmasuksubsub/riwayat` finds it: the item, how it came in, where it went. */
export const SerialHistory = z.object({
  id: z.int(),
  serial: z.string(),
  item: z.object({ id: z.int(), name: z.string(), code: z.string().nullable() }),
  received: z.object({
    id_barangmasuk: z.int(),
    no_referensi: z.string(),
    /** `YYYY-MM-DD`. */
    tanggal: z.iso.date(),
    status: z.string(),
    supplier: z.string().nullable(),
    no_faktur_supplier: z.string().nullable(),
  }),
  /** Received (not cancelled) and not out now. */
  in_stock: z.boolean(),
  outs: z.array(SerialOut),
});
export type SerialHistory = z.infer<typeof SerialHistory>;

/** `GET /api/rbarangmasuksubsub/riwayat`: the serials matching the search, exact matches first. */
export const SerialSearch = z.object({ search: z.string(), serials: z.array(SerialHistory) });
export type SerialSearch = z.infer<typeof SerialSearch>;
