import { actionsOf, canViewRoute, isBlockedRoute, type Resource } from '@kantor/core';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context.tsx';
import { ImportDialog } from '../import/ImportDialog.tsx';
import type { ListState, RouteFilter } from '../list-query.ts';
import { SavedViewsDialog } from '../views/SavedViewsDialog.tsx';
import { useViewAbilities } from '../views/views-api.ts';
import { ExportDialog } from './ExportDialog.tsx';

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
  const [open, setOpen] = useState<'views' | 'import' | 'export' | null>(null);
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
          onClick={() => setOpen('views')}
        />
      )}
      {abilities.import && (
        <Button
          type="button"
          icon="pi pi-upload"
          label={t('transfer.actions.import')}
          outlined
          onClick={() => setOpen('import')}
        />
      )}
      {abilities.export && (
        <Button
          type="button"
          icon="pi pi-download"
          label={t('transfer.actions.export')}
          outlined
          onClick={() => setOpen('export')}
        />
      )}
      {views.list && (
        <SavedViewsDialog
          resource={resource}
          current={current}
          onColumns={onColumns}
          visible={open === 'views'}
          onHide={close}
        />
      )}
      {abilities.import && <ImportDialog resource={resource} visible={open === 'import'} onHide={close} />}
      {abilities.export && (
        <ExportDialog
          resource={resource}
          state={state}
          routeFilter={routeFilter}
          columns={columns}
          total={total}
          visible={open === 'export'}
          onHide={close}
        />
      )}
    </>
  );
}
