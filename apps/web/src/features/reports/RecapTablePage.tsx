import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from './csv.ts';
import { defaultRange, PeriodTable, RangeBar } from './RangeBar.tsx';
import { reportsApi } from './reports-api.ts';
import './reports.css';
import { countCell, csvRows, moneyCell, shownRows, textCell } from './recap-cells.ts';
import { sum as total } from './withheld.ts';

type Kind = 'qnevt' | 'rbdkm';

/** `/rsubinvoice/qnevt` (what was sold) and `/rsubinvoice/rbdkm` (sales per customer) for a date range. */
export function RecapTablePage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const [range, setRange] = useState(defaultRange);
  const recap = useQuery({
    queryKey: ['report', kind, range],
    queryFn: async () => {
      if (kind === 'qnevt') {
        const { records } = await reportsApi.soldItems(range);
        return {
          head: [
            t('reports.views.item'),
            t('reports.views.kind'),
            t('reports.views.qty'),
            t('reports.views.invoices'),
            t('reports.views.revenue'),
          ],
          rows: records.map((r) => [
            textCell(r.name),
            textCell(r.jenis),
            countCell(r.qty),
            countCell(r.invoices),
            moneyCell(r.revenue),
          ]),
          foot: [
            textCell(t('reports.total')),
            textCell(''),
            textCell(''),
            textCell(''),
            moneyCell(total(records.map((r) => r.revenue))),
          ],
        };
      }
      const { records } = await reportsApi.salesByCustomer(range);
      const sum = (k: 'total' | 'paid' | 'balance') => moneyCell(total(records.map((r) => r[k])));
      return {
        head: [
          t('reports.views.customer'),
          t('reports.views.invoices'),
          t('reports.views.total'),
          t('reports.views.paid'),
          t('reports.views.balance'),
        ],
        rows: records.map((r) => [
          textCell(r.customer),
          countCell(r.invoices),
          moneyCell(r.total),
          moneyCell(r.paid),
          moneyCell(r.balance),
        ]),
        foot: [
          textCell(t('reports.total')),
          countCell(records.reduce((s, r) => s + r.invoices, 0)),
          sum('total'),
          sum('paid'),
          sum('balance'),
        ],
      };
    },
    placeholderData: keepPreviousData,
  });
  const data = recap.data;
  return (
    <section className="resource-page report-page" data-testid={`report-${kind}`}>
      <header className="resource-page-header">
        <h1>{t(`reports.views.${kind}.title`)}</h1>
      </header>
      <p className="muted">{t(`reports.views.${kind}.lead`)}</p>
      <RangeBar value={range} onChange={setRange} noPeriod />
      {recap.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && (
        <>
          <PeriodTable
            head={data.head}
            rows={shownRows(data.rows)}
            foot={shownRows([data.foot])[0]!}
            empty={t('reports.empty')}
          />
          <Button
            icon="pi pi-download"
            label={t('reports.laporan.csv')}
            outlined
            className="report-download"
            onClick={() => downloadCsv(`${kind}.csv`, [data.head, ...csvRows([...data.rows, data.foot])])}
          />
        </>
      )}
    </section>
  );
}
