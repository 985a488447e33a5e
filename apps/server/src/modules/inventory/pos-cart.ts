/**
 * A POS cart read in few round trips (issue 34, `npm run bench -- inventory`): its items locked in id order
 * with their prices, category chains and whether they have serials in stock (one statement), and the
 * day's event discounts (one more), then priced by the same rules as `sellingPrice` (pricing.service.ts).
 * On the embedded database every statement is a round trip through one connection, so a sale that asked
 * item, price, category and discount one by one, twice (the quote and the goods out's own pricing), spent
 * most of its time there.
 */
import { type DiscountRecord, lineAmount, type PriceRecord } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import type { Msg } from '../resources/index.ts';
import { DISCOUNTS_ON, discountRecordOf, priceLine, priceRecordOf } from './pricing.service.ts';
import type { ItemRow } from './stock.service.ts';

/** One cart line as the sale's body names it. */
export type SaleLineInput = {
  item: number;
  unit?: number | undefined;
  qty: number;
  serials?: readonly string[];
};

/** An item of the cart, locked: its stock row, prices and whether any of its serials is in stock. */
export type CartItem = ItemRow & {
  prices: Record<string, unknown>[];
  categories: number[];
  serials: boolean;
};

export type PricedLine = {
  item: number;
  unit: number;
  qty: number;
  nama_barang: string;
  harga_satuan: number;
  diskon: number;
  diskon_nama: string | null;
  /** The price as `sellingPrice` answers it: what the goods out's amounts are computed from. */
  quote: NonNullable<ReturnType<typeof priceLine>>;
};

export type PricedCart = {
  lines: PricedLine[];
  subtotal: number;
  diskon: number;
  total: number;
  /** The cart's items by id, locked (`FOR UPDATE`) when read with `lock`. */
  items: Map<number, CartItem>;
  /** Whether every unit the lines name exists (the goods out's reference check). */
  unitsExist: boolean;
  /** The status of the sale's session (`options.sale.session`), null when there is none. */
  session: string | null;
};

/** The sale's `client_id` is already recorded: the caller answers that sale (or a 409), nothing is written. */
export class SaleTaken extends Error {}

/**
 * The category chain `categoryChain` walks (pricing.service.ts): the item's category, then its parents,
 * stopping at the first repeat and after ten.
 */
function chainOf(start: number | null, parents: readonly (number | null)[]): number[] {
  const chain: number[] = [];
  let current = start;
  let i = 0;
  while (current != null && !chain.includes(current) && chain.length < 10) {
    chain.push(current);
    current = parents[i++] ?? null;
  }
  return chain;
}

/**
 * Reads the cart's items (locked in id order with `lock`, as `lockItems` does) with what pricing them
 * needs, in one statement: the item's price rows of every unit; the parents of its category (ten at most,
 * as `categoryChain` walks them) when a running discount is by category (`bestDiscount` reads the chain
 * for those only); whether the item ever came in with serials (the exact check, serials still in stock,
 * is the generic goods out's: such a line is posted through it); and which of the named units exist.
 */
async function readItems(
  query: Query,
  itemIds: number[],
  unitIds: number[],
  options: { lock: boolean; categories: boolean },
): Promise<{ items: Map<number, CartItem>; units: Set<number> }> {
  const chain = `(WITH RECURSIVE up(parent, depth) AS (
               SELECT k.id_parent, 1 FROM rkategorilevel k WHERE k.id = s.id_kategori
               UNION ALL
               SELECT k.id_parent, up.depth + 1 FROM rkategorilevel k JOIN up ON k.id = up.parent
                WHERE up.depth < 10)
             SELECT coalesce(json_agg(up.parent ORDER BY up.depth), '[]'::json) FROM up)`;
  const units = unitIds.length > 0;
  const rows = await query<Record<string, unknown>>(
    `SELECT s.id, s.nama_barang, s.id_satuan, s.id_kategori, coalesce(s.stok, 0) AS stok,
            coalesce(s.nilai_stok, 0) AS nilai_stok, coalesce(s.stok_minimum, 0) AS stok_minimum,
            (SELECT coalesce(json_agg(json_build_object('id', p.id, 'id_satuan', p.id_satuan, 'harga_jual', p.harga_jual,
                      'harga_grosir', p.harga_grosir, 'minimal_qty_grosir', p.minimal_qty_grosir,
                      'berlaku_mulai', p.berlaku_mulai, 'status', p.status)), '[]'::json)
               FROM rsethargajual p WHERE p.id_stok = s.id) AS prices,
            ${options.categories ? chain : `'[]'::json`} AS parents,
            EXISTS (SELECT 1 FROM rbarangmasuksub l JOIN rbarangmasuksubsub ss ON ss.id_barangmasuksub = l.id
                     WHERE l.id_stok = s.id AND ss.jenis = 'Nomor Seri') AS serials,
            ${units ? "(SELECT coalesce(json_agg(u.id), '[]'::json) FROM rsatuan u WHERE u.id = ANY($2::int[]))" : `'[]'::json`} AS units
       FROM rstok s WHERE s.id = ANY($1::int[]) ORDER BY s.id${options.lock ? ' FOR UPDATE OF s' : ''}`,
    [[...new Set(itemIds)].sort((a, b) => a - b), ...(units ? [[...new Set(unitIds)]] : [])],
    // eight texts at most (lock, categories, units), planned once (db/prepared.ts `generic`): planning it
    // took 0.7 ms of its 1.1 ms, and its plan is key look-ups whatever the values
    { prepare: true, generic: true },
  );
  const items = new Map<number, CartItem>();
  let found = new Set<number>();
  for (const r of rows) {
    const category = r.id_kategori == null ? null : Number(r.id_kategori);
    const parents = (r.parents as (number | null)[]).map((p) => (p == null ? null : Number(p)));
    items.set(Number(r.id), {
      id: Number(r.id),
      nama_barang: String(r.nama_barang),
      id_satuan: Number(r.id_satuan),
      id_kategori: category,
      stok: Number(r.stok),
      nilai_stok: Number(r.nilai_stok),
      stok_minimum: Number(r.stok_minimum),
      prices: r.prices as Record<string, unknown>[],
      categories: options.categories ? chainOf(category, parents) : [],
      serials: r.serials === true,
    });
    found = new Set((r.units as number[]).map(Number));
  }
  return { items, units: found };
}

