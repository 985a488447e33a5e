import type { Resource } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { PageDialog, showRequestError, toast } from '../../ui/index.ts';
import { resourceKey } from '../api-hooks.ts';
import type { Progress } from '../export/download.ts';
import { screenWords, wordsParam } from '../export/reader-words.ts';
import { TransferProgress } from '../export/TransferProgress.tsx';
import { ImportJobProgress } from './ImportJobProgress.tsx';
import { ImportReportView } from './ImportReportView.tsx';
import {
  IMPORT_ACCEPT,
  ImportJobFailed,
  type ImportJobStatus,
  type ImportReport,
  isImportFile,
  runImport,
} from './import-api.ts';
import { templateCsv, templateFileName } from './template.ts';
import '../export/transfer.css';

export type ImportDialogProps = {
  resource: Resource;
  /** A column's label as the list shows it (the role's Replace Label rules); the translated label without. */
  labelOf?: (name: string) => string;
  visible: boolean;
  onHide: () => void;
};

/**
 * Import from CSV or XLSX: a dry run reports every bad row, then one all-or-nothing commit. The file is
 * uploaded (its bytes' progress), then checked and saved by the server (its rows' progress, polled).
 */
export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <PageDialog
      visible={props.visible}
      onHide={props.onHide}
      title={t('transfer.import.title', { resource: t(props.resource.labelKey) })}
      width="56rem"
      scope={`import-${props.resource.name}`}
    >
      {props.visible && <ImportPanel {...props} />}
    </PageDialog>
  );
}

/** The messages of a 422 answer (`{ errors: { file: [...] } }` or `{ message }`), else null. */
export function validationMessages(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = errorAnswerOf(error);
  const messages = Object.values(body.errors ?? {}).flat();
  if (messages.length > 0) return messages;
  return body.message === null ? null : [body.message];
}

function ImportPanel({ resource, labelOf, onHide }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  // the file may be headed by the labels the list shows, and name relations and options by theirs
  const labels = useMemo(() => wordsParam(screenWords(resource, t, labelOf)), [resource, labelOf, t]);
  const id = useId().replace(/:/g, '');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [upload, setUpload] = useState<{ name: string; progress: Progress } | null>(null);
  const [job, setJob] = useState<ImportJobStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const busy = upload !== null || job !== null;
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setReport(null);
    setRefusal(null);
    setFailure(null);
    if (chosen && !isImportFile(chosen)) {
      setFile(null);
      setFileError(t('transfer.import.wrongType'));
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const run = async (dryRun: boolean) => {
    if (!file || busy) return;
    const controller = new AbortController();
    running.current = controller;
    setRefusal(null);
    setFailure(null);
    setUpload({ name: file.name, progress: { loaded: 0, total: file.size } });
    try {
      const answer = await runImport(resource.name, file, {
        dryRun,
        labels,
        signal: controller.signal,
        onProgress: (progress) => setUpload({ name: file.name, progress }),
        // once the file is up, the rows' progress replaces the bytes'
        onJob: (status) => {
          setUpload(null);
          setJob(status);
        },
      });
      if (!dryRun && answer.errors.length === 0) {
        toast.success(t('transfer.import.done', { count: number(answer.imported) }));
        await client.invalidateQueries({ queryKey: resourceKey(resource.name) });
        onHide();
        return;
      }
      setReport(answer);
    } catch (error) {
      if (controller.signal.aborted) return;
      const messages = validationMessages(error);
      setReport(error instanceof ImportJobFailed ? error.report : null);
      if (error instanceof ImportJobFailed) setFailure(error.message);
      else if (messages) setRefusal(messages);
      else showRequestError(error);
    } finally {
      if (running.current === controller) running.current = null;
      setUpload(null);
      setJob(null);
    }
  };

  const canCommit = report?.dryRun === true && report.errors.length === 0 && report.valid > 0;
  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv(resource))}`;

  return (
    <div className="transfer-panel" data-testid="import-dialog">
      <p className="transfer-intro">{t('transfer.import.intro')}</p>
      <a href={templateHref} download={templateFileName(resource)} data-testid="import-template">
        <i className="pi pi-file" aria-hidden /> {t('transfer.import.template')}
      </a>
      <div className="transfer-file">
        <label htmlFor={`${id}-file`}>{t('transfer.import.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMPORT_ACCEPT}
          onChange={choose}
          disabled={busy}
          aria-invalid={fileError !== null}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          data-testid="import-file"
        />
        {fileError && (
          <small id={`${id}-file-error`} className="p-error" role="alert">
            {fileError}
          </small>
        )}
      </div>
      {upload && (
        <TransferProgress
          direction="upload"
          label={t('transfer.import.uploading', { name: upload.name })}
          progress={upload.progress}
        />
      )}
      {job && <ImportJobProgress job={job} />}
      {failure && <Message severity="error" text={failure} data-testid="import-failed" />}
      {refusal && (
        <Message
          severity="error"
          data-testid="import-unreadable"
          content={
            <ul className="transfer-messages">
              {refusal.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          }
        />
      )}
      {report && <ImportReportView resource={resource} report={report} />}
      <div className="transfer-actions">
        <Button
          type="button"
          label={t('transfer.import.check')}
          icon="pi pi-search"
          outlined={canCommit}
          onClick={() => void run(true)}
          disabled={!file || busy}
          loading={busy && !canCommit}
        />
        {canCommit && (
          <Button
            type="button"
            label={t('transfer.import.confirm', { count: number(report.valid) })}
            icon="pi pi-upload"
            onClick={() => void run(false)}
            disabled={busy}
            loading={busy}
            data-testid="import-commit"
          />
        )}
        <Button type="button" label={t('transfer.import.close')} severity="secondary" text onClick={onHide} />
      </div>
    </div>
  );
}
