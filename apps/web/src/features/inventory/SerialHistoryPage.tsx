import { formatDateLong } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { inventoryApi, type SerialHistory } from './inventory-api.ts';
import './inventory.css';

// absent: the role may not see it (Hide Kolom), shown as a dash
const shown = (value: string | null | undefined) => value ?? '—';
const day = (value: string | null | undefined) => (value ? formatDateLong(value) : '—');

/** One serial's story: the item, how it came in, where it went and what came back. */
function SerialCard({ serial }: { serial: SerialHistory }) {
  const { t } = useTranslation();
  return (
    <article className="serial-card" data-testid="serial-card">
      <header className="serial-card-head">
        <h2>{serial.serial}</h2>
        <Tag
          severity={serial.in_stock ? 'success' : 'info'}
          value={serial.in_stock ? t('inventory.serials.inStock') : t('inventory.serials.out')}
        />
      </header>
      <p>
        <Link to={`/rstok/view/${serial.item.id}`}>{serial.item.name}</Link>
        {serial.item.code ? ` · ${serial.item.code}` : ''}
      </p>
      <ol className="serial-events">
        <li data-testid="serial-received">
          <strong>{t('inventory.serials.received')}</strong> {day(serial.received.tanggal)} ·{' '}
          {t('inventory.serials.from', { supplier: shown(serial.received.supplier) })} ·{' '}
          <Link to={`/rbarangmasuk/view/${serial.received.id_barangmasuk}`}>
            {serial.received.no_referensi}
          </Link>
          {serial.received.no_faktur_supplier
            ? ` · ${t('inventory.serials.invoice', { number: serial.received.no_faktur_supplier })}`
            : ''}
          {serial.received.status !== 'Diterima' && ` · ${serial.received.status}`}
        </li>
        {serial.outs.map((out) => (
          <li key={`${out.id_barangkeluar}-${out.tanggal}-${out.kembali_sumber}`} data-testid="serial-out">
            <strong>
              {out.no_transaksi
                ? t('inventory.serials.sold')
                : out.id_invoice
                  ? t('inventory.serials.invoiced')
                  : shown(out.jenis)}
            </strong>{' '}
            {day(out.tanggal)}
            {out.customer ? ` · ${t('inventory.serials.to', { customer: out.customer })}` : ''}
            {out.id_pekerjaan && (
              <>
                {' · '}
                <Link to={`/rpekerjaan/view/${out.id_pekerjaan}`} data-testid="serial-job">
                  {t('inventory.serials.job', { job: shown(out.nama_pekerjaan) })}
                </Link>
              </>
            )}
            {' · '}
            {out.id_invoice ? (
              <Link to={`/rinvoice/view/${out.id_invoice}`} data-testid="serial-invoice">
                {shown(out.no_invoice)}
              </Link>
            ) : (
              (out.no_transaksi ?? shown(out.no_referensi))
            )}
            {out.kembali_tanggal && (
              <div className="serial-back" data-testid="serial-back">
                <strong>{t('inventory.serials.returned')}</strong> {day(out.kembali_tanggal)} ·{' '}
                {shown(out.kembali_sumber)}
              </div>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}

/**
 * `/rbarangmasuksubsub/riwayat` (issue 34): type a serial (or part of it) and see, per serial found, the
 * item, the receipt it came in on (day, supplier, supplier's invoice), every sale or goods out it left on
 * (day, to whom, the number) and its returns: a warranty question answered from one search.
 */
export function SerialHistoryPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['serial-history', search],
    queryFn: () => inventoryApi.serialHistory(search),
    enabled: search !== '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <section className="resource-page" data-testid="serial-history">
      <header className="resource-page-header">
        <h1>{t('inventory.serials.title')}</h1>
      </header>
      <p>{t('inventory.serials.intro')}</p>
      <form className="resource-toolbar" onSubmit={submit}>
        <InputText
          type="search"
          value={typed}
          placeholder={t('inventory.serials.search')}
          aria-label={t('inventory.serials.search')}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" icon="pi pi-search" label={t('inventory.serials.find')} />
      </form>
      {found.isFetching && <p>{t('inventory.serials.searching')}</p>}
      {found.data && found.data.serials.length === 0 && (
        <p data-testid="serial-none">{t('inventory.serials.none', { search: found.data.search })}</p>
      )}
      {found.data?.serials.map((serial) => (
        <SerialCard key={serial.id} serial={serial} />
      ))}
    </section>
  );
}
