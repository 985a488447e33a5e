import { MAIL_ROUTES, type OutboxMail, type OutboxPage as Page } from '@kantor/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRoute, failureOf } from './auth-api.ts';

type Mail = OutboxMail;

/** The in-app outbox (`/admin/outbox`): mail kept when no SMTP server is configured. Admins only. */
export function OutboxPage() {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<Page | null>(null);
  const [search, setSearch] = useState('');
  const [first, setFirst] = useState(0);
  const [open, setOpen] = useState<Mail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      accountRoute(MAIL_ROUTES.outbox, { query: { search, page: String(first / 25 + 1), limit: '25' } }).then(
        setData,
        (e) => setError(failureOf(e).message ?? t('errors.unableToComplete')),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [search, first, t]);

  const when = (row: Mail) =>
    new Date(row.created_at).toLocaleString(i18n.language, { timeZone: 'Asia/Jakarta' });
  return (
    <section className="detail-card account-list" data-testid="outbox">
      <h1>{t('account.outbox.title')}</h1>
      <p>{t(data?.transport === 'smtp' ? 'account.outbox.smtp' : 'account.outbox.lead')}</p>
      <InputText
        placeholder={t('account.admin.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {error && <p className="p-error">{error}</p>}
      <DataTable
        value={data?.records ?? []}
        lazy
        paginator
        rows={25}
        first={first}
        totalRecords={data?.totalRecords ?? 0}
        onPage={(e) => setFirst(e.first)}
        selectionMode="single"
        onRowClick={(e) => setOpen(e.data as Mail)}
        emptyMessage={t('account.outbox.empty')}
        dataKey="id"
      >
        <Column header={t('account.outbox.when')} body={when} />
        <Column field="to_address" header={t('account.outbox.to')} />
        <Column field="subject" header={t('account.outbox.subject')} />
      </DataTable>
      <Dialog
        header={open?.subject}
        visible={open !== null}
        onHide={() => setOpen(null)}
        style={{ width: '45rem', maxWidth: '95vw' }}
      >
        <pre className="outbox-body" data-testid="outbox-body">
          {open?.text_body}
        </pre>
      </Dialog>
    </section>
  );
}
