import type { ListAction, PageConfig, Resource } from '@kantor/core';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { ProgressSpinner } from 'primereact/progressspinner';
import { type CSSProperties, memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RuleColour, ruleColourClass, ruleColourStyleSheet } from '../rules/rule-colours.ts';
import type { Row } from './api-hooks.ts';
import { fieldValueNode, type ValueTexts } from './FieldValue.tsx';
import { ListActionLink } from './ListActionLink.tsx';
import { type ListState, PAGE_SIZES } from './list-query.ts';
import { evaluateColumnLogic, logicValueText, rowColours } from './page-rules.ts';
import { RowSelection, SelectAllBox, SelectRowBox } from './RowSelection.tsx';
import { fieldLabelKey, fieldOf, isSortable } from './resource-fields.ts';
import type { Abilities } from './use-resource-support.ts';

export type ResourceTableProps = {
  resource: Resource;
  columns: readonly string[];
  rows: Row[];
  total: number;
  state: ListState;
  loading: boolean;
  abilities: Abilities;
  selection: Row[];
  onSelectionChange: (rows: Row[]) => void;
  onPage: (page: number, limit: number) => void;
  onSort: (field: string | null, order: 'asc' | 'desc') => void;
  onView: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** The role's configuration of the list: column logics and colours (Logika / Warnai List JSX). */
  config?: PageConfig;
  /** A column's header (default: the translated field label); role rules may replace it. */
  labelOf?: (name: string) => string;
  /** Add Action List buttons shown with the row actions. */
  extraActions?: readonly ListAction[];
  /**
   * No answer yet (the first load): the table's space is held for `state.limit` rows and the table is
   * hidden, so nothing moves when the rows arrive (the header's column widths follow the rows' content).
   */
  pending?: boolean;
};

type Colours = { row: RuleColour | null; cells: Record<string, RuleColour> };
const NO_COLOURS: Colours = { row: null, cells: {} };

/**
 * The list as a lazy PrimeReact DataTable: the server pages, sorts and filters. A memo: each render
 * walks every row again, so the page's renders that change nothing here (a query's status, the
 * session) must not reach it; its caller keeps the props' identity (issue 16).
 */
