import { formatCurrency, formatDateLong } from '@kantor/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { inventoryApi, type StockCardRow } from './inventory-api.ts';
import './inventory.css';

// absent: the role may not see stock quantities or values (Hide Kolom), shown as a dash
const qty = (v: number | undefined) =>
  v === undefined ? '—' : v.toLocaleString('id-ID', { maximumFractionDigits: 4 });

/** The stock card on an item's view: every movement with the running quantity and value after it. */
export function StockCardPanel({ id }: ViewPanelProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const limit = 20;
  const card = useQuery({
    queryKey: ['resource', 'rstok', 'kartu', id, page],
    queryFn: () => inventoryApi.stockCard(id, page, limit),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t('inventory.card.title')} className="stock-card" data-testid="stock-card">
      <div className="pos-table-frame">
        <DataTable<StockCardRow[]>
          value={card.data?.records ?? []}
          loading={card.isFetching}
          lazy
          paginator
          rows={limit}
          first={(page - 1) * limit}
          totalRecords={card.data?.totalRecords ?? 0}
          onPage={(e) => setPage((e.page ?? 0) + 1)}
          dataKey="id"
          emptyMessage={t('inventory.card.empty')}
          size="small"
        >
          <Column header={t('inventory.card.date')} body={(r: StockCardRow) => formatDateLong(r.tanggal)} />
          <Column
            header={t('inventory.card.source')}
            body={(r: StockCardRow) => (
              <Link to={`/${r.source_resource}/view/${encodeURIComponent(r.source_id)}`}>
                {r.keterangan ?? `${r.source_resource} #${r.source_id}`}
              </Link>
            )}
          />
          <Column
            header={t('inventory.card.in')}
            body={(r: StockCardRow) => (r.qty === undefined ? '—' : r.qty > 0 ? qty(r.qty) : '')}
            className="num"
          />
          <Column
            header={t('inventory.card.out')}
            body={(r: StockCardRow) => (r.qty === undefined ? '—' : r.qty < 0 ? qty(-r.qty) : '')}
            className="num"
          />
          <Column
            header={t('inventory.card.value')}
            body={(r: StockCardRow) => (r.nilai === undefined ? '—' : formatCurrency(r.nilai))}
            className="num"
          />
          <Column
            header={t('inventory.card.balance')}
            body={(r: StockCardRow) => qty(r.saldo_qty)}
            className="num"
          />
          <Column
            header={t('inventory.card.balanceValue')}
            body={(r: StockCardRow) => formatCurrency(r.saldo_nilai)}
            className="num"
          />
        </DataTable>
      </div>
    </Card>
  );
}
