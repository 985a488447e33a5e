import type { Resource } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFilterQuery } from '../../resources/export/export-query.ts';
import type { ListState, RouteFilter } from '../../resources/list-query.ts';
import { type BatchStatus, documentsApi, errorText } from './documents-api.ts';
import { Field } from './Field.tsx';
import { printChoices } from './PrintWithTemplateButton.tsx';

export type BatchDocumentsToolProps = {
  resource: Resource;
  state: ListState;
  routeFilter: RouteFilter | null;
};

const POLL_MS = 600;

/**
 * "Dokumen massal" on a list's toolbar (only when the resource has templates): one document per record
 * of the list's current filter, search and route filter, made by a server job whose progress is polled,
 * then downloaded as one ZIP.
 */
export function BatchDocumentsTool({ resource, state, routeFilter }: BatchDocumentsToolProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(0);
  const [job, setJob] = useState<BatchStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const templates = useQuery({
    queryKey: ['documents', 'templates', resource.name],
    queryFn: () => documentsApi.templates(resource.name),
    staleTime: 60_000,
    retry: false,
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const choices = printChoices(templates.data?.records ?? []);
  if (choices.length === 0) return null;
  const selected = choices[choice] ?? choices[0]!;

  const poll = (id: string) => {
    timer.current = setTimeout(async () => {
      try {
        const status = await documentsApi.batchStatus(id);
        setJob(status);
        if (status.status === 'running') poll(id);
        else if (status.status === 'done') await documentsApi.downloadBatch(id, `${resource.name}.zip`);
        else setError(status.error ?? t('documents.batch.failed'));
      } catch (e) {
        setError(errorText(e) ?? t('documents.batch.failed'));
      }
    }, POLL_MS);
  };
  const start = async () => {
    setError(null);
    setJob(null);
    try {
      const query = listFilterQuery(resource, state, routeFilter);
      const status = await documentsApi.startBatch(
        resource.name,
        query,
        selected.template.id,
        selected.format,
      );
      setJob(status);
      poll(status.id);
    } catch (e) {
      setError(errorText(e) ?? t('documents.batch.failed'));
    }
  };
  const running = job?.status === 'running';
  const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <>
      <Button
        type="button"
        icon="pi pi-copy"
        label={t('documents.batch.open')}
        outlined
        onClick={() => setOpen(true)}
        data-testid="documents-batch-open"
      />
      <Dialog
        header={t('documents.batch.title')}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(32rem, 95vw)' }}
      >
        <p>{t('documents.batch.hint')}</p>
        <Field id="batch-template" label={t('documents.batch.template')}>
          <Dropdown
            value={choice}
            options={choices.map((c, i) => ({
              value: i,
              label: `${c.template.nama_dokumen} (${c.format.toUpperCase()})`,
            }))}
            onChange={(e) => setChoice(Number(e.value))}
            disabled={running}
            inputId="batch-template"
          />
        </Field>
        {job && (
          <div className="documents-progress" data-testid="documents-batch-progress">
            <ProgressBar value={percent} />
            <span>{t('documents.batch.progress', { done: job.done, total: job.total })}</span>
          </div>
        )}
        {job?.status === 'done' && <Message severity="success" text={t('documents.batch.done')} />}
        {error && <Message severity="error" text={error} />}
        <div className="documents-actions">
          <Button
            type="button"
            icon="pi pi-file-export"
            label={t('documents.batch.start')}
            loading={running}
            onClick={() => void start()}
            data-testid="documents-batch-start"
          />
        </div>
      </Dialog>
    </>
  );
}
