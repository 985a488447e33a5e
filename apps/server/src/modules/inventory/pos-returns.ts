/**
 * Refunds of POS sales (issue 34): the whole sale or some of its lines, never more than is left of a
 * line. Each returned line comes back into stock at the cost it left with (its goods out's `nilai_pokok`,
 * in proportion; the last part takes the rest, so the whole comes back exactly), and the money goes out
 * of the open session it is handed out in (a cash refund lowers the drawer's expected cash, every refund
 * lowers the takings that session posts). Idempotent by `client_id`, as sales are.
 */
import { getResource, type ReturnBody, type ReturnLine, type SaleLine, type SaleReturn } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { hookContext, inTransaction, messagesFor, type WriteContext } from '../resources/index.ts';
import { compactDay, nextNumber } from './counters.ts';
import { goodsBack, issuedCost, costShare as share } from './goods-back.ts';
import { openSessionFor } from './pos-session-guard.ts';
import { requestHash } from './quantities.ts';
import { pickReturned, returnSerials, serialsOutOf } from './serial-outs.ts';

type Row = Record<string, unknown>;

function returnOf(row: Row): SaleReturn {
  return {
    id: Number(row.id),
    no_retur: String(row.no_retur),
    client_id: String(row.client_id),
    id_sale: Number(row.id_sale),
    no_transaksi: String(row.no_transaksi ?? ''),
    id_session: Number(row.id_session),
    tanggal: dayText(row.tanggal),
    lines: row.lines as ReturnLine[],
    total: Number(row.total),
    metode: String(row.metode),
    alasan: row.alasan == null ? null : String(row.alasan),
    username: row.username == null ? null : String(row.username),
    created_at: new Date(String(row.created_at)).toISOString(),
  };
}

const SELECT = `SELECT r.*, s.no_transaksi FROM pos_returns r LEFT JOIN pos_sales s ON s.id = r.id_sale`;

export async function findReturn(query: Query, by: { id?: number; clientId?: string }) {
  const [row] = await query<Row>(`${SELECT} WHERE ${by.id !== undefined ? 'r.id' : 'r.client_id'} = $1`, [
    by.id ?? by.clientId,
  ]);
  return row ? returnOf(row) : null;
}

export async function returnsOf(query: Query, of: { session?: number; sale?: number }) {
  const rows = await query<Row>(
    `${SELECT} WHERE ${of.session !== undefined ? 'r.id_session' : 'r.id_sale'} = $1 ORDER BY r.id`,
    [of.session ?? of.sale],
  );
  return rows.map(returnOf);
}

const hashOf = (ctx: WriteContext, input: ReturnBody) =>
  requestHash(ctx.actor.id, {
    sale: input.sale,
    session: input.session,
    lines:
      input.lines?.map((l) => ({ line: l.line, qty: l.qty, ...(l.serials ? { serials: l.serials } : {}) })) ??
      null,
  });

async function replayed(ctx: WriteContext, clientId: string, hash: string) {
  const [row] = await ctx.db.query<{ request_hash: string }>(
    'SELECT request_hash FROM pos_returns WHERE client_id = $1',
    [clientId],
  );
  if (!row) return null;
  if (row.request_hash !== hash)
    throw new HttpError(409, messagesFor(ctx.acceptLanguage)('errors.posReplayMismatch'));
  return findReturn(ctx.db.query, { clientId });
}

