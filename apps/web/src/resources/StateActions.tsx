import { type Resource, ROUTE_ADDRESSES, type resourceEditRoute } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAt } from '../api/call-route.ts';
import { ApiError } from '../api/client.ts';
import { errorAnswerOf } from '../api/errors.ts';
import { showRequestError, toast } from '../ui/index.ts';
import { resourceKey } from './api-hooks.ts';

/**
 * The moves a document may make from its current state (from its declared `states`), as buttons on its
 * view; each asks first, since a move posts (stock, money) and is undone only by another document.
 */
export function StateActions({
  resource,
  id,
  record,
  tagKey,
}: {
  resource: Resource;
  id: string;
  record: Record<string, unknown>;
  tagKey: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const machine = resource.states;
  if (!machine) return null;
  const current = String(record[machine.field] ?? '');
  const next = machine.transitions[current] ?? [];

  async function move(to: string) {
    setBusy(to);
    try {
      await callAt<typeof resourceEditRoute>(ROUTE_ADDRESSES.resourceEdit, {
        params: { resource: resource.name, id },
        body: { [machine!.field]: to },
      });
      toast.success(t('list.states.moved', { state: to }));
      await client.invalidateQueries({ queryKey: resourceKey(resource.name) });
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors)
        toast.error(Object.values(body.errors).flat().join('; '));
      else showRequestError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {next.map((to) => (
        <Button
          key={to}
          icon="pi pi-arrow-right"
          label={t('list.states.moveTo', { state: to })}
          severity={(machine.transitions[to]?.length ?? 0) === 0 ? 'danger' : undefined}
          loading={busy === to}
          disabled={busy !== null}
          data-testid={`state-${to}`}
          onClick={() =>
            confirmDialog({
              tagKey,
              header: t('list.states.confirmTitle'),
              message: machine.locked?.includes(to)
                ? `${t('list.states.confirm', { from: current, state: to })} ${t('list.states.lockedAfter')}`
                : t('list.states.confirm', { from: current, state: to }),
              acceptLabel: t('list.states.moveTo', { state: to }),
              rejectLabel: t('list.actions.cancel'),
              accept: () => void move(to),
            })
          }
        />
      ))}
    </>
  );
}