/**
 * The day's running event discounts and, for a sale, whether its `client_id` is already taken and its
 * session's status, share-locked (`FOR SHARE`, as `openSessionFor` locks it: a close waits for the sale),
 * in one statement.
 */
async function readDay(
  query: Query,
  date: string,
  sale: { session?: number | undefined; clientId: string } | undefined,
): Promise<{ discounts: DiscountRecord[]; session: string | null; taken: boolean }> {
  const [row] = await query<{ discounts: Record<string, unknown>[]; session: string | null; taken: boolean }>(
    `SELECT (SELECT coalesce(json_agg(d), '[]'::json) FROM (${DISCOUNTS_ON}) d) AS discounts,
            ${sale ? 'EXISTS (SELECT 1 FROM pos_sales WHERE client_id = $2)' : 'false'} AS taken,
            ${sale?.session !== undefined ? '(SELECT status FROM pos_sessions WHERE id = $3 FOR SHARE)' : 'NULL'} AS session`,
    sale ? [date, sale.clientId, ...(sale.session !== undefined ? [sale.session] : [])] : [date],
    // three texts; key and status look-ups, planned once (db/prepared.ts `generic`)
    { prepare: true, generic: true },
  );
  return {
    discounts: row!.discounts.map(discountRecordOf),
    session: row!.session,
    taken: row!.taken === true,
  };
}

/**
 * What a cart costs on a day: each line at the price in force (wholesale from its minimum) less the best
 * event discount, exactly as `sellingPrice` computes it for the goods out. Unknown items or items without
 * a price are a 422 on the line's `item`.
 */
export async function priceCart(
  query: Query,
  lines: readonly SaleLineInput[],
  date: string,
  msg: Msg,
  options: { lock?: boolean; sale?: { session?: number | undefined; clientId: string } } = {},
): Promise<PricedCart> {
  const day = await readDay(query, date, options.sale);
  // a replay is answered before anything of the cart is checked (pos.service.ts)
  if (day.taken) throw new SaleTaken();
  const { items, units } = await readItems(
    query,
    lines.map((l) => l.item),
    lines.flatMap((l) => (l.unit === undefined ? [] : [l.unit])),
    {
      lock: options.lock ?? false,
      categories: day.discounts.some((d) => d.itemId == null && d.categoryId != null),
    },
  );
  const discounts = day.discounts;
  const out: PricedLine[] = [];
  let unitsExist = true;
  for (const [i, line] of lines.entries()) {
    const item = items.get(line.item);
    if (!item) throw new ValidationError({ [`lines.${i}.item`]: [msg('validation.exists')] });
    const unit = line.unit ?? item.id_satuan;
    if (line.unit !== undefined && !units.has(unit)) unitsExist = false;
    const prices: PriceRecord[] = item.prices
      .filter((p) => Number(p.id_satuan) === unit)
      .map((p) => priceRecordOf(p, item.id, unit));
    const request = { itemId: item.id, unitId: unit, date, qty: line.qty };
    const quote = priceLine(prices, discounts, item.categories, request);
    if (!quote) throw new ValidationError({ [`lines.${i}.item`]: [msg('validation.noPrice')] });
    out.push({
      item: item.id,
      unit,
      qty: line.qty,
      nama_barang: item.nama_barang,
      harga_satuan: quote.unitPrice,
      diskon: quote.discount?.amount ?? 0,
      diskon_nama: quote.discount?.name ?? null,
      quote,
    });
  }
  const subtotal = out.reduce((sum, l) => sum + lineAmount(l.qty, l.harga_satuan), 0);
  const diskon = out.reduce((sum, l) => sum + l.diskon, 0);
  return { lines: out, subtotal, diskon, total: subtotal - diskon, items, unitsExist, session: day.session };
}
