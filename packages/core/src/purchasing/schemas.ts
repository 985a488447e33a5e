/**
 * The shapes purchasing's routes answer (packages/core/src/api/routes/purchasing.ts declares the routes,
 * apps/server/src/modules/purchasing serves them, apps/web/src/features/purchasing reads them).
 * Quantities are decimals, money whole Rupiah, days `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { AGE_BUCKETS, BILL_STATES, PO_STATES } from './rules.ts';

const day = z.string().describe('YYYY-MM-DD');
const money = z.number().int();

/** A purchase order's head, as lists show it. */
export const PurchaseOrder = z.object({
  id: z.int(),
  no_po: z.string(),
  id_supplier: z.int(),
  nama_supplier: z.string(),
  tanggal: day,
  tanggal_kirim: day.nullable(),
  termin_hari: z.int(),
  status: z.enum(PO_STATES),
  total: money,
  keterangan: z.string().nullable(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

/** A line of an order: what was ordered, received (by received receipts), billed, and what is left. */
export const PurchaseOrderLine = z.object({
  id: z.int(),
  id_stok: z.int(),
  nama_barang: z.string(),
  id_satuan: z.int(),
  nama_satuan: z.string(),
  qty: z.number(),
  harga: money,
  subtotal: money,
  diterima: z.number(),
  sisa: z.number(),
  ditagih: z.number(),
});
export type PurchaseOrderLine = z.infer<typeof PurchaseOrderLine>;

/** A supplier bill as the payables list shows it. */
export const SupplierBill = z.object({
  id: z.int(),
  no_tagihan: z.string(),
  no_faktur_supplier: z.string(),
  id_po: z.int(),
  no_po: z.string(),
  id_supplier: z.int(),
  nama_supplier: z.string(),
  tanggal: day,
  jatuh_tempo: day,
  jumlah: money,
  selisih_harga: money,
  dibayar: money,
  sisa: money,
  status: z.enum(BILL_STATES),
});
export type SupplierBill = z.infer<typeof SupplierBill>;

export const SupplierBillLine = z.object({
  id: z.int(),
  id_po_line: z.int(),
  nama_barang: z.string(),
  qty: z.number(),
  harga: money,
  harga_po: money,
  subtotal: money,
  selisih: money,
});
export type SupplierBillLine = z.infer<typeof SupplierBillLine>;

export const SupplierPayment = z.object({
  id: z.int(),
  id_tagihan: z.int(),
  tanggal: day,
  jumlah: money,
  metode: z.string(),
  id_bankrekening: z.int().nullable(),
  nama_rekening: z.string().nullable(),
  id_pengeluaran: z.int(),
});
export type SupplierPayment = z.infer<typeof SupplierPayment>;

/** A goods-in receipt made against an order. */
export const OrderReceipt = z.object({
  id: z.int(),
  no_referensi: z.string(),
  tanggal: day,
  status: z.string(),
  total: money,
});
export type OrderReceipt = z.infer<typeof OrderReceipt>;

export const PurchaseOrderDetail = PurchaseOrder.extend({
  lines: z.array(PurchaseOrderLine),
  receipts: z.array(OrderReceipt),
  bills: z.array(SupplierBill),
});
export type PurchaseOrderDetail = z.infer<typeof PurchaseOrderDetail>;

export const SupplierBillDetail = SupplierBill.extend({
  lines: z.array(SupplierBillLine),
  payments: z.array(SupplierPayment),
});
export type SupplierBillDetail = z.infer<typeof SupplierBillDetail>;

const paged = <T extends z.ZodType>(row: T) =>
  z.object({ records: z.array(row), totalRecords: z.int(), page: z.int(), limit: z.int() });

export const PurchaseOrderList = paged(PurchaseOrder);
export type PurchaseOrderList = z.infer<typeof PurchaseOrderList>;
export const SupplierBillList = paged(SupplierBill).extend({
  /** Sum of the balances of every bill the filter matched (not only this page). */
  totalBalance: money,
});
export type SupplierBillList = z.infer<typeof SupplierBillList>;

/** An item under its minimum, with what is on order and the quantity suggested (base units). */
export const ReorderRow = z.object({
  id_stok: z.int(),
  nama_barang: z.string(),
  id_satuan: z.int(),
  nama_satuan: z.string(),
  minimum: z.number(),
  stok: z.number(),
  dipesan: z.number(),
  saran: z.number(),
  /** Moving-average cost per base unit, rounded to whole Rupiah (0 when never received). */
  harga_pokok: money,
});
export type ReorderRow = z.infer<typeof ReorderRow>;
export const ReorderList = z.object({ records: z.array(ReorderRow) });
export type ReorderList = z.infer<typeof ReorderList>;

const bucketShape = Object.fromEntries([...AGE_BUCKETS, 'total'].map((k) => [k, money])) as Record<
  (typeof AGE_BUCKETS)[number] | 'total',
  typeof money
>;
export const PayablesAgeing = z.object({
  date: day,
  rows: z.array(z.object({ supplier: z.string(), ...bucketShape })),
  totals: z.object(bucketShape),
});
export type PayablesAgeing = z.infer<typeof PayablesAgeing>;

export const PurchaseOrderAnswer = z.object({ message: z.string(), record: PurchaseOrderDetail });
export type PurchaseOrderAnswer = z.infer<typeof PurchaseOrderAnswer>;
export const ReceiveAnswer = PurchaseOrderAnswer.extend({ receipt: OrderReceipt });
export type ReceiveAnswer = z.infer<typeof ReceiveAnswer>;
export const SupplierBillAnswer = z.object({ message: z.string(), record: SupplierBillDetail });
export type SupplierBillAnswer = z.infer<typeof SupplierBillAnswer>;
