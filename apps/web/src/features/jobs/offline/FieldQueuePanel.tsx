import { formatDateTimeLong } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session-context.tsx';
import { dropWrite, type QueuedWrite, queuedWrites } from './field-queue.ts';
import { onQueueChange, queueChanged, syncNow } from './field-sync.ts';

/** The signed-in login's queued entries, redrawn on every change; a sync that sent some refreshes the screens. */
export function useFieldQueue() {
  const owner = useSession().user?.username ?? '';
  const client = useQueryClient();
  const [queue, setQueue] = useState<QueuedWrite[]>([]);
  const [syncing, setSyncing] = useState(false);
  useEffect(() => {
    // the queue is read from IndexedDB: an answer that comes after the screen has gone is dropped
    let alive = true;
    const reload = async () => {
      const next = await queuedWrites(owner);
      if (alive) setQueue(next);
    };
    void reload();
    const off = onQueueChange((synced) => {
      void reload();
      if (synced && synced.sent > 0)
        for (const queryKey of [['resource'], ['worksheet'], ['worksheets']])
          void client.invalidateQueries({ queryKey });
    });
    return () => {
      alive = false;
      off();
    };
  }, [owner, client]);
  const sync = async () => {
    setSyncing(true);
    try {
      await syncNow(owner);
    } finally {
      setSyncing(false);
    }
  };
  const discard = async (clientId: string) => {
    await dropWrite(clientId);
    queueChanged();
  };
  return { queue, syncing, sync, discard };
}

/**
 * The technician's entries made without a network (issue 35): how many wait, each one's sub job and
 * step, and those the server refused on sync (the job was closed meanwhile) with its words, kept until
 * the technician discards them after a second, explicit tap.
 */
export function FieldQueuePanel() {
  const { t, i18n } = useTranslation();
  const { queue, syncing, sync, discard } = useFieldQueue();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (queue.length === 0) return null;
  const waiting = queue.filter((q) => !q.refused).length;
  const refused = queue.length - waiting;
  return (
    <section className="field-queue" aria-label={t('jobs.offline.queue')} data-testid="field-queue">
      <header>
        <h2>
          <i className="pi pi-cloud-upload" aria-hidden />{' '}
          {waiting > 0 && t('jobs.offline.waiting', { count: waiting })}
          {waiting > 0 && refused > 0 && ' · '}
          {refused > 0 && t('jobs.offline.refusedCount', { count: refused })}
        </h2>
        {waiting > 0 && (
          <Button
            type="button"
            icon="pi pi-sync"
            label={t('jobs.offline.syncNow')}
            size="small"
            outlined
            loading={syncing}
            onClick={() => void sync()}
            data-testid="field-sync"
          />
        )}
      </header>
      <ul>
        {queue.map((q) => (
          <li
            key={q.clientId}
            className={q.refused ? 'field-queue-refused' : undefined}
            data-testid="field-queue-entry"
          >
            <span className="field-queue-label">
              {q.label}
              {q.kind === 'worksheet-save' && ` · ${t('jobs.offline.worksheetSave')}`}
              {q.kind === 'worksheet-sign' && ` · ${t('jobs.offline.worksheetSign')}`}
            </span>
            <time dateTime={q.queuedAt}>{formatDateTimeLong(q.queuedAt, i18n.language)}</time>
            {q.refused ? (
              <span role="alert" className="field-queue-reason">
                {t('jobs.offline.refused')}:{' '}
                {q.refused.photoMissing
                  ? t('jobs.offline.photoMissing')
                  : Object.values(q.refused.errors).flat().join('; ') || q.refused.message}
              </span>
            ) : (
              <span>{t('jobs.offline.pending')}</span>
            )}
            {q.refused &&
              (confirming === q.clientId ? (
                <span className="field-queue-confirm">
                  {t('jobs.offline.discardSure')}
                  <Button
                    type="button"
                    label={t('jobs.offline.discardYes')}
                    severity="danger"
                    size="small"
                    onClick={() => void discard(q.clientId)}
                    data-testid="field-discard-yes"
                  />
                  <Button
                    type="button"
                    label={t('jobs.offline.keep')}
                    size="small"
                    text
                    onClick={() => setConfirming(null)}
                  />
                </span>
              ) : (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  label={t('jobs.offline.discard')}
                  size="small"
                  text
                  severity="danger"
                  onClick={() => setConfirming(q.clientId)}
                  data-testid="field-discard"
                />
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
