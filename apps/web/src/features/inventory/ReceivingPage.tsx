import { type CatalogItem, formatCurrency, lineAmount } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { fetchOptions } from '../../resources/api-hooks.ts';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { inventoryApi } from './inventory-api.ts';
import { ScanField } from './ScanField.tsx';
import './inventory.css';
import { NumberInput } from '../../ui/NumberInput.tsx';

type Line = {
  key: number;
  item?: number;
  name: string;
  code?: string;
  qty: number;
  unit: number | null;
  cost: number | null;
};

let nextKey = 1;

/**
 * `/posbarangmasukrizqieta`: receiving at the counter as fast as selling: pick the supplier, scan or type
 * each item (an unknown code starts a new item), quantity, unit and cost; one press creates the receipt,
 * its lines and receives it, so the stock is up at once.
 */
export function ReceivingPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const catalog = useQuery({ queryKey: ['pos-catalog'], queryFn: inventoryApi.catalog });
  const suppliers = useQuery({
    queryKey: ['options', 'rsupplier'],
    queryFn: () => fetchOptions('rsupplier', {}),
  });
  const units = useQuery({ queryKey: ['options', 'rsatuan'], queryFn: () => fetchOptions('rsatuan', {}) });
  const [supplier, setSupplier] = useState<number | null>(null);
  const [invoice, setInvoice] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ id: string; number: string } | null>(null);
  // one id per receiving, kept until it is received: a retry after a lost answer is then received once
  const [clientId, setClientId] = useState(() => crypto.randomUUID());

  if (!catalog.data) return <Spinner />;
  const total = lines.reduce((sum, l) => sum + lineAmount(l.qty, l.cost ?? 0), 0);
  const patch = (key: number, next: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...next } : l)));

  function addItem(item: CatalogItem) {
    setLines((all) => {
      const same = all.find((l) => l.item === item.id);
      if (same) return all.map((l) => (l === same ? { ...l, qty: l.qty + 1 } : l));
      return [
        ...all,
        {
          key: nextKey++,
          item: item.id,
          name: item.nama_barang,
          qty: 1,
          unit: item.units[0]?.id_satuan ?? null,
          cost: null,
        },
      ];
    });
  }

  async function submit() {
    if (supplier === null) {
      setErrors({ supplier: [t('inventory.receiving.pickSupplier')] });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await inventoryApi.receive({
        client_id: clientId,
        supplier,
        // no date: the server takes today in Asia/Jakarta (a device east of it would be "tomorrow" after midnight)
        invoiceNumber: invoice || null,
        lines: lines.map((l) => ({
          item: l.item,
          name: l.item ? undefined : l.name,
          code: l.item ? undefined : l.code,
          qty: l.qty,
          unit: l.unit ?? 0,
          cost: l.cost ?? -1,
        })),
      });
      toast.success(t('inventory.receiving.done', { number: String(answer.record.no_referensi) }));
      setDone({ id: String(answer.record.id), number: String(answer.record.no_referensi) });
      setClientId(crypto.randomUUID());
      setLines([]);
      setInvoice('');
      void catalog.refetch();
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  const err = (key: string) => errors[key]?.join('; ');

  return (
    <section className="pos-page" data-testid="receiving-page">
      <header className="pos-header">
        <h1>{t('inventory.receiving.title')}</h1>
      </header>
      {done && (
        <p className="pos-done">
          {t('inventory.receiving.last')} <Link to={`/rbarangmasuk/view/${done.id}`}>{done.number}</Link>
        </p>
      )}
      <div className="pos-receiving-head">
        <label htmlFor="receiving-supplier">
          <span>{t('inventory.receiving.supplier')}</span>
          <Dropdown
            value={supplier}
            options={suppliers.data ?? []}
            optionLabel="label"
            optionValue="value"
            filter
            onChange={(e) => setSupplier(Number(e.value))}
            placeholder={t('inventory.receiving.pickSupplier')}
            inputId="receiving-supplier"
            aria-label={t('inventory.receiving.supplier')}
            invalid={Boolean(err('supplier'))}
            data-testid="receiving-supplier"
          />
          {err('supplier') && <small className="p-error">{err('supplier')}</small>}
        </label>
        <label htmlFor="receiving-invoice">
          <span>{t('inventory.receiving.invoice')}</span>
          <InputText
            id="receiving-invoice"
            value={invoice}
            maxLength={50}
            onChange={(e) => setInvoice(e.target.value)}
          />
        </label>
      </div>
      <ScanField
        catalog={catalog.data}
        onPick={addItem}
        onUnknown={(code) =>
          setLines((all) => [...all, { key: nextKey++, name: '', code, qty: 1, unit: null, cost: null }])
        }
      />
      {err('lines') && <small className="p-error">{err('lines')}</small>}
      <ul className="pos-cart" aria-label={t('inventory.receiving.lines')}>
        {lines.map((line, i) => (
          <li key={line.key} className="pos-line">
            <div className="pos-line-head">
              {line.item ? (
                <span className="pos-line-name">{line.name}</span>
              ) : (
                <InputText
                  value={line.name}
                  placeholder={t('inventory.receiving.newItem', { code: line.code ?? '' })}
                  aria-label={t('inventory.receiving.newItemName')}
                  onChange={(e) => patch(line.key, { name: e.target.value })}
                  invalid={Boolean(err(`lines.${i}.name`))}
                />
              )}
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                severity="danger"
                aria-label={t('inventory.pos.removeLine', { name: line.name || line.code || '' })}
                onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
              />
            </div>
            <div className="pos-line-body">
              <NumberInput
                value={line.qty}
                onChange={(value) => patch(line.key, { qty: value ?? 0 })}
                fractionDigits={2}
                className="pos-qty"
                aria-label={t('inventory.pos.qtyOf', { name: line.name })}
                invalid={Boolean(err(`lines.${i}.qty`))}
              />
              <Dropdown
                value={line.unit}
                options={units.data ?? []}
                onChange={(e) => patch(line.key, { unit: Number(e.value) })}
                placeholder={t('inventory.receiving.unit')}
                aria-label={t('inventory.pos.unitOf', { name: line.name })}
                invalid={Boolean(err(`lines.${i}.unit`) || err(`lines.${i}.id_satuan`))}
              />
              <NumberInput
                value={line.cost}
                onChange={(value) => patch(line.key, { cost: value })}
                prefix="Rp "
                fractionDigits={0}
                placeholder={t('inventory.receiving.cost')}
                aria-label={t('inventory.receiving.costOf', { name: line.name })}
                invalid={Boolean(err(`lines.${i}.cost`))}
              />
            </div>
            {Object.entries(errors)
              .filter(([k]) => k.startsWith(`lines.${i}.`))
              .map(([k, v]) => (
                <small key={k} className="p-error">
                  {v.join('; ')}
                </small>
              ))}
            <div className="pos-line-total">{formatCurrency(lineAmount(line.qty, line.cost ?? 0))}</div>
          </li>
        ))}
      </ul>
      <div className="pos-receiving-foot">
        <strong data-testid="receiving-total">{formatCurrency(total)}</strong>
        <Button
          type="button"
          icon="pi pi-check"
          label={t('inventory.receiving.receive')}
          disabled={lines.length === 0 || busy}
          loading={busy}
          onClick={() => void submit()}
          data-testid="receiving-submit"
        />
      </div>
    </section>
  );
}
