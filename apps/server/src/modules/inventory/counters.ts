import type { Query } from '../../db/connect.ts';

/**
 * The next running number of a key (`POS-20261124`, `BK-20261124` ...), gap-free and unique under
 * concurrent issuing: the counter row is locked until the issuing transaction ends, and a rollback
 * gives the number back.
 */
export async function nextNumber(query: Query, key: string): Promise<number> {
  const [row] = await query<{ value: number }>(
    `INSERT INTO doc_counters (key, value) VALUES ($1, 1)
     ON CONFLICT (key) DO UPDATE SET value = doc_counters.value + 1 RETURNING value`,
    [key],
  );
  return Number(row!.value);
}

/** `YYYYMMDD` of a `YYYY-MM-DD` day. */
export const compactDay = (day: string) => day.slice(0, 10).replace(/-/g, '');

/**
 * `n.value` (a counter's value read from a CTE `n`) as the numbers' text: four digits at least, as
 * `String(n).padStart(4, '0')` (`lpad` alone would cut a longer number).
 */
export const PADDED_NUMBER = `lpad(n.value::text, greatest(4, length(n.value::text)), '0')`;
