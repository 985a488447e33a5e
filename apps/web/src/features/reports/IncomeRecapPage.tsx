import { formatCurrency } from '@kantor/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRange, PeriodTable, periodLabel, RangeBar } from './RangeBar.tsx';
import { PALETTE, ReportChart } from './ReportChart.tsx';
import { reportsApi } from './reports-api.ts';
import './reports.css';

/** `/rpemasukan/ghkpo`: income per period, stacked by category, with the totals. */
export function IncomeRecapPage() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(defaultRange);
  const recap = useQuery({
    queryKey: ['report', 'ghkpo', range],
    queryFn: () => reportsApi.incomeRecap(range),
    placeholderData: keepPreviousData,
  });
  const data = recap.data;
  const labels = (data?.rows ?? []).map((r) =>
    periodLabel(r.period, range.period, i18n.language, t('reports.week')),
  );
  return (
    <section className="resource-page report-page" data-testid="report-ghkpo">
      <header className="resource-page-header">
        <h1>{t('reports.income.title')}</h1>
      </header>
      <p className="muted">{t('reports.income.lead')}</p>
      <RangeBar value={range} onChange={setRange} />
      {recap.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && (
        <>
          <ReportChart
            labels={labels}
            stacked
            series={data.categories.map((c, i) => ({
              label: c,
              data: data.rows.map((r) => r.byCategory[c] ?? 0),
              color: PALETTE[i % PALETTE.length]!,
            }))}
          />
          <PeriodTable
            head={[t('reports.period'), ...data.categories, t('reports.total')]}
            rows={data.rows.map((r, i) => [
              labels[i]!,
              ...data.categories.map((c) => formatCurrency(r.byCategory[c] ?? 0)),
              formatCurrency(r.total),
            ])}
            foot={[
              t('reports.total'),
              ...data.categories.map((c) => formatCurrency(data.totals.byCategory[c] ?? 0)),
              formatCurrency(data.totals.total),
            ]}
            empty={t('reports.empty')}
          />
        </>
      )}
    </section>
  );
}
