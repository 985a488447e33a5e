import { formatCurrency } from '@kantor/core';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../ui/NumberInput.tsx';
import type { PaymentMethod } from './inventory-api.ts';

/** Cash rounds up to these notes for the quick-amount buttons. */
const NOTES = [5_000, 10_000, 20_000, 50_000, 100_000];

function quickAmounts(total: number): number[] {
  const set = new Set<number>([total]);
  for (const note of NOTES) set.add(Math.ceil(total / note) * note);
  return [...set]
    .filter((v) => v >= total)
    .sort((a, b) => a - b)
    .slice(0, 4);
}

/** Totals, payment method (cash, transfer, QRIS), amount received and change, and the pay button. */
export function PosPayment({
  subtotal,
  discount,
  total,
  busy,
  onPay,
  error,
}: {
  subtotal: number;
  discount: number;
  total: number;
  busy: boolean;
  onPay: (method: PaymentMethod, amount: number) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [received, setReceived] = useState<number | null>(null);
  useEffect(() => {
    if (method !== 'cash') setReceived(total);
  }, [method, total]);
  const amount = method === 'cash' ? (received ?? 0) : total;
  const change = amount - total;
  const can = total > 0 && !busy && (method !== 'cash' || change >= 0);
  return (
    <section className="pos-pay" aria-label={t('inventory.pos.payment')}>
      <dl className="pos-totals">
        <dt>{t('inventory.pos.subtotal')}</dt>
        <dd>{formatCurrency(subtotal)}</dd>
        {discount > 0 && (
          <>
            <dt>{t('inventory.pos.discount')}</dt>
            <dd>−{formatCurrency(discount)}</dd>
          </>
        )}
        <dt className="pos-total-label">{t('inventory.pos.total')}</dt>
        <dd className="pos-total" data-testid="pos-total">
          {formatCurrency(total)}
        </dd>
      </dl>
      <SelectButton
        value={method}
        onChange={(e) => e.value && setMethod(e.value as PaymentMethod)}
        options={[
          { label: t('inventory.pos.cash'), value: 'cash' },
          { label: t('inventory.pos.transfer'), value: 'transfer' },
          { label: 'QRIS', value: 'qris' },
        ]}
        aria-label={t('inventory.pos.method')}
        className="pos-methods"
      />
      {method === 'cash' && (
        <>
          <label className="pos-received" htmlFor="pos-received">
            <span>{t('inventory.pos.received')}</span>
            <NumberInput
              value={received}
              onChange={setReceived}
              prefix="Rp "
              fractionDigits={0}
              inputId="pos-received"
              data-testid="pos-received"
            />
          </label>
          <div className="pos-quick">
            {quickAmounts(total).map((v) => (
              <Button
                key={v}
                type="button"
                label={formatCurrency(v)}
                outlined
                onClick={() => setReceived(v)}
              />
            ))}
          </div>
          <p className="pos-change" data-testid="pos-change">
            {t('inventory.pos.change')}: <strong>{formatCurrency(Math.max(change, 0))}</strong>
          </p>
        </>
      )}
      {error && (
        <p className="pos-error" role="alert">
          {error}
        </p>
      )}
      <Button
        type="button"
        className="pos-pay-button"
        icon="pi pi-check"
        label={t('inventory.pos.pay')}
        disabled={!can}
        loading={busy}
        onClick={() => onPay(method, amount)}
        data-testid="pos-pay"
      />
    </section>
  );
}
