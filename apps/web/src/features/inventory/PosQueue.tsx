import { formatCurrency, formatDateTimeLong } from '@kantor/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { QueuedSale } from './sale-queue.ts';

/**
 * Sales made while offline: waiting ones sync by themselves; a sale the server refused on sync (the stock
 * was sold meanwhile) stays listed with the reason until the cashier removes it after settling it.
 */
export function PosQueue({
  queue,
  syncing,
  online,
  onSync,
  onDiscard,
}: {
  queue: QueuedSale[];
  syncing: boolean;
  online: boolean;
  onSync: () => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  if (queue.length === 0) return null;
  const waiting = queue.filter((q) => !q.refused).length;
  return (
    <section className="pos-queue" aria-label={t('inventory.pos.queue')} data-testid="pos-queue">
      <header>
        <h2>{t('inventory.pos.queueTitle', { count: waiting })}</h2>
        <Button
          type="button"
          icon="pi pi-sync"
          label={t('inventory.pos.syncNow')}
          size="small"
          outlined
          loading={syncing}
          disabled={!online && waiting > 0 ? false : waiting === 0}
          onClick={onSync}
        />
      </header>
      <ul>
        {queue.map((q) => (
          <li key={q.body.client_id} className={q.refused ? 'pos-queue-refused' : undefined}>
            <span>{formatDateTimeLong(q.queuedAt)}</span>
            <span>{formatCurrency(q.total)}</span>
            {q.refused ? (
              <>
                <span className="pos-error" role="alert">
                  {t('inventory.pos.refused')}:{' '}
                  {Object.values(q.refused.errors).flat().join('; ') || q.refused.message}
                </span>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={t('inventory.pos.discard')}
                  title={t('inventory.pos.discard')}
                  onClick={() => onDiscard(q.body.client_id)}
                />
              </>
            ) : (
              <span>{t('inventory.pos.waiting')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
