/**
 * Purchasing's routes, declared once (define-route.ts): purchase orders and receiving against them
 * (page `pembelian`), the reorder suggestion (`pembelian`), supplier bills, payables and supplier
 * payments (`hutangsupplier`), and the payables ageing (`umurhutang`). Served by
 * apps/server/src/modules/purchasing/purchasing.routes.ts, called by apps/web/src/features/purchasing.
 */
import { z } from 'zod';
import { BILL_STATES, PO_STATES } from '../../purchasing/rules.ts';
import {
  PayablesAgeing,
  PurchaseOrderAnswer,
  PurchaseOrderDetail,
  PurchaseOrderList,
  ReceiveAnswer,
  ReorderList,
  SupplierBillAnswer,
  SupplierBillDetail,
  SupplierBillList,
} from '../../purchasing/schemas.ts';
import { defineRoute } from './define-route.ts';
import {
  DAY,
  emptyAbsent,
  isDay,
  machineNumber,
  objectOrEmpty,
  optionalNumber,
  recordId,
  said,
  trimmedText,
} from './wire.ts';

export const PURCHASING_PAGES = {
  orders: 'pembelian',
  payables: 'hutangsupplier',
  ageing: 'umurhutang',
} as const;

const orders = { kind: 'page', page: PURCHASING_PAGES.orders } as const;
const payables = { kind: 'page', page: PURCHASING_PAGES.payables } as const;

const exists = said('validation.exists');
const qtyRange = said('validation.range', { min: 0.0001, max: 1_000_000 });
const priceRange = said('validation.range', { min: 0, max: 999_999_999_999 });

const id = (says: string) => machineNumber(z.int(exists).min(1, exists).describe(says));
const optionalId = (says: string) => optionalNumber(z.int(exists).min(1, exists).optional().describe(says));
const qty = (says: string) =>
  machineNumber(z.number(qtyRange).gt(0, qtyRange).max(1_000_000, qtyRange).describe(says));
const price = (says: string) =>
  machineNumber(z.int(priceRange).min(0, priceRange).max(999_999_999_999, priceRange).describe(says));
const day = (says: string) =>
  emptyAbsent(
    z
      .string(said('validation.date'))
      .refine((v) => DAY.test(v) && isDay(v), said('validation.date'))
      .optional()
      .describe(says),
  );
const lines = <S extends z.ZodObject>(line: S) =>
  z
    .array(objectOrEmpty(line), said('validation.noLines'))
    .min(1, said('validation.noLines'))
    .max(200, said('validation.noLines'))
    .describe('1 to 200 lines');

const listQuery = <S extends readonly [string, ...string[]]>(states: S) =>
  z.object({
    status: z.preprocess(
      (v: string | undefined) =>
        typeof v === 'string' && (states as readonly string[]).includes(v) ? v : undefined,
      z
        .enum(states)
        .optional()
        .describe(`one of ${states.join(', ')}`),
    ),
    search: trimmedText(100, 'in the number or the supplier’s name'),
    page: z.preprocess(
      (v: string | number | undefined) => Math.max(Number.parseInt(String(v ?? 1), 10) || 1, 1),
      z.int().min(1).describe('page, from 1'),
    ),
    limit: z.preprocess(
      (v: string | number | undefined) =>
        Math.min(Math.max(Number.parseInt(String(v ?? 50), 10) || 50, 1), 200),
      z.int().min(1).max(200).describe('rows per page, 1 to 200 (50)'),
    ),
  });

