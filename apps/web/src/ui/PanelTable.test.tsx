import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanelTable } from './PanelTable.tsx';

afterEach(cleanup);

type Line = { id: number; item: string; qty: number };
const lines: Line[] = [
  { id: 7, item: 'Pipa tembaga', qty: 3 },
  { id: 9, item: 'Kabel NYM', qty: 5 },
];
const columns = [
  { key: 'item', header: 'Material', body: (l: Line) => l.item },
  { key: 'qty', header: 'Jumlah', body: (l: Line) => `${l.qty} m`, className: 'num' },
];

describe('PanelTable', () => {
  it('draws a header and a row per record, each cell with its column title for the phone layout', () => {
    render(<PanelTable rows={lines} rowKey={(l) => l.id} columns={columns} />);
    const table = screen.getByRole('table');
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Material', 'Jumlah']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['MaterialPipa tembaga', 'Jumlah3 m'],
      ['MaterialKabel NYM', 'Jumlah5 m'],
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[1]!.className).toBe('num');
  });

  it('leaves out a column given as false (a role that may not act) and says when there is nothing', () => {
    render(
      <PanelTable<Line>
        rows={[]}
        rowKey={(l) => l.id}
        columns={[...columns, false && { key: 'x', header: 'Aksi', body: () => 'x' }]}
        emptyMessage="Belum ada material"
      />,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    const empty = screen.getByText('Belum ada material');
    expect(empty.closest('td')!.getAttribute('colspan')).toBe('2');
  });

  it('shows a pager only when the server has more than a page, and asks for the page clicked', async () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <PanelTable
        rows={lines}
        rowKey={(l) => l.id}
        columns={columns}
        paging={{ first: 0, rows: 2, total: 2, onPage }}
      />,
    );
    expect(document.querySelector('.p-paginator')).toBeNull();
    rerender(
      <PanelTable
        rows={lines}
        rowKey={(l) => l.id}
        columns={columns}
        paging={{ first: 0, rows: 2, total: 5, onPage }}
      />,
    );
    // the paginator's chunk loads on first use
    const third = await screen.findByText('3', { selector: 'button.p-paginator-page' });
    fireEvent.click(third);
    expect(onPage).toHaveBeenCalledWith(4);
  });
});
