import { formatDateLong, formatListCurrency, PO_STATES, type PoState } from '@kantor/core';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '../../resources/use-paged-table.ts';
import { OrderDialog } from './OrderDialog.tsx';
import { type NewLine, OrderForm } from './OrderForm.tsx';
import { type PurchaseOrder, purchasingApi } from './purchasing-api.ts';
import { ReorderPanel } from './ReorderPanel.tsx';
import { STATE_KEYS } from './use-submit.ts';
import './purchasing.css';

/**
 * `/pembelian`: purchase orders (newest first, by state), a new order, one order's lines with receiving
 * against them, and the reorder suggestion from which an order can be started.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const [draft, setDraft] = useState<NewLine[] | null>(null);
  const {
    list: orders,
    filters,
    setFilter,
    table,
  } = usePagedTable({
    key: ['purchasing', 'orders'],
    limit: 25,
    filters: { status: '' },
    fetch: ({ status, ...query }) =>
      purchasingApi.orders({ ...query, status: status as PoState | undefined }),
  });
  return (
    <section className="resource-page purchasing-page" data-testid="purchase-orders">
      <header className="resource-page-header">
        <h1>{t('purchasing.orders.title')}</h1>
        <div className="resource-toolbar">
          <Dropdown
            value={filters.status || null}
            options={PO_STATES.map((s) => ({ value: s, label: t(STATE_KEYS[s]!) }))}
            placeholder={t('purchasing.orders.allStates')}
            aria-label={t('purchasing.orders.state')}
            showClear
            onChange={(e) => setFilter('status', (e.value as PoState | undefined) ?? '')}
          />
          <Button icon="pi pi-plus" label={t('purchasing.orders.new')} onClick={() => setDraft([])} />
        </div>
      </header>
      <p>{t('purchasing.orders.intro')}</p>
      <DataTable<PurchaseOrder[]>
        {...table}
        dataKey="id"
        size="small"
        stripedRows
        selectionMode="single"
        onRowClick={(e) => setOpen((e.data as PurchaseOrder).id)}
        emptyMessage={t('purchasing.orders.empty')}
      >
        <Column field="no_po" header={t('purchasing.orders.number')} />
        <Column field="nama_supplier" header={t('purchasing.orders.supplier')} />
        <Column header={t('purchasing.orders.date')} body={(o: PurchaseOrder) => formatDateLong(o.tanggal)} />
        <Column
          header={t('purchasing.orders.expected')}
          body={(o: PurchaseOrder) => (o.tanggal_kirim ? formatDateLong(o.tanggal_kirim) : '—')}
        />
        <Column header={t('purchasing.orders.state')} body={(o: PurchaseOrder) => t(STATE_KEYS[o.status]!)} />
        <Column
          header={t('purchasing.orders.total')}
          body={(o: PurchaseOrder) => formatListCurrency(o.total)}
          className="num"
        />
      </DataTable>
      <ReorderPanel onMake={(lines) => setDraft(lines)} />
      {draft && (
        <OrderForm
          lines={draft}
          onClose={(id) => {
            setDraft(null);
            if (id) setOpen(id);
            void orders.refetch();
          }}
        />
      )}
      {open !== null && (
        <OrderDialog
          id={open}
          onClose={() => {
            setOpen(null);
            void orders.refetch();
          }}
        />
      )}
    </section>
  );
}
