import { formatDateLong, INVOICE_STATES } from '@kantor/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type JoinedInvoice, reportsApi } from './reports-api.ts';
import './reports.css';
import { count, money as rp, shown } from './withheld.ts';

/** `/rinvoice/joinlist`: invoices with customer and lines, a row opening to its lines. */
export function JoinListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [expanded, setExpanded] = useState<DataTableExpandedRows | JoinedInvoice[]>({});
  const limit = 20;
  const list = useQuery({
    queryKey: ['report', 'joinlist', page, search, status],
    queryFn: () =>
      reportsApi.joinList({ page, limit, search: search || undefined, status: status || undefined }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="resource-page report-page" data-testid="report-joinlist">
      <header className="resource-page-header">
        <h1>{t('reports.views.joinlist.title')}</h1>
      </header>
      <p className="muted">{t('reports.views.joinlist.lead')}</p>
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
        <Dropdown
          value={status}
          aria-label={t('reports.views.status')}
          options={[
            { value: '', label: t('reports.views.allStates') },
            ...INVOICE_STATES.map((s) => ({ value: s, label: s })),
          ]}
          onChange={(e) => {
            setStatus(String(e.value));
            setPage(1);
          }}
        />
      </div>
      <DataTable<JoinedInvoice[]>
        value={list.data?.records ?? []}
        loading={list.isFetching}
        lazy
        paginator
        rows={limit}
        first={(page - 1) * limit}
        totalRecords={list.data?.totalRecords ?? 0}
        onPage={(e) => setPage((e.page ?? 0) + 1)}
        dataKey="id"
        expandedRows={expanded}
        onRowToggle={(e) => setExpanded(e.data)}
        rowExpansionTemplate={(r: JoinedInvoice) => (
          <table className="report-table" data-testid={`joinlist-lines-${r.id}`}>
            <tbody>
              {r.lines.map((l) => (
                <tr key={l.id}>
                  <th scope="row">{l.nama_item}</th>
                  <td>{l.jenis}</td>
                  <td>{`${count(l.qty)} ${l.nama_satuan ?? ''}`.trim()}</td>
                  <td>{rp(l.harga)}</td>
                  <td>{rp(l.subtotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        emptyMessage={t('reports.empty')}
        size="small"
      >
        <Column expander style={{ width: '3rem' }} />
        <Column
          header={t('reports.views.invoice')}
          body={(r: JoinedInvoice) => <Link to={`/rinvoice/view/${r.id}`}>{r.no_invoice ?? `#${r.id}`}</Link>}
        />
        <Column
          header={t('reports.views.date')}
          body={(r: JoinedInvoice) => (r.tanggal ? formatDateLong(r.tanggal) : shown(r.tanggal))}
        />
        <Column header={t('reports.views.customer')} field="customer" />
        <Column header={t('reports.views.status')} field="status" />
        <Column
          header={t('reports.views.lines')}
          body={(r: JoinedInvoice) => r.lines.length}
          className="num"
        />
        <Column header={t('reports.views.total')} body={(r: JoinedInvoice) => rp(r.total)} className="num" />
        <Column header={t('reports.views.balance')} body={(r: JoinedInvoice) => rp(r.sisa)} className="num" />
      </DataTable>
    </section>
  );
}
