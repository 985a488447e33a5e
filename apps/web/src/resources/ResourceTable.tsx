import type { ListAction, PageConfig, Resource } from '@kantor/core';
import { ProgressSpinner } from 'primereact/progressspinner';
import { type CSSProperties, memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigureGear } from '../app/configure/ConfigureGear.tsx';
import { useConfiguring } from '../app/configure/configure-mode.ts';
import { type RuleColour, ruleColourClass, ruleColourStyleSheet } from '../rules/rule-colours.ts';
import { NO_FACTS, useUserFacts } from '../session/use-user-facts.ts';
import { type ListColumn, ListTable } from '../ui/ListTable.tsx';
import type { Row } from './api-hooks.ts';
import { fieldValueNode, type ValueTexts } from './FieldValue.tsx';
import { ListActionLink } from './ListActionLink.tsx';
import { type ListState, PAGE_SIZES } from './list-query.ts';
import { evaluateColumnLogic, logicValueText, rowColours } from './page-rules.ts';
import { RowSelection, SelectAllBox, SelectRowBox } from './RowSelection.tsx';
import { fieldLabelKey, fieldOf, isSortable, optionTextOf, recordName } from './resource-fields.ts';
import { type Abilities, recordCan } from './use-resource-support.ts';

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
const NO_ACTIONS: readonly ListAction[] = [];

/**
 * The list as a ListTable (PrimeReact's DataTable markup without the component): the server pages,
 * sorts and filters. A memo: each render
 * walks every row again, so the page's renders that change nothing here (a query's status, the
 * session) must not reach it; its caller keeps the props' identity (issue 16).
 */
export const ResourceTable = memo(function ResourceTable(props: ResourceTableProps) {
  const { resource, columns, rows, total, state, loading, abilities, selection } = props;
  const { t, i18n } = useTranslation();
  const { config, labelOf } = props;
  const extraActions = props.extraActions ?? NO_ACTIONS;
  // configure mode (issue 37): a gear beside each header opens the rules of that column or the row actions
  const configuring = useConfiguring();
  // who is looking (`user.cabang`, `role.name`): read once per session, the same for every row; a list
  // without colours or column logic does not walk its rows again when the facts arrive
  const sessionFacts = useUserFacts();
  const readsRows = Boolean(
    config && (config.listColours.length > 0 || Object.keys(config.listColumnLogics).length > 0),
  );
  const facts = readsRows ? sessionFacts : NO_FACTS;
  // Colours per row, evaluated once per answer (Warnai List JSX); the style sheet holds only whitelisted colours.
  const colours = useMemo(() => {
    const map = new Map<Row, Colours>();
    if (config && config.listColours.length > 0)
      for (const row of rows) map.set(row, rowColours(config, row, facts));
    return map;
  }, [rows, config, facts]);
  const styleSheet = useMemo(
    () => ruleColourStyleSheet([...colours.values()].flatMap((c) => [c.row, ...Object.values(c.cells)])),
    [colours],
  );
  const texts: ValueTexts = useMemo(
    () => ({ language: i18n.language, yes: t('common.yes'), no: t('common.no'), option: optionTextOf(t) }),
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
        const result = evaluateColumnLogic(logic.expression, row, facts);
        cells[name] = result.ok ? logicValueText(result.value, texts) : null;
      }
      map.set(row, cells);
    }
    return map;
  }, [rows, config, texts, facts]);
  const { onView, onEdit, onDelete } = props;
  // The columns keep their identity while the answer, the role's configuration and the language do:
  // a row re-renders only when one of them changes (a selection, a query's status leave them alone).
  const tableColumns = useMemo(() => {
    const list: ListColumn<Row>[] = [];
    if (abilities.delete)
      list.push({
        key: '__select',
        header: <SelectAllBox label={t('list.actions.selectPage')} />,
        headerStyle: { width: '3rem' },
        // only a record the server lets the caller delete is selectable for the bulk delete
        body: (row) =>
          recordCan(row).delete ? (
            <SelectRowBox
              row={row}
              label={t('list.actions.selectRow', { name: recordName(resource, row) })}
            />
          ) : null,
      });
    for (const name of columns) {
      const field = fieldOf(resource, name);
      if (!field) continue;
      const header = labelOf ? labelOf(name) : t(fieldLabelKey(resource, name));
      const hasLogic = Boolean(config && Object.hasOwn(config.listColumnLogics, name));
      list.push({
        key: name,
        header: configuring ? (
          <span className="configure-label">
            {header}
            <ConfigureGear target={{ kind: 'column', route: `/${resource.name}`, name, label: header }} />
          </span>
        ) : (
          header
        ),
        sortField: isSortable(resource, name) ? name : undefined,
        bodyClassName: (row) => ruleColourClass(cellColour(colours, row, name)),
        body: (row) => {
          const text = hasLogic ? logicTexts.get(row)?.[name] : null;
          if (typeof text === 'string') return <span data-logic={name}>{text}</span>;
          const value = { field, value: row[name], label: row[`${name}_label`], title: header };
          return fieldValueNode({ ...value, resource: resource.name, name }, texts);
        },
      });
    }
    const actionLabels = {
      view: t('list.actions.view'),
      edit: t('list.actions.edit'),
      delete: t('list.actions.delete'),
    };
    const withActions = abilities.view || abilities.edit || abilities.delete || extraActions.length > 0;
    if (withActions)
      list.push({
        key: '__actions',
        header: configuring ? (
          <span className="configure-label">
            {t('list.actions.rowActions')}
            <ConfigureGear
              target={{
                kind: 'action',
                route: `/${resource.name}`,
                name: null,
                label: t('list.actions.rowActions'),
              }}
            />
          </span>
        ) : (
          t('list.actions.rowActions')
        ),
        style: { width: '1%' },
        body: (row) => (
          <RowActions
            row={row}
            resource={resource}
            abilities={abilities}
            extraActions={extraActions}
            labels={actionLabels}
            onView={onView}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ),
      });
    return list;
  }, [
    resource,
    columns,
    config,
    labelOf,
    t,
    texts,
    logicTexts,
    colours,
    abilities,
    extraActions,
    onView,
    onEdit,
    onDelete,
    configuring,
  ]);

  const pending = Boolean(props.pending);
  // "select all" selects what may be deleted, never a record the server would refuse
  const deletable = useMemo(() => rows.filter((row) => recordCan(row).delete), [rows]);
  // While pending the table is there but hidden: the paginator's CSS arrives once it has mounted, so a
  // table first shown with its rows would move when that CSS arrives.
  return (
    <div
      className={pending ? 'resource-table resource-table-pending' : 'resource-table'}
      style={pending ? ({ '--pending-rows': state.limit } as CSSProperties) : undefined}
      aria-busy={pending || undefined}
    >
      {pending && <PendingStatus label={t('common.loading')} />}
      {styleSheet && <style data-testid="rule-colours">{styleSheet}</style>}
      <RowSelection rows={deletable} selection={selection} onChange={props.onSelectionChange}>
        <ListTable<Row>
          rows={rows}
          rowKey={rowId}
          columns={tableColumns}
          rowClassName={(row) => ruleColourClass((colours.get(row) ?? NO_COLOURS).row)}
          sortField={state.sort}
          sortOrder={state.order}
          onSort={props.onSort}
          loading={loading}
          emptyMessage={pending ? PENDING_EMPTY : t('errors.noRecordFound')}
          first={(state.page - 1) * state.limit}
          pageSize={state.limit}
          total={total}
          pageSizes={PAGE_SIZES}
          pageReport={t('list.paging.report')}
          onPage={(first, limit) => props.onPage(Math.floor(first / limit) + 1, limit)}
          tableStyle={TABLE_STYLE}
        />
      </RowSelection>
    </div>
  );
});