export const OrderBody = z.object({
  id_supplier: id('the supplier (rsupplier)'),
  tanggal: day('order day, YYYY-MM-DD (today in Jakarta when absent)'),
  tanggal_kirim: day('expected delivery day, YYYY-MM-DD'),
  termin_hari: optionalNumber(
    z
      .int(said('validation.range', { min: 0, max: 365 }))
      .min(0, said('validation.range', { min: 0, max: 365 }))
      .max(365, said('validation.range', { min: 0, max: 365 }))
      .optional()
      .describe('payment terms in days, 0 to 365 (30)'),
  ),
  keterangan: trimmedText(500, 'note, at most 500 characters'),
  /** Placed at once (Dipesan) rather than kept as a draft. */
  pesan: z.boolean().optional().describe('true: placed with the supplier at once (Dipesan); else a Draft'),
  lines: lines(
    z.object({
      id_stok: id('the item (rstok)'),
      id_satuan: id('the unit (rsatuan)'),
      qty: qty('quantity ordered, above 0 up to 1,000,000'),
      harga: price('price per unit, whole Rupiah'),
    }),
  ),
});
export type OrderBody = z.output<typeof OrderBody>;

export const ReceiveBody = z.object({
  tanggal: day('day received, YYYY-MM-DD (today in Jakarta when absent)'),
  no_faktur_supplier: trimmedText(50, 'the supplier’s delivery note or invoice number'),
  lines: lines(
    z.object({
      id_line: id('the order line'),
      qty: qty('quantity received now, above 0 up to what is left'),
    }),
  ),
});
export type ReceiveBody = z.output<typeof ReceiveBody>;

export const BillBody = z.object({
  id_po: id('the purchase order'),
  no_faktur_supplier: z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' ? value.trim().slice(0, 50) : value),
    z
      .string(said('validation.required'))
      .min(1, said('validation.required'))
      .describe("the supplier's invoice number"),
  ),
  tanggal: day('bill day, YYYY-MM-DD (today in Jakarta when absent)'),
  jatuh_tempo: day('due day, YYYY-MM-DD (the bill day plus the order’s terms when absent)'),
  keterangan: trimmedText(500, 'note, at most 500 characters'),
  lines: lines(
    z.object({
      id_line: id('the order line billed'),
      qty: qty('quantity billed, up to what was received and not billed yet'),
      harga: price('price per unit billed, whole Rupiah'),
    }),
  ),
});
export type BillBody = z.output<typeof BillBody>;

const amount = said('validation.rangeMin', { min: 1 });
export const SupplierPaymentBody = z.object({
  tanggal: day('payment day, YYYY-MM-DD (today in Jakarta when absent)'),
  jumlah: machineNumber(
    z.int(amount).min(1, amount).max(999_999_999_999, amount).describe('amount, up to the balance'),
  ),
  id_bankrekening: optionalId('the account paid from (bankrekening)'),
  metode: z.preprocess(
    (v: string | null | undefined) => (v === null || v === '' ? undefined : v),
    z
      .enum(['Tunai', 'Transfer', 'QRIS', 'Virtual Account'], said('validation.in'))
      .optional()
      .describe('Tunai, Transfer (default), QRIS or Virtual Account'),
  ),
  keterangan: trimmedText(500, 'note, at most 500 characters'),
});
export type SupplierPaymentBody = z.output<typeof SupplierPaymentBody>;

export const listOrdersRoute = defineRoute({
  method: 'GET',
  path: '/pembelian/orders',
  access: orders,
  summary: 'Purchase orders, newest first',
  query: listQuery(PO_STATES),
  answer: PurchaseOrderList,
  answerSays: 'One page of orders',
});

export const viewOrderRoute = defineRoute({
  method: 'GET',
  path: '/pembelian/orders/:id',
  access: orders,
  summary: 'A purchase order with its lines (ordered, received, left), receipts and bills',
  params: recordId(),
  answer: PurchaseOrderDetail,
  answerSays: 'The order',
});

export const addOrderRoute = defineRoute({
  method: 'POST',
  path: '/pembelian/orders',
  access: orders,
  summary: 'Write a purchase order (a draft, or placed at once)',
  body: OrderBody,
  answer: PurchaseOrderAnswer,
  answerSays: 'The order written',
});

