import type { AccessState } from '@kantor/core';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../app/Spinner.tsx';
import { useCrudMap } from './roles-api.ts';
import { usePageTitles } from './use-page-titles.ts';
import './roles.css';

const STATES: AccessState[] = ['allowed', 'own', 'adminOnly', 'blocked', 'readOnly', 'denied'];
const SHORT: Record<string, string> = {
  index: 'L',
  view: 'V',
  add: 'A',
  edit: 'E',
  delete: 'D',
  export: 'X',
  import: 'I',
};

/**
 * `/petacud`, read-only: for every resource and role, what each action does for that role as the API
 * decides it (pages list, admin-managed resources, own records, block rules). Filter by role and resource.
 */
export function PetaCudPage() {
  const { t } = useTranslation();
  const map = useCrudMap();
  const titleOf = usePageTitles();
  const [roleIds, setRoleIds] = useState<number[] | null>(null);
  const [search, setSearch] = useState('');
  if (map.isLoading) return <Spinner />;
  if (!map.data) return <Message severity="error" text={t('roles.common.loadFailed')} />;
  const { actions, roles, resources } = map.data;
  const shownRoles = roles.filter((r) => roleIds === null || roleIds.includes(r.id));
  const needle = search.trim().toLowerCase();
  const shown = resources.filter(
    (r) => needle === '' || `${r.name} ${titleOf(r.name)}`.toLowerCase().includes(needle),
  );
  return (
    <section className="peta-page" data-testid="peta-cud">
      <h1>{t('roles.cud.title')}</h1>
      <p>{t('roles.cud.intro')}</p>
      <div className="perm-toolbar">
        <MultiSelect
          value={roleIds ?? roles.map((r) => r.id)}
          options={roles.map((r) => ({ value: r.id, label: r.role_name }))}
          onChange={(e) => setRoleIds(e.value as number[])}
          placeholder={t('roles.cud.roles')}
          aria-label={t('roles.cud.roles')}
          maxSelectedLabels={4}
          selectedItemsLabel={t('roles.cud.rolesChosen', { count: (roleIds ?? roles).length })}
          filter
          data-testid="cud-roles"
        />
        <InputText
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('roles.cud.resource')}
          aria-label={t('roles.cud.resource')}
        />
      </div>
      <ul className="cud-legend" aria-label={t('roles.cud.legend')}>
        {actions.map((a) => (
          <li key={a}>
            <b>{SHORT[a] ?? a}</b> {t(`roles.actions.${a}`)}
          </li>
        ))}
        {STATES.map((s) => (
          <li key={s}>
            <span className={`cud-badge cud-${s}`}>{t(`roles.cud.states.${s}`)}</span>
          </li>
        ))}
      </ul>
      <p className="cud-note">{t('roles.cud.adminNote')}</p>
      <div className="perm-table-wrap">
        <table className="perm-table cud-table">
          <thead>
            <tr>
              <th scope="col">{t('roles.cud.resource')}</th>
              {shownRoles.map((r) => (
                <th scope="col" key={r.id}>
                  {r.role_name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((resource) => (
              <tr key={resource.name} data-row={resource.name}>
                <th scope="row">
                  {titleOf(resource.name)} <code>{resource.name}</code>
                  {resource.adminManaged && <span title={t('roles.cud.adminManaged')}> *</span>}
                </th>
                {shownRoles.map((role) => (
                  <td key={role.id} data-role={role.id}>
                    {actions.map((a) => {
                      const state = resource.access[String(role.id)]?.[a] ?? 'denied';
                      return (
                        <span
                          key={a}
                          className={`cud-badge cud-${state}`}
                          data-action={a}
                          data-state={state}
                          title={`${t(`roles.actions.${a}`)}: ${t(`roles.cud.states.${state}`)}`}
                        >
                          {SHORT[a] ?? a}
                        </span>
                      );
                    })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
