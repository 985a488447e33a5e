import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { DataTablePageEvent } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type PagedQuery, usePagedTable } from './use-paged-table.ts';

type Filters = { search: string; status: string };

/** 95 rows numbered 1..95; `search` keeps those whose number contains it. */
function server() {
  const asked: PagedQuery<Filters>[] = [];
  const fetch = async (query: PagedQuery<Filters>) => {
    asked.push(query);
    const all = Array.from({ length: 95 }, (_, i) => ({ id: i + 1 })).filter(
      (r) => !query.search || String(r.id).includes(query.search),
    );
    return {
      records: all.slice((query.page - 1) * query.limit, query.page * query.limit),
      totalRecords: all.length,
    };
  };
  return { asked, fetch };
}

function render(
  fetch: (q: PagedQuery<Filters>) => Promise<{ records: { id: number }[]; totalRecords: number }>,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => usePagedTable({ key: ['test-paged'], limit: 20, filters: { search: '', status: '' }, fetch }),
    { wrapper },
  );
}

describe('usePagedTable', () => {
  it('asks for the first page without the empty filters, and gives the table its paging', async () => {
    const { asked, fetch } = server();
    const { result } = render(fetch);
    await waitFor(() => expect(result.current.table.totalRecords).toBe(95));
    expect(asked[0]).toEqual({ page: 1, limit: 20 });
    expect(result.current.table.value.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(result.current.table.first).toBe(0);
    expect(result.current.table.rows).toBe(20);
  });

  it('moves to the page the table asks for, and back to page 1 when a filter changes', async () => {
    const { asked, fetch } = server();
    const { result } = render(fetch);
    await waitFor(() => expect(result.current.table.totalRecords).toBe(95));
    act(() => result.current.table.onPage({ page: 4 } as DataTablePageEvent));
    await waitFor(() => expect(result.current.table.value[0]?.id).toBe(81));
    expect(result.current.table.first).toBe(80);
    act(() => result.current.setFilter('search', '9'));
    await waitFor(() => expect(result.current.table.totalRecords).toBe(15)); // 9, 19, …, 89 and 90–95
    expect(asked.at(-1)).toEqual({ page: 1, limit: 20, search: '9' });
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toEqual({ search: '9', status: '' });
  });
});
