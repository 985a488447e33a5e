import { formatCurrency, REPORT_KINDS } from '@kantor/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewPanelProps } from '../../app/feature.ts';
import { showRequestError } from '../../ui/index.ts';
import { defaultRange, PeriodTable, periodLabel, RangeBar } from './RangeBar.tsx';
import { PALETTE, ReportChart } from './ReportChart.tsx';
import {
  type Period,
  type RangeQuery,
  type ReportKind,
  type ReportTable,
  reportsApi,
} from './reports-api.ts';
import './reports.css';
import { WITHHELD } from './withheld.ts';

/** The report a saved definition names (`definisi.laporan`), or null. */
function definitionOf(record: Record<string, unknown>): { kind: ReportKind; period: Period } | null {
  const def = record.definisi as { laporan?: unknown; period?: unknown } | null | undefined;
  const kind = REPORT_KINDS.find((k) => k === def?.laporan) ?? null;
  if (!kind) return null;
  const period = (['day', 'week', 'month'] as const).find((p) => p === def?.period) ?? 'month';
  return { kind, period };
}

/**
 * Under a saved report definition (`rlaporan`, jenis Definisi Laporan): the built-in report it names
 * as a chart and a table, for the range chosen, downloadable as CSV.
 */
export function ReportPanel({ record }: ViewPanelProps) {
  const definition = definitionOf(record);
  return definition ? <Report kind={definition.kind} period={definition.period} /> : null;
}

function Report({ kind, period }: { kind: ReportKind; period: Period }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<RangeQuery>(() => ({ ...defaultRange(), period }));
  const report = useQuery({
    queryKey: ['report', 'laporan', kind, range],
    queryFn: () => reportsApi.report(kind, range),
    placeholderData: keepPreviousData,
  });
  const data: ReportTable | undefined = report.data;
  const column = (key: string) => t(`reports.laporan.columns.${key}`, { defaultValue: key });
  // a label the role may not see is null (its figures still show); a hidden column is not in `columns`
  const labelOf = (row: Record<string, string | number | null>) => {
    const label = row[data?.label ?? ''];
    if (label === null || label === undefined) return WITHHELD;
    return data?.periodic
      ? periodLabel(String(label), range.period, i18n.language, t('reports.week'))
      : String(label);
  };
  const figure = (key: string, value: unknown) =>
    data?.columns.find((c) => c.key === key)?.money
      ? formatCurrency(Number(value ?? 0))
      : Number(value ?? 0).toLocaleString('id-ID', { maximumFractionDigits: 4 });
  // the same writers as every list's export, on the server
  async function download(format: 'csv' | 'xlsx' | 'pdf') {
    try {
      const blob = await reportsApi.reportFile(kind, range, format);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `laporan-${kind}.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      showRequestError(error);
    }
  }
  const head = data ? [column(data.label), ...data.columns.map((c) => column(c.key))] : [];
  const rows = (data?.rows ?? []).map((r) => [
    labelOf(r),
    ...(data?.columns ?? []).map((c) => figure(c.key, r[c.key])),
  ]);
  const foot = data
    ? [t('reports.total'), ...data.columns.map((c) => figure(c.key, data.totals[c.key]))]
    : [];

  return (
    <Card title={t(`reports.laporan.kinds.${kind}`)} className="report-panel" data-testid="report-panel">
      {data?.periodic !== false && <RangeBar value={range} onChange={setRange} />}
      {report.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && (
        <>
          <ReportChart
            labels={data.rows.map(labelOf)}
            stacked={data.chart.stacked}
            series={data.chart.series.map((key, i) => ({
              label: column(key),
              data: data.rows.map((r) => Number(r[key] ?? 0)),
              color: PALETTE[i % PALETTE.length]!,
            }))}
          />
          <PeriodTable head={head} rows={rows} foot={foot} empty={t('reports.empty')} />
          <div className="report-downloads">
            {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                icon="pi pi-download"
                label={t(`transfer.export.formats.${format}`)}
                outlined
                onClick={() => download(format)}
                data-testid={`report-${format}`}
              />
            ))}
          </div>
        </>
      )}
    </Card>
  );
}
