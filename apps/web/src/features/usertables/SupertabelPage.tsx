import { isAdminRoleId } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { useSessionStore } from '../../app/session-context.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import type { DraftColumn, toDesign } from './design.ts';
import { TableEditor } from './TableEditor.tsx';
import { type TableOverview, USER_TABLES_KEY, userTablesApi } from './user-tables.ts';
import './usertables.css';

const OVERVIEW_KEY = ['supertabel'] as const;
type Editing = { name: string | null; columns: DraftColumn[]; roles: number[] };

/**
 * `/supertabel`: the admin's own tables. Each is defined here (columns and the roles that use it) and
 * then opens as `/tabel_{name}` with the generic list, filters, view, form and export.
 */
export function SupertabelPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const overview = useQuery({ queryKey: OVERVIEW_KEY, queryFn: userTablesApi.overview });
  const roles = useQuery({ queryKey: ['supertabel-roles'], queryFn: userTablesApi.roles });
  const [editing, setEditing] = useState<Editing | null>(null);

  async function changed() {
    await sessionStore.refreshUser();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_TABLES_KEY }),
      queryClient.invalidateQueries({ queryKey: ['custom-menu'] }),
    ]);
  }

  async function save(name: string, columns: ReturnType<typeof toDesign>, chosen: number[]) {
    const answer = await userTablesApi.save(name, columns, chosen);
    toast.success(t('usertables.saved', { name: answer.table.label }));
    setEditing(null);
    await changed();
  }

  function confirmRemove(table: TableOverview) {
    confirmDialog({
      tagKey: 'usertable-delete',
      header: t('usertables.deleteTitle', { name: table.label }),
      message: t('usertables.confirmDelete', { name: table.label }),
      icon: 'pi pi-trash',
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      acceptClassName: 'p-button-danger',
      accept: () =>
        void userTablesApi
          .remove(table.name)
          .then(async () => {
            toast.success(t('usertables.deleted', { name: table.label }));
            await changed();
          })
          .catch(showRequestError),
    });
  }

  if (overview.isPending) return <Spinner />;
  const tables = overview.data?.tables ?? [];
  const allRoles = roles.data?.records ?? [];
  const roleName = (id: number) => allRoles.find((r) => r.id === id)?.role_name ?? String(id);

  return (
    <div className="usertables-page">
      <ConfirmDialog tagKey="usertable-delete" />
      <header className="usertables-head">
        <h1>{t('usertables.title')}</h1>
        {!editing && (
          <Button
            icon="pi pi-plus"
            label={t('usertables.newTable')}
            onClick={() =>
              setEditing({
                name: null,
                columns: [],
                roles: allRoles.filter((r) => isAdminRoleId(r.id)).map((r) => r.id),
              })
            }
          />
        )}
      </header>
      <p className="usertable-hint">{t('usertables.intro')}</p>
      {editing ? (
        <TableEditor
          key={editing.name ?? 'new'}
          name={editing.name}
          columns={editing.columns}
          roles={editing.roles}
          allRoles={allRoles}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : tables.length === 0 ? (
        <p data-testid="usertables-empty">{t('usertables.empty')}</p>
      ) : (
        <ul className="usertables-list">
          {tables.map((table) => (
            <li key={table.name} className="usertables-card" data-testid={`usertable-${table.name}`}>
              <div>
                <h2>{table.label}</h2>
                <p className="usertable-hint">
                  {t('usertables.summary', { columns: table.columns.length, rows: table.rows })}
                </p>
                <p className="usertable-hint">
                  {t('usertables.usedBy')}: {table.roles.map(roleName).join(', ') || '—'}
                </p>
              </div>
              <div className="usertables-actions">
                <Link className="p-button p-button-sm" to={`/${table.resource}`}>
                  {t('usertables.open')}
                </Link>
                <Button
                  size="small"
                  outlined
                  icon="pi pi-pencil"
                  label={t('usertables.edit')}
                  onClick={() =>
                    setEditing({
                      name: table.name,
                      columns: table.columns.map((c) => ({ ...c, key: String(c.id) })),
                      roles: table.roles,
                    })
                  }
                />
                <Button
                  size="small"
                  outlined
                  severity="danger"
                  icon="pi pi-trash"
                  aria-label={t('usertables.deleteTitle', { name: table.label })}
                  onClick={() => confirmRemove(table)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
