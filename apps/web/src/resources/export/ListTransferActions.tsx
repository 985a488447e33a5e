import type { Resource, ScreenCan } from '@kantor/core';
import { Button } from 'primereact/button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** What the server's list answer said the caller may do (export; import: `x/import` and `x/add`). */
  can: Pick<ScreenCan, 'export' | 'import'>;
  state: ListState;
  routeFilter: RouteFilter | null;
  columns: string[];
  onColumns: (columns: string[]) => void;
  /** The list's record count, when loaded. */
  total?: number;
  /** A column's label as the list shows it: files and print are headed the same way. */
  labelOf?: (name: string) => string;
};

/** The list toolbar's saved views, import and export buttons with their dialogs. */
export function ListTransferActions({
  resource,
  can,
  state,
  routeFilter,
  columns,
  onColumns,
  total,
  labelOf,
}: ListTransferActionsProps) {
  const { t } = useTranslation();
  const abilities = can;
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
          <ImportDialog resource={resource} labelOf={labelOf} visible={open === 'import'} onHide={close} />
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
            labelOf={labelOf}
            visible={open === 'export'}
            onHide={close}
          />
        </Suspense>
      )}
    </>
  );
}
