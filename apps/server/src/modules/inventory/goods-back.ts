/**
 * Goods sold coming back into stock (issue 34): a POS refund's lines and an invoice's credit notes.
 * They come back at the cost they left with: the goods out's `nilai_pokok` (what the moving average
 * took out when they left), in proportion to the quantity, the part that brings back the rest taking
 * exactly what is left of it, so a line returned in any number of parts gives back its whole cost.
 */
import type { Query } from '../../db/connect.ts';
import type { HookContext } from '../resources/index.ts';
import { lockItems, move } from './stock.service.ts';

/** The cost a goods out (`rbarangkeluar`) took out of stock, whole Rupiah (0 when unknown). */
export async function issuedCost(query: Query, goodsOutId: number | null | undefined): Promise<number> {
  if (goodsOutId == null) return 0;
  const [out] = await query<{ nilai_pokok: string | null }>(
    'SELECT nilai_pokok FROM rbarangkeluar WHERE id = $1',
    [goodsOutId],
  );
  return Number(out?.nilai_pokok ?? 0);
}

/**
 * A part of a whole shared by quantity: `qty` of `soldQty`, `taken` already given back of `whole`;
 * the part that reaches what is left (`left`) takes exactly the rest.
 */
export const costShare = (whole: number, taken: number, qty: number, soldQty: number, left: number) =>
  qty >= left ? whole - taken : Math.round((whole * qty) / soldQty);

export type GoodsBack = {
  itemId: number;
  unitId: number;
  qty: number;
  /** The cost it comes back at, whole Rupiah. */
  value: number;
  date: string;
  /** The document that brings it back (`pos_returns`, `credit_notes`) and its id. */
  source: { resource: string; id: string | number };
  note: string;
};

/** Puts goods back into stock at `value`, the item row locked (two lines of one item see each other). */
export async function goodsBack(
  ctx: Pick<HookContext, 'query' | 'actor' | 'msg' | 'afterCommit' | 'app'>,
  back: GoodsBack,
): Promise<void> {
  const item = (await lockItems(ctx.query, [back.itemId])).get(back.itemId);
  if (!item) return;
  await move(ctx, {
    item,
    date: back.date,
    source: back.source,
    unitId: back.unitId,
    qty: back.qty,
    direction: 'in',
    value: back.value,
    note: back.note,
  });
}
