import { formatCurrency } from '@kantor/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRecord } from '../../resources/api-hooks.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { invoicingApi } from './invoicing-api.ts';
import './invoicing.css';

/** `/rinvoice/duplikatinv/:id`: copies an invoice (header and lines) into a new draft, after a look at it. */
export function DuplicateInvoicePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invoice = useRecord('rinvoice', id);
  const [busy, setBusy] = useState(false);

  async function duplicate() {
    setBusy(true);
    try {
      const answer = await invoicingApi.duplicate(id);
      toast.success(t('invoicing.duplicate.done'));
      navigate(`/rinvoice/view/${answer.record.id}`);
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  const record = invoice.data;
  return (
    <section className="resource-page" data-testid="invoice-duplicate">
      <header className="resource-page-header">
        <h1>{t('invoicing.duplicate.title')}</h1>
      </header>
      <Card>
        {record ? (
          <>
            <p>
              {t('invoicing.duplicate.intro', {
                number: String(record.no_invoice ?? `#${record.id}`),
                customer: String(record.id_akun_label ?? ''),
                total: formatCurrency(Number(record.total ?? 0)),
              })}
            </p>
            <p className="muted">{t('invoicing.duplicate.explain')}</p>
            <div className="invoice-actions">
              <Button
                icon="pi pi-copy"
                label={t('invoicing.duplicate.confirm')}
                onClick={duplicate}
                loading={busy}
              />
              <Link to={`/rinvoice/view/${id}`}>{t('invoicing.back')}</Link>
            </div>
          </>
        ) : (
          <p>{invoice.isError ? t('invoicing.notFound') : t('invoicing.loading')}</p>
        )}
      </Card>
    </section>
  );
}
