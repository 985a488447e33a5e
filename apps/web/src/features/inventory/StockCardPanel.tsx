import { formatCurrency, formatDateLong } from '@kantor/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card } from 'primereact/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { PanelTable } from '../../ui/PanelTable.tsx';
import type { StockCardRow } from './inventory-api.ts';
import { inventoryViewCalls } from './view-calls.ts';
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
    queryFn: () => inventoryViewCalls.stockCard(id, page, limit),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={t('inventory.card.title')} className="stock-card" data-testid="stock-card">
      <div className="pos-table-frame">
        <PanelTable<StockCardRow>
          rows={card.data?.records ?? []}
          rowKey={(r) => r.id}
          loading={card.isFetching}
          emptyMessage={t('inventory.card.empty')}
          paging={{
            first: (page - 1) * limit,
            rows: limit,
            total: card.data?.totalRecords ?? 0,
            onPage: (first) => setPage(first / limit + 1),
          }}
          columns={[
            { key: 'date', header: t('inventory.card.date'), body: (r) => formatDateLong(r.tanggal) },
            {
              key: 'source',
              header: t('inventory.card.source'),
              body: (r) => (
                <Link to={`/${r.source_resource}/view/${encodeURIComponent(r.source_id)}`}>
                  {r.keterangan ?? `${r.source_resource} #${r.source_id}`}
                </Link>
              ),
            },
            {
              key: 'in',
              header: t('inventory.card.in'),
              body: (r) => (r.qty === undefined ? '—' : r.qty > 0 ? qty(r.qty) : ''),
              className: 'num',
            },
            {
              key: 'out',
              header: t('inventory.card.out'),
              body: (r) => (r.qty === undefined ? '—' : r.qty < 0 ? qty(-r.qty) : ''),
              className: 'num',
            },
            {
              key: 'value',
              header: t('inventory.card.value'),
              body: (r) => (r.nilai === undefined ? '—' : formatCurrency(r.nilai)),
              className: 'num',
            },
            {
              key: 'balance',
              header: t('inventory.card.balance'),
              body: (r) => qty(r.saldo_qty),
              className: 'num',
            },
            {
              key: 'balanceValue',
              header: t('inventory.card.balanceValue'),
              body: (r) => formatCurrency(r.saldo_nilai),
              className: 'num',
            },
          ]}
        />
      </div>
    </Card>
  );
}
