/**
 * Point of sale: one sale posts its lines as goods out (price in force and best discount applied, stock
 * checked under a row lock) and records the sale with its number, totals, payment and change, all in
 * one transaction. The browser names each sale with its own `client_id`: posting it again (a retry, an
 * offline queue replayed) answers the first sale and records nothing more; the same `client_id` with
 * another request or from another login is a 409. A sale belongs to the counter's open cash session
 * (pos-session.service.ts): without one, or in a session closed since, it is a 422 on `session`.
 */

import {
  formatCurrency,
  getResource,
  PAYMENT_METHODS,
  type Sale,
  type SaleBody,
  type SaleLine,
} from '@kantor/core';
import { dayText } from '../../db/values.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import type { Msg } from '../resources/index.ts';
import {
  auditInsert,
  type HookContext,
  hookContext,
  inTransaction,
  messagesFor,
  type WriteContext,
} from '../resources/index.ts';
import { compactDay, PADDED_NUMBER } from './counters.ts';
import { issueGoods } from './issue-goods.ts';
import { type PricedCart, type PricedLine, priceCart, SaleTaken } from './pos-cart.ts';
import { plainSale, postPlainLines } from './pos-lines.ts';
import { sessionOpen } from './pos-session-guard.ts';
import { requestHash } from './quantities.ts';
import { linkSerialsToSale, splitSerials } from './serial-outs.ts';

/** A sale as the route's schema read it (core's `postSaleRoute`: its shape checked, a 422 by field). */
export type SaleInput = SaleBody;

export { jakartaToday };

function saleOf(row: Record<string, unknown>): Sale {
  return {
    id: Number(row.id),
    no_transaksi: String(row.no_transaksi),
    client_id: String(row.client_id),
    tanggal: dayText(row.tanggal),
    id_akun: row.id_akun == null ? null : Number(row.id_akun),
    lines: row.lines as SaleLine[],
    subtotal: Number(row.subtotal),
    diskon: Number(row.diskon),
    total: Number(row.total),
    metode: String(row.metode),
    dibayar: Number(row.dibayar),
    kembalian: Number(row.kembalian),
    username: row.username == null ? null : String(row.username),
    id_session: row.id_session == null ? null : Number(row.id_session),
    created_at: new Date(String(row.created_at)).toISOString(),
  };
}

export async function findSale(query: WriteContext['db']['query'], by: { id?: number; clientId?: string }) {
  const [row] = await query<Record<string, unknown>>(
    `SELECT * FROM pos_sales WHERE ${by.id !== undefined ? 'id = $1' : 'client_id = $1'}`,
    [by.id ?? by.clientId],
  );
  return row ? saleOf(row) : null;
}

export type SaleQuote = {
  /** The priced lines without the price record they were computed from. */
  lines: Omit<PricedLine, 'quote'>[];
  subtotal: number;
  diskon: number;
  total: number;
};

/**
 * What a cart costs on a day: each line at the price in force (wholesale from its minimum) less the best
 * event discount, exactly as posting it will compute (pos-cart.ts). Unknown items or items without a
 * price are a 422.
 */
export async function quoteSale(
  query: WriteContext['db']['query'],
  lines: SaleInput['lines'],
  date: string,
  msg: Msg,
): Promise<SaleQuote> {
  const cart = await priceCart(query, lines, date, msg);
  return {
    lines: cart.lines.map(({ quote: _quote, ...line }) => line),
    subtotal: cart.subtotal,
    diskon: cart.diskon,
    total: cart.total,
  };
}

/** What a sale asked for and by whom (see `requestHash`): a replay must match it. */
function saleHash(ctx: WriteContext, input: SaleInput): string {
  return requestHash(ctx.actor.id, {
    // a line's serials join the hash only when named (issue 34): replays of older sales still match
    lines: input.lines.map((l) => ({
      item: l.item,
      qty: l.qty,
      unit: l.unit ?? null,
      ...(l.serials ? { serials: l.serials } : {}),
    })),
    payment: input.payment,
    customer: input.customer ?? null,
    date: input.date ?? null,
    // sales hashed before sessions (issue 34) carry no session: their replays still match
    ...(input.session === undefined ? {} : { session: input.session }),
  });
}

/**
 * The sale already recorded under a `client_id`, when its request was this one; a 409 when it was not
 * (another cart, payment or day, or another login): answering the first sale would hide the mismatch.
 * Sales recorded before the hash was kept are answered as before.
 */
async function replayed(ctx: WriteContext, clientId: string, hash: string): Promise<Sale | null> {
  const [row] = await ctx.db.query<{ request_hash: string | null }>(
    'SELECT request_hash FROM pos_sales WHERE client_id = $1',
    [clientId],
  );
  if (!row) return null;
  if (row.request_hash !== null && row.request_hash !== hash)
    throw new HttpError(409, messagesFor(ctx.acceptLanguage)('errors.posReplayMismatch'));
  return findSale(ctx.db.query, { clientId });
}

/**
 * The lines posted one by one through the generic goods out (`issueGoods`: its hooks check serials,
 * price, whole units and stock), for a cart that `plainSale` does not let pos-lines.ts write directly.
 */
