import { formatCurrency, getResource } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { type Row, resourceKey, useResourceList } from '../../resources/api-hooks.ts';
import { type FormDialog, RecordDialog } from '../../resources/RecordDialog.tsx';
import { screenCan } from '../../resources/use-resource-support.ts';
import { PanelTable } from '../../ui/PanelTable.tsx';
import './inventory.css';

const lineResource = getResource('rbarangmasuksub')!;
const serialResource = getResource('rbarangmasuksubsub')!;

/**
 * The receipt's lines under its view (level two), each with its serials or batches (level three). While
 * the receipt is a draft, lines and serials are added here; once received it is read-only.
 */
export function ReceiptLinesPanel({ id, record }: ViewPanelProps) {
  const { t } = useTranslation();
  const draft = record.status === 'Draft';
  const lines = useResourceList('rbarangmasuksub', { id_barangmasuk: id, limit: 200 });
  const lineIdList = (lines.data?.records ?? []).map((l) => String(l.id)).join(',');
  // every serial of these lines in one call (the list's `__in` filter); a dummy id keeps it valid when empty
  const serials = useResourceList('rbarangmasuksubsub', {
    id_barangmasuksub__in: lineIdList || '0',
    limit: 100,
  });
  const [lineDialog, setLineDialog] = useState<FormDialog | null>(null);
  const [serialDialog, setSerialDialog] = useState<FormDialog | null>(null);
  const client = useQueryClient();
  // each row carries its serials, so the table re-renders a row when only its serials changed
  const rows = useMemo(
    () =>
      (lines.data?.records ?? []).map((line) => ({
        ...line,
        serials: (serials.data?.records ?? [])
          .filter((s) => String(s.id_barangmasuksub) === String(line.id))
          .map((s) => String(s.no_seri_batch)),
      })),
    [lines.data, serials.data],
  );

  return (
    <Card
      title={t('inventory.lines.title')}
      className="receipt-lines"
      data-testid="receipt-lines"
      footer={
        draft &&
        screenCan(lines.data?.can).add && (
          <Button
            icon="pi pi-plus"
            label={t('inventory.lines.add')}
            onClick={() => setLineDialog({ mode: 'add', presets: { id_barangmasuk: Number(id) } })}
            data-testid="receipt-add-line"
          />
        )
      }
    >
      <div className="pos-table-frame">
        <PanelTable<Row>
          rows={rows}
          rowKey={(r) => String(r.id)}
          loading={lines.isFetching}
          emptyMessage={t('inventory.lines.empty')}
          columns={[
            {
              key: 'item',
              header: t('inventory.lines.item'),
              body: (r) =>
                r.id_stok ? (
                  <Link to={`/rstok/view/${String(r.id_stok)}`}>
                    {String(r.id_stok_label ?? r.nama_barang ?? '')}
                  </Link>
                ) : (
                  String(r.nama_barang ?? '')
                ),
            },
            {
              key: 'qty',
              header: t('inventory.lines.qty'),
              body: (r) => `${Number(r.qty).toLocaleString('id-ID')} ${String(r.id_satuan_label ?? '')}`,
            },
            {
              key: 'cost',
              header: t('inventory.lines.cost'),
              body: (r) => formatCurrency(Number(r.harga_satuan)),
              className: 'num',
            },
            {
              key: 'subtotal',
              header: t('inventory.lines.subtotal'),
              body: (r) => formatCurrency(Number(r.subtotal ?? 0)),
              className: 'num',
            },
            {
              key: 'serials',
              header: t('inventory.lines.serials'),
              body: (r) => (
                <span className="receipt-serials">
                  {(r.serials as string[]).join(', ')}
                  {draft && screenCan(serials.data?.can).add && (
                    <Button
                      icon="pi pi-plus"
                      text
                      size="small"
                      aria-label={t('inventory.lines.addSerial')}
                      title={t('inventory.lines.addSerial')}
                      onClick={() =>
                        setSerialDialog({ mode: 'add', presets: { id_barangmasuksub: Number(r.id) } })
                      }
                      data-testid={`receipt-add-serial-${String(r.id)}`}
                    />
                  )}
                </span>
              ),
            },
          ]}
        />
      </div>
      <RecordDialog
        resource={lineResource}
        dialog={lineDialog}
        onClose={() => setLineDialog(null)}
        // the receipt's total is kept by the server from its lines
        onSaved={() => void client.invalidateQueries({ queryKey: resourceKey('rbarangmasuk') })}
      />
      <RecordDialog resource={serialResource} dialog={serialDialog} onClose={() => setSerialDialog(null)} />
    </Card>
  );
}
