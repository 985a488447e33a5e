/**
 * Receiving at the counter (`/posbarangmasukrizqieta`): one call creates a receipt with its lines and
 * receives it (status Diterima), so the stock moves at once; all in one transaction, through the same
 * hooks as the receipt screens. The till names each receiving with its own `client_id`, as a sale: a
 * retry of it answers the receipt already written (the goods are received once), the same `client_id`
 * with another request or from another login is a 409.
 */
import { getResource } from '@kantor/core';
import { HttpError, ValidationError } from '../../errors.ts';
import type { Msg } from '../resources/index.ts';
import {
  findRecord,
  type HookContext,
  hookContext,
  inTransaction,
  messagesFor,
  type WriteContext,
} from '../resources/index.ts';
import { compactDay, nextNumber } from './counters.ts';
import { requestHash, strictNumber } from './quantities.ts';
import { baseUnitFor } from './stock.service.ts';

type Row = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ReceivingInput = {
  clientId: string;
  supplier: number;
  date: string;
  /** The day as the body gave it (null: today), for the replay check. */
  dateGiven: string | null;
  invoiceNumber: string | null;
  lines: { item?: number; code?: string; name?: string; qty: number; unit: number; cost: number }[];
};

/** A real calendar day `YYYY-MM-DD` (not 2026-02-31). */
function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

export function readReceiving(body: unknown, msg: Msg, today: string): ReceivingInput {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const clientId = typeof b.client_id === 'string' ? b.client_id.trim().toLowerCase() : '';
  if (!UUID.test(clientId)) errors.client_id = [msg('validation.invalid')];
  const supplier = strictNumber(b.supplier);
  if (supplier === null || !Number.isInteger(supplier) || supplier <= 0)
    errors.supplier = [msg('validation.required')];
  let dateGiven: string | null = null;
  if (b.date !== undefined && b.date !== null && b.date !== '') {
    if (typeof b.date !== 'string' || !isDay(b.date)) errors.date = [msg('validation.date')];
    // goods are received when they arrive: a day after today (Asia/Jakarta) is a typing error
    else if (b.date > today) errors.date = [msg('validation.dateFuture')];
    else dateGiven = b.date;
  }
  const raw = Array.isArray(b.lines) ? b.lines : [];
  if (raw.length === 0 || raw.length > 300) errors.lines = [msg('validation.noLines')];
  const lines: ReceivingInput['lines'] = raw.map((r, i) => {
    const l = (r && typeof r === 'object' ? r : {}) as Record<string, unknown>;
    const qty = strictNumber(l.qty);
    const cost = strictNumber(l.cost);
    const unit = strictNumber(l.unit);
    if (qty === null || !(qty > 0 && qty <= 1_000_000))
      errors[`lines.${i}.qty`] = [msg('validation.rangeMin', { min: 0.01 })];
    if (cost === null || !Number.isInteger(cost) || cost < 0)
      errors[`lines.${i}.cost`] = [msg('validation.integer')];
    if (unit === null || !Number.isInteger(unit) || unit <= 0)
      errors[`lines.${i}.unit`] = [msg('validation.required')];
    const item = l.item == null || l.item === '' ? undefined : strictNumber(l.item);
    if (item === null || (item !== undefined && !(Number.isInteger(item) && item > 0)))
      errors[`lines.${i}.item`] = [msg('validation.exists')];
    const name = typeof l.name === 'string' ? l.name.trim() : undefined;
    if (item === undefined && !name) errors[`lines.${i}.name`] = [msg('validation.required')];
    return {
      item: item ?? undefined,
      code: typeof l.code === 'string' ? l.code.trim() || undefined : undefined,
      name,
      qty: qty ?? 0,
      unit: unit ?? 0,
      cost: cost ?? 0,
    };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const invoiceNumber =
    typeof b.invoiceNumber === 'string' ? b.invoiceNumber.trim().slice(0, 50) || null : null;
  return { clientId, supplier: supplier!, date: dateGiven ?? today, dateGiven, invoiceNumber, lines };
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
