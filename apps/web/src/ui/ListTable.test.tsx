import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindPrimeLocale } from '../i18n/primereact-locale.ts';
import { type ListColumn, ListTable, type ListTableProps } from './ListTable.tsx';
import { createTestI18n, renderWithI18n } from './test-i18n.tsx';

afterEach(cleanup);

type Item = { id: number; name: string; price: number };
const items: Item[] = [
  { id: 1, name: 'Kabel NYM', price: 12000 },
  { id: 2, name: 'MCB 10A', price: 45000 },
  { id: 3, name: 'Stop kontak', price: 18000 },
];

/** Each column's body counts its calls: the test sees which rows rendered again. */
function columnsCounting(calls: number[]): ListColumn<Item>[] {
  return [
    { key: 'name', header: 'Nama', sortField: 'name', body: (row) => row.name },
    {
      key: 'price',
      header: 'Harga',
      body: (row) => {
        calls.push(row.id);
        return String(row.price);
      },
      bodyClassName: (row) => (row.price > 40000 ? 'mahal' : undefined),
    },
  ];
}

function props(overrides: Partial<ListTableProps<Item>> = {}): ListTableProps<Item> {
  return {
    rows: items,
    rowKey: (row) => row.id,
    columns: columnsCounting([]),
    sortField: null,
    sortOrder: 'asc',
    onSort: () => undefined,
    loading: false,
    emptyMessage: 'Tidak ada data',
    first: 0,
    pageSize: 20,
    total: 3,
    pageSizes: [20, 50, 100],
    pageReport: '{first}–{last} dari {totalRecords} data',
    onPage: () => undefined,
    ...overrides,
  };
}

const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('ListTable', () => {
  it('draws the rows in DataTable markup: striped, cell classes, and the empty message when none', () => {
    const { container, rerender } = renderWithI18n(<ListTable {...props()} />);
    const rows = container.querySelectorAll('.p-datatable-tbody > tr');
    expect([...rows].map((r) => r.textContent)).toEqual([
      'Kabel NYM12000',
      'MCB 10A45000',
      'Stop kontak18000',
    ]);
    expect([...rows].map((r) => r.className)).toEqual(['', 'p-row-odd', '']);
    expect(rows[1]?.querySelectorAll('td')[1]?.className).toBe('mahal');
    expect(screen.getByText('1–3 dari 3 data')).toBeTruthy();
    rerender(<ListTable {...props({ rows: [], total: 0 })} />);
    const empty = container.querySelector('.p-datatable-emptymessage td');
    expect(empty?.textContent).toBe('Tidak ada data');
    expect(empty?.getAttribute('colspan')).toBe('2');
  });

  it('sorts by a header: ascending, descending, then none; Enter and Space as a click', () => {
    const onSort = vi.fn();
    const { rerender } = renderWithI18n(<ListTable {...props({ onSort })} />);
    // a column without a sort field is not a control
    expect(header(/Harga/).getAttribute('tabindex')).toBeNull();
    expect(header(/Harga/).getAttribute('aria-sort')).toBeNull();
    expect(header(/Nama/).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(header(/Nama/));
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');

    rerender(<ListTable {...props({ onSort, sortField: 'name', sortOrder: 'asc' })} />);
    expect(header(/Nama/).getAttribute('aria-sort')).toBe('ascending');
    expect(header(/Nama/).className).toContain('p-highlight');
    fireEvent.keyDown(header(/Nama/), { key: 'Enter' });
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');

    rerender(<ListTable {...props({ onSort, sortField: 'name', sortOrder: 'desc' })} />);
    expect(header(/Nama/).getAttribute('aria-sort')).toBe('descending');
    fireEvent.keyDown(header(/Nama/), { key: ' ' });
    expect(onSort).toHaveBeenLastCalledWith(null, 'asc');
    fireEvent.keyDown(header(/Nama/), { key: 'a' });
    expect(onSort).toHaveBeenCalledTimes(3);
  });

  it('renders a row again only when the row or the columns change', () => {
    const calls: number[] = [];
    const columns = columnsCounting(calls);
    const { rerender } = renderWithI18n(<ListTable {...props({ columns })} />);
    expect(calls).toEqual([1, 2, 3]);
    calls.length = 0;
    // a new loading state, the same rows and columns: no row renders
    rerender(<ListTable {...props({ columns, loading: true })} />);
    expect(calls).toEqual([]);
    // one row replaced: that row only
    const changed = [items[0], { ...items[1], price: 46000 }, items[2]] as Item[];
    rerender(<ListTable {...props({ columns, rows: changed })} />);
    expect(calls).toEqual([2]);
    calls.length = 0;
    rerender(<ListTable {...props({ columns: columnsCounting(calls), rows: changed })} />);
    expect(calls).toEqual([1, 2, 3]);
  });

  it('shows the loading overlay, pages through the Paginator and names its page-size choice', () => {
    // PrimeReact's labels in the interface language, as the app binds them
    bindPrimeLocale(createTestI18n('id-ID'));
    const onPage = vi.fn();
    const { container } = renderWithI18n(
      <ListTable {...props({ onPage, loading: true, total: 45, first: 0, pageSize: 20 })} />,
    );
    expect(container.querySelector('.p-datatable-loading-overlay')).not.toBeNull();
    const paginator = container.querySelector('.p-paginator') as HTMLElement;
    fireEvent.click(within(paginator).getByRole('button', { name: 'Halaman 2' }));
    expect(onPage).toHaveBeenLastCalledWith(20, 20);
    // named by what it is, in the interface language (PrimeReact's own says "Jump to Page Dropdown")
    expect(within(paginator).getByRole('textbox', { name: 'Baris per halaman' })).toBeTruthy();
    expect(within(paginator).getByRole('button', { name: 'Baris per halaman' })).toBeTruthy();
  });
});
