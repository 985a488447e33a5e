/**
 * A session's Z-report (issue 34): per payment method its sales, refunds and net, the counts, and the
 * drawer (float, expected, counted, difference). Printed on the thermal roll (58/80 mm print CSS) or
 * as the server's PDF.
 */
import { formatCurrency, formatDateTimeLong } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { inventoryApi, type ZReport } from './inventory-api.ts';
import { openPdf, printThermal, type Width } from './thermal-print.ts';

function ZBody({ report }: { report: ZReport }) {
  const { t } = useTranslation();
  const { session } = report;
  const row = (label: string, value: number | null, id?: string) => (
    <div className="pos-receipt-cols" data-testid={id}>
      <span>{label}</span>
      <span>{value === null ? '-' : formatCurrency(value)}</span>
    </div>
  );
  return (
    <div className="pos-receipt">
      <p className="pos-receipt-shop">{t('inventory.pos.session.zTitle', { id: session.id })}</p>
      <p>{session.counter}</p>
      <p>
        {t('inventory.pos.session.openedAt', {
          at: formatDateTimeLong(session.opened_at),
          name: session.opened_by ?? '-',
        })}
      </p>
      {session.closed_at && (
        <p>
          {t('inventory.pos.session.closedAt', {
            at: formatDateTimeLong(session.closed_at),
            name: session.closed_by ?? '-',
          })}
        </p>
      )}
      <hr />
      {report.methods.map((m) => (
        <div key={m.metode} className="pos-receipt-line">
          {row(`${m.metode} (${m.count})`, m.sales, `z-method-${m.metode}`)}
          {m.refunds > 0 && row(t('inventory.pos.session.refunds'), -m.refunds)}
          {row(t('inventory.pos.session.net'), m.net)}
        </div>
      ))}
      <hr />
      {row(t('inventory.pos.session.salesCount', { n: report.sales_count }), report.sales_total, 'z-sales')}
      {row(
        t('inventory.pos.session.refundsCount', { n: report.refunds_count }),
        -report.refunds_total,
        'z-refunds',
      )}
      <hr />
      {row(t('inventory.pos.session.float'), report.float)}
      {row(t('inventory.pos.session.cashSales'), report.cash_sales)}
      {row(t('inventory.pos.session.cashRefunds'), -report.cash_refunds)}
      {row(t('inventory.pos.session.expected'), report.expected, 'z-expected')}
      {row(t('inventory.pos.session.counted'), report.counted, 'z-counted')}
      {row(t('inventory.pos.session.difference'), report.difference, 'z-difference')}
    </div>
  );
}

export function PosZReport({ report, onHide }: { report: ZReport; onHide: () => void }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<Width | null>(null);
  return (
    <Dialog
      header={t('inventory.pos.session.zTitle', { id: report.session.id })}
      visible
      onHide={onHide}
      style={{ width: 'min(26rem, 96vw)' }}
      footer={
        <div className="pos-receipt-actions">
          <Button
            type="button"
            icon="pi pi-print"
            label="58 mm"
            outlined
            onClick={() => printThermal(58, setWidth)}
          />
          <Button
            type="button"
            icon="pi pi-print"
            label="80 mm"
            outlined
            onClick={() => printThermal(80, setWidth)}
          />
          <Button
            type="button"
            icon="pi pi-file-pdf"
            label="PDF"
            outlined
            onClick={() => void openPdf(() => inventoryApi.zReportPdf(report.session.id, 80))}
          />
        </div>
      }
    >
      <div data-testid="pos-z-report">
        <ZBody report={report} />
      </div>
      {width !== null &&
        createPortal(
          <div className={`pos-print-area pos-print-${width}`}>
            <ZBody report={report} />
          </div>,
          document.body,
        )}
    </Dialog>
  );
}
