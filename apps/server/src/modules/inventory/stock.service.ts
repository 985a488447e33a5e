/**
 * The stock ledger: every quantity change of an item is a movement row written in the document's own
 * transaction, with the item row locked (`FOR UPDATE`) so concurrent postings of one item run one after
 * the other and stock can never go below zero. `rstok`'s quantities and value are kept from it.
 */
import { InsufficientStock, issue, receive, type StockState, toBaseQty } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import { notify, quote } from '../notifications/index.ts';
import type { HookContext } from '../resources/index.ts';
import { adminLoginIds } from '../roles/index.ts';

export type ItemRow = {
  id: number;
  nama_barang: string;
  id_satuan: number;
  id_kategori: number | null;
  stok: number;
  nilai_stok: number;
  stok_minimum: number;
};

type Ctx = Pick<HookContext, 'query' | 'actor' | 'msg' | 'afterCommit' | 'app'>;

/** Locks items in id order (two postings over the same items never deadlock) and answers them by id. */
export async function lockItems(query: Query, ids: readonly number[]): Promise<Map<number, ItemRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await query<ItemRow>(
    `SELECT id, nama_barang, id_satuan, id_kategori, coalesce(stok, 0) AS stok, coalesce(nilai_stok, 0) AS nilai_stok,
            coalesce(stok_minimum, 0) AS stok_minimum
       FROM rstok WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [unique],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        ...r,
        id: Number(r.id),
        stok: Number(r.stok),
        nilai_stok: Number(r.nilai_stok),
        stok_minimum: Number(r.stok_minimum),
      },
    ]),
  );
}

type UnitRow = {
  id: number;
  nama_satuan: string;
  singkatan: string | null;
  id_satuan_dasar: number | null;
  nilai_konversi: number;
};

async function unitOf(query: Query, id: number): Promise<UnitRow | null> {
  const [row] = await query<UnitRow>(
    'SELECT id, nama_satuan, singkatan, id_satuan_dasar, nilai_konversi FROM rsatuan WHERE id = $1',
    [id],
  );
  return row ? { ...row, id: Number(row.id), nilai_konversi: Number(row.nilai_konversi ?? 1) } : null;
}

/**
 * How many base units of an item one `unitId` holds: 1 for the base unit itself; the unit's factor when
 * its base is the item's base (1 dus = 12 pcs); the inverse when the item is kept in the larger unit.
 * Null when the two units are unrelated.
 */
export async function unitFactor(query: Query, baseUnitId: number, unitId: number): Promise<number | null> {
  if (baseUnitId === unitId) return 1;
  const unit = await unitOf(query, unitId);
  if (unit?.id_satuan_dasar != null && Number(unit.id_satuan_dasar) === baseUnitId)
    return unit.nilai_konversi;
  const base = await unitOf(query, baseUnitId);
  if (base?.id_satuan_dasar != null && Number(base.id_satuan_dasar) === unitId)
    return 1 / base.nilai_konversi;
  return null;
}

/** The unit an item created from a line is kept in: the line unit's base unit, or the unit itself. */
export async function baseUnitFor(query: Query, unitId: number): Promise<number> {
  const unit = await unitOf(query, unitId);
  return unit?.id_satuan_dasar != null ? Number(unit.id_satuan_dasar) : unitId;
}

export type Movement = {
  item: ItemRow;
  date: string;
  source: { resource: string; id: string | number };
  unitId: number;
  /** Quantity in `unitId` (positive); `direction` says in or out. */
  qty: number;
  direction: 'in' | 'out';
  /** For goods in: the value received (whole Rupiah). For a reversal out: the value to take back. */
  value?: number;
  note?: string;
};

/** 422 naming the item and what is left, in the caller's language. */
export function shortfall(ctx: Pick<HookContext, 'msg'>, field: string, item: ItemRow, unit: string): never {
  throw new ValidationError({
    [field]: [
      ctx.msg('validation.stockShortfall', { item: item.nama_barang, left: formatQty(item.stok), unit }),
    ],
  });
}

function formatQty(qty: number): string {
  return new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 }).format(qty);
}

/** What one movement will write: its base quantity, the value moved and the item's balance after it. */
export type MovePlan = { qty: number; value: number; before: StockState; next: StockState };

/**
 * Works out one movement on a locked item (the unit's factor, moving-average cost out, a shortfall as a
 * 422 on `field`) and advances `m.item` to the balance after it, so the next line of the same item starts
 * from there. Nothing is written: {@link writeMove} does that. Split from {@link move} so a writer that
 * must know the cost before inserting its document (a POS sale line's `nilai_pokok`) need not update it after.
 */
export async function planMove(
  ctx: Pick<Ctx, 'query' | 'msg'>,
  m: Movement,
  field = 'qty',
): Promise<MovePlan> {
  const factor = await unitFactor(ctx.query, m.item.id_satuan, m.unitId);
  if (factor === null) throw new ValidationError({ id_satuan: [ctx.msg('validation.unitMismatch')] });
  const qty = toBaseQty(m.qty, factor);
  const state: StockState = { qty: m.item.stok, value: m.item.nilai_stok };
  let next: StockState;
  let value: number;
  if (m.direction === 'in') {
    value = m.value ?? 0;
    next = receive(state, qty, value);
  } else {
    try {
      if (m.value !== undefined) {
        // a reversal takes back exactly what came in, as long as it is still there
        if (qty > state.qty) throw new InsufficientStock(state.qty, qty);
        value = Math.min(m.value, state.value);
        next = { qty: Number((state.qty - qty).toFixed(4)), value: state.value - value };
      } else {
        const out = issue(state, qty);
        value = out.value;
        next = out.state;
      }
    } catch (error) {
      if (error instanceof InsufficientStock) {
        const base = await unitOf(ctx.query, m.item.id_satuan);
        shortfall(ctx, field, m.item, base?.singkatan || base?.nama_satuan || '');
      }
      throw error;
    }
  }
  m.item.stok = next.qty;
  m.item.nilai_stok = next.value;
  return { qty, value, before: state, next };
}

/**
 * Writes a planned movement and the item's balance after it, in one statement (the movement row and the
 * `rstok` update as a data-modifying CTE: one round trip, plain PostgreSQL), then the low-stock notice
 * when the item fell under its minimum.
 */
export async function writeMove(ctx: Ctx, m: Movement, plan: MovePlan): Promise<void> {
  const { qty, value, next } = plan;
  const signedQty = m.direction === 'in' ? qty : -qty;
  const signedValue = m.direction === 'in' ? value : -value;
  await ctx.query(
    `WITH movement AS (
       INSERT INTO stock_movements (id_stok, tanggal, source_resource, source_id, id_satuan, qty_unit, qty, nilai,
                                    saldo_qty, saldo_nilai, keterangan, user_id)
       VALUES ($1, $6, $7, $8, $9, $10, $11, $12, $2, $3, $13, $14))
     UPDATE rstok SET stok = $2::numeric, nilai_stok = $3::bigint,
            harga_pokok = CASE WHEN $2::numeric > 0 THEN round($3::bigint::numeric / $2::numeric, 4) ELSE harga_pokok END,
            qty_masuk = coalesce(qty_masuk, 0) + $4::numeric, qty_keluar = coalesce(qty_keluar, 0) + $5::numeric,
            updated_at = now()
      WHERE id = $1`,
    [
      m.item.id,
      next.qty,
      next.value,
      m.direction === 'in' ? qty : 0,
      m.direction === 'out' ? qty : 0,
      m.date,
      m.source.resource,
      String(m.source.id),
      m.unitId,
      m.direction === 'in' ? m.qty : -m.qty,
      signedQty,
      signedValue,
      m.note ?? null,
      ctx.actor.userId ?? ctx.actor.id,
    ],
    { prepare: true },
  );
  const before = plan.before.qty;
  if (m.direction === 'out' && before >= m.item.stok_minimum && next.qty < m.item.stok_minimum) {
    await lowStockNotice(ctx, { ...m.item, stok: next.qty, nilai_stok: next.value });
  }
}

/**
 * Writes one movement and the item's new balance; answers the value moved (the cost of goods out).
 * The item must have been locked by {@link lockItems} in this transaction.
 */
export async function move(ctx: Ctx, m: Movement, field = 'qty'): Promise<number> {
  const plan = await planMove(ctx, m, field);
  await writeMove(ctx, m, plan);
  return plan.value;
}

/**
 * Low stock: every admin hears of it once, when an item falls under its minimum. The item's name and
 * figures are quoted (rule R5): a reader whose role hides them sees the item's number instead, in the
 * bell and in the mail.
 */
async function lowStockNotice(ctx: Ctx, item: ItemRow): Promise<void> {
  const admins = await adminLoginIds(ctx.query);
  await notify(ctx, {
    to: admins,
    judul: 'Stok menipis: {item}',
    isi: 'Sisa {stok}, di bawah minimum {minimum}.',
    quotes: {
      item: quote('rstok', item.id, 'nama_barang', item.nama_barang),
      stok: quote('rstok', item.id, 'stok', formatQty(item.stok)),
      minimum: quote('rstok', item.id, 'stok_minimum', formatQty(item.stok_minimum)),
    },
    link: `/rstok/view/${item.id}`,
    jenis: 'Peringatan',
    topic: 'low_stock',
  });
}

/** Every movement a document wrote, to reverse them. */
export async function movementsOf(query: Query, resource: string, id: string | number) {
  const rows = await query<{ id_stok: number; id_satuan: number | null; qty_unit: string; nilai: string }>(
    `SELECT id_stok, id_satuan, qty_unit, nilai FROM stock_movements
      WHERE source_resource = $1 AND source_id = $2 ORDER BY id`,
    [resource, String(id)],
  );
  return rows.map((r) => ({
    itemId: Number(r.id_stok),
    unitId: r.id_satuan === null ? null : Number(r.id_satuan),
    qty: Number(r.qty_unit),
    value: Number(r.nilai),
  }));
}
