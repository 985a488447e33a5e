/**
 * Quantities as the counter and the stock documents take them: numbers in machine form only (`"0x10"`,
 * `true`, `[1]` are no quantity), and whole numbers in a unit that is not divisible (`rsatuan.pecahan`
 * off: a piece, a box, a roll), whichever route writes the line (POS, receipts, goods out, job materials).
 */
import { createHash } from 'node:crypto';
import { toNumericValue } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import type { Msg } from '../resources/index.ts';

/**
 * The number a body field holds, or null: a JSON number or a decimal string (core's `toNumericValue`),
 * never a boolean, an array, hex or an empty text that `Number()` would read as one.
 *
 * @example strictNumber('0x10') === null
 * @example strictNumber([1]) === null
 * @example strictNumber('2.5') === 2.5
 */
export function strictNumber(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return toNumericValue(value);
}

/**
 * Refuses (422 on `field`) a quantity with a fraction in a unit that is not divisible; a unit that does not
 * exist is left to the reference check.
 */
export async function assertWholeForUnit(
  query: Query,
  unitId: unknown,
  qty: unknown,
  field: string,
  msg: Msg,
): Promise<void> {
  const n = Number(qty);
  if (!Number.isFinite(n) || Number.isInteger(n)) return;
  const [unit] = await query<{ nama_satuan: string; pecahan: boolean | null }>(
    'SELECT nama_satuan, pecahan FROM rsatuan WHERE id = $1',
    [Number(unitId) || 0],
  );
  if (unit && unit.pecahan !== true)
    throw new ValidationError({ [field]: [msg('validation.wholeQuantity', { unit: unit.nama_satuan })] });
}

/**
 * What a counter request asked for, and who asked, as one SHA-256: a replay of its `client_id` is the
 * same request only when this is equal (keys sorted, so the order of a JSON object's keys does not count).
 */
export function requestHash(loginId: number, request: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    return value === undefined ? null : value;
  };
  return createHash('sha256')
    .update(JSON.stringify({ login: loginId, request: canonical(request) }))
    .digest('hex');
}
