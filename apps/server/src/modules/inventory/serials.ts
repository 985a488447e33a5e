/**
 * Serial numbers of goods in (issue 34): a serial names one unit of one item, so it is recorded once per
 * item, a line holds at most as many serials as units, and a line that is tracked by serial (it has any)
 * is received only with exactly one serial per unit. Batches and sub items are not counted.
 */
import { ValidationError } from '../../errors.ts';
import type { HookContext } from '../resources/index.ts';

const SERIAL = 'Nomor Seri';

type Row = Record<string, unknown>;
type LineRow = { id: number; id_stok: number; qty: string; nama_barang: string | null };

async function lineOf(ctx: HookContext, id: unknown): Promise<LineRow | null> {
  const [line] = await ctx.query<LineRow>(
    'SELECT id, id_stok, qty, nama_barang FROM rbarangmasuksub WHERE id = $1',
    [id],
  );
  return line ?? null;
}

/**
 * Checks a serial about to be written (`values` over `before` on an edit). The item's row is locked
 * first, so two receipts recording the same serial at once are checked one after the other.
 */
export async function checkSerial(ctx: HookContext, values: Row, before: Row = {}): Promise<void> {
  const next = { ...before, ...values };
  if (next.jenis !== SERIAL) return;
  const line = await lineOf(ctx, next.id_barangmasuksub);
  if (!line) return; // the relation check answers a missing line
  await ctx.query('SELECT id FROM rstok WHERE id = $1 FOR UPDATE', [line.id_stok]);
  const serial = String(next.no_seri_batch ?? '').trim();
  values.no_seri_batch = serial;
  const [taken] = await ctx.query<{ id: number }>(
    `SELECT s.id FROM rbarangmasuksubsub s JOIN rbarangmasuksub l ON l.id = s.id_barangmasuksub
      WHERE l.id_stok = $1 AND s.jenis = $2 AND lower(trim(s.no_seri_batch)) = lower($3)
        AND s.id IS DISTINCT FROM $4::int LIMIT 1`,
    [line.id_stok, SERIAL, serial, before.id ?? null],
  );
  if (taken) throw new ValidationError({ no_seri_batch: [ctx.msg('validation.serialTaken', { serial })] });
  const [count] = await ctx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rbarangmasuksubsub
      WHERE id_barangmasuksub = $1 AND jenis = $2 AND id IS DISTINCT FROM $3::int`,
    [line.id, SERIAL, before.id ?? null],
  );
  const qty = Number(line.qty);
  if ((count?.n ?? 0) + 1 > qty)
    throw new ValidationError({ id_barangmasuksub: [ctx.msg('validation.serialsOverQty', { qty })] });
}

/** A line's quantity may not drop below the serials it already holds. */
export async function checkLineQtyAgainstSerials(
  ctx: HookContext,
  lineId: unknown,
  qty: number,
): Promise<void> {
  const [count] = await ctx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rbarangmasuksubsub WHERE id_barangmasuksub = $1 AND jenis = $2',
    [lineId, SERIAL],
  );
  if (count && count.n > qty)
    throw new ValidationError({ qty: [ctx.msg('validation.serialsOverQty', { qty })] });
}

/** Receiving: every line with serials has exactly one per unit. */
export async function checkSerialsComplete(ctx: HookContext, receiptId: unknown): Promise<void> {
  const short = await ctx.query<{ nama_barang: string | null; qty: string; n: number }>(
    `SELECT l.nama_barang, l.qty, count(s.id)::int AS n
       FROM rbarangmasuksub l JOIN rbarangmasuksubsub s ON s.id_barangmasuksub = l.id AND s.jenis = $2
      WHERE l.id_barangmasuk = $1
      GROUP BY l.id, l.nama_barang, l.qty
     HAVING count(s.id) <> l.qty
      ORDER BY l.id`,
    [receiptId, SERIAL],
  );
  if (short.length === 0) return;
  throw new ValidationError({
    status: short.map((l) =>
      ctx.msg('validation.serialsShort', { name: l.nama_barang ?? '', count: l.n, qty: Number(l.qty) }),
    ),
  });
}
