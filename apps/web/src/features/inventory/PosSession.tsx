/**
 * The POS page's cash session (issue 34): the form that opens one on this counter with a float when none
 * is open, and the bar that shows the open one with its history and close buttons.
 */
import { formatCurrency } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorAnswerOf } from '../../api/errors.ts';
import { showRequestError } from '../../ui/index.ts';
import { NumberInput } from '../../ui/NumberInput.tsx';
import type { CashSession } from './inventory-api.ts';

export function PosOpenSession({
  counter,
  onCounter,
  onOpen,
}: {
  counter: string;
  onCounter: (name: string) => void;
  onOpen: (float: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(counter);
  const [float, setFloat] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setError(null);
    try {
      if (name.trim() !== counter) onCounter(name);
      await onOpen(float ?? 0);
    } catch (e) {
      const body = errorAnswerOf(e);
      if (body?.errors) setError(Object.values(body.errors).flat().join('; '));
      else showRequestError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="pos-session-open" data-testid="pos-session-open">
      <h2>{t('inventory.pos.session.openTitle')}</h2>
      <p>{t('inventory.pos.session.openHint')}</p>
      <label htmlFor="pos-counter">
        <span>{t('inventory.pos.session.counter')}</span>
        <InputText
          id="pos-counter"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => onCounter(name)}
          data-testid="pos-counter"
        />
      </label>
      <label htmlFor="pos-float">
        <span>{t('inventory.pos.session.float')}</span>
        <NumberInput
          value={float}
          onChange={setFloat}
          prefix="Rp "
          fractionDigits={0}
          inputId="pos-float"
          data-testid="pos-float"
        />
      </label>
      {error && <p className="pos-error">{error}</p>}
      <Button
        type="button"
        icon="pi pi-lock-open"
        label={t('inventory.pos.session.open')}
        loading={busy}
        onClick={() => void open()}
        data-testid="pos-session-open-button"
      />
    </section>
  );
}

export function PosSessionBar({
  session,
  onHistory,
  onClose,
}: {
  session: CashSession;
  onHistory: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pos-session-bar" data-testid="pos-session">
      <span>
        <strong>{t('inventory.pos.session.number', { id: session.id })}</strong> · {session.counter} ·{' '}
        {t('inventory.pos.session.floatOf', { amount: formatCurrency(session.float) })}
      </span>
      <span className="pos-session-actions">
        <Button
          type="button"
          icon="pi pi-history"
          label={t('inventory.pos.session.history')}
          outlined
          size="small"
          onClick={onHistory}
          data-testid="pos-history-button"
        />
        <Button
          type="button"
          icon="pi pi-lock"
          label={t('inventory.pos.session.close')}
          severity="secondary"
          size="small"
          onClick={onClose}
          data-testid="pos-close-button"
        />
      </span>
    </div>
  );
}