export const placeOrderRoute = defineRoute({
  method: 'POST',
  path: '/pembelian/orders/:id/pesan',
  access: orders,
  summary: 'Place a draft order with the supplier (Draft → Dipesan)',
  params: recordId(),
  answer: PurchaseOrderAnswer,
  answerSays: 'The order placed',
});

export const cancelOrderRoute = defineRoute({
  method: 'POST',
  path: '/pembelian/orders/:id/batal',
  access: orders,
  summary: 'Cancel an order nothing was received on yet',
  params: recordId(),
  answer: PurchaseOrderAnswer,
  answerSays: 'The order cancelled',
});

export const receiveOrderRoute = defineRoute({
  method: 'POST',
  path: '/pembelian/orders/:id/terima',
  access: orders,
  summary: 'Receive goods of an order now: one goods-in receipt (Diterima), stock and cost moved',
  params: recordId(),
  body: ReceiveBody,
  answer: ReceiveAnswer,
  answerSays: 'The order as it stands, and the receipt written',
});

export const reorderRoute = defineRoute({
  method: 'GET',
  path: '/pembelian/saran',
  access: orders,
  summary: 'Items under their minimum: minimum, on hand, on order and the suggested quantity',
  answer: ReorderList,
  answerSays: 'The items to reorder, most short first',
});

export const listBillsRoute = defineRoute({
  method: 'GET',
  path: '/hutangsupplier/bills',
  access: payables,
  summary: 'Supplier bills (payables) with due dates and balances, soonest due first',
  query: listQuery(BILL_STATES).extend({
    open: z.preprocess(
      (v: string | undefined) => v === '1' || v === 'true',
      z.boolean().describe('1: only bills with a balance'),
    ),
  }),
  answer: SupplierBillList,
  answerSays: 'One page of bills and the balance of all matched',
});

export const viewBillRoute = defineRoute({
  method: 'GET',
  path: '/hutangsupplier/bills/:id',
  access: payables,
  summary: 'A supplier bill with its lines (price against the order’s) and payments',
  params: recordId(),
  answer: SupplierBillDetail,
  answerSays: 'The bill',
});

export const addBillRoute = defineRoute({
  method: 'POST',
  path: '/hutangsupplier/bills',
  access: payables,
  summary: 'Record a supplier bill matched to what was received on an order',
  body: BillBody,
  answer: SupplierBillAnswer,
  answerSays: 'The bill recorded',
});

export const paySupplierRoute = defineRoute({
  method: 'POST',
  path: '/hutangsupplier/bills/:id/bayar',
  access: payables,
  summary: 'Pay a supplier bill: an expense (rpengeluaran) written, the balance moved',
  params: recordId(),
  body: SupplierPaymentBody,
  answer: SupplierBillAnswer,
  answerSays: 'The bill after the payment',
});

export const payablesAgeingRoute = defineRoute({
  method: 'GET',
  path: '/hutangsupplier/umur',
  access: { kind: 'page', page: PURCHASING_PAGES.ageing },
  summary: 'Payables by supplier and days past due (current, 1–30, 31–60, 61–90, over 90)',
  query: z.object({
    date: z.preprocess(
      (v: string | undefined) => (typeof v === 'string' && DAY.test(v) && isDay(v) ? v : undefined),
      z.string().optional().describe('the day seen from, YYYY-MM-DD (today in Jakarta)'),
    ),
  }),
  answer: PayablesAgeing,
  answerSays: 'One row per supplier with a balance, and the totals',
});

export const purchasingRoutes = {
  orders: listOrdersRoute,
  order: viewOrderRoute,
  addOrder: addOrderRoute,
  placeOrder: placeOrderRoute,
  cancelOrder: cancelOrderRoute,
  receive: receiveOrderRoute,
  reorder: reorderRoute,
  bills: listBillsRoute,
  bill: viewBillRoute,
  addBill: addBillRoute,
  pay: paySupplierRoute,
  ageing: payablesAgeingRoute,
} as const;
