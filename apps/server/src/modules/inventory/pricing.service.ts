import {
  type AppliedDiscount,
  bestDiscount,
  type DiscountRecord,
  type PriceInForce,
  type PriceRecord,
  priceInForce,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';

export type SellingPrice = {
  unitPrice: number;
  wholesale: boolean;
  discount: { amount: number; name: string; id: number | string | undefined } | null;
};

/** The item's category and its parents: an event for a parent category covers its children. */
export async function categoryChain(query: Query, categoryId: number | null): Promise<number[]> {
  const chain: number[] = [];
  let current = categoryId;
  while (current != null && !chain.includes(current) && chain.length < 10) {
    chain.push(current);
    const [row] = await query<{ id_parent: number | null }>(
      'SELECT id_parent FROM rkategorilevel WHERE id = $1',
      [current],
    );
    current = row?.id_parent == null ? null : Number(row.id_parent);
  }
  return chain;
}

/** A `rsethargajual` row as core's price rules read it. */
export function priceRecordOf(r: Record<string, unknown>, itemId: number, unitId: number): PriceRecord {
  return {
    id: Number(r.id),
    itemId,
    unitId,
    price: Number(r.harga_jual),
    wholesalePrice: r.harga_grosir == null ? null : Number(r.harga_grosir),
    minWholesaleQty: r.minimal_qty_grosir == null ? null : Number(r.minimal_qty_grosir),
    from: dayText(r.berlaku_mulai),
    active: r.status === 'Active',
  };
}

async function pricesOf(query: Query, itemId: number, unitId: number): Promise<PriceRecord[]> {
  const rows = await query<Record<string, unknown>>(
    `SELECT id, harga_jual, harga_grosir, minimal_qty_grosir, berlaku_mulai, status FROM rsethargajual
      WHERE id_stok = $1 AND id_satuan = $2`,
    [itemId, unitId],
  );
  return rows.map((r) => priceRecordOf(r, itemId, unitId));
}

/** A `rdiskonevent` row as core's discount rules read it. */
export function discountRecordOf(r: Record<string, unknown>): DiscountRecord {
  return {
    id: Number(r.id),
    name: String(r.nama_event),
    from: dayText(r.tanggal_mulai),
    to: dayText(r.tanggal_akhir),
    kind: r.jenis_diskon === 'Nominal' ? 'Nominal' : 'Persen',
    percent: r.persen_diskon == null ? null : Number(r.persen_diskon),
    amount: r.nominal_diskon == null ? null : Number(r.nominal_diskon),
    minimum: r.minimal_belanja == null ? null : Number(r.minimal_belanja),
    itemId: r.id_stok == null ? null : Number(r.id_stok),
    categoryId: r.id_kategori == null ? null : Number(r.id_kategori),
  };
}

/** The event discounts running on a day (active, dates including it), the day as `$1`. */
export const DISCOUNTS_ON = `SELECT id, nama_event, tanggal_mulai, tanggal_akhir, jenis_diskon, persen_diskon, nominal_diskon,
            minimal_belanja, id_kategori, id_stok FROM rdiskonevent
      WHERE status = 'Active' AND tanggal_mulai <= $1 AND tanggal_akhir >= $1`;

/** Event discounts running on a day (active, dates including it). */
export async function discountsOn(query: Query, date: string): Promise<DiscountRecord[]> {
  const rows = await query<Record<string, unknown>>(DISCOUNTS_ON, [date]);
  return rows.map(discountRecordOf);
}

/**
 * The selling price of an item in a unit on a day for a quantity (the price in force, wholesale from its
 * minimum) and the best running event discount for that line. The POS and invoices use exactly this.
 */
export async function sellingPrice(
  query: Query,
  request: { itemId: number; unitId: number; date: string; qty: number },
): Promise<SellingPrice | null> {
  const prices = await pricesOf(query, request.itemId, request.unitId);
  if (!priceInForce(prices, request)) return null;
  const [item] = await query<{ id_kategori: number | null }>('SELECT id_kategori FROM rstok WHERE id = $1', [
    request.itemId,
  ]);
  return priceLine(
    prices,
    await discountsOn(query, request.date),
    await categoryChain(query, item?.id_kategori == null ? null : Number(item.id_kategori)),
    request,
  );
}

/**
 * {@link sellingPrice} from records already read (the POS reads a cart's prices, categories and the
 * day's discounts in two statements, pos-cart.ts): the same rules, no query.
 */
export function priceLine(
  prices: PriceRecord[],
  discounts: DiscountRecord[],
  categoryIds: number[],
  request: { itemId: number; unitId: number; date: string; qty: number },
): SellingPrice | null {
  const price: PriceInForce | null = priceInForce(prices, request);
  if (!price) return null;
  const discount: AppliedDiscount | null = bestDiscount(discounts, {
    itemId: request.itemId,
    categoryIds,
    date: request.date,
    unitPrice: price.unitPrice,
    qty: request.qty,
  });
  return {
    unitPrice: price.unitPrice,
    wholesale: price.wholesale,
    discount: discount
      ? { amount: discount.amount, name: discount.record.name, id: discount.record.id }
      : null,
  };
}
