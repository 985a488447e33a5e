/**
 * Invoices (`rinvoice`) and their lines (`rsubinvoice`). Lines fill their name, unit, price and discount
 * from the item (price in force, best running discount) or the job rate when left empty; line subtotals
 * and the invoice's subtotal, DPP, PPN, total and balance are kept by the server in integer Rupiah
 * (core's `invoiceTotals`, under the tax rules of the invoice's date: core's tax-regime.ts; the regime
 * is stored with the figures, which never move once the invoice is issued). Issuing (Draft → Terbit) numbers the invoice and takes its goods out of
 * stock; cancelling an issued invoice without payments writes the goods back. Lines change only while
 * the invoice is a draft.
 */
import {
  formatDocNumber,
  invoiceTotals,
  lineSubtotal,
  numberingPeriod,
  PPN_2025_RATE,
  taxRegimeOn,
} from '@kantor/core';
import { dayText } from '../../db/values.ts';
import { ValidationError } from '../../errors.ts';
import {
  issueGoods,
  linkSerialsToInvoice,
  nextNumber,
  sellingPrice,
  splitSerials,
} from '../inventory/index.ts';
import type { HookContext, ResourceHooks, StateEffects } from '../resources/index.ts';
import { nextNsfp } from './efaktur.ts';
import { checkLineSerials } from './invoice-serials.ts';
import { invoiceSettings } from './settings.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => (v == null || v === '' ? 0 : Number(v));

