import { formatCurrency, formatDateLong } from '@kantor/core';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePagedTable } from '../../resources/use-paged-table.ts';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { inventoryApi, type UnitCostRow } from './inventory-api.ts';
import './inventory.css';

// absent: the role may not see it (Hide Kolom), shown as the same dash
const money = (v: number | null | undefined) => (v == null ? '—' : formatCurrency(v));

/**
 * `/rbarangmasuksub/listmodalsatuan`: per item and unit, the last cost (from a posted receipt or a noted
 * cost) and its date, the moving average cost in that unit, and the quantity received.
 */
export function UnitCostListPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, setFilter, table } = usePagedTable({
    key: ['unit-costs'],
    limit: 25,
    filters: { search: '' },
    fetch: inventoryApi.unitCosts,
  });
  return (
    <section className="resource-page" data-testid="unit-costs">
      <header className="resource-page-header">
        <h1>{t('inventory.costs.title')}</h1>
        <div className="resource-toolbar">
          <InputText
            type="search"
            value={filters.search}
            placeholder={t('inventory.costs.search')}
            aria-label={t('inventory.costs.search')}
            onChange={(e) => setFilter('search', e.target.value)}
          />
          <Button
            icon="pi pi-plus"
            label={t('inventory.costs.add')}
            onClick={() => navigate('/rbarangmasuksub/addmodalsatuan')}
          />
        </div>
      </header>
      <p>{t('inventory.costs.intro')}</p>
      <div className="pos-table-frame">
        <DataTable<UnitCostRow[]>
          {...table}
          dataKey="id_stok"
          emptyMessage={t('inventory.costs.empty')}
          size="small"
          stripedRows
        >
          <Column field="nama_barang" header={t('inventory.costs.item')} />
          <Column field="kode_barang" header={t('inventory.costs.code')} />
          <Column field="nama_satuan" header={t('inventory.costs.unit')} />
          <Column
            header={t('inventory.costs.last')}
            body={(r: UnitCostRow) => money(r.harga_terakhir)}
            className="num"
          />
          <Column
            header={t('inventory.costs.lastDate')}
            body={(r: UnitCostRow) => (r.tanggal_terakhir ? formatDateLong(r.tanggal_terakhir) : '—')}
          />
          <Column
            header={t('inventory.costs.average')}
            body={(r: UnitCostRow) => money(r.harga_rata)}
            className="num"
          />
          <Column
            header={t('inventory.costs.received')}
            body={(r: UnitCostRow) => r.qty_diterima?.toLocaleString('id-ID') ?? '—'}
            className="num"
          />
        </DataTable>
      </div>
    </section>
  );
}
