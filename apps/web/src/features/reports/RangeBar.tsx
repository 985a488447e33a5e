import { formatYmd } from '@kantor/core';
import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../ui/DateRangeInput.tsx';
import type { Period, RangeQuery } from './reports-api.ts';
import { WITHHELD } from './withheld.ts';

/** This year so far, by month: what an owner looks at first. */
export function defaultRange(): RangeQuery {
  const today = formatYmd(new Date());
  return { from: `${today.slice(0, 4)}-01-01`, to: today, period: 'month' };
}

/** From, to and the period of a recap; a cleared day keeps the last one (a recap always has both). */
export function RangeBar({
  value,
  onChange,
  noPeriod = false,
}: {
  value: RangeQuery;
  onChange: (next: RangeQuery) => void;
  noPeriod?: boolean;
}) {
  const { t } = useTranslation();
  const periods: Period[] = ['day', 'week', 'month'];
  const id = useId();
  return (
    <div className="report-range" data-testid="report-range">
      <DateRangeInput id={id} value={value} onChange={(range) => onChange({ ...value, ...range })} required />
      {!noPeriod && (
        <div className="report-range-field">
          <label htmlFor="report-period">{t('reports.range.period')}</label>
          <Dropdown
            inputId="report-period"
            value={value.period}
            options={periods.map((p) => ({ value: p, label: t(`reports.range.periods.${p}`) }))}
            onChange={(e) => onChange({ ...value, period: e.value as Period })}
          />
        </div>
      )}
    </div>
  );
}

/** A period's label: the day, "Minggu 14 Sep 2026", or the month. */
export function periodLabel(
  period: string | undefined,
  kind: Period,
  locale: string,
  weekWord: string,
): string {
  if (period === undefined) return WITHHELD;
  const date = new Date(`${period}T00:00:00`);
  if (kind === 'month')
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(date);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    date,
  );
  return kind === 'week' ? `${weekWord} ${day}` : day;
}

/** A plain table of a recap: the first column names the row, the rest are right-aligned figures. */
export function PeriodTable({
  head,
  rows,
  foot,
  empty,
}: {
  head: string[];
  rows: string[][];
  foot: string[];
  empty: string;
}) {
  return (
    <div className="report-table-frame">
      <table className="report-table" data-testid="report-table">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r[0]}>
                {r.map((cell, i) =>
                  i === 0 ? (
                    <th key={head[i]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={head[i]}>{cell}</td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            {foot.map((cell, i) =>
              i === 0 ? (
                <th key={head[i]} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={head[i]}>{cell}</td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
