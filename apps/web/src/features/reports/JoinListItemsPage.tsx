import { formatDateLong } from '@kantor/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagedTable } from '../../resources/use-paged-table.ts';
import { type BilledLine, reportsApi } from './reports-api.ts';
import './reports.css';
import { count, money, shown } from './withheld.ts';

/** `/rsubinvoice/joinlistitems`: every billed line with its invoice, newest first. */
export function JoinListItemsPage() {
  const { t } = useTranslation();
  const { filters, setFilter, table } = usePagedTable({
    key: ['report', 'joinlistitems'],
    limit: 25,
    filters: { search: '' },
    fetch: reportsApi.joinListItems,
  });
  return (
    <section className="resource-page report-page" data-testid="report-joinlistitems">
      <header className="resource-page-header">
        <h1>{t('reports.views.joinlistitems.title')}</h1>
      </header>
      <p className="muted">{t('reports.views.joinlistitems.lead')}</p>
      <div className="report-range">
        <InputText
          value={filters.search}
          placeholder={t('reports.views.search')}
          aria-label={t('reports.views.search')}
          onChange={(e) => setFilter('search', e.target.value)}
        />
      </div>
      <DataTable<BilledLine[]> {...table} dataKey="id" emptyMessage={t('reports.empty')} size="small">
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
