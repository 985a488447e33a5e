/**
 * Serials that leave (issue 34). A goods out (`rbarangkeluar`, and so every POS sale line, invoice goods
 * line and job material) of an item that has serials in stock names exactly one serial per unit, each a
 * serial of that item received on a receipt that is Diterima and not out now; each leaving serial is a
 * `serial_outs` row naming the document it left on (the sale, invoice or job), closed when the serial
 * comes back (a POS refund, a credit note, a cancelled goods out). The item's row is locked while
 * checking, and a partial unique index keeps a serial out at most once.
 */
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import type { HookContext } from '../resources/index.ts';
import { lockItems } from './stock.service.ts';

const SERIAL = 'Nomor Seri';

type Row = Record<string, unknown>;
type InStock = { id: number; no_seri_batch: string };

/** The serials a text names: one per line, or separated by commas or semicolons; blanks dropped. */
export function splitSerials(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  return value
    .split(/[\n,;]+/)
    .map((v) => v.trim())
    .filter(Boolean);
}

const key = (serial: string) => serial.trim().toLowerCase();

/** An item's serials in stock now: received on a receipt that is Diterima, and not out. */
export async function serialsInStock(query: Query, itemId: number): Promise<InStock[]> {
  return query<InStock>(
    `SELECT s.id, s.no_seri_batch FROM rbarangmasuksubsub s
       JOIN rbarangmasuksub l ON l.id = s.id_barangmasuksub
       JOIN rbarangmasuk r ON r.id = l.id_barangmasuk
      WHERE l.id_stok = $1 AND s.jenis = $2 AND r.status = 'Diterima'
        AND NOT EXISTS (SELECT 1 FROM serial_outs o WHERE o.id_serial = s.id AND o.kembali_tanggal IS NULL)
      ORDER BY s.id`,
    [itemId, SERIAL],
  );
}

/**
 * Whether the serials named fit `qty` units of an item: none needed when the item has no serials in stock
 * and none is named; else one per unit, each in stock (case and spaces aside), none twice. Answers the
 * serials as received, or the message for the field. The item's row is locked first.
 */
export async function fitSerials(
  ctx: Pick<HookContext, 'query' | 'msg'>,
  itemId: number,
  named: readonly string[],
  qty: number,
): Promise<string[] | { message: string } | null> {
  const item = (await lockItems(ctx.query, [itemId])).get(itemId);
  if (!item) return null; // the relation check answers a missing item
  const stock = await serialsInStock(ctx.query, itemId);
  if (named.length === 0 && stock.length === 0) return [];
  const seen = new Set<string>();
  const byKey = new Map(stock.map((s) => [key(s.no_seri_batch), s]));
  const kept: string[] = [];
  for (const serial of named) {
    if (seen.has(key(serial))) return { message: ctx.msg('validation.serialTwice', { serial }) };
    seen.add(key(serial));
    const found = byKey.get(key(serial));
    if (!found)
      return { message: ctx.msg('validation.serialNotInStock', { serial, name: item.nama_barang }) };
    kept.push(found.no_seri_batch);
  }
  if (named.length !== qty)
    return {
      message: ctx.msg('validation.serialsCount', { name: item.nama_barang, count: named.length, qty }),
    };
  return kept;
}

/**
 * Before a goods out is added: its serials fit (`fitSerials`). `values.no_seri` becomes the serials as
 * recorded, one per line. A 422 on `no_seri` otherwise.
 */
export async function checkSerialsOut(ctx: HookContext, values: Row): Promise<void> {
  const fit = await fitSerials(ctx, Number(values.id_stok), splitSerials(values.no_seri), Number(values.qty));
  if (fit === null) return;
  if (!Array.isArray(fit)) throw new ValidationError({ no_seri: [fit.message] });
  values.no_seri = fit.length > 0 ? fit.join('\n') : null;
}

