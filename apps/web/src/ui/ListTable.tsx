import { ariaLabel } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import {
  Paginator,
  type PaginatorPageChangeEvent,
  type PaginatorRowsPerPageDropdownOptions,
} from 'primereact/paginator';
import { type CSSProperties, type KeyboardEvent, memo, type ReactNode } from 'react';
import './list-table.css';

/*
 * A server-paged table in the markup and class names of PrimeReact 10's DataTable (small, striped,
 * scrollable), so lara-light-teal and theme-states.css style it as before, without the component.
 * DataTable renders each cell through a component of its own that resolves a dozen pass-through and
 * column options by name (case-insensitive look-ups, merged objects); for a 100-row page that machinery
 * was most of the render, and the render most of the page's blocking time on a slow phone (issue 16).
 * Here a cell is a <td> and a row re-renders only when its row, its position's stripe or its columns
 * change. PrimeReact's Paginator stays: one instance, and its look, keys and labels are the theme's.
 */

export type ListColumn<R> = {
  key: string;
  header: ReactNode;
  /** The field the server sorts by when the header is clicked; not sortable without one. */
  sortField?: string;
  headerStyle?: CSSProperties;
  style?: CSSProperties;
  body: (row: R) => ReactNode;
  bodyClassName?: (row: R) => string | undefined;
};

export type ListTableProps<R> = {
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** The columns, kept by identity between renders: a new array re-renders every row. */
  columns: readonly ListColumn<R>[];
  rowClassName?: (row: R) => string | undefined;
  sortField: string | null;
  sortOrder: 'asc' | 'desc';
  /** The next sort of a header's click: ascending, then descending, then none. */
  onSort: (field: string | null, order: 'asc' | 'desc') => void;
  loading: boolean;
  emptyMessage: ReactNode;
  /** Zero-based index of the page's first row, rows per page, and the total the server counted. */
  first: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  pageReport: string;
  onPage: (first: number, pageSize: number) => void;
  tableStyle?: CSSProperties;
};

const PAGINATOR_LAYOUT =
  'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport';

export function ListTable<R>(props: ListTableProps<R>) {
  const { rows, columns, rowKey, rowClassName, sortField, sortOrder } = props;
  const sortBy = (field: string) => {
    if (sortField !== field) props.onSort(field, 'asc');
    else if (sortOrder === 'asc') props.onSort(field, 'desc');
    else props.onSort(null, 'asc');
  };
  return (
    <div className="p-datatable p-component p-datatable-scrollable p-datatable-striped p-datatable-sm">
      {props.loading && (
        <div className="p-datatable-loading-overlay p-component-overlay">
          <i className="p-datatable-loading-icon pi pi-spinner pi-spin" aria-hidden="true" />
        </div>
      )}
      <div className="p-datatable-wrapper">
        <table className="p-datatable-table p-datatable-scrollable-table" style={props.tableStyle}>
          <thead className="p-datatable-thead">
            <tr>
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  column={column}
                  sorted={column.sortField !== undefined && column.sortField === sortField}
                  order={sortOrder}
                  onSort={sortBy}
                />
              ))}
            </tr>
          </thead>
          <tbody className="p-datatable-tbody">
            {rows.length === 0 ? (
              <tr className="p-datatable-emptymessage">
                <td colSpan={columns.length}>{props.emptyMessage}</td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <BodyRow
                  key={rowKey(row)}
                  row={row}
                  odd={index % 2 === 1}
                  columns={columns}
                  className={rowClassName?.(row)}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator
        className="p-paginator-bottom"
        first={props.first}
        rows={props.pageSize}
        totalRecords={props.total}
        rowsPerPageOptions={[...props.pageSizes]}
        template={{ layout: PAGINATOR_LAYOUT, RowsPerPageDropdown: rowsPerPage }}
        currentPageReportTemplate={props.pageReport}
        onPageChange={(event: PaginatorPageChangeEvent) => props.onPage(event.first, event.rows)}
      />
    </div>
  );
}

/**
 * The rows-per-page choice as the Paginator draws it, named by what it is: the Paginator's own label
 * ("Jump to Page Dropdown") comes from an English copy of the locale inside its bundle.
 */
function rowsPerPage(options: PaginatorRowsPerPageDropdownOptions): ReactNode {
  const label = ariaLabel('rowsPerPageLabel', {});
  // `aria-label` names the field, `ariaLabel` the button that opens the list
  return (
    <Dropdown
      value={options.value}
      options={options.options}
      onChange={options.onChange}
      aria-label={label}
      ariaLabel={label}
    />
  );
}

const SORT_ICON = { none: 'pi-sort-alt', asc: 'pi-sort-amount-up-alt', desc: 'pi-sort-amount-down' };
const ARIA_SORT = { none: 'none', asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<R>({
  column,
  sorted,
  order,
  onSort,
}: {
  column: ListColumn<R>;
  sorted: boolean;
  order: 'asc' | 'desc';
  onSort: (field: string) => void;
}) {
  const field = column.sortField;
  const title = <span className="p-column-title">{column.header}</span>;
  if (field === undefined)
    return (
      <th style={column.headerStyle}>
        <div className="p-column-header-content">{title}</div>
      </th>
    );
  const state = sorted ? order : 'none';
  const keyDown = (event: KeyboardEvent) => {
    // as DataTable: Enter and Space sort a focused header
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSort(field);
    }
  };
  return (
    <th
      className={sorted ? 'p-sortable-column p-highlight' : 'p-sortable-column'}
      style={column.headerStyle}
      tabIndex={0}
      aria-sort={ARIA_SORT[state]}
      onClick={() => onSort(field)}
      onKeyDown={keyDown}
    >
      <div className="p-column-header-content">
        {title}
        <span className={`p-sortable-column-icon pi ${SORT_ICON[state]}`} aria-hidden="true" />
      </div>
    </th>
  );
}

type BodyRowProps<R> = {
  row: R;
  odd: boolean;
  columns: readonly ListColumn<R>[];
  className: string | undefined;
};

const BodyRow = memo(function BodyRow<R>({ row, odd, columns, className }: BodyRowProps<R>) {
  const classes = [odd ? 'p-row-odd' : '', className ?? ''].join(' ').trim();
  return (
    <tr className={classes || undefined}>
      {columns.map((column) => (
        <td key={column.key} className={column.bodyClassName?.(row) || undefined} style={column.style}>
          {column.body(row)}
        </td>
      ))}
    </tr>
  );
}) as <R>(props: BodyRowProps<R>) => ReactNode;
