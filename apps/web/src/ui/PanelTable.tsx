import { lazy, type ReactNode, Suspense } from 'react';
import './panel-table.css';

/*
 * A small unpaged table for a record view's panels, in the markup and class names of PrimeReact 10's
 * DataTable (small, stacked on a phone), so lara-light-teal styles it as before, without the component:
 * DataTable's chunk is ~150 KB of script (31 KB compressed) that a job's view evaluated ~2 s into its
 * cold load for one panel of a few rows, and each of its cells resolves a dozen pass-through options
 * (ListTable.tsx says more). On a screen up to 640 px wide each row is a card, every value beside its
 * column's title (panel-table.css). A server-paged panel gets PrimeReact's Paginator (the list's look
 * and labels), a chunk of its own (chunk-groups.ts).
 */

export type PanelColumn<R> = {
  key: string;
  header: ReactNode;
  body: (row: R) => ReactNode;
  className?: string;
};

export type PanelTableProps<R> = {
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  columns: readonly (PanelColumn<R> | false | null | undefined)[];
  loading?: boolean;
  emptyMessage?: ReactNode;
  /** A server-paged table's page (zero-based index of its first row), size and total, and its change. */
  paging?: { first: number; rows: number; total: number; onPage: (first: number) => void };
};

// only a paged panel loads it (with the dropdown and number input it imports)
const Paginator = lazy(() => import('primereact/paginator').then((m) => ({ default: m.Paginator })));

const PAGER_LAYOUT = 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink';

export function PanelTable<R>({ rows, rowKey, columns, loading, emptyMessage, paging }: PanelTableProps<R>) {
  const shown = columns.filter((c): c is PanelColumn<R> => Boolean(c));
  return (
    <div className="p-datatable p-component p-datatable-sm panel-table">
      {loading && (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <i className="p-datatable-loading-icon pi pi-spinner pi-spin" aria-hidden="true" />
        </div>
      )}
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table">
          <thead className="p-datatable-thead">
            <tr>
              {shown.map((column) => (
                <th key={column.key} className={column.className}>
                  <span className="p-column-title">{column.header}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={shown.length}>{emptyMessage}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {shown.map((column) => (
                    <td key={column.key} className={column.className}>
                      <span className="p-column-title">{column.header}</span>
                      {column.body(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paging && paging.total > paging.rows && (
        <Suspense fallback={null}>
          <Paginator
            className="p-paginator-bottom"
            first={paging.first}
            rows={paging.rows}
            totalRecords={paging.total}
            template={PAGER_LAYOUT}
            onPageChange={(event) => paging.onPage(event.first)}
          />
        </Suspense>
      )}
    </div>
  );
}
