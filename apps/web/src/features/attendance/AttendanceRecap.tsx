import { formatDuration } from '@kantor/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError } from '../../ui/index.ts';
import { attendanceApi, type RecapFormat } from './attendance-api.ts';
import './attendance.css';

const STATUSES = ['masuk', 'izin', 'sakit', 'cuti', 'alpha', 'libur'] as const;
const FORMATS: readonly RecapFormat[] = ['csv', 'xlsx', 'pdf'];

/** `YYYY-MM` moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by];
  const date = new Date(Date.UTC(year, index, 1));
  return date.toISOString().slice(0, 7);
}

/** This month in Asia/Jakarta (UTC+7), `YYYY-MM`. */
const thisMonth = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);

/**
 * The monthly attendance recap: a month chooser, a line per person (days of each status, days present,
 * hours worked, late arrivals against the configured start time) and its CSV, XLSX and PDF files from
 * the server. Someone who is not an admin sees only their own line.
 */
export function AttendanceRecap() {
  useApiLanguage();
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(thisMonth);
  const recap = useQuery({
    queryKey: ['attendance', 'recap', month],
    queryFn: () => attendanceApi.recap(month),
    placeholderData: keepPreviousData,
  });
  const monthLabel = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

  async function download(format: RecapFormat) {
    try {
      const blob = await attendanceApi.recapFile(month, format);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `rekap-absensi-${month}.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      showRequestError(error);
    }
  }

  const data = recap.data;
  return (
    <div className="recap" data-testid="attendance-recap">
      <div className="recap-bar">
        <Button
          type="button"
          icon="pi pi-angle-left"
          text
          rounded
          aria-label={t('attendance.recap.previous')}
          onClick={() => setMonth((m) => shiftMonth(m, -1))}
        />
        <span className="recap-month" aria-live="polite">
          {monthLabel}
        </span>
        <Button
          type="button"
          icon="pi pi-angle-right"
          text
          rounded
          aria-label={t('attendance.recap.next')}
          onClick={() => setMonth((m) => shiftMonth(m, 1))}
        />
        <div className="recap-downloads">
          {FORMATS.map((format) => (
            <Button
              key={format}
              type="button"
              icon="pi pi-download"
              label={t(`transfer.export.formats.${format}`)}
              outlined
              size="small"
              onClick={() => download(format)}
              data-testid={`recap-${format}`}
            />
          ))}
        </div>
      </div>
      {data && (
        <p className="recap-note">
          {data.rule.graceMinutes > 0
            ? t('attendance.recap.ruleGrace', { start: data.rule.start, grace: data.rule.graceMinutes })
            : t('attendance.recap.rule', { start: data.rule.start })}
          {data.ownOnly ? ` ${t('attendance.recap.ownOnly')}` : ''}
        </p>
      )}
      {recap.isFetching && <ProgressBar mode="indeterminate" style={{ height: 3 }} />}
      {recap.isError && <p className="p-error">{t('errors.unableToComplete')}</p>}
      {data && data.records.length === 0 && <p className="recap-note">{t('attendance.recap.empty')}</p>}
      {data && data.records.length > 0 && (
        <div className="recap-scroll">
          <table className="recap-table">
            <thead>
              <tr>
                <th scope="col">{t('attendance.recap.columns.name')}</th>
                <th scope="col">{t('attendance.recap.columns.daysPresent')}</th>
                <th scope="col">{t('attendance.recap.columns.hours')}</th>
                <th scope="col">{t('attendance.recap.columns.late')}</th>
                {STATUSES.map((s) => (
                  <th scope="col" key={s}>
                    {t(`attendance.status.${s}`)}
                  </th>
                ))}
                <th scope="col">{t('attendance.recap.columns.open')}</th>
              </tr>
            </thead>
            <tbody>
              {data.records.map((line) => (
                <tr key={line.personId}>
                  {/* a figure read from a field the role may not see is left out: a dash */}
                  <th scope="row">{line.name ?? '—'}</th>
                  <td>{line.daysPresent ?? '—'}</td>
                  <td>{line.workedMinutes === undefined ? '—' : formatDuration(line.workedMinutes)}</td>
                  <td className={(line.lateDays ?? 0) > 0 ? 'recap-late' : undefined}>
                    {line.lateDays ?? '—'}
                    {(line.lateDays ?? 0) > 0 && line.lateMinutes !== undefined && (
                      <small> ({t('attendance.recap.minutes', { minutes: line.lateMinutes })})</small>
                    )}
                  </td>
                  {STATUSES.map((s) => (
                    <td key={s}>{line.counts?.[s] ?? '—'}</td>
                  ))}
                  <td>{line.openDays ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
