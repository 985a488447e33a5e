/**
 * Receiving at the counter (`/posbarangmasukrizqieta`): one call creates a receipt with its lines and
 * receives it (status Diterima), so the stock moves at once; all in one transaction, through the same
 * hooks as the receipt screens. The till names each receiving with its own `client_id`, as a sale: a
 * retry of it answers the receipt already written (the goods are received once), the same `client_id`
 * with another request or from another login is a 409.
 */
import { getResource, type ReceivingBody } from '@kantor/core';
import { HttpError, ValidationError } from '../../errors.ts';
import {
  findRecord,
  type HookContext,
  hookContext,
  inTransaction,
  messagesFor,
  type WriteContext,
} from '../resources/index.ts';
import { compactDay, nextNumber } from './counters.ts';
import { requestHash } from './quantities.ts';
import { baseUnitFor } from './stock.service.ts';

type Row = Record<string, unknown>;

export type ReceivingInput = {
  clientId: string;
  supplier: number;
  date: string;
  /** The day as the body gave it (null: today), for the replay check. */
  dateGiven: string | null;
  invoiceNumber: string | null;
  lines: { item?: number; code?: string; name?: string; qty: number; unit: number; cost: number }[];
};

/** The receiving as the till asked for it (its shape checked by the route's schema), today filling the day. */
export function receivingInput(body: ReceivingBody, today: string): ReceivingInput {
  return {
    clientId: body.client_id,
    supplier: body.supplier,
    date: body.date ?? today,
    dateGiven: body.date ?? null,
    invoiceNumber: body.invoiceNumber ?? null,
    // the keys in the order the request hash has always read them (a replay must hash the same)
    lines: body.lines.map((l) => ({
      item: l.item,
      code: l.code,
      name: l.name,
      qty: l.qty,
      unit: l.unit,
      cost: l.cost,
    })),
  };
}

function receivingHash(ctx: WriteContext, input: ReceivingInput): string {
  const { clientId: _id, date: _date, ...asked } = input;
  return requestHash(ctx.actor.id, asked);
}

/** The receipt already written for a `client_id` when it was this request; a 409 when it was not. */
async function receivedBefore(ctx: WriteContext, clientId: string, hash: string): Promise<Row | null> {
  const [row] = await ctx.db.query<{ request_hash: string; id_barangmasuk: number }>(
    'SELECT request_hash, id_barangmasuk FROM pos_receivings WHERE client_id = $1',
    [clientId],
  );
  if (!row) return null;
  if (row.request_hash !== hash)
    throw new HttpError(409, messagesFor(ctx.acceptLanguage)('errors.posReplayMismatch'));
  return findRecord(ctx.db.query, getResource('rbarangmasuk')!, String(row.id_barangmasuk));
}

/**
 * The item of a line named by a scanned code: the item with that code or barcode, else a new item whose
 * barcode is the code. A scan reads the maker's barcode, not the shop's own item code, which is typed in
 * on the item master (issue 34: the scan used to become the new item's code, its barcode left empty).
 */
async function scannedItem(hook: HookContext, line: ReceivingInput['lines'][number]): Promise<number | null> {
  if (!line.code) return null;
  const [found] = await hook.query<{ id: number }>(
    'SELECT id FROM rstok WHERE lower(kode_barang) = lower($1) OR lower(barcode) = lower($1) ORDER BY id LIMIT 1',
    [line.code],
  );
  if (found) return Number(found.id);
  const item = await hook.write.add('rstok', {
    nama_barang: line.name,
    barcode: line.code,
    id_satuan: await baseUnitFor(hook.query, line.unit),
  });
  return Number(item.id);
}

export async function receiveAtCounter(
  ctx: WriteContext,
  input: ReceivingInput,
): Promise<{ record: Row; duplicate: boolean }> {
  const hash = receivingHash(ctx, input);
  const first = await receivedBefore(ctx, input.clientId, hash);
  if (first) return { record: first, duplicate: true };
  try {
    const record = await inTransaction(ctx, async (tx) => {
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
            id_stok: line.item ?? (await scannedItem(hook, line)),
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
      const received = await hook.write.edit('rbarangmasuk', String(receipt.id), { status: 'Diterima' });
      // in the same transaction: the receipt and its client_id are written together or not at all
      await tx.query(
        `INSERT INTO pos_receivings (client_id, request_hash, id_barangmasuk, user_id) VALUES ($1, $2, $3, $4)`,
        [input.clientId, hash, receipt.id, tx.actor.userId ?? tx.actor.id],
      );
      return received;
    });
    return { record, duplicate: false };
  } catch (error) {
    // the same client_id posted twice at once: the unique index keeps one, the other answers it
    if ((error as { code?: string }).code === '23505') {
      const again = await receivedBefore(ctx, input.clientId, hash);
      if (again) return { record: again, duplicate: true };
    }
    throw error;
  }
}
