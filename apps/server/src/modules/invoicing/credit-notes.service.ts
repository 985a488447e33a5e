/**
 * Credit notes (nota kredit) against an issued, part-paid or paid invoice (issue 34; docs/invoicing.md).
 * A note credits some lines (or all that is left), each at its proportion of the invoice line with its
 * tax by the invoice's own rules (core's `creditPart`); goods lines come back into stock at the cost they
 * left with (inventory's `goodsBack`); the invoice's balance (`sisa`) drops by the note's total, never
 * below 0, and a paid invoice's credit becomes a refund owed to the customer. All in one transaction with
 * the invoice row locked, so two notes of one invoice count what is left one after the other.
 */
import {
  type CreditableLine,
  type CreditedPart,
  type CreditedSoFar,
  type CreditNote,
  type CreditNoteBody,
  type CreditNotesState,
  creditableQty,
  creditPart,
  creditTotals,
  formatDocNumber,
  getResource,
  invoiceNet,
  NOTHING_CREDITED,
  numberingPeriod,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { notFound, ValidationError } from '../../errors.ts';
import {
  costShare,
  goodsBack,
  issuedCost,
  nextNumber,
  pickReturned,
  returnSerials,
  serialsOutOf,
} from '../inventory/index.ts';
import { audit, findRecord, hookContext, inTransaction, type WriteContext } from '../resources/index.ts';
import { creditedOf, refundedOf, refundsOf } from './refunds.service.ts';
import { invoiceSettings } from './settings.ts';
import { regimeOf, type TaxedLine, taxedLines } from './tax-lines.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => (v == null || v === '' ? 0 : Number(v));
const CREDITABLE = new Set(['Terbit', 'Sebagian dibayar', 'Lunas']);

/** What earlier notes took of each line of an invoice, by line id. */
async function creditedLines(query: Query, invoiceId: number) {
  const rows = await query<Row>(
    `SELECT l.id_subinvoice, sum(l.qty) AS qty, sum(l.subtotal) AS subtotal, sum(l.diskon) AS diskon,
            sum(l.dpp) AS dpp, sum(coalesce(l.dpp_nilai_lain, 0)) AS dpp_nilai_lain, sum(l.ppn) AS ppn,
            sum(coalesce(l.nilai_pokok, 0)) AS nilai_pokok
       FROM credit_note_lines l JOIN credit_notes n ON n.id = l.id_nota
      WHERE n.id_invoice = $1 GROUP BY l.id_subinvoice`,
    [invoiceId],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id_subinvoice),
      {
        qty: Number(Number(r.qty).toFixed(4)),
        subtotal: num(r.subtotal),
        discount: num(r.diskon),
        base: num(r.dpp),
        otherBase: num(r.dpp_nilai_lain),
        ppn: num(r.ppn),
        cost: num(r.nilai_pokok),
      },
    ]),
  );
}

const creditable = (line: TaxedLine, credited: CreditedSoFar): CreditableLine => ({
  qty: Number(line.qty),
  subtotal: num(line.subtotal),
  luxury: line.mewah === true,
  tax: line.tax,
  credited,
});

/** An invoice's credit notes with their lines, oldest first. */
export async function notesOf(query: Query, invoiceId: number): Promise<CreditNote[]> {
  const notes = await query<Row>('SELECT * FROM credit_notes WHERE id_invoice = $1 ORDER BY id', [invoiceId]);
  const lines = await query<Row>(
    `SELECT l.*, s.nama_item, s.jenis, s.harga, s.mewah, u.nama_satuan AS satuan
       FROM credit_note_lines l JOIN credit_notes n ON n.id = l.id_nota
       LEFT JOIN rsubinvoice s ON s.id = l.id_subinvoice LEFT JOIN rsatuan u ON u.id = s.id_satuan
      WHERE n.id_invoice = $1 ORDER BY l.id`,
    [invoiceId],
  );
  return notes.map((n) => ({
    id: Number(n.id),
    no_nota: String(n.no_nota),
    id_invoice: Number(n.id_invoice),
    tanggal: dayText(n.tanggal) ?? '',
    alasan: String(n.alasan),
    rezim_pajak: n.rezim_pajak == null ? null : String(n.rezim_pajak),
    ppn_persen: num(n.ppn_persen),
    subtotal: num(n.subtotal),
    diskon: num(n.diskon),
    dpp: num(n.dpp),
    dpp_nilai_lain: n.dpp_nilai_lain == null ? null : num(n.dpp_nilai_lain),
    ppn: num(n.ppn),
    total: num(n.total),
    username: n.username == null ? null : String(n.username),
    lines: lines
      .filter((l) => Number(l.id_nota) === Number(n.id))
      .map((l) => ({
        id: Number(l.id),
        id_subinvoice: Number(l.id_subinvoice),
        nama_item: String(l.nama_item ?? ''),
        jenis: String(l.jenis ?? 'Lain'),
        satuan: l.satuan == null ? null : String(l.satuan),
        qty: Number(l.qty),
        harga: num(l.harga),
        subtotal: num(l.subtotal),
        diskon: num(l.diskon),
        dpp: num(l.dpp),
        dpp_nilai_lain: l.dpp_nilai_lain == null ? null : num(l.dpp_nilai_lain),
        ppn: num(l.ppn),
        mewah: l.mewah === true,
      })),
  }));
}

