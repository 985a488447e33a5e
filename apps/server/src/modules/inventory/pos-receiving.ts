/**
 * Receiving at the counter (`/posbarangmasukrizqieta`): one call creates a receipt with its lines and
 * receives it (status Diterima), so the stock moves at once; all in one transaction, through the same
 * hooks as the receipt screens.
 */
import { getResource } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { Msg } from '../resources/index.ts';
import { hookContext, inTransaction, type WriteContext } from '../resources/index.ts';
import { compactDay, nextNumber } from './counters.ts';

export type ReceivingInput = {
  supplier: number;
  date: string;
  invoiceNumber: string | null;
  lines: { item?: number; code?: string; name?: string; qty: number; unit: number; cost: number }[];
};

export function readReceiving(body: unknown, msg: Msg, today: string): ReceivingInput {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const supplier = Number(b.supplier);
  if (!Number.isInteger(supplier) || supplier <= 0) errors.supplier = [msg('validation.required')];
  const date = typeof b.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(b.date) ? b.date : today;
  const raw = Array.isArray(b.lines) ? b.lines : [];
  if (raw.length === 0 || raw.length > 300) errors.lines = [msg('validation.noLines')];
  const lines: ReceivingInput['lines'] = raw.map((r, i) => {
    const l = (r && typeof r === 'object' ? r : {}) as Record<string, unknown>;
    const qty = Number(l.qty);
    const cost = Number(l.cost);
    const unit = Number(l.unit);
    if (!(qty > 0 && qty <= 1_000_000))
      errors[`lines.${i}.qty`] = [msg('validation.rangeMin', { min: 0.01 })];
    if (!Number.isInteger(cost) || cost < 0) errors[`lines.${i}.cost`] = [msg('validation.integer')];
    if (!Number.isInteger(unit) || unit <= 0) errors[`lines.${i}.unit`] = [msg('validation.required')];
    const item = l.item == null || l.item === '' ? undefined : Number(l.item);
    const name = typeof l.name === 'string' ? l.name.trim() : undefined;
    if (item === undefined && !name) errors[`lines.${i}.name`] = [msg('validation.required')];
    return {
      item,
      code: typeof l.code === 'string' ? l.code.trim() || undefined : undefined,
      name,
      qty,
      unit,
      cost,
    };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const invoiceNumber =
    typeof b.invoiceNumber === 'string' ? b.invoiceNumber.trim().slice(0, 50) || null : null;
  return { supplier, date, invoiceNumber, lines };
}

export async function receiveAtCounter(ctx: WriteContext, input: ReceivingInput) {
  return inTransaction(ctx, async (tx) => {
    const hook = hookContext(tx, getResource('rbarangmasuk')!);
    const n = await nextNumber(tx.query, `BM-${compactDay(input.date)}`);
    const receipt = await hook.write.add('rbarangmasuk', {
      no_referensi: `BM-${compactDay(input.date)}-${String(n).padStart(4, '0')}`,
      tanggal: input.date,
      id_supplier: input.supplier,
      no_faktur_supplier: input.invoiceNumber,
      status: 'Draft',
    });
    for (const [i, line] of input.lines.entries()) {
      try {
        await hook.write.add('rbarangmasuksub', {
          id_barangmasuk: receipt.id,
          id_stok: line.item ?? null,
          kode_barang: line.code ?? null,
          nama_barang: line.name ?? null,
          qty: line.qty,
          id_satuan: line.unit,
          harga_satuan: line.cost,
        });
      } catch (error) {
        if (error instanceof ValidationError)
          throw new ValidationError(
            Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`lines.${i}.${k}`, v])),
          );
        throw error;
      }
    }
    return hook.write.edit('rbarangmasuk', String(receipt.id), { status: 'Diterima' });
  });
}
