import { actionsOf, parseRoutePath, type Resource } from '@kantor/core';
import { ConfirmDialog } from 'primereact/confirmdialog';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../app/Spinner.tsx';
import { showRequestError } from '../ui/index.ts';
import { type Row, useDeleteRecords, useResourceList } from './api-hooks.ts';
import { ListTransferActions } from './export/ListTransferActions.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import {
  buildListQuery,
  type ListState,
  listStateToSearch,
  type RouteFilter,
  readListState,
} from './list-query.ts';
import {
  ruleAbilities,
  ruleFilterFields,
  ruleFilterLabel,
  ruleListActions,
  withoutHidden,
} from './page-rules.ts';
import type { FormDialog } from './RecordDialog.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import { RouteFilterChip } from './RouteFilterChip.tsx';
import { fieldLabelKey, filterFields, selectableColumns } from './resource-fields.ts';
import { useBuiltInRowActions } from './row-actions.ts';
import { useColumnChoice } from './use-column-choice.ts';
import { useConfirmDelete } from './use-confirm-delete.ts';
import { type ResourceRules, useResourceRules } from './use-page-rules.ts';
import { useApiLanguage, useResourceCan } from './use-resource-support.ts';
import { everyListTools, listToolsOf } from './view-panels.ts';
import './resources.css';

// The add/edit form (every input kind, the date picker, uploads) and the filter sidebar load when first
// opened: a list's first paint needs neither.
const RecordDialog = lazy(() => import('./RecordDialog.tsx').then((m) => ({ default: m.RecordDialog })));
const FilterDrawer = lazy(() =>
  import('./filters/FilterDrawer.tsx').then((m) => ({ default: m.FilterDrawer })),
);

// "Dokumen massal" (a ZIP of documents over the list's filter), shown when the resource has templates.

const NO_ROWS: Row[] = [];

/** The filter of `/x/{field}/{value}` and `/x/index/{field}/{value}`, if the route has one. */
export function routeFilterOf(resource: Resource, pathname: string): RouteFilter | null {
  const parsed = parseRoutePath(pathname, actionsOf(resource.name));
  return parsed.fieldName && parsed.fieldValue !== undefined
    ? { field: parsed.fieldName, value: parsed.fieldValue }
    : null;
}

/** Sidebar filters without those of fields the role may not see or filter by. */
function allowedFilters(filters: Readonly<Record<string, string>>, allowed: ReadonlySet<string>) {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => allowed.has(key.split('__')[0]!)));
}

/**
 * The list screen of any resource: server-side paging, sorting, search and filters kept in the URL,
 * row actions by permission, bulk delete, and add/edit in dialogs; shaped by the role's rules for
 * `/{resource}` (hidden and relabelled columns, filters, extra row actions, column logic and colours,
 * header title, hidden add and row buttons). The spinner shows until the rules are loaded.
 */
export function ResourceListPage({ resource }: { resource: Resource }) {
  const rules = useResourceRules(resource, `/${resource.name}`);
  if (!rules.ready) return <Spinner />;
  return <ResourceListScreen resource={resource} rules={rules} />;
}

