import { formatListCurrency } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewLine } from './OrderForm.tsx';
import { purchasingApi, type ReorderRow } from './purchasing-api.ts';

/**
 * Items under their minimum: minimum, on hand, on order and the suggested quantity (in the item's own
 * unit); the rows picked start a new order at the suggested quantities and the item's average cost.
 */
export function ReorderPanel({ onMake }: { onMake: (lines: NewLine[]) => void }) {
  const { t, i18n } = useTranslation();
  const rows = useQuery({ queryKey: ['purchasing', 'reorder'], queryFn: purchasingApi.reorder });
  const [picked, setPicked] = useState<ReorderRow[]>([]);
  const qty = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 4 });
  return (
    <Card title={t('purchasing.reorder.title')} className="purchasing-panel" data-testid="reorder">
      <p>{t('purchasing.reorder.intro')}</p>
      <DataTable<ReorderRow[]>
        value={rows.data?.records ?? []}
        loading={rows.isFetching}
        dataKey="id_stok"
        size="small"
        selectionMode="checkbox"
        selection={picked}
        onSelectionChange={(e) => setPicked(e.value as ReorderRow[])}
        emptyMessage={t('purchasing.reorder.empty')}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column field="nama_barang" header={t('purchasing.orders.item')} />
        <Column field="nama_satuan" header={t('purchasing.orders.unit')} />
        <Column
          header={t('purchasing.reorder.minimum')}
          body={(r: ReorderRow) => qty(r.minimum)}
          className="num"
        />
        <Column
          header={t('purchasing.reorder.onHand')}
          body={(r: ReorderRow) => qty(r.stok)}
          className="num"
        />
        <Column
          header={t('purchasing.reorder.onOrder')}
          body={(r: ReorderRow) => qty(r.dipesan)}
          className="num"
        />
        <Column
          header={t('purchasing.reorder.suggested')}
          body={(r: ReorderRow) => qty(r.saran)}
          className="num"
        />
        <Column
          header={t('purchasing.reorder.cost')}
          body={(r: ReorderRow) => formatListCurrency(r.harga_pokok)}
          className="num"
        />
      </DataTable>
      <div className="purchasing-actions">
        <Button
          icon="pi pi-cart-plus"
          label={t('purchasing.reorder.make')}
          disabled={picked.length === 0}
          onClick={() =>
            onMake(
              picked
                .filter((r) => r.saran > 0)
                .map((r) => ({
                  id_stok: r.id_stok,
                  id_satuan: r.id_satuan,
                  qty: r.saran,
                  harga: r.harga_pokok,
                })),
            )
          }
        />
      </div>
    </Card>
  );
}
