import { amountInWordsEn, canViewRoute, formatCurrency, getResource, terbilangTitle } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import { type Row, resourceKey, useDeleteRecords, useResourceList } from '../../resources/api-hooks.ts';
import { type FormDialog, RecordDialog } from '../../resources/RecordDialog.tsx';
import { recordCan, screenCan } from '../../resources/use-resource-support.ts';
import { showRequestError } from '../../ui/index.ts';
import { PanelTable } from '../../ui/PanelTable.tsx';
import { invoicingApi, openPdf } from './invoicing-api.ts';
import { LabourDialog } from './LabourDialog.tsx';
import './invoicing.css';

const lineResource = getResource('rsubinvoice')!;
const rp = (v: unknown) => formatCurrency(Number(v ?? 0));
const qty = (v: unknown) => Number(v ?? 0).toLocaleString('id-ID', { maximumFractionDigits: 4 });

/**
 * Under an invoice's view: its lines (added, edited and removed in dialogs while a draft), the figures
 * the server keeps (subtotal, discount, DPP, DPP Nilai Lain under the 2025 rules, PPN, total, paid, balance), the amount in words, and the
 * invoice's actions (PDF, duplicate, virtual account).
 */
export function InvoiceLinesPanel({ id, record }: ViewPanelProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const draft = record.status === 'Draft';
  const payable = record.status === 'Terbit' || record.status === 'Sebagian dibayar';
  const lines = useResourceList('rsubinvoice', { id_invoice: id, limit: 200, sort: 'id', order: 'asc' });
  const [dialog, setDialog] = useState<FormDialog | null>(null);
  const [labour, setLabour] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: resourceKey('rinvoice') });
  const remove = useDeleteRecords('rsubinvoice', () => void refresh());
  const can = (page: string) => canViewRoute(session.pages, page);

  async function whatsapp() {
    try {
      const answer = await invoicingApi.whatsapp(id);
      window.open(answer.url, '_blank', 'noopener');
    } catch (error) {
      showRequestError(error);
    }
  }

  async function pdf() {
    try {
      await openPdf(await invoicingApi.pdf(id));
    } catch (error) {
      showRequestError(error);
    }
  }

  const figures: [string, unknown, string?][] = [[t('invoicing.totals.subtotal'), record.subtotal]];
  if (Number(record.diskon ?? 0)) figures.push([t('invoicing.totals.discount'), -Number(record.diskon)]);
  if (record.status_pajak === 'PKP') {
    figures.push([t('invoicing.totals.dpp'), record.dpp]);
    // the 2025 rules (PMK 131/2024): 12 % of a DPP Nilai Lain, 11/12 of the non-luxury lines' base
    if (record.rezim_pajak === 'PPN2025')
      figures.push([t('invoicing.totals.dppOther'), record.dpp_nilai_lain]);
    figures.push([t('invoicing.totals.ppn', { rate: qty(record.ppn_persen) }), record.ppn]);
  }
  figures.push([t('invoicing.totals.total'), record.total, 'strong']);
  if (Number(record.dibayar ?? 0)) {
    figures.push([t('invoicing.totals.paid'), record.dibayar]);
    figures.push([t('invoicing.totals.balance'), record.sisa, 'strong']);
  }
  const total = Number(record.total ?? 0);
  const words = i18n.language.startsWith('id') ? terbilangTitle(total) : amountInWordsEn(total);

  return (
    <Card
      title={t('invoicing.lines.title')}
      className="invoice-panel"
      data-testid="invoice-lines"
      footer={
        <div className="invoice-actions">
          {draft && screenCan(lines.data?.can).add && (
            <Button
              icon="pi pi-plus"
              label={t('invoicing.lines.add')}
              onClick={() => setDialog({ mode: 'add', presets: { id_invoice: Number(id) } })}
              data-testid="invoice-add-line"
            />
          )}
          {draft && screenCan(lines.data?.can).add && (
            <Button
              icon="pi pi-clock"
              label={t('invoicing.labour.open')}
              outlined
              onClick={() => setLabour(true)}
              data-testid="invoice-add-labour"
            />
          )}
          <Button
            icon="pi pi-file-pdf"
            label={t('invoicing.actions.pdf')}
            outlined
            onClick={pdf}
            data-testid="invoice-pdf"
          />
          {!draft && record.status !== 'Batal' && (
            <Button
              icon="pi pi-whatsapp"
              label={t('invoicing.actions.whatsapp')}
              outlined
              severity="success"
              onClick={whatsapp}
              data-testid="invoice-whatsapp"
            />
          )}
          {!draft && can('/rinvoice/duplikatinv') && (
            <Button
              icon="pi pi-copy"
              label={t('invoicing.actions.duplicate')}
              outlined
              onClick={() => navigate(`/rinvoice/duplikatinv/${id}`)}
            />
          )}
          {payable && can('/rinvoice/pembayaranvirtual') && (
            <Button
              icon="pi pi-building-columns"
              label={t('invoicing.actions.virtualAccount')}
              outlined
              onClick={() => navigate(`/rinvoice/pembayaranvirtual/${id}`)}
              data-testid="invoice-va"
            />
          )}
        </div>
      }
    >
      <div className="invoice-table-frame">
        <PanelTable<Row>
          rows={lines.data?.records ?? []}
          rowKey={(r) => String(r.id)}
          loading={lines.isFetching}
          emptyMessage={t('invoicing.lines.empty')}
          columns={[
            { key: 'kind', header: t('invoicing.lines.kind'), body: (r) => String(r.jenis ?? '') },
            {
              key: 'item',
              header: t('invoicing.lines.item'),
              body: (r) => (
                <>
                  {r.id_stok ? (
                    <Link to={`/rstok/view/${String(r.id_stok)}`}>{String(r.nama_item ?? '')}</Link>
                  ) : (
                    String(r.nama_item ?? '')
                  )}
                  {r.mewah === true && record.status_pajak === 'PKP' && (
                    <small className="invoice-luxury" data-testid="invoice-luxury">
                      {' '}
                      ({t('invoicing.lines.luxury')})
                    </small>
                  )}
                </>
              ),
            },
            {
              key: 'qty',
              header: t('invoicing.lines.qty'),
              body: (r) => `${qty(r.qty)} ${String(r.id_satuan_label ?? '')}`.trim(),
              className: 'num',
            },
            { key: 'price', header: t('invoicing.lines.price'), body: (r) => rp(r.harga), className: 'num' },
            {
              key: 'discount',
              header: t('invoicing.lines.discount'),
              body: (r) => (Number(r.diskon ?? 0) ? rp(r.diskon) : ''),
              className: 'num',
            },
            {
              key: 'subtotal',
              header: t('invoicing.lines.subtotal'),
              body: (r) => rp(r.subtotal),
              className: 'num',
            },
            draft && {
              key: 'actions',
              header: null,
              body: (r) => (
                // each line's actions as the server's `_can` of it says
                <span className="invoice-line-actions">
                  {recordCan(r).edit && (
                    <Button
                      icon="pi pi-pencil"
                      text
                      size="small"
                      aria-label={t('invoicing.lines.edit')}
                      onClick={() => setDialog({ mode: 'edit', id: String(r.id) })}
                    />
                  )}
                  {recordCan(r).delete && (
                    <Button
                      icon="pi pi-trash"
                      text
                      severity="danger"
                      size="small"
                      aria-label={t('invoicing.lines.remove')}
                      onClick={() => remove.mutate([r.id])}
                    />
                  )}
                </span>
              ),
            },
          ]}
        />
      </div>
      <dl className="invoice-totals" data-testid="invoice-totals">
        {figures.map(([label, value, strong]) => (
          <div key={label} className={strong ? 'strong' : undefined}>
            <dt>{label}</dt>
            <dd>{rp(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="invoice-words" data-testid="invoice-words">
        <span>{t('invoicing.totals.inWords')}</span> <em>{words}</em>
      </p>
      <RecordDialog
        resource={lineResource}
        dialog={dialog}
        onClose={() => setDialog(null)}
        // the invoice's figures are kept by the server from its lines
        onSaved={() => void refresh()}
      />
      {labour && (
        <LabourDialog
          id={id}
          onClose={() => setLabour(false)}
          onDone={async () => {
            setLabour(false);
            await Promise.all([
              refresh(),
              client.invalidateQueries({ queryKey: resourceKey('rsubinvoice') }),
            ]);
          }}
        />
      )}
    </Card>
  );
}
