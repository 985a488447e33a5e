/**
 * A POS sale's lines as goods out, written directly (issue 34's bench: a sale at ≥ 0.6× the same SQL
 * through the raw driver). Each line is what the generic engine would write for `issueGoods` (one
 * `rbarangkeluar` numbered `BK-YYYYMMDD-0001`, its amounts from core's `goodsOutAmounts`, its cost at
 * moving average, one stock movement, one audit row), without the engine's round trips that a sale does
 * not need: the item, unit and price are already read and locked (pos-cart.ts), the cost is known before
 * the insert (no update after it), and the numbers of all lines are drawn at once.
 *
 * Only when nothing else would run: `plainSale` says so (goods out's only hooks are inventory's, the writer
 * has no Batasi Baris rule, no line names serials and no item ever came in with any, every unit exists).
 * Otherwise the sale posts its lines through `issueGoods`, as before. The customer, when named, is checked
 * as the engine's reference check does. pos-lines.api.test.ts posts one cart both ways and compares every
 * row written, so a drift between the two fails it.
 */
import { getResource, goodsOutAmounts, type SaleLine } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import { type AuditRow, auditRow, encodeRow, type HookContext, type TxContext } from '../resources/index.ts';
import { compactDay } from './counters.ts';
import { goodsOutHooks } from './goods-out.hooks.ts';
import type { PricedCart, SaleLineInput } from './pos-cart.ts';
import { assertWholeForUnit } from './quantities.ts';
import { type Movement, planMove, writeMove } from './stock.service.ts';

/** Whether a cart's lines may be written directly (see the file's comment). */
export function plainSale(tx: TxContext, cart: PricedCart, lines: readonly SaleLineInput[]): boolean {
  const hooks = tx.hooks.of('rbarangkeluar');
  if (hooks.length !== 1 || hooks[0] !== goodsOutHooks || tx.hooks.states('rbarangkeluar')) return false;
  if (tx.caller?.rowScopes) return false;
  if (!cart.unitsExist) return false;
  return lines.every((l) => (l.serials ?? []).length === 0 && cart.items.get(l.item)?.serials === false);
}

/**
 * Posts the cart's lines as goods out (see the file's comment); answers the sale's lines and their goods
 * outs' audit rows, which the caller writes with the sale (one statement fewer a sale).
 */
export async function postPlainLines(
  tx: TxContext,
  hook: HookContext,
  cart: PricedCart,
  request: { date: string; customer: number | null; note: string },
): Promise<{ lines: SaleLine[]; audits: AuditRow[] }> {
  const { date } = request;
  const userId = tx.actor.userId ?? tx.actor.id;
  if (request.customer !== null) {
    // the goods out's relation, checked as `checkReferences` checks it (the same 422 on `id_akun`)
    const target = getResource(getResource('rbarangkeluar')!.fields.id_akun!.relation!.resource)!;
    const [found] = await tx.query(`SELECT 1 FROM ${target.table} WHERE id = $1`, [request.customer]);
    if (!found) throw new ValidationError({ id_akun: [hook.msg('validation.exists')] });
  }
  const planned = [];
  for (const [i, line] of cart.lines.entries()) {
    await assertWholeForUnit(tx.query, line.unit, line.qty, `lines.${i}.qty`, hook.msg);
    const amounts = goodsOutAmounts({
      sale: true,
      qty: line.qty,
      typedPrice: line.harga_satuan,
      quote: line.quote,
    });
    const movement: Omit<Movement, 'source' | 'note'> = {
      item: cart.items.get(line.item)!,
      date,
      unitId: line.unit,
      qty: line.qty,
      direction: 'out',
    };
    const plan = await planMove(hook, { ...movement, source: { resource: 'rbarangkeluar', id: '' } }).catch(
      (error: unknown) => {
        // name the cart line, as the sale does for a goods out's shortfall
        if (error instanceof ValidationError && error.errors.qty)
          throw new ValidationError({ [`lines.${i}.qty`]: error.errors.qty });
        throw error;
      },
    );
    planned.push({ line, amounts, movement, plan });
  }
  // the lines' numbers drawn at once, with their insert (gap-free, under the counter's row lock, as
  // `nextNumber` draws one): line i is the first number + i
  const prefix = `BK-${compactDay(date)}`;
  // as the engine inserts a goods out from `issueGoods` (no serials, supplier or job on a sale), with
  // its cost already known
  const columns = [
    'no_referensi',
    'tanggal',
    'jenis',
    'id_stok',
    'qty',
    'id_satuan',
    'harga_satuan',
    'id_akun',
    'keterangan',
    'user_id',
    'diskon',
    'subtotal',
    'nilai_pokok',
  ];
  const params: unknown[] = [prefix, planned.length, date];
  const tuples = planned.map(({ line, amounts, plan }, i) => {
    const values = [
      line.item,
      line.qty,
      line.unit,
      amounts.unitPrice,
      request.customer,
      request.note,
      userId,
      amounts.discount,
      amounts.subtotal,
      plan.value,
    ];
    const start = params.length;
    params.push(i, ...values);
    const at = (k: number) => `$${start + k + 1}`;
    // the number's text as `nextNumber`'s callers pad it (counters.ts)
    const number = `(SELECT $1 || '-' || lpad(v::text, greatest(4, length(v::text)), '0')
                      FROM (SELECT n.value - $2::int + 1 + ${at(0)}::int AS v FROM n) x)`;
    return `(${number}, $3::date, 'Penjualan', ${values.map((_, k) => at(k + 1)).join(', ')})`;
  });
  const rows = await tx.query<Record<string, unknown>>(
    `WITH n AS (
       INSERT INTO doc_counters (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = doc_counters.value + $2 RETURNING value)
     INSERT INTO rbarangkeluar (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING *`,
    params,
    // one text per cart length (db/prepared.ts bounds how many are kept)
    { prepare: true },
  );
  const first = Math.min(...rows.map((r) => Number(String(r.no_referensi).slice(prefix.length + 1))));
  const byNumber = new Map(rows.map((r) => [String(r.no_referensi), r]));
  const resource = getResource('rbarangkeluar')!;
  const out: SaleLine[] = [];
  const audits: AuditRow[] = [];
  for (const [i, { line, movement, plan }] of planned.entries()) {
    const record = encodeRow(resource, byNumber.get(`${prefix}-${String(first + i).padStart(4, '0')}`)!);
    await writeMove(
      hook,
      {
        ...movement,
        source: { resource: 'rbarangkeluar', id: String(record.id) },
        note: `Penjualan ${String(record.no_referensi)}`,
      },
      plan,
    );
    audits.push(auditRow(tx.actor, resource, String(record.id), 'add', null, record)!);
    out.push({
      id_stok: line.item,
      nama_barang: line.nama_barang,
      id_satuan: line.unit,
      qty: line.qty,
      harga_satuan: line.harga_satuan,
      diskon: Number(record.diskon ?? 0),
      diskon_nama: line.diskon_nama,
      subtotal: Number(record.subtotal ?? 0),
      id_barangkeluar: Number(record.id),
    });
  }
  return { lines: out, audits };
}
