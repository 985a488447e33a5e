import { formatFileSize } from '@kantor/core';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import type { Progress } from './download.ts';

export type TransferProgressProps = {
  /** What is moving ("Downloading rsupplier.csv…"). */
  label: string;
  progress: Progress;
  /** 'download': bytes received; 'upload': bytes sent, then the server's processing. */
  direction: 'download' | 'upload';
};

/** Percentage of a transfer, or null when its size is unknown. */
export function progressPercent(progress: Progress): number | null {
  if (progress.total === null || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

/**
 * The progress bar of a long download or upload: determinate when the size is known, indeterminate
 * otherwise (a streamed export has no Content-Length; an uploaded file waits for the server).
 */
export function TransferProgress({ label, progress, direction }: TransferProgressProps) {
  const { t } = useTranslation();
  const percent = progressPercent(progress);
  const size = formatFileSize(progress.loaded);
  const total = progress.total === null ? '' : formatFileSize(progress.total);
  const processing = direction === 'upload' && percent === 100;
  const detail = processing
    ? t('transfer.progress.processing')
    : direction === 'upload'
      ? t('transfer.progress.sent', { size, total })
      : percent === null
        ? t('transfer.progress.received', { size })
        : t('transfer.progress.receivedOf', { size, total });
  return (
    <div className="transfer-progress" data-testid="transfer-progress">
      <div className="transfer-progress-label">
        <span>{label}</span>
        <small aria-live="polite">{detail}</small>
      </div>
      {percent === null || processing ? (
        <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} aria-label={label} />
      ) : (
        <ProgressBar value={percent} style={{ height: '1rem' }} aria-label={label} />
      )}
    </div>
  );
}
