import { formatDateLong } from '@kantor/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type BilledLine, reportsApi } from './reports-api.ts';
import './reports.css';
import { count, money, shown } from './withheld.ts';

/** `/rsubinvoice/joinlistitems`: every billed line with its invoice, newest first. */
export function JoinListItemsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const limit = 25;
  const list = useQuery({
    queryKey: ['report', 'joinlistitems', page, search],
    queryFn: () => reportsApi.joinListItems({ page, limit, search: search || undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="resource-page report-page" data-testid="report-joinlistitems">
      <header className="resource-page-header">
        <h1>{t('reports.views.joinlistitems.title')}</h1>
      </header>
      <p className="muted">{t('reports.views.joinlistitems.lead')}</p>
      <div className="report-range">
        <InputText
          value={search}
          placeholder={t('reports.views.search')}
          aria-label={t('reports.views.search')}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <DataTable<BilledLine[]>
        value={list.data?.records ?? []}
        loading={list.isFetching}
        lazy
        paginator
        rows={limit}
        first={(page - 1) * limit}
        totalRecords={list.data?.totalRecords ?? 0}
        onPage={(e) => setPage((e.page ?? 0) + 1)}
        dataKey="id"
        emptyMessage={t('reports.empty')}
        size="small"
      >
        <Column
          header={t('reports.views.invoice')}
          body={(r: BilledLine) => (
            <Link to={`/rinvoice/view/${r.id_invoice}`}>{r.no_invoice ?? `#${r.id_invoice}`}</Link>
          )}
        />
        <Column
          header={t('reports.views.date')}
          body={(r: BilledLine) => (r.tanggal ? formatDateLong(r.tanggal) : shown(r.tanggal))}
        />
        <Column header={t('reports.views.customer')} field="customer" />
        <Column header={t('reports.views.item')} field="nama_item" />
        <Column header={t('reports.views.kind')} field="jenis" />
        <Column
          header={t('reports.views.qty')}
          body={(r: BilledLine) => `${count(r.qty)} ${r.nama_satuan ?? ''}`.trim()}
          className="num"
        />
        <Column header={t('reports.views.price')} body={(r: BilledLine) => money(r.harga)} className="num" />
        <Column
          header={t('reports.views.subtotal')}
          body={(r: BilledLine) => money(r.subtotal)}
          className="num"
        />
      </DataTable>
    </section>
  );
}