/** `fn` over `items` one after another (the queries share one connection), answers in order. */
async function mapAsync<T, U>(items: readonly T[], fn: (item: T) => Promise<U>): Promise<U[]> {
  const out: U[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

/** The invoice view's panel: notes, what is left of each line, refunds, and the refund owed. */
export async function creditNotesState(query: Query, invoice: Row): Promise<CreditNotesState> {
  const id = Number(invoice.id);
  const [fresh] = await query<Row>('SELECT * FROM rinvoice WHERE id = $1', [id]);
  if (!fresh) throw notFound();
  const done = await creditedLines(query, id);
  const lines = await taxedLines(query, fresh);
  const credited = await creditedOf(query, id);
  const refunded = await refundedOf(query, id);
  const paid = num(fresh.dibayar);
  return {
    invoice: {
      id,
      no_invoice: fresh.no_invoice == null ? null : String(fresh.no_invoice),
      status: String(fresh.status),
      total: num(fresh.total),
      dibayar: paid,
      sisa: num(fresh.sisa),
      creditable: CREDITABLE.has(String(fresh.status)),
    },
    credited,
    refunded,
    refund_owed: invoiceNet({ total: num(fresh.total), paid, credited, refunded }).refundOwed,
    lines: await mapAsync(lines, async (l) => {
      const qty = Number(l.qty);
      const sold = l.jenis === 'Barang' && l.id_barangkeluar != null;
      const out = sold ? await serialsOutOf(query, Number(l.id_barangkeluar)) : [];
      const creditedQty = done.get(Number(l.id))?.qty ?? 0;
      return {
        id: Number(l.id),
        nama_item: String(l.nama_item ?? ''),
        jenis: String(l.jenis ?? 'Lain'),
        satuan: l.satuan == null ? null : String(l.satuan),
        qty,
        harga: num(l.harga),
        subtotal: num(l.subtotal),
        dikreditkan: creditedQty,
        sisa_qty: Number((qty - creditedQty).toFixed(4)),
        serials: out.map((o) => o.serial),
      };
    }),
    notes: await notesOf(query, id),
    refunds: await refundsOf(query, id),
  };
}

/** `001/NK/XI/2026` by the invoices' template (code NK, its own yearly counter); `NK-` before a template without `{code}`. */
async function nextNoteNumber(query: Query, date: string): Promise<string> {
  const settings = await invoiceSettings(query);
  const seq = await nextNumber(query, `NK/${numberingPeriod(date)}`);
  const number = formatDocNumber(settings.template, { seq, date, code: 'NK' });
  return settings.template.includes('{code}') ? number : `NK-${number}`;
}

/** Moves the invoice's balance and state after its credit notes changed (balance ≥ 0; paid in full: Lunas). */
export async function settleCredits(query: Query, invoice: Row): Promise<void> {
  const id = Number(invoice.id);
  const paid = num(invoice.dibayar);
  const { net, balance } = invoiceNet({
    total: num(invoice.total),
    paid,
    credited: await creditedOf(query, id),
    refunded: 0,
  });
  const settled = paid > 0 && paid >= net;
  await query(
    `UPDATE rinvoice SET sisa = $2, status = CASE WHEN $3 THEN 'Lunas' ELSE status END,
            status_bayar = CASE WHEN $3 THEN 1 ELSE status_bayar END, updated_at = now() WHERE id = $1`,
    [id, balance, settled],
  );
}

/** Makes a credit note (see the module's comment); answers it with its lines. */
export async function addCreditNote(
  ctx: WriteContext,
  invoiceId: number,
  body: CreditNoteBody,
  today: string,
): Promise<CreditNote> {
  return inTransaction(ctx, async (tx) => {
    const resource = getResource('rinvoice')!;
    const hook = hookContext(tx, resource);
    const before = await findRecord(tx.query, resource, String(invoiceId), { forUpdate: true });
    if (!before) throw notFound();
    if (!CREDITABLE.has(String(before.status)))
      throw new ValidationError({
        id_invoice: [hook.msg('validation.creditNotCreditable', { state: String(before.status) })],
      });
    const date = body.tanggal ?? today;
    const invoiceDate = dayText(before.tanggal) ?? '';
    if (date < invoiceDate)
      throw new ValidationError({
        tanggal: [hook.msg('validation.creditBeforeInvoice', { date: invoiceDate })],
      });
    const lines = await taxedLines(tx.query, before);
    const byId = new Map(lines.map((l) => [Number(l.id), l]));
    const done = await creditedLines(tx.query, invoiceId);
    const doneOf = (id: number) => done.get(id) ?? { ...NOTHING_CREDITED, cost: 0 };
    const asked: { line: number; qty: number; serials?: string[] }[] =
      body.lines ??
      lines
        .map((l) => ({ line: Number(l.id), qty: creditableQty(creditable(l, doneOf(Number(l.id)))) }))
        .filter((l) => l.qty > 0);
    if (asked.length === 0) throw new ValidationError({ lines: [hook.msg('validation.creditNothing')] });
    const rules = {
      regime: regimeOf(before),
      taxable: before.status_pajak === 'PKP',
      rate: num(before.ppn_persen),
    };
    const errors: Record<string, string[]> = {};
    const parts: { line: TaxedLine; part: CreditedPart; value: number | null; serials: number[] }[] = [];
    const back = new Set<number>(); // serials this note already brings back (a line asked twice)
    for (const [i, want] of asked.entries()) {
      const line = byId.get(want.line);
      if (!line) {
        errors[`lines.${i}.line`] = [hook.msg('validation.exists')];
        continue;
      }
      const so = doneOf(want.line);
      const item = creditable(line, so);
      const left = creditableQty(item);
      if (want.qty > left) {
        errors[`lines.${i}.qty`] = [
          hook.msg('validation.creditTooMany', { left, item: String(line.nama_item ?? '') }),
        ];
        continue;
      }
      const part = creditPart(item, want.qty, rules);
      // goods come back at the cost they left with (their share of the goods out's cost)
      const goods = line.jenis === 'Barang' && line.id_stok != null && line.id_barangkeluar != null;
      const whole = goods ? await issuedCost(tx.query, Number(line.id_barangkeluar)) : 0;
      const value = goods ? costShare(whole, so.cost, part.qty, Number(line.qty), left) : null;
      // the serials coming back (issue 34): named, or all still out when the rest of the line comes back
      const out = goods
        ? (await serialsOutOf(tx.query, Number(line.id_barangkeluar))).filter((o) => !back.has(o.id))
        : [];
      const picked = pickReturned(out, part.qty, want.serials, hook.msg, String(line.nama_item ?? ''));
      if (typeof picked === 'string') {
        errors[`lines.${i}.serials`] = [picked];
        continue;
      }
      for (const id of picked.ids) back.add(id);
      parts.push({ line, part, value, serials: picked.ids });
      // a line asked twice in one note sees its first part as credited
      done.set(want.line, {
        qty: Number((so.qty + part.qty).toFixed(4)),
        subtotal: so.subtotal + part.subtotal,
        discount: so.discount + part.discount,
        base: so.base + part.base,
        otherBase: so.otherBase + (part.otherBase ?? 0),
        ppn: so.ppn + part.ppn,
        cost: so.cost + (value ?? 0),
      });
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const totals = creditTotals(parts.map((p) => p.part));
    const number = await nextNoteNumber(tx.query, date);
    const [note] = await tx.query<{ id: number }>(
      `INSERT INTO credit_notes (no_nota, id_invoice, tanggal, alasan, rezim_pajak, ppn_persen, subtotal, diskon, dpp,
                                 dpp_nilai_lain, ppn, total, user_id, username)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        number,
        invoiceId,
        date,
        body.alasan,
        before.rezim_pajak ?? null,
        rules.taxable ? rules.rate : 0,
        totals.subtotal,
        totals.discount,
        totals.dpp,
        totals.otherBase,
        totals.ppn,
        totals.total,
        tx.actor.userId ?? tx.actor.id,
        tx.actor.username,
      ],
    );
    for (const { line, part, value, serials } of parts) {
      await returnSerials(tx.query, serials, { day: date, number, creditNoteId: Number(note!.id) });
      await tx.query(
        `INSERT INTO credit_note_lines (id_nota, id_subinvoice, qty, subtotal, diskon, dpp, dpp_nilai_lain, ppn, nilai_pokok)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          note!.id,
          line.id,
          part.qty,
          part.subtotal,
          part.discount,
          part.base,
          part.otherBase,
          part.ppn,
          value,
        ],
      );
      if (value !== null)
        await goodsBack(hook, {
          itemId: Number(line.id_stok),
          unitId: Number(line.id_satuan),
          qty: part.qty,
          value,
          date,
          source: { resource: 'credit_notes', id: String(note!.id) },
          note: `Nota kredit ${number} (${String(before.no_invoice ?? invoiceId)})`,
        });
    }
    await settleCredits(tx.query, before);
    const after = await findRecord(tx.query, resource, String(invoiceId));
    await audit(tx.query, tx.actor, resource, String(invoiceId), 'edit', before, after);
    return (await notesOf(tx.query, invoiceId)).find((n) => n.id === Number(note!.id))!;
  });
}
