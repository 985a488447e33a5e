import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRange, PeriodTable, periodLabel, RangeBar } from './RangeBar.tsx';
import { ReportChart } from './ReportChart.tsx';
import { reportsApi } from './reports-api.ts';
import './reports.css';
import { money } from './withheld.ts';

/** `/rpemasukan/drtyj`: money in against money out per period, and the running balance. */
export function CashFlowPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(defaultRange);
  const flow = useQuery({
    queryKey: ['report', 'drtyj', range],
    queryFn: () => reportsApi.cashFlow(range),
    placeholderData: keepPreviousData,
  });
  const data = flow.data;
  const labels = (data?.rows ?? []).map((r) =>
    periodLabel(r.period, range.period, i18n.language, t('reports.week')),
  );
  return (
    <section className="resource-page report-page" data-testid="report-drtyj">
      <header className="resource-page-header">
        <h1>{t('reports.cash.title')}</h1>
      </header>
      <p className="muted">{t('reports.cash.lead')}</p>
      <RangeBar value={range} onChange={setRange} />
      {flow.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && (
        <>
          <ReportChart
            labels={labels}
            series={[
              { label: t('reports.cash.in'), data: data.rows.map((r) => r.in), color: '#0f766e' },
              { label: t('reports.cash.out'), data: data.rows.map((r) => r.out), color: '#b91c1c' },
              {
                label: t('reports.cash.balance'),
                data: data.rows.map((r) => r.balance),
                color: '#1d4ed8',
                type: 'line',
              },
            ]}
          />
          <p>
            {t('reports.cash.opening')} <strong>{money(data.opening)}</strong>
          </p>
          <PeriodTable
            head={[
              t('reports.period'),
              t('reports.cash.in'),
              t('reports.cash.out'),
              t('reports.cash.net'),
              t('reports.cash.balance'),
            ]}
            rows={data.rows.map((r, i) => [
              labels[i]!,
              money(r.in),
              money(r.out),
              money(r.net),
              money(r.balance),
            ])}
            foot={[
              t('reports.total'),
              money(data.totals.in),
              money(data.totals.out),
              money(data.totals.net),
              money(data.totals.closing),
            ]}
            empty={t('reports.empty')}
          />
        </>
      )}
    </section>
  );
}
