import { getResource } from '@kantor/core';
import { findRecord, insertRecord, inTransaction, type WriteContext } from '../resources/index.ts';

const HEADER = [
  'jenis_tagihan',
  'status_pajak',
  'id_akun',
  'id_pekerjaan',
  'id_bankrekening',
  'diskon',
  'keterangan',
];
const LINE = [
  'jenis',
  'id_stok',
  'id_hargapekerjaan',
  'nama_item',
  'qty',
  'id_satuan',
  'harga',
  'diskon',
  'keterangan',
];

/**
 * `duplikatinv/{id}`: a new draft with the invoice's header and lines, dated `today` (the due date keeps
 * its distance from the invoice date). How an issued invoice is corrected: cancel it, duplicate, edit.
 * `source` is the invoice as the caller's view scope read it (the route's access check): a caller
 * copies only what they may view.
 */
export async function duplicateInvoice(ctx: WriteContext, source: Record<string, unknown>, today: string) {
  return inTransaction(ctx, async (tx) => {
    const invoices = getResource('rinvoice')!;
    const header = Object.fromEntries(HEADER.map((k) => [k, source[k] ?? null]));
    let due: string | null = null;
    if (source.jatuh_tempo && source.tanggal) {
      const days = Math.round(
        (Date.parse(String(source.jatuh_tempo)) - Date.parse(String(source.tanggal))) / 86_400_000,
      );
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      due = date.toISOString().slice(0, 10);
    }
    const copy = await insertRecord(tx, invoices, {
      ...header,
      tanggal: today,
      jatuh_tempo: due,
      status: 'Draft',
    });
    const lines = await tx.query<Record<string, unknown>>(
      'SELECT * FROM rsubinvoice WHERE id_invoice = $1 ORDER BY id',
      [source.id],
    );
    for (const line of lines) {
      const input = Object.fromEntries(LINE.map((k) => [k, line[k] ?? null]));
      await insertRecord(tx, getResource('rsubinvoice')!, { ...input, id_invoice: copy.id });
    }
    return (await findRecord(tx.query, invoices, String(copy.id)))!;
  });
}
