import { type LoginRecord, OPTIONS, ACCOUNTS_ROUTES as routes, type TechnicianList } from '@kantor/core';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { callRoute } from '../../api/call-route.ts';
import { failureOf } from './auth-api.ts';

type Technician = LoginRecord;
type Page = TechnicianList;

/** Technicians (`akun/akunlistteknisi`, also `akun/akunlistteknisi/{field}/{value}`), with their actions. */
export function TechnicianListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [field, value] = (params['*'] ?? '').split('/');
  const [search, setSearch] = useState('');
  const [first, setFirst] = useState(0);
  const [data, setData] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      const query = { search, page: String(first / 25 + 1), limit: '25' };
      (field && value
        ? callRoute(routes.techniciansBy, { params: { field, value }, query })
        : callRoute(routes.technicians, { query })
      ).then(setData, (e) => setError(failureOf(e).message ?? t('errors.unableToComplete')));
    }, 250);
    return () => clearTimeout(timer);
  }, [field, value, search, first, t]);

  const statuses = OPTIONS.accountStatus.map((o) => ({
    value: o.value,
    label: t(`account.status.${o.value}`),
  }));
  const actions = (row: Technician) => (
    <div className="account-actions">
      <Link to={`/akun/akuneditteknisi/${row.id}`} title={t('account.admin.akuneditteknisi')}>
        <i className="pi pi-pencil" aria-hidden />
        <span className="sr-only">{t('account.admin.akuneditteknisi')}</span>
      </Link>
      <Link to={`/akun/setubahpassword/${row.id}`} title={t('account.admin.setubahpassword')}>
        <i className="pi pi-key" aria-hidden />
        <span className="sr-only">{t('account.admin.setubahpassword')}</span>
      </Link>
      <Link to={`/akun/ubahrolestatusverify/${row.id}`} title={t('account.admin.ubahrolestatusverify')}>
        <i className="pi pi-user-edit" aria-hidden />
        <span className="sr-only">{t('account.admin.ubahrolestatusverify')}</span>
      </Link>
    </div>
  );
  return (
    <section className="detail-card account-list" data-testid="technician-list">
      <div className="account-toolbar">
        <h1>{t('account.admin.akunlistteknisi')}</h1>
        <Button
          label={t('account.admin.addlistteknisi')}
          icon="pi pi-plus"
          onClick={() => navigate('/akun/addlistteknisi')}
        />
      </div>
      <div className="account-toolbar">
        <InputText
          placeholder={t('account.admin.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Dropdown
          value={field === 'status' ? value : null}
          options={statuses}
          optionLabel="label"
          optionValue="value"
          placeholder={t('account.profile.status')}
          showClear
          onChange={(e) =>
            navigate(e.value ? `/akun/akunlistteknisi/status/${e.value}` : '/akun/akunlistteknisi')
          }
        />
      </div>
      {error && <p className="p-error">{error}</p>}
      <DataTable
        value={data?.records ?? []}
        lazy
        paginator
        rows={25}
        first={first}
        totalRecords={data?.totalRecords ?? 0}
        onPage={(e) => setFirst(e.first)}
        loading={!data && !error}
        emptyMessage={t('account.admin.empty')}
        dataKey="id"
      >
        <Column field="username" header={t('account.register.username')} />
        <Column field="email" header={t('account.register.email')} />
        <Column field="no_hp" header={t('account.register.no_hp')} />
        <Column
          header={t('account.profile.status')}
          body={(row: Technician) => t(`account.status.${row.status}`)}
        />
        <Column
          header={t('account.profile.verified')}
          body={(row: Technician) => t(row.email_verified_at ? 'account.common.yes' : 'account.common.no')}
        />
        <Column body={actions} />
      </DataTable>
    </section>
  );
}