export const ResourceTable = memo(function ResourceTable(props: ResourceTableProps) {
  const { resource, columns, rows, total, state, loading, abilities, selection } = props;
  const { t, i18n } = useTranslation();
  const { config, labelOf } = props;
  const extraActions = props.extraActions ?? [];
  const rowActions = abilities.view || abilities.edit || abilities.delete || extraActions.length > 0;
  // Colours per row, evaluated once per answer (Warnai List JSX); the style sheet holds only whitelisted colours.
  const colours = useMemo(() => {
    const map = new Map<Row, Colours>();
    if (config && config.listColours.length > 0)
      for (const row of rows) map.set(row, rowColours(config, row));
    return map;
  }, [rows, config]);
  const styleSheet = useMemo(
    () => ruleColourStyleSheet([...colours.values()].flatMap((c) => [c.row, ...Object.values(c.cells)])),
    [colours],
  );
  const texts: ValueTexts = useMemo(
    () => ({ language: i18n.language, yes: t('common.yes'), no: t('common.no') }),
    [i18n.language, t],
  );
  // Column logics (Logika List JSX), also once per answer rather than on every render of every cell.
  const logicTexts = useMemo(() => {
    const map = new Map<Row, Record<string, string | null>>();
    const logics = config ? Object.entries(config.listColumnLogics) : [];
    if (logics.length === 0) return map;
    for (const row of rows) {
      const cells: Record<string, string | null> = Object.create(null);
      for (const [name, logic] of logics) {
        // the expression's value instead of the raw one; the raw one (null) on error
        const result = evaluateColumnLogic(logic.expression, row);
        cells[name] = result.ok ? logicValueText(result.value, texts) : null;
      }
      map.set(row, cells);
    }
    return map;
  }, [rows, config, texts]);
  const coloursOf = (row: Row) => colours.get(row) ?? NO_COLOURS;
  const cellColour = (row: Row, name: string) => {
    const cells = coloursOf(row).cells;
    return Object.hasOwn(cells, name) ? (cells[name] ?? null) : null;
  };

  const sortChanged = (event: DataTableSortEvent) => {
    if (!event.sortField || !event.sortOrder) props.onSort(null, 'asc');
    else props.onSort(event.sortField, event.sortOrder === -1 ? 'desc' : 'asc');
  };
  const pageChanged = (event: DataTablePageEvent) => {
    props.onPage(Math.floor(event.first / event.rows) + 1, event.rows);
  };

  // Plain buttons styled as PrimeReact's small rounded text buttons: three PrimeReact Buttons per row
  // (each with a Ripple, pass-through lookups and a second render once its styles load) were most of a
  // 100-row list's render.
  const actions = (row: Row) => {
    const name = String(row[resource.titleField] ?? row.id);
    // a posted document (a locked state) is never deleted: the server refuses, so the button is not offered
    const locked = Boolean(resource.states?.locked?.includes(String(row[resource.states.field] ?? '')));
    return (
      <span className="resource-row-actions">
        {abilities.view && (
          <RowButton
            icon="pi pi-eye"
            label={t('list.actions.view')}
            name={name}
            onClick={() => props.onView(row)}
          />
        )}
        {abilities.edit && (
          <RowButton
            icon="pi pi-pencil"
            severity="info"
            label={t('list.actions.edit')}
            name={name}
            onClick={() => props.onEdit(row)}
          />
        )}
        {abilities.delete && !locked && (
          <RowButton
            icon="pi pi-trash"
            severity="danger"
            label={t('list.actions.delete')}
            name={name}
            onClick={() => props.onDelete(row)}
          />
        )}
        {extraActions.map((action) => (
          <ListActionLink key={action.id} action={action} row={row} rowName={name} />
        ))}
      </span>
    );
  };

  const pending = Boolean(props.pending);
  // While pending the table is there but hidden: PrimeReact adds a component's CSS once its first
  // instance has mounted, so a table first shown with its rows would move when that CSS arrives.
  return (
    <div
      className={pending ? 'resource-table resource-table-pending' : 'resource-table'}
      style={pending ? ({ '--pending-rows': state.limit } as CSSProperties) : undefined}
      aria-busy={pending || undefined}
    >
      {pending && <PendingStatus label={t('common.loading')} />}
      {styleSheet && <style data-testid="rule-colours">{styleSheet}</style>}
      <RowSelection rows={rows} selection={selection} onChange={props.onSelectionChange}>
        <DataTable
          // DataTable re-renders a cell only when its row changes: a new language renders them all anew
          key={i18n.language}
          value={rows}
          lazy
          dataKey="id"
          paginator
          first={(state.page - 1) * state.limit}
          rows={state.limit}
          totalRecords={total}
          rowsPerPageOptions={[...PAGE_SIZES]}
          paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport"
          currentPageReportTemplate={t('list.paging.report')}
          onPage={pageChanged}
          sortField={state.sort ?? undefined}
          sortOrder={state.sort ? (state.order === 'desc' ? -1 : 1) : 0}
          onSort={sortChanged}
          removableSort
          loading={loading}
          emptyMessage={pending ? PENDING_EMPTY : t('errors.noRecordFound')}
          size="small"
          stripedRows
          scrollable
          tableStyle={{ minWidth: '40rem' }}
          rowClassName={(row: Row) => ruleColourClass(coloursOf(row).row)}
        >
          {abilities.delete && (
            <Column
              header={<SelectAllBox label={t('list.actions.selectPage')} />}
              headerStyle={{ width: '3rem' }}
              body={(row: Row) => (
                <SelectRowBox
                  row={row}
                  label={t('list.actions.selectRow', { name: String(row[resource.titleField] ?? row.id) })}
                />
              )}
            />
          )}
          {columns.map((name) => {
            const field = fieldOf(resource, name);
            if (!field) return null;
            const header = labelOf ? labelOf(name) : t(fieldLabelKey(resource, name));
            const hasLogic = Boolean(config && Object.hasOwn(config.listColumnLogics, name));
            const raw = (row: Row) =>
              fieldValueNode(
                {
                  field,
                  value: row[name],
                  label: row[`${name}_label`],
                  title: header,
                  resource: resource.name,
                  name,
                },
                texts,
              );
            return (
              <Column
                key={name}
                field={name}
                header={header}
                sortable={isSortable(resource, name)}
                bodyClassName={(row: Row) => ruleColourClass(cellColour(row, name)) ?? ''}
                body={(row: Row) => {
                  const text = hasLogic ? logicTexts.get(row)?.[name] : null;
                  return typeof text === 'string' ? <span data-logic={name}>{text}</span> : raw(row);
                }}
              />
            );
          })}
          {rowActions && (
            <Column header={t('list.actions.rowActions')} body={actions} style={{ width: '1%' }} />
          )}
        </DataTable>
      </RowSelection>
    </div>
  );
});

type RowButtonProps = {
  icon: string;
  label: string;
  /** The row's name: 'Lihat CV Maju' for assistive technology, the action alone as the tooltip. */
  name: string;
  severity?: 'info' | 'danger';
  onClick: () => void;
};

/** A row action with the markup and classes of PrimeReact's `<Button icon text rounded size="small">`. */
function RowButton({ icon, label, name, severity, onClick }: RowButtonProps) {
  const className = `p-button p-component p-button-icon-only p-button-text p-button-rounded p-button-sm${severity ? ` p-button-${severity}` : ''}`;
  return (
    <button
      type="button"
      className={className}
      aria-label={`${label} ${name}`}
      title={label}
      onClick={onClick}
    >
      <span className={`p-button-icon p-c ${icon}`} aria-hidden="true" />
      <span className="p-button-label p-c">{'\u00a0'}</span>
    </button>
  );
}

/** No "no record found" before the first answer. */
const PENDING_EMPTY = <span />;

/** The spinner over the table's reserved space while the first answer loads. */
function PendingStatus({ label }: { label: string }): ReactNode {
  return (
    <div className="resource-table-status" role="status" data-testid="resource-table-pending">
      <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} strokeWidth="4" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
