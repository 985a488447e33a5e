import { formatCurrency } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { resourceKey } from '../../resources/api-hooks.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { invoicingApi } from './invoicing-api.ts';
import './invoicing.css';

/**
 * `/rinvoice/pembayaranvirtual/:id`: the invoice's virtual account for its balance (opened with the
 * configured provider), its state, and in the sandbox a button that plays the customer's transfer
 * through the same signed webhook a real provider calls. With no provider set up (a default start) it
 * says so instead of offering to open one; amounts the role may not see are left out.
 */
export function VirtualAccountPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const key = ['resource', 'rinvoice', 'va', id];
  const state = useQuery({ queryKey: key, queryFn: () => invoicingApi.virtualAccount(id) });
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await client.invalidateQueries({ queryKey: resourceKey('rinvoice') });
      await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  const data = state.data;
  const open = data?.accounts.find((a) => a.status === 'open');
  const payable = data && (data.invoice.status === 'Terbit' || data.invoice.status === 'Sebagian dibayar');
  return (
    <section className="resource-page" data-testid="invoice-va-page">
      <header className="resource-page-header">
        <h1>{t('invoicing.va.title')}</h1>
        <Link to={`/rinvoice/view/${id}`}>{t('invoicing.back')}</Link>
      </header>
      <Card>
        {!data ? (
          <p>{state.isError ? t('invoicing.notFound') : t('invoicing.loading')}</p>
        ) : (
          <>
            <dl className="invoice-totals">
              <div>
                <dt>{t('invoicing.va.invoice')}</dt>
                <dd>{data.invoice.no_invoice ?? `#${data.invoice.id}`}</dd>
              </div>
              <div>
                <dt>{t('invoicing.va.status')}</dt>
                <dd>
                  <Tag
                    value={data.invoice.status}
                    severity={data.invoice.status === 'Lunas' ? 'success' : 'info'}
                    data-testid="va-invoice-status"
                  />
                </dd>
              </div>
              {data.invoice.sisa !== undefined && (
                <div className="strong">
                  <dt>{t('invoicing.totals.balance')}</dt>
                  <dd>{formatCurrency(data.invoice.sisa)}</dd>
                </div>
              )}
            </dl>
            {open ? (
              <div className="va-box" data-testid="va-account">
                <p className="muted">{t('invoicing.va.transferTo', { bank: open.bank })}</p>
                <p className="va-number">{open.va_number.replace(/(\d{4})(?=\d)/g, '$1 ')}</p>
                {open.jumlah !== undefined && (
                  <p>{t('invoicing.va.exactly', { amount: formatCurrency(open.jumlah) })}</p>
                )}
                {data.provider === 'sandbox' && (
                  <>
                    <p className="muted">{t('invoicing.va.sandboxNote')}</p>
                    <Button
                      icon="pi pi-send"
                      label={t('invoicing.va.simulate')}
                      severity="success"
                      loading={busy}
                      onClick={() => run(() => invoicingApi.simulateTransfer(id), t('invoicing.va.received'))}
                      data-testid="va-simulate"
                    />
                  </>
                )}
              </div>
            ) : payable && !data.provider ? (
              <p data-testid="va-no-provider">{t('invoicing.va.noProvider')}</p>
            ) : payable ? (
              <Button
                icon="pi pi-building-columns"
                label={t('invoicing.va.open')}
                loading={busy}
                onClick={() => run(() => invoicingApi.openVirtualAccount(id), t('invoicing.va.opened'))}
                data-testid="va-open"
              />
            ) : (
              <p>{t('invoicing.va.notPayable')}</p>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
