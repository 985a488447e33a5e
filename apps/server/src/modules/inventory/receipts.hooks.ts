/**
 * Goods in: a receipt (`rbarangmasuk`) with lines (`rbarangmasuksub`) and serials/batches
 * (`rbarangmasuksubsub`). Line subtotals and the receipt total are kept by the server; receiving
 * (Draft → Diterima) posts the lines into the stock ledger; cancelling a received receipt writes
 * reversing movements. A received or cancelled receipt and its lines are read-only.
 */
import { lineAmount } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { HookContext, ResourceHooks, StateEffects } from '../resources/index.ts';
import { assertWholeForUnit } from './quantities.ts';
import { checkLineQtyAgainstSerials, checkSerial, checkSerialsComplete } from './serials.ts';
import { baseUnitFor, lockItems, move, movementsOf } from './stock.service.ts';

type Row = Record<string, unknown>;

async function receiptOf(ctx: HookContext, id: unknown): Promise<Row | null> {
  const [row] = await ctx.query<Row>(
    'SELECT id, status, tanggal FROM rbarangmasuk WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row ?? null;
}

/** Lines and serials of a receipt change only while it is a draft. */
async function assertDraft(ctx: HookContext, receiptId: unknown, field: string): Promise<void> {
  const receipt = await receiptOf(ctx, receiptId);
  if (receipt && receipt.status !== 'Draft') {
    throw new ValidationError({ [field]: [ctx.msg('validation.locked', { state: String(receipt.status) })] });
  }
}

async function recomputeTotal(ctx: HookContext, receiptId: unknown): Promise<void> {
  await ctx.query(
    `UPDATE rbarangmasuk SET total = (SELECT coalesce(sum(subtotal), 0) FROM rbarangmasuksub WHERE id_barangmasuk = $1),
            updated_at = now() WHERE id = $1`,
    [receiptId],
  );
}

/**
 * The item a line receives: the one named, or found by its code (or barcode), or created from the line
 * (name, code, category, and the line unit's base unit). The line keeps the item's code and name.
 */
async function resolveItem(ctx: HookContext, values: Row): Promise<void> {
  if (values.id_stok != null) {
    const [item] = await ctx.query<Row>('SELECT kode_barang, nama_barang FROM rstok WHERE id = $1', [
      values.id_stok,
    ]);
    if (item) {
      values.kode_barang ??= item.kode_barang;
      values.nama_barang ??= item.nama_barang;
    }
    return;
  }
  const code = typeof values.kode_barang === 'string' ? values.kode_barang.trim() : '';
  if (code) {
    const [found] = await ctx.query<{ id: number; nama_barang: string }>(
      'SELECT id, nama_barang FROM rstok WHERE lower(kode_barang) = lower($1) OR lower(barcode) = lower($1) LIMIT 1',
      [code],
    );
    if (found) {
      values.id_stok = found.id;
      values.nama_barang ??= found.nama_barang;
      return;
    }
  }
  if (typeof values.nama_barang !== 'string' || !values.nama_barang.trim()) {
    throw new ValidationError({ nama_barang: [ctx.msg('validation.required')] });
  }
  const item = await ctx.write.add('rstok', {
    nama_barang: values.nama_barang,
    kode_barang: code || null,
    id_kategori: values.id_kategori ?? null,
    id_satuan: await baseUnitFor(ctx.query, Number(values.id_satuan)),
  });
  values.id_stok = item.id;
}

export const receiptLineHooks: ResourceHooks = {
  beforeAdd: async (ctx, values) => {
    await assertDraft(ctx, values.id_barangmasuk, 'id_barangmasuk');
    await assertWholeForUnit(ctx.query, values.id_satuan, values.qty, 'qty', ctx.msg);
    await resolveItem(ctx, values);
    values.subtotal = lineAmount(Number(values.qty), Number(values.harga_satuan));
  },
  afterAdd: (ctx, record) => recomputeTotal(ctx, record.id_barangmasuk),
  beforeEdit: async (ctx, values, before) => {
    await assertDraft(ctx, before.id_barangmasuk, 'id_barangmasuk');
    if (values.id_barangmasuk != null && String(values.id_barangmasuk) !== String(before.id_barangmasuk))
      await assertDraft(ctx, values.id_barangmasuk, 'id_barangmasuk');
    if (Object.hasOwn(values, 'id_stok') && values.id_stok == null) delete values.id_stok;
    else if (values.id_stok != null) await resolveItem(ctx, values);
    const qty = Number(values.qty ?? before.qty);
    await assertWholeForUnit(ctx.query, values.id_satuan ?? before.id_satuan, qty, 'qty', ctx.msg);
    await checkLineQtyAgainstSerials(ctx, before.id, qty);
    const price = Number(values.harga_satuan ?? before.harga_satuan);
    values.subtotal = lineAmount(qty, price);
  },
  afterEdit: async (ctx, after, before) => {
    await recomputeTotal(ctx, after.id_barangmasuk);
    if (String(after.id_barangmasuk) !== String(before.id_barangmasuk))
      await recomputeTotal(ctx, before.id_barangmasuk);
  },
  beforeDelete: (ctx, before) => assertDraft(ctx, before.id_barangmasuk, 'id_barangmasuk'),
  afterDelete: (ctx, before) => recomputeTotal(ctx, before.id_barangmasuk),
};

async function receiptOfLine(ctx: HookContext, lineId: unknown): Promise<unknown> {
  const [line] = await ctx.query<{ id_barangmasuk: number }>(
    'SELECT id_barangmasuk FROM rbarangmasuksub WHERE id = $1',
    [lineId],
  );
  return line?.id_barangmasuk;
}

/** Serials and batches follow their receipt: recorded while it is a draft. */
export const receiptSerialHooks: ResourceHooks = {
  beforeAdd: async (ctx, values) => {
    await assertDraft(ctx, await receiptOfLine(ctx, values.id_barangmasuksub), 'id_barangmasuksub');
    await checkSerial(ctx, values);
  },
  beforeEdit: async (ctx, values, before) => {
    await assertDraft(ctx, await receiptOfLine(ctx, before.id_barangmasuksub), 'id_barangmasuksub');
    if (values.id_barangmasuksub != null)
      await assertDraft(ctx, await receiptOfLine(ctx, values.id_barangmasuksub), 'id_barangmasuksub');
    await checkSerial(ctx, values, before);
  },
  beforeDelete: async (ctx, before) =>
    assertDraft(ctx, await receiptOfLine(ctx, before.id_barangmasuksub), 'id_barangmasuksub'),
};

type LineRow = { id: number; id_stok: number; id_satuan: number; qty: string; subtotal: string };

/** Receiving: every line goes into the ledger at its exact value, items locked in id order. */
async function post(ctx: HookContext, receipt: Row): Promise<void> {
  const lines = await ctx.query<LineRow>(
    'SELECT id, id_stok, id_satuan, qty, subtotal FROM rbarangmasuksub WHERE id_barangmasuk = $1 ORDER BY id',
    [receipt.id],
  );
  if (lines.length === 0) throw new ValidationError({ status: [ctx.msg('validation.noLines')] });
  await checkSerialsComplete(ctx, receipt.id);
  const items = await lockItems(
    ctx.query,
    lines.map((l) => Number(l.id_stok)),
  );
  for (const line of lines) {
    await move(ctx, {
      item: items.get(Number(line.id_stok))!,
      date: String(receipt.tanggal),
      source: { resource: 'rbarangmasuk', id: String(receipt.id) },
      unitId: Number(line.id_satuan),
      qty: Number(line.qty),
      direction: 'in',
      value: Number(line.subtotal ?? 0),
      note: `Penerimaan ${receipt.no_referensi ?? receipt.id}`,
    });
  }
}

/** Cancelling a received receipt takes back exactly what it brought in, while it is still in stock. */
async function reverse(ctx: HookContext, receipt: Row): Promise<void> {
  const moved = await movementsOf(ctx.query, 'rbarangmasuk', String(receipt.id));
  const items = await lockItems(
    ctx.query,
    moved.map((m) => m.itemId),
  );
  for (const m of moved) {
    if (m.qty <= 0) continue;
    await move(
      ctx,
      {
        item: items.get(m.itemId)!,
        date: String(receipt.tanggal),
        source: { resource: 'rbarangmasuk', id: String(receipt.id) },
        unitId: m.unitId ?? items.get(m.itemId)!.id_satuan,
        qty: m.qty,
        direction: 'out',
        value: m.value,
        note: `Pembatalan penerimaan ${receipt.no_referensi ?? receipt.id}`,
      },
      'status',
    );
  }
}

export const receiptStates: StateEffects = {
  onEnter: {
    Diterima: (ctx, after) => post(ctx, after),
    Dibatalkan: async (ctx, after, before) => {
      if (before.status === 'Diterima') await reverse(ctx, after);
    },
  },
};

export const receiptHooks: ResourceHooks = { states: receiptStates };
