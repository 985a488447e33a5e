import { actionsOf, canViewRoute, isBlockedRoute, type Resource } from '@kantor/core';
import { Button } from 'primereact/button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.tsx';
import type { ListState, RouteFilter } from '../list-query.ts';
import { useViewAbilities } from '../views/views-api.ts';

// The dialogs load when first opened: a list's first paint shows only their buttons.
const ImportDialog = lazy(() =>
  import('../import/ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })),
);
const SavedViewsDialog = lazy(() =>
  import('../views/SavedViewsDialog.tsx').then((m) => ({ default: m.SavedViewsDialog })),
);
const ExportDialog = lazy(() => import('./ExportDialog.tsx').then((m) => ({ default: m.ExportDialog })));

type DialogName = 'views' | 'import' | 'export';

export type ListTransferActionsProps = {
  resource: Resource;
  state: ListState;
  routeFilter: RouteFilter | null;
  columns: string[];
  onColumns: (columns: string[]) => void;
  /** The list's record count, when loaded. */
  total?: number;
};

/**
 * What the pages list allows, less what a role rule blocks: export (`x/export`) and import (`x/import`
 * and `x/add`, writable resources only), as the server decides them.
 */
export function useTransferAbilities(resource: Resource): { export: boolean; import: boolean } {
  const { pages, blockedRoutes } = useSession();
  return useMemo(() => {
    const actions = actionsOf(resource.name);
    const can = (action: string) => {
      const path = `/${resource.name}/${action}`;
      return canViewRoute(pages, path, actions) && !isBlockedRoute(blockedRoutes, path);
    };
    return { export: can('export'), import: !resource.readOnly && can('import') && can('add') };
  }, [pages, blockedRoutes, resource]);
}

/** The list toolbar's saved views, import and export buttons with their dialogs. */
export function ListTransferActions({
  resource,
  state,
  routeFilter,
  columns,
  onColumns,
  total,
}: ListTransferActionsProps) {
  const { t } = useTranslation();
  const abilities = useTransferAbilities(resource);
  const views = useViewAbilities();
  const [open, setOpen] = useState<DialogName | null>(null);
  // a dialog stays mounted from its first opening on (it keeps its closing animation after that)
  const [used, setUsed] = useState<ReadonlySet<DialogName>>(new Set());
  const show = (name: DialogName) => {
    setUsed((before) => (before.has(name) ? before : new Set([...before, name])));
    setOpen(name);
  };
  const close = () => setOpen(null);
  const current = useMemo(() => ({ state, routeFilter, columns }), [state, routeFilter, columns]);

  return (
    <>
      {views.list && (
        <Button
          type="button"
          icon="pi pi-bookmark"
          label={t('transfer.actions.views')}
          outlined
          onClick={() => show('views')}
        />
      )}
      {abilities.import && (
        <Button
          type="button"
          icon="pi pi-upload"
          label={t('transfer.actions.import')}
          outlined
          onClick={() => show('import')}
        />
      )}
      {abilities.export && (
        <Button
          type="button"
          icon="pi pi-download"
          label={t('transfer.actions.export')}
          outlined
          onClick={() => show('export')}
        />
      )}
      {views.list && used.has('views') && (
        <Suspense fallback={null}>
          <SavedViewsDialog
            resource={resource}
            current={current}
            onColumns={onColumns}
            visible={open === 'views'}
            onHide={close}
          />
        </Suspense>
      )}
      {abilities.import && used.has('import') && (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} visible={open === 'import'} onHide={close} />
        </Suspense>
      )}
      {abilities.export && used.has('export') && (
        <Suspense fallback={null}>
          <ExportDialog
            resource={resource}
            state={state}
            routeFilter={routeFilter}
            columns={columns}
            total={total}
            visible={open === 'export'}
            onHide={close}
          />
        </Suspense>
      )}
    </>
  );
}
