import { formatDateLong, INVOICE_STATES } from '@kantor/core';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagedTable } from '../../resources/use-paged-table.ts';
import { type JoinedInvoice, reportsApi } from './reports-api.ts';
import './reports.css';
import { count, money as rp, shown } from './withheld.ts';

/** `/rinvoice/joinlist`: invoices with customer and lines, a row opening to its lines. */
export function JoinListPage() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<DataTableExpandedRows | JoinedInvoice[]>({});
  const { filters, setFilter, table } = usePagedTable({
    key: ['report', 'joinlist'],
    limit: 20,
    filters: { search: '', status: '' },
    fetch: reportsApi.joinList,
  });
  return (
    <section className="resource-page report-page" data-testid="report-joinlist">
      <header className="resource-page-header">
        <h1>{t('reports.views.joinlist.title')}</h1>
      </header>
      <p className="muted">{t('reports.views.joinlist.lead')}</p>
      <div className="report-range">
        <InputText
          value={filters.search}
          placeholder={t('reports.views.search')}
          aria-label={t('reports.views.search')}
          onChange={(e) => setFilter('search', e.target.value)}
        />
        <Dropdown
          value={filters.status}
          aria-label={t('reports.views.status')}
          options={[
            { value: '', label: t('reports.views.allStates') },
            ...INVOICE_STATES.map((s) => ({ value: s, label: s })),
          ]}
          onChange={(e) => setFilter('status', String(e.value))}
        />
      </div>
      <DataTable<JoinedInvoice[]>
        {...table}
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