async function invoiceOf(ctx: HookContext, id: unknown, lock = false): Promise<Row | null> {
  const [row] = await ctx.query<Row>(
    `SELECT id, status, tanggal, status_pajak, ppn_persen, diskon, dibayar, no_invoice, id_akun FROM rinvoice
      WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

/** Lines change only while their invoice is a draft. */
async function assertDraft(ctx: HookContext, invoiceId: unknown): Promise<Row> {
  const invoice = await invoiceOf(ctx, invoiceId, true);
  if (!invoice) throw new ValidationError({ id_invoice: [ctx.msg('validation.exists')] });
  if (invoice.status !== 'Draft')
    throw new ValidationError({
      id_invoice: [ctx.msg('validation.locked', { state: String(invoice.status) })],
    });
  return invoice;
}

/**
 * Recomputes a draft from its lines under the tax rules of its date: subtotal, DPP, DPP Nilai Lain, PPN,
 * total and balance, with the regime they were computed under (a 2025 PKP invoice's rate is 12).
 */
export async function recomputeInvoice(ctx: Pick<HookContext, 'query' | 'msg'>, invoiceId: unknown) {
  const [invoice] = await ctx.query<Row>(
    'SELECT tanggal, status_pajak, ppn_persen, diskon, dibayar FROM rinvoice WHERE id = $1',
    [invoiceId],
  );
  if (!invoice) return;
  const lines = await ctx.query<{ qty: string; harga: string; diskon: string | null; mewah: boolean | null }>(
    'SELECT qty, harga, diskon, mewah FROM rsubinvoice WHERE id_invoice = $1 ORDER BY id',
    [invoiceId],
  );
  const regime = taxRegimeOn(dayText(invoice.tanggal));
  const taxable = invoice.status_pajak === 'PKP';
  let totals: ReturnType<typeof invoiceTotals>;
  const lineInputs = lines.map((l) => ({
    qty: Number(l.qty),
    price: num(l.harga),
    discount: num(l.diskon),
    luxury: l.mewah === true,
  }));
  try {
    totals = invoiceTotals({
      lines: lineInputs,
      // a draft without lines yet keeps its discount; it is checked once there is something to discount
      discount: lines.length === 0 ? 0 : num(invoice.diskon),
      taxable,
      ppnRate: num(invoice.ppn_persen),
      regime,
      paid: num(invoice.dibayar),
    });
  } catch (error) {
    if (error instanceof RangeError)
      throw new ValidationError({ diskon: [ctx.msg('validation.rangeMax', { max: 'subtotal' })] });
    throw error;
  }
  await ctx.query(
    `UPDATE rinvoice SET subtotal = $2, dpp = $3, ppn = $4, total = $5, dibayar = $6, sisa = $7,
        dpp_nilai_lain = $8, rezim_pajak = $9, ppn_persen = $10, updated_at = now()
      WHERE id = $1`,
    [
      invoiceId,
      totals.subtotal,
      totals.dpp,
      totals.ppn,
      totals.total,
      totals.paid,
      totals.balance,
      totals.otherBase,
      regime,
      taxable ? totals.rate : 0,
    ],
  );
}

/**
 * A draft's rate, decided here and never typed (`ppn_persen` is read-only: the law's rate, not the
 * user's): a Non PKP invoice has none; a PKP one from 2025 the PMK 131/2024 rate (12), before it the
 * settings' single rate (11 by default), both by the invoice's date.
 */
async function taxRate(ctx: HookContext, values: Row, before: Row = {}): Promise<void> {
  if ((values.status_pajak ?? before.status_pajak) !== 'PKP') {
    values.ppn_persen = 0;
    return;
  }
  const date = dayText(values.tanggal ?? before.tanggal ?? '');
  values.ppn_persen =
    taxRegimeOn(date) === 'PPN2025' ? PPN_2025_RATE : (await invoiceSettings(ctx.query)).ppnRate;
}

/** Fills a line from its item or job rate and computes its subtotal. */
async function fillLine(ctx: HookContext, values: Row, before: Row, invoice: Row): Promise<void> {
  const line = { ...before, ...values };
  const kind = String(line.jenis ?? 'Lain');
  if (kind === 'Barang') {
    if (line.id_stok == null) throw new ValidationError({ id_stok: [ctx.msg('validation.required')] });
    const [item] = await ctx.query<{ nama_barang: string; id_satuan: number; barang_mewah: boolean | null }>(
      'SELECT nama_barang, id_satuan, barang_mewah FROM rstok WHERE id = $1',
      [line.id_stok],
    );
    if (!item) throw new ValidationError({ id_stok: [ctx.msg('validation.exists')] });
    // luxury or not is the item's nature, not the line's choice
    values.mewah = item.barang_mewah === true;
    if (!line.nama_item) values.nama_item = item.nama_barang;
    if (line.id_satuan == null) values.id_satuan = item.id_satuan;
    const unitId = Number(values.id_satuan ?? line.id_satuan);
    if (line.harga == null || line.diskon == null) {
      const quote = await sellingPrice(ctx.query, {
        itemId: Number(line.id_stok),
        unitId,
        date: dayText(invoice.tanggal) ?? '',
        qty: Number(line.qty ?? 1),
      });
      if (line.harga == null) {
        if (!quote) throw new ValidationError({ harga: [ctx.msg('validation.noPrice')] });
        values.harga = quote.unitPrice;
      }
      if (line.diskon == null)
        values.diskon =
          quote?.discount && num(values.harga ?? line.harga) === quote.unitPrice ? quote.discount.amount : 0;
    }
  } else if (kind === 'Jasa') {
    if (line.id_hargapekerjaan == null)
      throw new ValidationError({ id_hargapekerjaan: [ctx.msg('validation.required')] });
    const [rate] = await ctx.query<{ nama_pekerjaan: string; id_satuan: number; harga_satuan: string }>(
      'SELECT nama_pekerjaan, id_satuan, harga_satuan FROM rhargasatuanpekerjaan WHERE id = $1',
      [line.id_hargapekerjaan],
    );
    if (!rate) throw new ValidationError({ id_hargapekerjaan: [ctx.msg('validation.exists')] });
    values.mewah = false; // a service is never a luxury good
    if (!line.nama_item) values.nama_item = rate.nama_pekerjaan;
    if (line.id_satuan == null) values.id_satuan = rate.id_satuan;
    if (line.harga == null) values.harga = Number(rate.harga_satuan);
  } else {
    const errors: Record<string, string[]> = {};
    if (!line.nama_item) errors.nama_item = [ctx.msg('validation.required')];
    if (line.harga == null) errors.harga = [ctx.msg('validation.required')];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }
  if (values.diskon == null && line.diskon == null) values.diskon = 0;
  const qty = Number(values.qty ?? line.qty);
  const price = num(values.harga ?? line.harga);
  const discount = num(values.diskon ?? line.diskon);
  try {
    values.subtotal = lineSubtotal({ qty, price, discount });
  } catch {
    throw new ValidationError({ diskon: [ctx.msg('validation.rangeMax', { max: Math.round(qty * price) })] });
  }
  await checkLineSerials(ctx, values, { ...line, ...values });
}

export const invoiceLineHooks: ResourceHooks = {
  beforeAdd: async (ctx, values) => fillLine(ctx, values, {}, await assertDraft(ctx, values.id_invoice)),
  afterAdd: (ctx, record) => recomputeInvoice(ctx, record.id_invoice),
  beforeEdit: async (ctx, values, before) => {
    const invoice = await assertDraft(ctx, before.id_invoice);
    if (values.id_invoice != null && String(values.id_invoice) !== String(before.id_invoice))
      await assertDraft(ctx, values.id_invoice);
    await fillLine(ctx, values, before, invoice);
  },
  afterEdit: async (ctx, after, before) => {
    await recomputeInvoice(ctx, after.id_invoice);
    if (String(after.id_invoice) !== String(before.id_invoice))
      await recomputeInvoice(ctx, before.id_invoice);
  },
  beforeDelete: async (ctx, before) => {
    await assertDraft(ctx, before.id_invoice);
  },
  afterDelete: (ctx, before) => recomputeInvoice(ctx, before.id_invoice),
};

type LineRow = {
  id: number;
  jenis: string;
  id_stok: number | null;
  id_satuan: number | null;
  qty: string;
  harga: string;
  no_seri: string | null;
};

/** Issuing: the next number of the year, and the goods lines out of stock (all or none). */
async function issue(ctx: HookContext, invoice: Row): Promise<void> {
  const settings = await invoiceSettings(ctx.query);
  const date = dayText(invoice.tanggal) ?? '';
  const seq = await nextNumber(ctx.query, `INV/${settings.code}/${numberingPeriod(date)}`);
  const number = formatDocNumber(settings.template, { seq, date, code: settings.code });
  // a PKP invoice takes its tax invoice serial from the ranges (none configured: none given)
  const nsfp = invoice.status_pajak === 'PKP' ? await nextNsfp(ctx, settings) : null;
  await ctx.query(
    'UPDATE rinvoice SET no_invoice = $2, no_faktur_pajak = $3, status_bayar = 0 WHERE id = $1',
    [invoice.id, number, nsfp],
  );
  const lines = await ctx.query<LineRow>(
    'SELECT id, jenis, id_stok, id_satuan, qty, harga, no_seri FROM rsubinvoice WHERE id_invoice = $1 ORDER BY id',
    [invoice.id],
  );
  for (const [i, line] of lines.entries()) {
    if (line.jenis !== 'Barang' || line.id_stok == null || line.id_satuan == null) continue;
    const [out] = await issueGoods(ctx, {
      source: { label: `Invoice ${number}` },
      date,
      jenis: 'Penjualan',
      lines: [
        {
          itemId: Number(line.id_stok),
          unitId: Number(line.id_satuan),
          qty: Number(line.qty),
          unitPrice: num(line.harga),
          // checked always: a line of an item with serials in stock names one per unit (issue 34)
          serials: splitSerials(line.no_seri),
        },
      ],
      customerId: invoice.id_akun == null ? null : Number(invoice.id_akun),
    }).catch((error: unknown) => {
      if (error instanceof ValidationError)
        throw new ValidationError(
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`lines.${i}.${k}`, v])),
        );
      throw error;
    });
    await ctx.query('UPDATE rsubinvoice SET id_barangkeluar = $2 WHERE id = $1', [line.id, out!.id]);
    await linkSerialsToInvoice(ctx.query, Number(out!.id), { id: Number(invoice.id), number });
  }
}

/** Cancelling an issued invoice: its goods outs are deleted, which writes the stock back. */
async function cancel(ctx: HookContext, invoice: Row): Promise<void> {
  const outs = await ctx.query<{ id: number; id_barangkeluar: number }>(
    'SELECT id, id_barangkeluar FROM rsubinvoice WHERE id_invoice = $1 AND id_barangkeluar IS NOT NULL',
    [invoice.id],
  );
  for (const line of outs) {
    await ctx.query('UPDATE rsubinvoice SET id_barangkeluar = NULL WHERE id = $1', [line.id]);
    await ctx.write.remove('rbarangkeluar', line.id_barangkeluar);
  }
}

export const invoiceStates: StateEffects = {
  guard: async (ctx, next, to, before) => {
    if (to === 'Terbit') {
      const [count] = await ctx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM rsubinvoice WHERE id_invoice = $1',
        [before.id],
      );
      if (!count || count.n === 0) throw new ValidationError({ status: [ctx.msg('validation.noLines')] });
    }
    if (to === 'Batal' && num(next.dibayar) > 0)
      throw new ValidationError({ status: [ctx.msg('validation.invoicePaid')] });
    if (to === 'Batal') {
      // a credit note is a document of its own: the invoice it corrects stays (issue 34)
      const [notes] = await ctx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM credit_notes WHERE id_invoice = $1',
        [before.id],
      );
      if (notes && notes.n > 0)
        throw new ValidationError({ status: [ctx.msg('validation.invoiceCredited')] });
    }
  },
  onEnter: {
    Terbit: (ctx, after) => issue(ctx, after),
    Batal: async (ctx, after, before) => {
      if (before.status === 'Terbit') await cancel(ctx, after);
      // a cancelled invoice is owed by no one: no balance on its view, the lists, counts or ageing (issue 34)
      await ctx.query('UPDATE rinvoice SET sisa = 0, updated_at = now() WHERE id = $1', [after.id]);
    },
  },
};

export const invoiceHooks: ResourceHooks = {
  beforeAdd: (ctx, values) => {
    values.dibayar = 0;
    // the author's branch (issue 37): a Kasir's invoice lands in their branch's scope
    if (values.cabang == null || values.cabang === '') values.cabang = ctx.actor.cabang ?? null;
    return taxRate(ctx, values);
  },
  afterAdd: (ctx, record) => recomputeInvoice(ctx, record.id),
  beforeEdit: (ctx, values, before) => {
    // the rate follows a draft's edits; issuing or cancelling it keeps the figures it has
    const staysDraft = values.status == null || values.status === 'Draft';
    if (before.status === 'Draft' && staysDraft) return taxRate(ctx, values, before);
  },
  afterEdit: async (ctx, after) => {
    if (after.status === 'Draft') await recomputeInvoice(ctx, after.id);
  },
  states: invoiceStates,
};
