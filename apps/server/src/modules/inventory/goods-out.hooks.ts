/**
 * Goods out (`rbarangkeluar`): a sale, use on a job, a write-off or a return to a supplier. Adding one
 * posts it: the item is locked, the quantity leaves at moving average cost (its `nilai_pokok`), and a
 * quantity larger than the stock is a 422 naming the item and what is left. A posted goods out is not
 * edited (only its reference, note and links); deleting it writes the movement back in (history is never rewritten).
 * The units of an item received with serials leave by serial (serial-outs.ts).
 */
import { goodsOutAmounts } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { sellingPrice } from './pricing.service.ts';
import { assertWholeForUnit } from './quantities.ts';
import { checkSerialsOut, recordSerialsOut, returnSerialsOfGoodsOut } from './serial-outs.ts';
import { lockItems, move } from './stock.service.ts';

type Row = Record<string, unknown>;

/** What may still change on a posted goods out. */
const EDITABLE = new Set(['no_referensi', 'keterangan', 'id_pekerjaan', 'id_akun', 'id_supplier']);

/** A sale without a price takes the price in force and the best running discount. */
async function price(ctx: HookContext, values: Row): Promise<void> {
  const qty = Number(values.qty);
  const sale = values.jenis === 'Penjualan';
  const quote = sale
    ? await sellingPrice(ctx.query, {
        itemId: Number(values.id_stok),
        unitId: Number(values.id_satuan),
        date: String(values.tanggal),
        qty,
      })
    : null;
  // core's rule, the same the form's preview shows before saving
  const amounts = goodsOutAmounts({
    sale,
    qty,
    typedPrice: values.harga_satuan == null ? null : Number(values.harga_satuan),
    quote,
  });
  values.harga_satuan = amounts.unitPrice;
  values.diskon = amounts.discount;
  values.subtotal = amounts.subtotal;
}

export const goodsOutHooks: ResourceHooks = {
  beforeAdd: async (ctx, values) => {
    await assertWholeForUnit(ctx.query, values.id_satuan, values.qty, 'qty', ctx.msg);
    await price(ctx, values);
    // the serials leaving (issue 34): one per unit of an item received with serials, each in stock
    await checkSerialsOut(ctx, values);
  },
  afterAdd: async (ctx, record) => {
    const items = await lockItems(ctx.query, [Number(record.id_stok)]);
    const item = items.get(Number(record.id_stok));
    if (!item) throw new ValidationError({ id_stok: [ctx.msg('validation.exists')] });
    const cost = await move(ctx, {
      item,
      date: String(record.tanggal),
      source: { resource: 'rbarangkeluar', id: String(record.id) },
      unitId: Number(record.id_satuan),
      qty: Number(record.qty),
      direction: 'out',
      note: `${record.jenis} ${record.no_referensi}`,
    });
    await ctx.query('UPDATE rbarangkeluar SET nilai_pokok = $2 WHERE id = $1', [record.id, cost]);
    await recordSerialsOut(ctx, record);
  },
  beforeEdit: (ctx, values, before) => {
    const changed = Object.keys(values).filter(
      (k) => !EDITABLE.has(k) && JSON.stringify(values[k]) !== JSON.stringify(before[k] ?? null),
    );
    if (changed.length > 0)
      throw new ValidationError(Object.fromEntries(changed.map((k) => [k, [ctx.msg('validation.posted')]])));
  },
  beforeDelete: async (ctx, before) => {
    const items = await lockItems(ctx.query, [Number(before.id_stok)]);
    const item = items.get(Number(before.id_stok));
    if (!item) return;
    await move(ctx, {
      item,
      date: String(before.tanggal),
      source: { resource: 'rbarangkeluar', id: String(before.id) },
      unitId: Number(before.id_satuan),
      qty: Number(before.qty),
      direction: 'in',
      value: Number(before.nilai_pokok ?? 0),
      note: `Pembatalan ${before.no_referensi}`,
    });
    await returnSerialsOfGoodsOut(ctx.query, before, jakartaToday());
  },
};

/** An item with a stock history stays: its movements must remain readable. */
export const itemHooks: ResourceHooks = {
  beforeDelete: async (ctx, before) => {
    const moved = await ctx.query('SELECT 1 FROM stock_movements WHERE id_stok = $1 LIMIT 1', [before.id]);
    if (moved.length > 0) throw new ValidationError({ id: [ctx.msg('errors.inUse')] });
  },
};
