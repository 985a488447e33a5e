import { formatYmd } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { fetchOptions } from '../../resources/api-hooks.ts';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { inventoryApi } from './inventory-api.ts';
import './inventory.css';
import { CalendarInput } from '../../ui/CalendarInput.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';

/**
 * `/rbarangmasuksub/addmodalsatuan`: note what an item costs in a unit without a receipt (a quote from a
 * supplier, a price list); it shows as the last cost and moves no stock.
 */
export function UnitCostAddPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [itemSearch, setItemSearch] = useState('');
  const items = useQuery({
    queryKey: ['options', 'rstok', itemSearch],
    queryFn: () => fetchOptions('rstok', itemSearch ? { search: itemSearch } : {}),
  });
  const units = useQuery({ queryKey: ['options', 'rsatuan'], queryFn: () => fetchOptions('rsatuan', {}) });
  const [item, setItem] = useState<number | null>(null);
  const [unit, setUnit] = useState<number | null>(null);
  const [cost, setCost] = useState<number | null>(null);
  const [date, setDate] = useState<Date>(new Date());
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await inventoryApi.addUnitCost({
        id_stok: item,
        id_satuan: unit,
        harga_satuan: cost,
        tanggal: formatYmd(date),
        keterangan: note || null,
      });
      toast.success(answer.message);
      await client.invalidateQueries({ queryKey: ['unit-costs'] });
      navigate('/rbarangmasuksub/listmodalsatuan');
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  const err = (key: string) =>
    errors[key] ? <small className="p-error">{errors[key].join('; ')}</small> : null;

  return (
    <section className="resource-page" data-testid="unit-cost-add">
      <header className="resource-page-header">
        <h1>{t('inventory.costs.addTitle')}</h1>
      </header>
      <form className="pos-form" onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor="cost-item">
          <span>{t('inventory.costs.item')} *</span>
          <Dropdown
            value={item}
            options={items.data ?? []}
            optionLabel="label"
            optionValue="value"
            filter
            onFilter={(e) => setItemSearch(e.filter)}
            onChange={(e) => setItem(Number(e.value))}
            aria-label={t('inventory.costs.item')}
            inputId="cost-item"
            invalid={Boolean(errors.id_stok)}
          />
          {err('id_stok')}
        </label>
        <label htmlFor="cost-unit">
          <span>{t('inventory.costs.unit')} *</span>
          <Dropdown
            value={unit}
            options={units.data ?? []}
            optionLabel="label"
            optionValue="value"
            onChange={(e) => setUnit(Number(e.value))}
            aria-label={t('inventory.costs.unit')}
            inputId="cost-unit"
            invalid={Boolean(errors.id_satuan)}
          />
          {err('id_satuan')}
        </label>
        <label htmlFor="cost-cost">
          <span>{t('inventory.costs.cost')} *</span>
          <NumberInput
            value={cost}
            onChange={setCost}
            prefix="Rp "
            fractionDigits={0}
            aria-label={t('inventory.costs.cost')}
            inputId="cost-cost"
            invalid={Boolean(errors.harga_satuan)}
          />
          {err('harga_satuan')}
        </label>
        <label htmlFor="cost-date">
          <span>{t('inventory.costs.date')}</span>
          {/* the app's picker: the reader's day/month order (11/28/2026 in en-US); a cleared field keeps the day */}
          <CalendarInput
            kind="date"
            inputId="cost-date"
            value={date}
            onChange={(next) => next && setDate(next)}
          />
        </label>
        <label htmlFor="cost-note">
          <span>{t('inventory.costs.note')}</span>
          <InputTextarea
            id="cost-note"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
          />
        </label>
        <div className="pos-form-actions">
          <Button type="button" label={t('inventory.common.cancel')} text onClick={() => navigate(-1)} />
          <Button type="submit" icon="pi pi-check" label={t('inventory.common.save')} loading={busy} />
        </div>
      </form>
    </section>
  );
}
