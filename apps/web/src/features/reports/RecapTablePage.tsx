import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from './csv.ts';
import { defaultRange, PeriodTable, RangeBar } from './RangeBar.tsx';
import { reportsApi } from './reports-api.ts';
import './reports.css';
import { count, money as rp, shown, sum as total } from './withheld.ts';

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
            shown(r.name),
            shown(r.jenis),
            count(r.qty),
            String(r.invoices),
            rp(r.revenue),
          ]),
          foot: [t('reports.total'), '', '', '', rp(total(records.map((r) => r.revenue)))],
        };
      }
      const { records } = await reportsApi.salesByCustomer(range);
      const sum = (k: 'total' | 'paid' | 'balance') => rp(total(records.map((r) => r[k])));
      return {
        head: [
          t('reports.views.customer'),
          t('reports.views.invoices'),
          t('reports.views.total'),
          t('reports.views.paid'),
          t('reports.views.balance'),
        ],
        rows: records.map((r) => [
          shown(r.customer),
          String(r.invoices),
          rp(r.total),
          rp(r.paid),
          rp(r.balance),
        ]),
        foot: [
          t('reports.total'),
          String(records.reduce((s, r) => s + r.invoices, 0)),
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
          <PeriodTable head={data.head} rows={data.rows} foot={data.foot} empty={t('reports.empty')} />
          <Button
            icon="pi pi-download"
            label={t('reports.laporan.csv')}
            outlined
            className="report-download"
            onClick={() => downloadCsv(`${kind}.csv`, [data.head, ...data.rows, data.foot])}
          />
        </>
      )}
    </section>
  );
}
