/**
 * Closing a cash session (issue 34): the drawer counted note by note and coin by coin, the counted total
 * against the cash expected (float + cash sales − cash refunds) and the difference, then the Z-report.
 */
import { countedCash, DENOMINATIONS, type DenominationCounts, formatCurrency } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError } from '../../ui/index.ts';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { type CashSession, inventoryApi, type ZReport } from './inventory-api.ts';
import { PosZReport } from './PosZReport.tsx';

export function PosCloseDialog({
  session,
  onClosed,
  onHide,
}: {
  session: CashSession;
  onClosed: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const [live, setLive] = useState<ZReport | null>(null);
  const [closed, setClosed] = useState<ZReport | null>(null);
  const [counts, setCounts] = useState<DenominationCounts>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    inventoryApi.sessionReport(session.id).then(setLive, showRequestError);
  }, [session.id]);
  const counted = countedCash(counts);
  const difference = live ? counted - live.expected : 0;

  async function close() {
    setBusy(true);
    try {
      setClosed(await inventoryApi.closeSession(session.id, { counted: counts }));
      onClosed();
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  if (closed) return <PosZReport report={closed} onHide={onHide} />;
  return (
    <Dialog
      header={t('inventory.pos.session.closeTitle', { id: session.id })}
      visible
      onHide={onHide}
      style={{ width: 'min(30rem, 96vw)' }}
      footer={
        <Button
          type="button"
          icon="pi pi-lock"
          label={t('inventory.pos.session.closeConfirm')}
          loading={busy}
          disabled={!live}
          onClick={() => void close()}
          data-testid="pos-close-confirm"
        />
      }
    >
      <table className="pos-denominations" data-testid="pos-denominations">
        <tbody>
          {DENOMINATIONS.map((value) => (
            <tr key={value}>
              <th scope="row">{formatCurrency(value)}</th>
              <td>
                <NumberInput
                  value={counts[`${value}`] ?? null}
                  onChange={(n) => setCounts((c) => ({ ...c, [`${value}`]: n ?? 0 }))}
                  fractionDigits={0}
                  inputId={`pos-count-${value}`}
                  aria-label={t('inventory.pos.session.countOf', { value: formatCurrency(value) })}
                />
              </td>
              <td>{formatCurrency(value * (counts[`${value}`] ?? 0))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="pos-totals">
        <dt>{t('inventory.pos.session.counted')}</dt>
        <dd data-testid="pos-counted">{formatCurrency(counted)}</dd>
        <dt>{t('inventory.pos.session.expected')}</dt>
        <dd data-testid="pos-expected">{live ? formatCurrency(live.expected) : '…'}</dd>
        <dt>{t('inventory.pos.session.difference')}</dt>
        <dd data-testid="pos-difference" className={difference < 0 ? 'pos-short' : undefined}>
          {formatCurrency(difference)}
        </dd>
      </dl>
    </Dialog>
  );
}
