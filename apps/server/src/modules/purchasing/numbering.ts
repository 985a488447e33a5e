import type { Query } from '../../db/connect.ts';
import { nextNumber } from '../inventory/index.ts';

/** The next number of a document of `prefix` dated `day`: `PO-20261101-0001`, `TS-…`, `BM-…`. */
export async function documentNumber(query: Query, prefix: string, day: string): Promise<string> {
  const key = `${prefix}-${day.replace(/-/g, '')}`;
  return `${key}-${String(await nextNumber(query, key)).padStart(4, '0')}`;
}

/** A quantity as the 422s of this module name it (Indonesian grouping, up to 4 places). */
export const qtyText = (qty: number) =>
  new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 }).format(qty);