const TABLE_STYLE: CSSProperties = { minWidth: '40rem' };
const rowId = (row: Row) => row.id as string | number;

function cellColour(colours: Map<Row, Colours>, row: Row, name: string): RuleColour | null {
  const cells = (colours.get(row) ?? NO_COLOURS).cells;
  return Object.hasOwn(cells, name) ? (cells[name] ?? null) : null;
}

type RowActionsProps = {
  row: Row;
  resource: Resource;
  abilities: Abilities;
  extraActions: readonly ListAction[];
  /** Translated by the table: an i18next subscription per row cost more than the row's buttons. */
  labels: { view: string; edit: string; delete: string };
  onView: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
};

/**
 * Plain buttons styled as PrimeReact's small rounded text buttons: three PrimeReact Buttons per row
 * (each with a Ripple, pass-through lookups and a second render once its styles load) were most of a
 * 100-row list's render.
 */
function RowActions(props: RowActionsProps) {
  const { row, resource, abilities, extraActions, labels, onView, onEdit, onDelete } = props;
  const name = recordName(resource, row);
  // the screen's abilities (server and role rules) and what the server said of this record
  const can = recordCan(row);
  // a posted document (a locked state) is never deleted: the server refuses, so the button is not offered
  const locked = Boolean(resource.states?.locked?.includes(String(row[resource.states.field] ?? '')));
  return (
    <span className="resource-row-actions">
      {abilities.view && can.view && (
        <RowButton icon="pi pi-eye" label={labels.view} name={name} onClick={() => onView(row)} />
      )}
      {abilities.edit && can.edit && (
        <RowButton
          icon="pi pi-pencil"
          severity="info"
          label={labels.edit}
          name={name}
          onClick={() => onEdit(row)}
        />
      )}
      {abilities.delete && can.delete && !locked && (
        <RowButton
          icon="pi pi-trash"
          severity="danger"
          label={labels.delete}
          name={name}
          onClick={() => onDelete(row)}
        />
      )}
      {extraActions.map((action) => (
        <ListActionLink key={action.id} action={action} row={row} rowName={name} />
      ))}
    </span>
  );
}

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