export async function postReturn(
  ctx: WriteContext,
  input: ReturnBody,
): Promise<{ record: SaleReturn; duplicate: boolean }> {
  const hash = hashOf(ctx, input);
  const existing = await replayed(ctx, input.client_id, hash);
  if (existing) return { record: existing, duplicate: true };
  const date = jakartaToday();
  try {
    const record = await inTransaction(ctx, async (tx) => {
      const hook = hookContext(tx, getResource('rbarangkeluar')!);
      // the sale's row is locked: two refunds of one sale count what is left one after the other
      const [sale] = await tx.query<Row>('SELECT * FROM pos_sales WHERE id = $1 FOR UPDATE', [input.sale]);
      if (!sale) throw new ValidationError({ sale: [hook.msg('validation.exists')] });
      await openSessionFor(tx.query, input.session, hook.msg);
      const saleLines = sale.lines as SaleLine[];
      const before = await returnsOf(tx.query, { sale: input.sale });
      const done = (index: number, key: 'qty' | 'subtotal' | 'nilai_pokok') =>
        before.flatMap((r) => r.lines).reduce((sum, l) => sum + (l.line === index ? l[key] : 0), 0);
      const asked: { line: number; qty: number; serials?: string[] }[] =
        input.lines ??
        saleLines
          .map((l, line) => ({ line, qty: Number((l.qty - done(line, 'qty')).toFixed(4)) }))
          .filter((l) => l.qty > 0);
      if (asked.length === 0) throw new ValidationError({ sale: [hook.msg('validation.posReturnNothing')] });
      const errors: Record<string, string[]> = {};
      for (const [i, want] of asked.entries()) {
        const line = saleLines[want.line];
        if (!line) errors[`lines.${i}.line`] = [hook.msg('validation.exists')];
        else {
          const left = Number((line.qty - done(want.line, 'qty')).toFixed(4));
          if (want.qty > left) errors[`lines.${i}.qty`] = [hook.msg('validation.posReturnTooMany', { left })];
        }
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      // the serials coming back (issue 34): named, or all still out when the rest of the line comes back
      const back: { ids: number[]; serials: string[] }[] = [];
      for (const [i, want] of asked.entries()) {
        const line = saleLines[want.line]!;
        const out = await serialsOutOf(tx.query, line.id_barangkeluar);
        const picked = pickReturned(out, want.qty, want.serials, hook.msg, line.nama_barang);
        if (typeof picked === 'string') errors[`lines.${i}.serials`] = [picked];
        else back.push(picked);
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const lines: ReturnLine[] = [];
      for (const [i, want] of asked.entries()) {
        const line = saleLines[want.line]!;
        const left = Number((line.qty - done(want.line, 'qty')).toFixed(4));
        const cost = await issuedCost(tx.query, line.id_barangkeluar);
        lines.push({
          line: want.line,
          id_stok: line.id_stok,
          nama_barang: line.nama_barang,
          id_satuan: line.id_satuan,
          qty: want.qty,
          harga_satuan: line.harga_satuan,
          subtotal: share(line.subtotal, done(want.line, 'subtotal'), want.qty, line.qty, left),
          nilai_pokok: share(cost, done(want.line, 'nilai_pokok'), want.qty, line.qty, left),
          ...(back[i]!.serials.length > 0 ? { serials: back[i]!.serials } : {}),
        });
      }
      const total = lines.reduce((sum, l) => sum + l.subtotal, 0);
      const n = await nextNumber(tx.query, `RET-${compactDay(date)}`);
      const number = `RET-${compactDay(date)}-${String(n).padStart(4, '0')}`;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO pos_returns (no_retur, client_id, request_hash, id_sale, id_session, tanggal, lines, total, metode,
                                  alasan, user_id, username)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          number,
          input.client_id,
          hash,
          input.sale,
          input.session,
          date,
          JSON.stringify(lines),
          total,
          String(sale.metode),
          input.alasan ?? null,
          tx.actor.userId ?? tx.actor.id,
          tx.actor.username,
        ],
      );
      await returnSerials(
        tx.query,
        back.flatMap((b) => b.ids),
        { day: date, number, returnId: Number(row!.id) },
      );
      // locked line by line: two lines of one item each see the balance the other left
      for (const line of lines)
        await goodsBack(hook, {
          itemId: line.id_stok,
          date,
          source: { resource: 'pos_returns', id: String(row!.id) },
          unitId: line.id_satuan,
          qty: line.qty,
          value: line.nilai_pokok,
          note: `Retur ${number} (${String(sale.no_transaksi)})`,
        });
      return (await findReturn(tx.query, { id: Number(row!.id) }))!;
    });
    return { record, duplicate: false };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      const first = await replayed(ctx, input.client_id, hash);
      if (first) return { record: first, duplicate: true };
    }
    throw error;
  }
}
