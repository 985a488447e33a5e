import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { useSessionStore } from '../../app/session-context.tsx';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { useHeldRoleIds } from '../../session/use-held-roles.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { PermissionTable } from './PermissionTable.tsx';
import { diffSelection, filterRows, rowPages, setPages } from './permission-grid.ts';
import { gridKey, rolesApi, usePermissionGrid } from './roles-api.ts';
import { usePageTitles } from './use-page-titles.ts';
import './roles.css';

/**
 * `roles/permissionmulti/{id}`: every page and action of the product for one role, set many at once
 * (rows, columns, everything shown), filtered by name, saved in one request. Signed-in users of that
 * role get the new pages at their next page load.
 */
export function PermissionMultiPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const grid = usePermissionGrid(id);
  const client = useQueryClient();
  const heldRoles = useHeldRoleIds();
  const sessionStore = useSessionStore();
  const titleOf = usePageTitles();
  // The admin's edits, or null for none: the checks show the role's pages from the first render with
  // data (an effect copying them in left one render of empty boxes), and a new answer drops the edits.
  const [edited, setEdited] = useState<{ from: unknown; pages: Set<string> } | null>(null);
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const granted = grid.data?.granted;
  const selected = useMemo(
    () => (edited && edited.from === granted ? edited.pages : new Set(granted ?? [])),
    [edited, granted],
  );
  const select = (pages: Set<string>) => setEdited({ from: granted, pages });

  const groups = useMemo(
    () => (grid.data?.groups ?? []).map((g) => ({ ...g, rows: filterRows(g.rows, filter, titleOf) })),
    [grid.data, filter, titleOf],
  );
  const change = useMemo(() => diffSelection(grid.data?.granted ?? [], selected), [grid.data, selected]);
  const shownPages = groups.flatMap((g) => g.rows.flatMap(rowPages));
  const changes = change.grant.length + change.revoke.length;

  async function save() {
    setBusy(true);
    try {
      const saved = await rolesApi.savePermissions(id, change);
      toast.success(
        t('roles.permissions.saved', { added: saved.added.length, removed: saved.removed.length }),
      );
      await client.invalidateQueries({ queryKey: gridKey(id) });
      // the admin's own menu follows at once when they changed one of their own roles
      if (heldRoles.includes(Number(id))) await sessionStore.refreshUser();
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  if (grid.isLoading) return <Spinner />;
  if (!grid.data) return <Message severity="error" text={t('roles.common.notFound')} />;
  return (
    <section className="perm-page" data-testid="permission-multi">
      <header className="perm-header">
        <h1>{t('roles.permissions.title', { role: grid.data.role.role_name })}</h1>
        <p>{t('roles.permissions.intro')}</p>
      </header>
      <div className="perm-toolbar">
        <InputText
          type="search"
          value={filter}
          placeholder={t('roles.permissions.filter')}
          aria-label={t('roles.permissions.filter')}
          onChange={(e) => setFilter(e.target.value)}
          data-testid="perm-filter"
        />
        <Button
          type="button"
          outlined
          label={t('roles.permissions.selectShown')}
          onClick={() => select(setPages(selected, shownPages, true))}
        />
        <Button
          type="button"
          outlined
          label={t('roles.permissions.clearShown')}
          onClick={() => select(setPages(selected, shownPages, false))}
        />
        <Button
          type="button"
          text
          label={t('roles.permissions.reset')}
          disabled={changes === 0}
          onClick={() => setEdited(null)}
        />
        <Button
          type="button"
          icon="pi pi-save"
          label={t('roles.permissions.save', { count: changes })}
          disabled={changes === 0}
          loading={busy}
          onClick={() => void save()}
          data-testid="perm-save"
        />
      </div>
      {grid.data.unknown.length > 0 && (
        <Message
          severity="warn"
          text={t('roles.permissions.unknown', { pages: grid.data.unknown.join(', ') })}
        />
      )}
      {groups.map((group) => (
        <PermissionTable
          key={group.kind}
          kind={group.kind}
          rows={group.rows}
          actions={grid.data!.actions}
          selected={selected}
          onSelect={select}
          titleOf={titleOf}
        />
      ))}
      {shownPages.length === 0 && <p>{t('roles.permissions.nothingShown')}</p>}
    </section>
  );
}
