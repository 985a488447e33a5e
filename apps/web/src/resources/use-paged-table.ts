/**
 * One server-paged table for the hand-built report and admin pages (an invoice join, billed lines, unit
 * costs): the page, the filters (a changed filter goes back to page 1), the query keeping the previous
 * page on screen while the next loads, and the props PrimeReact's lazy DataTable takes. The generic
 * resource lists have their own state in the URL (list-query.ts); these pages keep theirs in memory.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataTablePageEvent } from 'primereact/datatable';
import { useState } from 'react';

/** A page of a list answer: the rows and how many there are in all. */
export type PagedAnswer<Row> = { records: Row[]; totalRecords: number };

/** What the fetch is asked: the page, its size, and each filter that is not empty. */
export type PagedQuery<F extends Record<string, string>> = { page: number; limit: number } & Partial<F>;

/** The answer's rows and anything else it carries (a total of the whole list, say) are the fetch's own. */
export function usePagedTable<F extends Record<string, string>, A extends PagedAnswer<unknown>>(options: {
  /** The query key's prefix: the page and filters are added to it (invalidate by the prefix). */
  key: readonly unknown[];
  limit: number;
  filters: F;
  fetch: (query: PagedQuery<F>) => Promise<A>;
}) {
  const { key, limit, fetch } = options;
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<F>(options.filters);
  const given = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) as Partial<F>;
  const list = useQuery({
    queryKey: [...key, page, filters],
    queryFn: () => fetch({ page, limit, ...given }),
    placeholderData: keepPreviousData,
  });
  const setFilter = (name: keyof F, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const table = {
    value: (list.data?.records ?? []) as A['records'],
    loading: list.isFetching,
    lazy: true,
    paginator: true,
    rows: limit,
    first: (page - 1) * limit,
    totalRecords: list.data?.totalRecords ?? 0,
    onPage: (e: DataTablePageEvent) => setPage((e.page ?? 0) + 1),
  } as const;
  return { list, page, filters, setFilter, table };
}
