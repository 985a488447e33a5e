import { formatCurrency, formatDateLong, formatListCurrency } from '@kantor/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '../../resources/use-paged-table.ts';
import { BillDialog } from './BillDialog.tsx';
import { BillForm } from './BillForm.tsx';
import { purchasingApi, type SupplierBill } from './purchasing-api.ts';
import { STATE_KEYS } from './use-submit.ts';
import './purchasing.css';

/**
 * `/hutangsupplier`: supplier bills soonest due first with their balances (open ones only by default),
 * recording a bill against an order, and one bill's lines and payments with a payment form.
 */
export function PayablesPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // a changed filter goes back to the first page (usePagedTable)
  const {
    list: bills,
    filters,
    setFilter,
    table,
  } = usePagedTable({
    key: ['purchasing', 'bills'],
    limit: 25,
    filters: { open: '1' },
    fetch: ({ open, ...query }) => purchasingApi.bills({ ...query, open }),
  });
  const openOnly = filters.open === '1';
  const refresh = () => void bills.refetch();
  return (
    <section className="resource-page purchasing-page" data-testid="payables">
      <header className="resource-page-header">
        <h1>{t('purchasing.bills.title')}</h1>
        <div className="resource-toolbar">
          <Checkbox
            inputId="bills-open"
            checked={openOnly}
            onChange={(e) => setFilter('open', e.checked ? '1' : '')}
          />
          <label htmlFor="bills-open">{t('purchasing.bills.openOnly')}</label>
          <Button icon="pi pi-plus" label={t('purchasing.bills.new')} onClick={() => setAdding(true)} />
        </div>
      </header>
      <p>{t('purchasing.bills.intro')}</p>
      <p data-testid="payables-total">
        {t('purchasing.bills.totalBalance')}: <strong>{formatCurrency(bills.data?.totalBalance ?? 0)}</strong>
      </p>
      <DataTable<SupplierBill[]>
        {...table}
        dataKey="id"
        size="small"
        stripedRows
        selectionMode="single"
        onRowClick={(e) => setShown((e.data as SupplierBill).id)}
        emptyMessage={t('purchasing.bills.empty')}
      >
        <Column field="no_tagihan" header={t('purchasing.bills.number')} />
        <Column field="no_faktur_supplier" header={t('purchasing.bills.supplierInvoice')} />
        <Column field="nama_supplier" header={t('purchasing.orders.supplier')} />
        <Column field="no_po" header={t('purchasing.bills.order')} />
        <Column
          header={t('purchasing.bills.due')}
          body={(b: SupplierBill) => formatDateLong(b.jatuh_tempo)}
        />
        <Column header={t('purchasing.orders.state')} body={(b: SupplierBill) => t(STATE_KEYS[b.status]!)} />
        <Column
          header={t('purchasing.bills.amount')}
          body={(b: SupplierBill) => formatListCurrency(b.jumlah)}
          className="num"
        />
        <Column
          header={t('purchasing.bills.variance')}
          body={(b: SupplierBill) => (b.selisih_harga ? formatListCurrency(b.selisih_harga) : '—')}
          className="num"
        />
        <Column
          header={t('purchasing.bills.balance')}
          body={(b: SupplierBill) => formatListCurrency(b.sisa)}
          className="num"
        />
      </DataTable>
      {adding && (
        <BillForm
          onClose={(id) => {
            setAdding(false);
            if (id) setShown(id);
            refresh();
          }}
        />
      )}
      {shown !== null && (
        <BillDialog
          id={shown}
          onClose={() => {
            setShown(null);
            refresh();
          }}
        />
      )}
    </section>
  );
}
