import type { Row } from '../api-hooks.ts';
import { resourceCalls } from '../resource-calls.ts';
import { PRINT_MAX_ROWS, PRINT_PAGE_SIZE, printPageQuery, type Query } from './export-query.ts';

export type PrintRecords = { records: Row[]; total: number };

/**
 * The first `max` records of the filtered list, gathered page by page through the list API (the same
 * filters, search and order the screen shows).
 */
export async function fetchPrintRecords(
  resourceName: string,
  filterQuery: Query,
  options: { max?: number; signal?: AbortSignal } = {},
): Promise<PrintRecords> {
  const max = options.max ?? PRINT_MAX_ROWS;
  const limit = Math.min(PRINT_PAGE_SIZE, max);
  const records: Row[] = [];
  let total = 0;
  for (let page = 1; records.length < max; page++) {
    const answer = await resourceCalls(resourceName).list(
      printPageQuery(filterQuery, page, limit),
      options.signal,
    );
    total = answer.totalRecords ?? 0;
    const batch = answer.records ?? [];
    records.push(...batch.slice(0, max - records.length));
    if (batch.length < limit || records.length >= total) break;
  }
  return { records, total };
}
