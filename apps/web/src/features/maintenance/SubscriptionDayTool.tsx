import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListToolProps } from '../../app/feature.ts';
import { useIsAdmin } from '../../session/use-held-roles.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { maintenanceApi } from './maintenance-api.ts';

/**
 * "Periksa hari ini" on the subscriptions list, for admins: runs the daily job now (it also runs by
 * itself every day), expiring ended subscriptions and sending the 7-day reminders not sent yet.
 */
export function SubscriptionDayTool({ resource }: ListToolProps) {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!isAdmin) return null;

  async function run() {
    setBusy(true);
    try {
      const answer = await maintenanceApi.runSubscriptionDay();
      toast.success(
        t('maintenance.subscriptions.ran', {
          expired: answer.expired.length,
          reminded: answer.reminded.length,
        }),
      );
      await client.invalidateQueries({ queryKey: ['resource', resource] });
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        type="button"
        icon="pi pi-calendar-clock"
        label={t('maintenance.subscriptions.run')}
        outlined
        loading={busy}
        data-testid="subscriptions-run-day"
        onClick={() =>
          confirmDialog({
            tagKey: 'subscriptions-run-day',
            header: t('maintenance.subscriptions.run'),
            message: t('maintenance.subscriptions.confirm'),
            icon: 'pi pi-calendar-clock',
            acceptLabel: t('common.yes'),
            rejectLabel: t('common.no'),
            accept: () => void run(),
          })
        }
      />
      <ConfirmDialog tagKey="subscriptions-run-day" />
    </>
  );
}