function ResourceListScreen({ resource, rules }: { resource: Resource; rules: ResourceRules }) {
  useApiLanguage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { config, labelOf } = rules;
  const filterNames = useMemo(() => ruleFilterFields(config, filterFields(resource)), [config, resource]);
  const state = useMemo(() => {
    const read = readListState(resource, params);
    return { ...read, filters: allowedFilters(read.filters, new Set(filterNames)) };
  }, [resource, params, filterNames]);
  const routeFilter = useMemo(() => routeFilterOf(resource, pathname), [resource, pathname]);
  const query = useMemo(() => buildListQuery(resource, state, routeFilter), [resource, state, routeFilter]);
  const list = useResourceList(resource.name, query);
  // what the server said the caller may do here (the answer's `can`), narrowed by the role's hide rules;
  // each row's own `_can` then decides its edit and delete (ResourceTable)
  const can = useResourceCan(list.data?.can);
  const abilities = useMemo(() => ruleAbilities(can, config), [can, config]);
  const [columns, setColumns] = useColumnChoice(resource, config.hiddenFields);
  const columnNames = useMemo(() => withoutHidden(config, selectableColumns(resource)), [config, resource]);
  const filterLabelOf = useCallback(
    (name: string) => ruleFilterLabel(config, name, t(fieldLabelKey(resource, name))),
    [config, resource, t],
  );
  const builtInActions = useBuiltInRowActions(resource.name);
  const extraActions = useMemo(
    () => [...builtInActions, ...ruleListActions(config)],
    [builtInActions, config],
  );
  const [selection, setSelection] = useState<Row[]>([]);
  const [dialog, setDialog] = useState<FormDialog | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // mounted from their first opening on (they keep their closing animation after that)
  const [filtersUsed, setFiltersUsed] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const openDialog = useCallback((next: FormDialog) => {
    setDialogUsed(true);
    setDialog(next);
  }, []);
  const remove = useDeleteRecords(resource.name, () => setSelection([]));
  const removeRecords = remove.mutate;
  const tagKey = `delete-${resource.name}`;
  const confirmDelete = useConfirmDelete(tagKey);

  useEffect(() => {
    if (list.error) showRequestError(list.error);
  }, [list.error]);

  // Each change builds on the last state asked for, not on the one its render saw: the paginator puts an
  // out-of-range page right in an effect after the rows arrive, and when that effect runs late (a busy
  // device runs it after the user's click) a change built on its render's state would undo the click's
  // sort. A new URL from elsewhere (back button, a link) becomes the base again.
  const asked = useRef(state);
  useLayoutEffect(() => {
    asked.current = state;
  }, [state]);
  const update = useCallback(
    (patch: Partial<ListState>, replace = false) => {
      asked.current = { ...asked.current, ...patch };
      setParams(listStateToSearch(asked.current), { replace });
    },
    [setParams],
  );
  // The table (memo) draws its rows again only when something it shows changes: its handlers keep
  // their identity across the renders a load brings (query status, session, rules), so those leave
  // the 100 rows alone.
  const onPage = useCallback((page: number, limit: number) => update({ page, limit }), [update]);
  const onSort = useCallback(
    (sort: string | null, order: 'asc' | 'desc') => update({ sort, order, page: 1 }),
    [update],
  );
  const onView = useCallback(
    (row: Row) => navigate(`/${resource.name}/view/${encodeURIComponent(String(row.id))}`),
    [navigate, resource.name],
  );
  const onEdit = useCallback((row: Row) => openDialog({ mode: 'edit', id: String(row.id) }), [openDialog]);
  const onDelete = useCallback(
    (row: Row) => confirmDelete(() => removeRecords([row.id])),
    [confirmDelete, removeRecords],
  );
  // The rows render as a transition (React renders it in slices, between which the page stays
  // responsive); until then the table keeps the previous answer, or its reserved space on the first load.
  const answer = useDeferredValue(list.data);
  const rows = answer?.records ?? NO_ROWS;
  const routeLabel = routeFilter ? rows[0]?.[`${routeFilter.field}_label`] : undefined;

  return (
    <section className="resource-page" data-testid="resource-list">
      <header className="resource-page-header">
        <h1>{config.headerTitle ?? t(resource.labelKey)}</h1>
      </header>
      <ListToolbar
        resource={resource}
        search={state.search}
        onSearch={(search) => update({ search, page: 1 }, true)}
        filterCount={Object.keys(state.filters).length}
        onOpenFilters={() => {
          setFiltersUsed(true);
          setFiltersOpen(true);
        }}
        columns={columns}
        onColumns={setColumns}
        canAdd={abilities.add}
        onAdd={() => openDialog({ mode: 'add' })}
        selectedCount={selection.length}
        onDeleteSelected={() => confirmDelete(() => removeRecords(selection.map((row) => row.id)))}
        onRefresh={() => void list.refetch()}
        columnNames={columnNames}
        labelOf={labelOf}
        hasFilters={filterNames.length > 0}
        extra={
          <>
            {listToolsOf(resource.name).map((Tool, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the tool list of a resource is fixed
              <Suspense key={i} fallback={null}>
                <Tool resource={resource.name} />
              </Suspense>
            ))}
            {everyListTools().map((Tool, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the tools of every list are fixed
              <Suspense key={`every-${i}`} fallback={null}>
                <Tool resource={resource} state={state} routeFilter={routeFilter} />
              </Suspense>
            ))}
            <ListTransferActions
              resource={resource}
              can={can}
              state={state}
              routeFilter={routeFilter}
              columns={columns}
              onColumns={setColumns}
              total={list.data?.totalRecords}
              labelOf={labelOf}
            />
          </>
        }
      />
      {routeFilter && (
        <RouteFilterChip
          resource={resource}
          filter={routeFilter}
          label={routeLabel}
          fieldLabel={labelOf(routeFilter.field)}
          onRemove={() => navigate({ pathname: `/${resource.name}`, search: params.toString() })}
        />
      )}
      <ResourceTable
        resource={resource}
        columns={columns}
        rows={rows}
        total={answer?.totalRecords ?? 0}
        state={state}
        loading={list.isFetching || answer !== list.data}
        pending={answer === undefined && !list.error}
        abilities={abilities}
        selection={selection}
        onSelectionChange={setSelection}
        onPage={onPage}
        onSort={onSort}
        onView={onView}
        onEdit={onEdit}
        onDelete={onDelete}
        config={config}
        labelOf={labelOf}
        extraActions={extraActions}
      />
      {filtersUsed && (
        <Suspense fallback={null}>
          <FilterDrawer
            resource={resource}
            visible={filtersOpen}
            onHide={() => setFiltersOpen(false)}
            filters={state.filters}
            names={filterNames}
            labelOf={filterLabelOf}
            title={config.filterHeading}
            onApply={(filters) => {
              setFiltersOpen(false);
              update({ filters, page: 1 });
            }}
          />
        </Suspense>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <RecordDialog
            resource={resource}
            dialog={dialog}
            onClose={() => setDialog(null)}
            // a new record opens on its view (its lines and documents are added there), when the role may
            onAdded={
              abilities.view
                ? (record) => navigate(`/${resource.name}/view/${encodeURIComponent(String(record.id))}`)
                : undefined
            }
          />
        </Suspense>
      )}
      <ConfirmDialog tagKey={tagKey} />
    </section>
  );
}
