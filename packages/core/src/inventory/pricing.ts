import { divideRound, lineAmount } from './quantity.ts';
import type { DiscountRecord } from './schemas.ts';

/** A selling price record (`rsethargajual`). Dates are `YYYY-MM-DD`. */
export type PriceRecord = {
  id?: number | string;
  itemId: number;
  unitId: number;
  price: number;
  /** Wholesale price per unit, from `minWholesaleQty` units on. */
  wholesalePrice?: number | null;
  minWholesaleQty?: number | null;
  from: string;
  active?: boolean;
};

export type PriceQuery = { itemId: number; unitId: number; date: string; qty: number };

export type PriceInForce = { unitPrice: number; wholesale: boolean; record: PriceRecord };

/**
 * The price of an item in a unit on a date: the active record with the latest `from` not after the
 * date (the later id wins a tie); its wholesale price applies from its minimum quantity on. Null when
 * the item has no price in that unit yet.
 *
 * @example priceInForce([{ itemId: 1, unitId: 1, price: 10_000, from: '2026-01-01' }],
 *   { itemId: 1, unitId: 1, date: '2026-11-24', qty: 1 })?.unitPrice // 10000
 */
export function priceInForce(prices: readonly PriceRecord[], query: PriceQuery): PriceInForce | null {
  let best: PriceRecord | null = null;
  for (const p of prices) {
    if (p.itemId !== query.itemId || p.unitId !== query.unitId || p.active === false || p.from > query.date)
      continue;
    if (!best || p.from > best.from || (p.from === best.from && Number(p.id ?? 0) > Number(best.id ?? 0)))
      best = p;
  }
  if (!best) return null;
  const wholesale =
    best.wholesalePrice != null &&
    best.minWholesaleQty != null &&
    best.minWholesaleQty > 0 &&
    query.qty >= best.minWholesaleQty &&
    best.wholesalePrice < best.price;
  return { unitPrice: wholesale ? best.wholesalePrice! : best.price, wholesale, record: best };
}

export type DiscountQuery = {
  itemId: number;
  categoryIds: readonly number[];
  date: string;
  unitPrice: number;
  qty: number;
};

export type AppliedDiscount = { amount: number; record: DiscountRecord };

/**
 * The best event discount for a line: among the active events whose dates include the day and that
 * target the item, one of its categories (the category and its parents), or everything, the one that
 * takes the most Rupiah off the line. A percentage is of the line amount (half-up); an amount is per
 * unit. Never more than the line itself. Null when none applies.
 *
 * @example bestDiscount([{ name: 'Akhir tahun', from: '2026-12-01', to: '2026-12-31', kind: 'Persen', percent: 10 }],
 *   { itemId: 1, categoryIds: [], date: '2026-12-05', unitPrice: 50_000, qty: 2 })?.amount // 10000
 */
export function bestDiscount(
  discounts: readonly DiscountRecord[],
  query: DiscountQuery,
): AppliedDiscount | null {
  const gross = lineAmount(query.qty, query.unitPrice);
  let best: AppliedDiscount | null = null;
  for (const d of discounts) {
    if (d.active === false || d.from > query.date || d.to < query.date) continue;
    if (d.itemId != null && d.itemId !== query.itemId) continue;
    if (d.itemId == null && d.categoryId != null && !query.categoryIds.includes(d.categoryId)) continue;
    if (d.minimum != null && gross < d.minimum) continue;
    const raw =
      d.kind === 'Persen'
        ? divideRound(
            BigInt(gross) * BigInt(Math.round(Math.min(Math.max(d.percent ?? 0, 0), 100) * 100)),
            10_000n,
          )
        : lineAmount(query.qty, Math.max(d.amount ?? 0, 0));
    const amount = Math.min(raw, gross);
    if (amount <= 0) continue;
    if (!best || amount > best.amount) best = { amount, record: d };
  }
  return best;
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { DiscountRecord };

/** The price in force and the best running discount of a line, as `sellingPrice` answers it. */
export type LineQuote = {
  unitPrice: number;
  wholesale: boolean;
  discount: { amount: number; name: string } | null;
};

export type GoodsOutAmounts = {
  unitPrice: number | null;
  discount: number;
  discountName: string | null;
  wholesale: boolean;
  /** qty × price less the discount; null while the line has no price. */
  subtotal: number | null;
};

/**
 * The amounts of a goods-out line as the server writes them on save (and the form previews): a sale
 * without a typed price takes the price in force; the running discount applies only when the line is at
 * that price (a price typed otherwise is the seller's own, taken as it is); other kinds keep the typed
 * price, without discount.
 *
 * @example goodsOutAmounts({ sale: true, qty: 2, typedPrice: null,
 *   quote: { unitPrice: 50_000, wholesale: false, discount: { amount: 10_000, name: 'Akhir tahun' } } }).subtotal // 90000
 */
export function goodsOutAmounts(input: {
  sale: boolean;
  qty: number;
  typedPrice: number | null;
  quote: LineQuote | null;
}): GoodsOutAmounts {
  const quote = input.sale ? input.quote : null;
  const unitPrice = input.typedPrice ?? quote?.unitPrice ?? null;
  const atQuote = quote !== null && unitPrice === quote.unitPrice;
  const discount = atQuote && quote.discount ? quote.discount.amount : 0;
  return {
    unitPrice,
    discount,
    discountName: atQuote && quote.discount ? quote.discount.name : null,
    wholesale: atQuote && quote.wholesale,
    subtotal: unitPrice === null ? null : lineAmount(input.qty, unitPrice) - discount,
  };
}
