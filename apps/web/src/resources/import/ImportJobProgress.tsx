import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import type { ImportJobStatus } from './import-api.ts';

export type ImportJobProgressProps = { job: ImportJobStatus };

/**
 * How far the server is with an import: rows checked (or saved) of the file's rows, as a bar; while it
 * removes what it saved after a failed row, a bar without an end.
 */
export function ImportJobProgress({ job }: ImportJobProgressProps) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const counted = job.phase === 'checking' || job.phase === 'writing';
  const label = counted
    ? t(`transfer.import.${job.phase}`, { done: number(job.done), total: number(job.total) })
    : t('transfer.import.undoing');
  const percent = job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
  return (
    <div className="transfer-progress" data-testid="import-progress" data-phase={job.phase}>
      <div className="transfer-progress-label">
        <span aria-live="polite">{label}</span>
      </div>
      {counted ? (
        <ProgressBar value={percent} style={{ height: '1rem' }} aria-label={label} />
      ) : (
        <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} aria-label={label} />
      )}
    </div>
  );
}
