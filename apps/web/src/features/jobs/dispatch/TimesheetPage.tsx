import { addDays, formatDateTimeLong, formatYmd, type TimesheetEntry, weekStart } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { errorAnswerOf } from '../../../api/errors.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import { showRequestError, toast } from '../../../ui/index.ts';
import { dispatchApi } from './dispatch-api.ts';
import './dispatch.css';

/** `YYYY-MM-DDTHH:MM` in Jakarta, as the date-time input holds it and the correction route reads it. */
const localInput = (iso: string | null) => (iso ? isoLocal(iso) : '');
function isoLocal(iso: string): string {
  const jakarta = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  return jakarta.toISOString().slice(0, 16);
}
const hours = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 2 });

/**
 * `/rpekerjaan/timesheet` ("Timesheet"): a week's timer entries with their hours per job, technician
 * and week, and the admin's correction of an entry (start, stop, a required reason kept as history).
 */
export function TimesheetPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(() => weekStart(formatYmd(new Date())));
  const to = addDays(from, 6);
  const report = useQuery({ queryKey: ['timesheets', from], queryFn: () => dispatchApi.report(from, to) });
  const [editing, setEditing] = useState<TimesheetEntry | null>(null);
  const [start, setStart] = useState('');
  const [stop, setStop] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const open = (entry: TimesheetEntry) => {
    setEditing(entry);
    setStart(localInput(entry.mulai) || '');
    setStop(localInput(entry.selesai) || '');
    setReason('');
    setErrors({});
  };
  async function save() {
    if (!editing) return;
    try {
      const answer = await dispatchApi.correct(editing.id, {
        mulai: start,
        selesai: stop === '' ? null : stop,
        alasan: reason,
      });
      toast.success(answer.message);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['timesheets'] });
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    }
  }
  const data = report.data;
  const problems = Object.values(errors).flat();
  return (
    <section className="resource-page" data-testid="timesheet-page">
      <header className="resource-page-header">
        <h1>{t('dispatch.timesheet.title')}</h1>
        <div className="resource-toolbar">
          <Button
            icon="pi pi-chevron-left"
            text
            aria-label={t('dispatch.previous')}
            onClick={() => setFrom(addDays(from, -7))}
          />
          <span>{t('dispatch.weekOf', { from, to })}</span>
          <Button
            icon="pi pi-chevron-right"
            text
            aria-label={t('dispatch.next')}
            onClick={() => setFrom(addDays(from, 7))}
          />
        </div>
      </header>
      <div className="timesheet-summary">
        {(
          [
            ['byJob', data?.byJob.map((r) => [r.nama, r.jam] as const)],
            ['byTechnician', data?.byTechnician.map((r) => [r.nama, r.jam] as const)],
            ['byWeek', data?.byWeek.map((r) => [r.minggu, r.jam] as const)],
          ] as const
        ).map(([key, rows]) => (
          <table key={key} data-testid={`timesheet-${key}`}>
            <caption>{t(`dispatch.timesheet.${key}`)}</caption>
            <tbody>
              {(rows ?? []).map(([name, jam]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td className="num">{t('dispatch.timesheet.hours', { hours: hours(jam) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        <p>
          <strong>{t('dispatch.timesheet.total', { hours: hours(data?.total ?? 0) })}</strong>
        </p>
      </div>
      <div className="dispatch-grid-wrap">
        <table className="dispatch-grid">
          <thead>
            <tr>
              <th scope="col">{t('dispatch.technician')}</th>
              <th scope="col">{t('dispatch.timesheet.job')}</th>
              <th scope="col">{t('dispatch.timesheet.start')}</th>
              <th scope="col">{t('dispatch.timesheet.stop')}</th>
              <th scope="col">{t('dispatch.timesheet.hoursHead')}</th>
              <th scope="col">{t('dispatch.timesheet.correct')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.entries ?? []).map((e) => (
              <tr key={e.id}>
                <td>{e.teknisi}</td>
                <td>
                  {e.nama_sub_pekerjaan} ({e.nama_pekerjaan})
                </td>
                <td>{formatDateTimeLong(e.mulai)}</td>
                <td>{e.selesai ? formatDateTimeLong(e.selesai) : t('dispatch.timer.running')}</td>
                <td className="num">{hours(e.jam)}</td>
                <td>
                  <Button
                    icon="pi pi-pencil"
                    text
                    aria-label={t('dispatch.timesheet.correct')}
                    onClick={() => open(e)}
                  />
                  {e.koreksi > 0 && t('dispatch.timesheet.corrected', { count: e.koreksi })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data?.entries.length === 0 && <p>{t('dispatch.timesheet.empty')}</p>}
      <Dialog
        header={t('dispatch.timesheet.correct')}
        visible={editing !== null}
        onHide={() => setEditing(null)}
        style={{ width: 'min(26rem, 95vw)' }}
        footer={
          <Button
            label={t('dispatch.timesheet.save')}
            icon="pi pi-check"
            onClick={() => void save()}
            data-testid="timesheet-save"
          />
        }
      >
        <div className="dispatch-move-form">
          <label htmlFor="ts-start">{t('dispatch.timesheet.start')}</label>
          <DateInput kind="datetime" inputId="ts-start" value={start} onChange={setStart} />
          <label htmlFor="ts-stop">{t('dispatch.timesheet.stop')}</label>
          <DateInput kind="datetime" inputId="ts-stop" value={stop} onChange={setStop} />
          <label htmlFor="ts-reason">{t('dispatch.timesheet.reason')}</label>
          <textarea
            id="ts-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {problems.map((text) => (
            <small key={text} className="p-error" role="alert">
              {text}
            </small>
          ))}
        </div>
      </Dialog>
    </section>
  );
}
