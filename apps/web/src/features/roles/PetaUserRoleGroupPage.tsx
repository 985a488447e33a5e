import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { useUserRoleGroupMap } from './roles-api.ts';
import './roles.css';

const names = (items: { nama_group?: string; role_name?: string }[]) =>
  items.map((i) => i.nama_group ?? i.role_name).join(', ') || '—';

/** `/petauseridroleidgroupid`, read-only: users with their role and groups; roles and groups with their links. */
export function PetaUserRoleGroupPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const map = useUserRoleGroupMap({ search, role_id: roleId === null ? '' : String(roleId) });
  if (map.isLoading && !map.data) return <Spinner />;
  if (!map.data) return <Message severity="error" text={t('roles.common.loadFailed')} />;
  const { users, roles, groups, totalUsers } = map.data;
  return (
    <section className="peta-page" data-testid="peta-user-role-group">
      <h1>{t('roles.map.title')}</h1>
      <h2>{t('roles.map.users', { count: totalUsers })}</h2>
      <div className="perm-toolbar">
        <InputText
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('roles.map.search')}
          aria-label={t('roles.map.search')}
        />
        <Dropdown
          value={roleId}
          options={roles.map((r) => ({ value: r.id, label: r.role_name }))}
          onChange={(e) => setRoleId(e.value ?? null)}
          showClear
          placeholder={t('roles.map.allRoles')}
          aria-label={t('roles.map.role')}
        />
      </div>
      <div className="perm-table-wrap">
        <table className="perm-table" data-testid="map-users">
          <thead>
            <tr>
              <th>{t('roles.map.user')}</th>
              <th>{t('roles.map.status')}</th>
              <th>{t('roles.map.role')}</th>
              <th>{t('roles.map.groups')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} data-user={u.username}>
                <td>
                  {u.username} <small>{u.email}</small>
                </td>
                <td>{t(`account.status.${u.status}`, { defaultValue: u.status })}</td>
                <td>
                  {u.role ? u.role.role_name : <em>{t('roles.map.noRole')}</em>}
                  {u.otherRoles.length > 0 && (
                    <small className="peta-other-roles">
                      {' '}
                      + {u.otherRoles.map((r) => r.role_name).join(', ')}
                    </small>
                  )}
                </td>
                <td>{names(u.groups)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('roles.map.roles')}</h2>
      <div className="perm-table-wrap">
        <table className="perm-table" data-testid="map-roles">
          <thead>
            <tr>
              <th>{t('roles.map.role')}</th>
              <th>{t('roles.map.userCount')}</th>
              <th>{t('roles.map.groups')}</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((r) => (
              <tr key={r.id} data-role={r.role_name}>
                <td>
                  <Link to={`/roles/permissionmulti/${r.id}`}>{r.role_name}</Link>
                </td>
                <td>{r.users}</td>
                <td>{names(r.groups)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('roles.map.groupList')}</h2>
      <table className="perm-table" data-testid="map-groups">
        <thead>
          <tr>
            <th>{t('roles.map.group')}</th>
            <th>{t('roles.map.status')}</th>
            <th>{t('roles.map.roles')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.id} data-group={g.nama_group}>
              <td>{g.nama_group}</td>
              <td>{g.status ?? '—'}</td>
              <td>
                {g.invalid ? <em>{t('roles.map.invalidRoleIds')}</em> : names(g.roles)}
                {g.unknownRoleIds.length > 0 && (
                  <small> {t('roles.map.unknownRoles', { ids: g.unknownRoleIds.join(', ') })}</small>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
