/**
 * POS cash sessions (issue 34). A counter (a name the POS page keeps, `Kasir 1`) has at most one open
 * session (a partial unique index): opened with a float, its sales and refunds belong to it, and it is
 * closed with the cash counted by denomination. Closing fixes expected cash (float + cash sales − cash
 * refunds) and the difference, and posts the takings as income (`rpemasukan`, Penjualan) through the
 * resource write path, one entry per sale day and payment method (sales less refunds), in the same
 * transaction: takings reach the books once, when the drawer is counted, never per sale.
 */
import {
  type CashSession,
  countedCash,
  type DenominationCounts,
  expectedCash,
  getResource,
  PAYMENT_METHODS,
  type ZReport,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import type { Msg } from '../resources/index.ts';
import { hookContext, inTransaction, messagesFor, type WriteContext } from '../resources/index.ts';
import { findSale } from './pos.service.ts';
import { returnsOf } from './pos-returns.ts';

type Row = Record<string, unknown>;
const CASH = PAYMENT_METHODS.cash;
const iso = (v: unknown) => (v == null ? null : new Date(String(v)).toISOString());
const num = (v: unknown) => (v == null ? null : Number(v));

function sessionOf(row: Row): CashSession {
  return {
    id: Number(row.id),
    counter: String(row.counter),
    status: row.status === 'closed' ? 'closed' : 'open',
    tanggal: dayText(row.tanggal),
    float: Number(row.float),
    opened_by: row.opened_by_name == null ? null : String(row.opened_by_name),
    opened_at: iso(row.opened_at)!,
    closed_by: row.closed_by_name == null ? null : String(row.closed_by_name),
    closed_at: iso(row.closed_at),
    counted: (row.counted as Record<string, number> | null) ?? null,
    counted_total: num(row.counted_total),
    expected: num(row.expected),
    difference: num(row.difference),
    keterangan: row.keterangan == null ? null : String(row.keterangan),
  };
}

export async function findSession(query: Query, id: number): Promise<CashSession | null> {
  const [row] = await query<Row>('SELECT * FROM pos_sessions WHERE id = $1', [id]);
  return row ? sessionOf(row) : null;
}

export async function listSessions(
  query: Query,
  filter: { counter?: string; status?: 'open' | 'closed' },
): Promise<CashSession[]> {
  const rows = await query<Row>(
    `SELECT * FROM pos_sessions WHERE ($1::text IS NULL OR counter = $1) AND ($2::text IS NULL OR status = $2)
      ORDER BY id DESC LIMIT 50`,
    [filter.counter ?? null, filter.status ?? null],
  );
  return rows.map(sessionOf);
}

export async function openSession(
  ctx: WriteContext,
  input: { counter: string; float: number; keterangan?: string },
  day: string = jakartaToday(),
): Promise<CashSession> {
  const msg = messagesFor(ctx.acceptLanguage);
  const taken = async () => {
    const [open] = await ctx.db.query<{ id: number }>(
      "SELECT id FROM pos_sessions WHERE counter = $1 AND status = 'open'",
      [input.counter],
    );
    if (open) throw new ValidationError({ counter: [msg('validation.posSessionOpen', { id: open.id })] });
  };
  await taken();
  try {
    const [row] = await ctx.db.query<Row>(
      `INSERT INTO pos_sessions (counter, tanggal, float, opened_by, opened_by_name, keterangan)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [
        input.counter,
        day,
        input.float,
        ctx.actor.userId ?? ctx.actor.id,
        ctx.actor.username,
        input.keterangan ?? null,
      ],
    );
    return sessionOf(row!);
  } catch (error) {
    // two tills opening the same counter at once: the partial unique index keeps one
    if ((error as { code?: string }).code === '23505') await taken();
    throw error;
  }
}

/** Each method's sales and refunds in a session, in the order of PAYMENT_METHODS. */
async function methodFigures(query: Query, sessionId: number) {
  const sales = await query<{ metode: string; n: number; total: string }>(
    'SELECT metode, count(*)::int AS n, sum(total) AS total FROM pos_sales WHERE id_session = $1 GROUP BY metode',
    [sessionId],
  );
  const refunds = await query<{ metode: string; n: number; total: string }>(
    'SELECT metode, count(*)::int AS n, sum(total) AS total FROM pos_returns WHERE id_session = $1 GROUP BY metode',
    [sessionId],
  );
  const labels = [...new Set([...Object.values(PAYMENT_METHODS), ...sales.map((s) => s.metode)])];
  return labels.map((metode) => {
    const sold = sales.find((s) => s.metode === metode);
    const back = refunds.find((r) => r.metode === metode);
    const salesTotal = Number(sold?.total ?? 0);
    const refundTotal = Number(back?.total ?? 0);
    return {
      metode,
      count: sold?.n ?? 0,
      sales: salesTotal,
      refunds: refundTotal,
      net: salesTotal - refundTotal,
      refundCount: back?.n ?? 0,
    };
  });
}

/** A session's Z-report: live figures while open, the figures fixed at the close once closed. */
export async function sessionReport(query: Query, id: number): Promise<ZReport> {
  const session = await findSession(query, id);
  if (!session) throw notFound();
  const figures = await methodFigures(query, id);
  const cash = figures.find((f) => f.metode === CASH);
  const cashSales = cash?.sales ?? 0;
  const cashRefunds = cash?.refunds ?? 0;
  const saleIds = await query<{ id: number }>('SELECT id FROM pos_sales WHERE id_session = $1 ORDER BY id', [
    id,
  ]);
  const sales = await Promise.all(saleIds.map((r) => findSale(query, { id: Number(r.id) })));
  const [ids] = await query<{ income_ids: number[] | null }>(
    'SELECT income_ids FROM pos_sessions WHERE id = $1',
    [id],
  );
  const income = ids?.income_ids?.length
    ? await query<{ id: number; tanggal: unknown; metode_bayar: string; jumlah: string }>(
        'SELECT id, tanggal, metode_bayar, jumlah FROM rpemasukan WHERE id = ANY($1::int[]) ORDER BY id',
        [ids.income_ids],
      )
    : [];
  const expected = session.expected ?? expectedCash({ float: session.float, cashSales, cashRefunds });
  return {
    session,
    methods: figures.map(({ refundCount: _, ...f }) => f),
    sales_count: figures.reduce((sum, f) => sum + f.count, 0),
    sales_total: figures.reduce((sum, f) => sum + f.sales, 0),
    refunds_count: figures.reduce((sum, f) => sum + f.refundCount, 0),
    refunds_total: figures.reduce((sum, f) => sum + f.refunds, 0),
    float: session.float,
    cash_sales: cashSales,
    cash_refunds: cashRefunds,
    expected,
    counted: session.counted_total,
    difference: session.difference,
    income: income.map((r) => ({
      id: Number(r.id),
      tanggal: dayText(r.tanggal),
      metode: r.metode_bayar,
      jumlah: Number(r.jumlah),
    })),
    sales: sales.filter((s) => s !== null),
    returns: await returnsOf(query, { session: id }),
  };
}

/** Net takings per sale day and method (sales less refunds made that day), what the close posts. */
async function takingsByDay(query: Query, sessionId: number) {
  const rows = await query<{ tanggal: unknown; metode: string; net: string }>(
    `SELECT tanggal, metode, sum(amount) AS net FROM (
       SELECT tanggal, metode, total AS amount FROM pos_sales WHERE id_session = $1
       UNION ALL
       SELECT tanggal, metode, -total FROM pos_returns WHERE id_session = $1
     ) t GROUP BY tanggal, metode ORDER BY tanggal, metode`,
    [sessionId],
  );
  return rows.map((r) => ({ tanggal: dayText(r.tanggal), metode: r.metode, net: Number(r.net) }));
}

/** The account transfer and QRIS takings went into: the one named (it must exist), else the first active one. */
async function bankAccount(query: Query, named: number | undefined, msg: Msg): Promise<number | null> {
  if (named !== undefined) {
    const [row] = await query('SELECT 1 FROM bankrekening WHERE id = $1', [named]);
    if (!row) throw new ValidationError({ bank_account: [msg('validation.exists')] });
    return named;
  }
  const [first] = await query<{ id: number }>(
    "SELECT id FROM bankrekening WHERE coalesce(status, 'Active') = 'Active' ORDER BY id LIMIT 1",
  );
  return first ? Number(first.id) : null;
}

export type CloseInput = { counted: DenominationCounts; bank_account?: number; keterangan?: string };

/**
 * Closes a session: the drawer's count, expected cash and difference recorded, and the takings posted
 * as income, all in one transaction with the session row locked. A closed session is a 422.
 */
export async function closeSession(ctx: WriteContext, id: number, input: CloseInput): Promise<ZReport> {
  await inTransaction(ctx, async (tx) => {
    const hook = hookContext(tx, getResource('rpemasukan')!);
    const [row] = await tx.query<Row>('SELECT * FROM pos_sessions WHERE id = $1 FOR UPDATE', [id]);
    if (!row) throw notFound();
    const session = sessionOf(row);
    if (session.status !== 'open')
      throw new ValidationError({ session: [hook.msg('validation.posSessionClosed')] });
    const counts = Object.fromEntries(
      Object.entries(input.counted).filter(([, n]) => n !== undefined && n > 0),
    ) as DenominationCounts;
    const counted = countedCash(counts);
    const cash = (await methodFigures(tx.query, id)).find((f) => f.metode === CASH);
    const expected = expectedCash({
      float: session.float,
      cashSales: cash?.sales ?? 0,
      cashRefunds: cash?.refunds ?? 0,
    });
    const days = await takingsByDay(tx.query, id);
    const bank = days.some((d) => d.metode !== CASH && d.net > 0)
      ? await bankAccount(tx.query, input.bank_account, hook.msg)
      : null;
    const incomeIds: number[] = [];
    for (const day of days) {
      // a day whose refunds outweigh its sales in a method posts nothing (income is never negative):
      // the Z-report still shows it (docs/inventory.md)
      if (day.net <= 0) continue;
      const income = await hook.write.add('rpemasukan', {
        tanggal: day.tanggal,
        uraian: `Penjualan POS ${session.counter} sesi #${id} (${day.metode})`.slice(0, 200),
        kategori: 'Penjualan',
        jumlah: day.net,
        id_bankrekening: day.metode === CASH ? null : bank,
        metode_bayar: day.metode,
        keterangan: `Kas ${session.counter}, sesi #${id}`,
      });
      incomeIds.push(Number(income.id));
    }
    await tx.query(
      `UPDATE pos_sessions SET status = 'closed', closed_at = now(), closed_by = $2, closed_by_name = $3,
              counted = $4, counted_total = $5, expected = $6, difference = $7, income_ids = $8,
              keterangan = coalesce($9, keterangan)
        WHERE id = $1`,
      [
        id,
        tx.actor.userId ?? tx.actor.id,
        tx.actor.username,
        JSON.stringify(counts),
        counted,
        expected,
        counted - expected,
        JSON.stringify(incomeIds),
        input.keterangan ?? null,
      ],
    );
  });
  return sessionReport(ctx.db.query, id);
}