/** After a goods out is added: each serial it names leaves (a row of `serial_outs`). */
export async function recordSerialsOut(ctx: HookContext, record: Row): Promise<string[]> {
  const named = splitSerials(record.no_seri);
  if (named.length === 0) return [];
  const stock = await serialsInStock(ctx.query, Number(record.id_stok));
  const byKey = new Map(stock.map((s) => [key(s.no_seri_batch), s]));
  for (const serial of named) {
    const found = byKey.get(key(serial));
    if (!found)
      throw new ValidationError({ no_seri: [ctx.msg('validation.serialNotInStock', { serial, name: '' })] });
    await ctx.query(
      `INSERT INTO serial_outs
         (id_serial, id_stok, tanggal, jenis, id_barangkeluar, no_referensi, id_akun, id_pekerjaan)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        found.id,
        record.id_stok,
        record.tanggal,
        record.jenis,
        record.id,
        record.no_referensi,
        record.id_akun ?? null,
        record.id_pekerjaan ?? null,
      ],
    );
  }
  return named;
}

/** A cancelled (deleted) goods out: its serials are back in stock. */
export async function returnSerialsOfGoodsOut(query: Query, goodsOut: Row, day: string): Promise<void> {
  await query(
    `UPDATE serial_outs SET kembali_tanggal = $2, kembali_sumber = $3
      WHERE id_barangkeluar = $1 AND kembali_tanggal IS NULL`,
    [goodsOut.id, day, `Pembatalan ${String(goodsOut.no_referensi ?? '')}`],
  );
}

/** The serials a goods out took that are still out (a sale line's, before a refund brings some back). */
export async function serialsOutOf(
  query: Query,
  goodsOutId: number,
): Promise<{ id: number; serial: string }[]> {
  return query<{ id: number; serial: string }>(
    `SELECT o.id, s.no_seri_batch AS serial FROM serial_outs o JOIN rbarangmasuksubsub s ON s.id = o.id_serial
      WHERE o.id_barangkeluar = $1 AND o.kembali_tanggal IS NULL ORDER BY o.id`,
    [goodsOutId],
  );
}

/**
 * Which of a sale line's serials a refund brings back: the ones named (each among those still out on the
 * line, one per unit), or all still out when the rest of the line comes back. Answers the rows and the
 * serials, or the field's message when they do not fit.
 */
export function pickReturned(
  out: { id: number; serial: string }[],
  qty: number,
  named: string[] | undefined,
  msg: HookContext['msg'],
  name: string,
): { ids: number[]; serials: string[] } | string {
  if (out.length === 0) return { ids: [], serials: [] };
  if (!named || named.length === 0) {
    if (qty >= out.length) return { ids: out.map((o) => o.id), serials: out.map((o) => o.serial) };
    return msg('validation.serialsCount', { name, count: 0, qty });
  }
  const picked: { id: number; serial: string }[] = [];
  for (const serial of named) {
    const found = out.find((o) => key(o.serial) === key(serial));
    if (!found) return msg('validation.serialNotSold', { serial });
    if (picked.includes(found)) return msg('validation.serialTwice', { serial });
    picked.push(found);
  }
  if (picked.length !== qty) return msg('validation.serialsCount', { name, count: picked.length, qty });
  return { ids: picked.map((p) => p.id), serials: picked.map((p) => p.serial) };
}

/** Closes the rows a refund (a POS return's id) or a credit note (its id) brought back. */
export async function returnSerials(
  query: Query,
  ids: number[],
  back: { day: string; number: string; returnId?: number; creditNoteId?: number },
): Promise<void> {
  if (ids.length === 0) return;
  await query(
    `UPDATE serial_outs SET kembali_tanggal = $2, kembali_sumber = $3, id_pos_return = $4, id_credit_note = $5
      WHERE id = ANY($1::int[]) AND kembali_tanggal IS NULL`,
    [ids, back.day, back.number, back.returnId ?? null, back.creditNoteId ?? null],
  );
}

/** An invoice's goods out: its serials left on this invoice. */
export async function linkSerialsToInvoice(
  query: Query,
  goodsOutId: number,
  invoice: { id: number; number: string },
): Promise<void> {
  await query('UPDATE serial_outs SET id_invoice = $2, no_invoice = $3 WHERE id_barangkeluar = $1', [
    goodsOutId,
    invoice.id,
    invoice.number,
  ]);
}

/** A sale's goods outs: their serials left on this sale. */
export async function linkSerialsToSale(
  query: Query,
  goodsOutIds: number[],
  sale: { id: number; number: string },
): Promise<void> {
  await query(
    'UPDATE serial_outs SET id_pos_sale = $2, no_transaksi = $3 WHERE id_barangkeluar = ANY($1::int[])',
    [goodsOutIds, sale.id, sale.number],
  );
}