async function postThroughEngine(
  hook: HookContext,
  quote: PricedCart,
  input: SaleInput,
  date: string,
): Promise<SaleLine[]> {
  const lines: SaleLine[] = [];
  for (const [i, line] of quote.lines.entries()) {
    const [posted] = await issueGoods(hook, {
      source: { label: 'POS' },
      date,
      jenis: 'Penjualan',
      lines: [
        {
          itemId: line.item,
          unitId: line.unit,
          qty: line.qty,
          unitPrice: line.harga_satuan,
          // checked always: a sale of an item received with serials names one per unit
          serials: input.lines[i]!.serials ?? [],
        },
      ],
      customerId: input.customer,
    }).catch((error: unknown) => {
      // name the cart line, not the generated goods-out document
      if (error instanceof ValidationError && error.errors.qty)
        throw new ValidationError({ [`lines.${i}.qty`]: error.errors.qty });
      if (error instanceof ValidationError && error.errors.no_seri)
        throw new ValidationError({ [`lines.${i}.serials`]: error.errors.no_seri });
      throw error;
    });
    const serials = splitSerials(posted!.no_seri);
    lines.push({
      id_stok: line.item,
      nama_barang: line.nama_barang,
      id_satuan: line.unit,
      qty: line.qty,
      harga_satuan: line.harga_satuan,
      diskon: Number(posted!.diskon ?? 0),
      diskon_nama: line.diskon_nama,
      subtotal: Number(posted!.subtotal ?? 0),
      id_barangkeluar: Number(posted!.id),
      ...(serials.length > 0 ? { serials } : {}),
    });
  }
  return lines;
}

/** Posts a sale (or answers the one already recorded under its `client_id`, when it is the same request). */
export async function postSale(
  ctx: WriteContext,
  input: SaleInput,
): Promise<{ sale: Sale; duplicate: boolean }> {
  const hash = saleHash(ctx, input);
  const date = input.date ?? jakartaToday();
  try {
    const sale = await inTransaction(ctx, async (tx) => {
      const hook = hookContext(tx, getResource('rbarangkeluar')!);
      // the cart's items locked and priced, its session share-locked, in two statements (pos-cart.ts)
      const quote = await priceCart(tx.query, input.lines, date, hook.msg, {
        lock: true,
        sale: { session: input.session, clientId: input.client_id },
      });
      // a sale belongs to an open cash session (issue 34): one queued offline on a session closed since is refused
      const session = sessionOpen(input.session, quote.session, hook.msg);
      const paid = input.payment.amount;
      if (input.payment.method === 'cash' ? paid < quote.total : paid !== quote.total) {
        throw new ValidationError({
          'payment.amount': [hook.msg('validation.paymentTotal', { total: formatCurrency(quote.total) })],
        });
      }
      // the direct path's audit rows are written with the sale; the engine writes its own
      const { lines, audits } = plainSale(tx, quote, input.lines)
        ? await postPlainLines(tx, hook, quote, { date, customer: input.customer ?? null, note: 'POS' })
        : { lines: await postThroughEngine(hook, quote, input, date), audits: [] };
      const gross = quote.subtotal;
      const discount = lines.reduce((sum, l) => sum + l.diskon, 0);
      const total = gross - discount;
      // the sale's number drawn, the goods outs' audit rows and the sale inserted in one statement
      // (`nextNumber`'s upsert and `audit`'s insert as CTEs)
      const [row] = await tx.query<Record<string, unknown>>(
        `WITH n AS (
           INSERT INTO doc_counters (key, value) VALUES ($1, 1)
           ON CONFLICT (key) DO UPDATE SET value = doc_counters.value + 1 RETURNING value),
         audited AS (${auditInsert(16)})
         INSERT INTO pos_sales (no_transaksi, client_id, tanggal, id_akun, lines, subtotal, diskon, total, metode, dibayar,
                                kembalian, user_id, username, request_hash, id_session)
         VALUES ((SELECT $1 || '-' || ${PADDED_NUMBER} FROM n), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         RETURNING *`,
        [
          `POS-${compactDay(date)}`,
          input.client_id,
          date,
          input.customer ?? null,
          JSON.stringify(lines),
          gross,
          discount,
          total,
          PAYMENT_METHODS[input.payment.method],
          paid,
          input.payment.method === 'cash' ? paid - total : 0,
          tx.actor.userId ?? tx.actor.id,
          tx.actor.username,
          hash,
          session,
          JSON.stringify(audits),
        ],
        { prepare: true },
      );
      const sale = saleOf(row!);
      const withSerials = lines.filter((l) => l.serials).map((l) => l.id_barangkeluar);
      if (withSerials.length > 0)
        await linkSerialsToSale(tx.query, withSerials, { id: sale.id, number: sale.no_transaksi });
      return sale;
    });
    return { sale, duplicate: false };
  } catch (error) {
    // a replay (its client_id found first thing in the transaction, which wrote nothing), or the same
    // client_id posted twice at once (the unique index keeps one): either answers the sale recorded
    if (error instanceof SaleTaken || (error as { code?: string }).code === '23505') {
      const first = await replayed(ctx, input.client_id, hash);
      if (first) return { sale: first, duplicate: true };
    }
    throw error;
  }
}
