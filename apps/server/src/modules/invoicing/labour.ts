/**
 * Labour into invoice lines (issue 35, docs/invoicing.md "Labour"): a job's timesheet hours not yet
 * billed become one Jasa line of a draft invoice at a job rate. The line is written by the invoice
 * lines' own engine (`insertRecord`: its hooks check the draft, price the rate as in force and recompute
 * the invoice), then the entries are marked with it in the same transaction, so hours are billed once.
 */
import { getResource, type LabourLineBody } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import { markLabourBilled, takeUnbilledLabour } from '../jobs/index.ts';
import { hookContext, insertRecord, inTransaction, type WriteContext } from '../resources/index.ts';

const lines = getResource('rsubinvoice')!;

/** Jam with the Indonesian decimal sign, as the line's name says it (`3,75 jam`). */
const hoursText = (hours: number) => hours.toLocaleString('id-ID', { maximumFractionDigits: 2 });

export async function addLabourLine(
  ctx: WriteContext,
  invoice: Readonly<Record<string, unknown>>,
  body: LabourLineBody,
): Promise<{ id_subinvoice: number; jam: number; entri: number }> {
  return inTransaction(ctx, async (tx) => {
    const msg = hookContext(tx, lines).msg;
    const labour = await takeUnbilledLabour(tx.query, body.id_pekerjaan);
    if (!labour) throw new ValidationError({ id_pekerjaan: [msg('validation.exists')] });
    if (labour.customer !== Number(invoice.id_akun))
      throw new ValidationError({ id_pekerjaan: [msg('validation.labourNotCustomer')] });
    if (labour.hours <= 0) throw new ValidationError({ id_pekerjaan: [msg('validation.labourNothing')] });
    const [rate] = await tx.query<{ nama_pekerjaan: string }>(
      'SELECT nama_pekerjaan FROM rhargasatuanpekerjaan WHERE id = $1',
      [body.id_hargapekerjaan],
    );
    if (!rate) throw new ValidationError({ id_hargapekerjaan: [msg('validation.exists')] });
    const line = await insertRecord(tx, lines, {
      id_invoice: Number(invoice.id),
      jenis: 'Jasa',
      id_hargapekerjaan: body.id_hargapekerjaan,
      nama_item: `${rate.nama_pekerjaan} — ${labour.name} (${hoursText(labour.hours)} jam)`.slice(0, 200),
      qty: labour.hours,
    });
    const id = Number(line.id);
    await markLabourBilled(tx.query, labour.ids, id);
    return { id_subinvoice: id, jam: labour.hours, entri: labour.ids.length };
  });
}
