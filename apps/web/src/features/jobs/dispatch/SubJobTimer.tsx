import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError, toast } from '../../../ui/index.ts';
import { subJobTimerQuery } from '../track-queries.ts';
import { dispatchApi } from './dispatch-api.ts';

/**
 * A sub job's timer on the progress screen: start and stop (one timer runs at a time: starting here
 * stops the one running on another sub job, said in the toast), and the hours recorded on it.
 */
export function SubJobTimer({ id }: { id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const timer = useQuery(subJobTimerQuery(id));
  const running = timer.data?.running;
  const here = running?.id_subpekerjaan === id;
  async function toggle() {
    setBusy(true);
    try {
      const answer = here ? await dispatchApi.stop(id) : await dispatchApi.start(id);
      toast.success(
        answer.stopped
          ? t('dispatch.timer.switched', { name: answer.stopped.nama_sub_pekerjaan })
          : t(here ? 'dispatch.timer.stopped' : 'dispatch.timer.started'),
      );
      await queryClient.invalidateQueries({ queryKey: ['timesheets'] });
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }
  if (!timer.data) return null;
  return (
    <div className="subjob-timer" data-testid="subjob-timer">
      <Button
        type="button"
        icon={here ? 'pi pi-stop-circle' : 'pi pi-play'}
        severity={here ? 'danger' : undefined}
        label={t(here ? 'dispatch.timer.stop' : 'dispatch.timer.start')}
        loading={busy}
        onClick={() => void toggle()}
      />
      <span>{t('dispatch.timer.total', { hours: timer.data.jam.toLocaleString('id-ID') })}</span>
      {running && !here && (
        <small>{t('dispatch.timer.elsewhere', { name: running.nama_sub_pekerjaan })}</small>
      )}
    </div>
  );
}
