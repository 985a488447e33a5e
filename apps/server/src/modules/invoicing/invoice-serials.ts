/**
 * Serials on an invoice's goods lines (issue 34): a line of an item with serials in stock names one per
 * unit (`rsubinvoice.no_seri`). Checked when the line is saved naming any (so the picker's mistakes show
 * in the dialog), and again on issue, when the goods out takes them out of stock: a serial sold elsewhere
 * meanwhile, or a line that names none, stops the issue with a 422 on the line's `no_seri`.
 */
import { ValidationError } from '../../errors.ts';
import { fitSerials, splitSerials } from '../inventory/index.ts';
import type { HookContext } from '../resources/index.ts';

type Row = Record<string, unknown>;

/** A line being saved (`line` = before and values merged): its serials as received, or a 422 on `no_seri`. */
export async function checkLineSerials(ctx: HookContext, values: Row, line: Row): Promise<void> {
  const named = splitSerials(line.no_seri);
  if (line.jenis !== 'Barang' || line.id_stok == null || named.length === 0) {
    // only a goods line sells serials; an empty text is none named
    if ('no_seri' in values || named.length > 0) values.no_seri = null;
    return;
  }
  const fit = await fitSerials(ctx, Number(line.id_stok), named, Number(line.qty));
  if (fit === null) return;
  if (!Array.isArray(fit)) throw new ValidationError({ no_seri: [fit.message] });
  values.no_seri = fit.join('\n');
}
