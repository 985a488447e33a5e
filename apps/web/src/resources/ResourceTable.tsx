import type { ListAction, PageConfig, Resource } from '@kantor/core';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import {
  DataTable,
  type DataTablePageEvent,
  type DataTableSelectionMultipleChangeEvent,
  type DataTableSortEvent,
} from 'primereact/datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RuleColour, ruleColourClass, ruleColourStyleSheet } from '../rules/rule-colours.ts';
import type { Row } from './api-hooks.ts';
import { FieldValue } from './FieldValue.tsx';
import { ListActionLink } from './ListActionLink.tsx';
import { type ListState, PAGE_SIZES } from './list-query.ts';
import { evaluateColumnLogic, logicValueText, rowColours } from './page-rules.ts';
import { fieldLabelKey, fieldOf, isSortable } from './resource-fields.ts';
import type { Abilities } from './use-resource-support.ts';

/**
 * PrimeReact's selection checkboxes put role="checkbox" and the label on the wrapper <div> around the
 * real <input type="checkbox"> (which gets the label too): a checkbox inside a checkbox, with no state
 * on the outer one. The wrapper goes back to a plain box; the input stays the one named control.
 */
const PLAIN_WRAPPER = { root: { role: undefined, 'aria-label': undefined } };
const SELECTION_CHECKBOX_PT = { rowCheckbox: PLAIN_WRAPPER, headerCheckbox: PLAIN_WRAPPER };

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
};

type Colours = { row: RuleColour | null; cells: Record<string, RuleColour> };
const NO_COLOURS: Colours = { row: null, cells: {} };

/** The list as a lazy PrimeReact DataTable: the server pages, sorts and filters. */
export function ResourceTable(props: ResourceTableProps) {
  const { resource, columns, rows, total, state, loading, abilities, selection } = props;
  const { t } = useTranslation();
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
  const coloursOf = (row: Row) => colours.get(row) ?? NO_COLOURS;
  const cellColour = (row: Row, name: string) => {
    const cells = coloursOf(row).cells;
    return Object.hasOwn(cells, name) ? (cells[name] ?? null) : null;
  };
  const logicOf = (name: string) =>
    config && Object.hasOwn(config.listColumnLogics, name) ? config.listColumnLogics[name] : undefined;

  const sortChanged = (event: DataTableSortEvent) => {
    if (!event.sortField || !event.sortOrder) props.onSort(null, 'asc');
    else props.onSort(event.sortField, event.sortOrder === -1 ? 'desc' : 'asc');
  };
  const pageChanged = (event: DataTablePageEvent) => {
    props.onPage(Math.floor(event.first / event.rows) + 1, event.rows);
  };

  const actions = (row: Row) => {
    const name = String(row[resource.titleField] ?? row.id);
    // a posted document (a locked state) is never deleted: the server refuses, so the button is not offered
    const locked = Boolean(resource.states?.locked?.includes(String(row[resource.states.field] ?? '')));
    return (
      <span className="resource-row-actions">
        {abilities.view && (
          <Button
            icon="pi pi-eye"
            text
            rounded
            size="small"
            aria-label={`${t('list.actions.view')} ${name}`}
            title={t('list.actions.view')}
            onClick={() => props.onView(row)}
          />
        )}
        {abilities.edit && (
          <Button
            icon="pi pi-pencil"
            text
            rounded
            size="small"
            severity="info"
            aria-label={`${t('list.actions.edit')} ${name}`}
            title={t('list.actions.edit')}
            onClick={() => props.onEdit(row)}
          />
        )}
        {abilities.delete && !locked && (
          <Button
            icon="pi pi-trash"
            text
            rounded
            size="small"
            severity="danger"
            aria-label={`${t('list.actions.delete')} ${name}`}
            title={t('list.actions.delete')}
            onClick={() => props.onDelete(row)}
          />
        )}
        {extraActions.map((action) => (
          <ListActionLink key={action.id} action={action} row={row} rowName={name} />
        ))}
      </span>
    );
  };

  return (
    <>
      {styleSheet && <style data-testid="rule-colours">{styleSheet}</style>}
      <DataTable
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
        selectionMode={abilities.delete ? 'checkbox' : null}
        selection={selection}
        onSelectionChange={(event: DataTableSelectionMultipleChangeEvent<Row[]>) =>
          props.onSelectionChange(event.value)
        }
        loading={loading}
        emptyMessage={t('errors.noRecordFound')}
        size="small"
        stripedRows
        scrollable
        tableStyle={{ minWidth: '40rem' }}
        rowClassName={(row: Row) => ruleColourClass(coloursOf(row).row)}
      >
        {abilities.delete && (
          <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} pt={SELECTION_CHECKBOX_PT} />
        )}
        {columns.map((name) => {
          const field = fieldOf(resource, name);
          if (!field) return null;
          const header = labelOf ? labelOf(name) : t(fieldLabelKey(resource, name));
          const logic = logicOf(name);
          const raw = (row: Row) => (
            <FieldValue
              field={field}
              value={row[name]}
              label={row[`${name}_label`]}
              title={header}
              resource={resource.name}
              name={name}
            />
          );
          return (
            <Column
              key={name}
              field={name}
              header={header}
              sortable={isSortable(resource, name)}
              bodyClassName={(row: Row) => ruleColourClass(cellColour(row, name)) ?? ''}
              body={(row: Row) => {
                if (!logic) return raw(row);
                // Logika List JSX: the expression's value instead of the raw one; the raw one on error.
                const result = evaluateColumnLogic(logic.expression, row);
                if (!result.ok) return raw(row);
                const text = logicValueText(result.value, { yes: t('common.yes'), no: t('common.no') });
                return <span data-logic={name}>{text}</span>;
              }}
            />
          );
        })}
        {rowActions && (
          <Column header={t('list.actions.rowActions')} body={actions} style={{ width: '1%' }} />
        )}
      </DataTable>
    </>
  );
}
