import { type FieldDef, formatYmd } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFieldInput } from '../../resources/inputs/DateFieldInput.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { purchasingApi } from './purchasing-api.ts';
import { useOptions, useSubmit } from './use-submit.ts';

const DAY: FieldDef = { kind: 'date' };

export type NewLine = {
  id_stok: number | null;
  id_satuan: number | null;
  qty: number | null;
  harga: number | null;
};
const empty = (): NewLine => ({ id_stok: null, id_satuan: null, qty: null, harga: null });

/** A new purchase order: supplier, days, terms and lines; kept as a draft or placed at once. */
export function OrderForm({ lines: start, onClose }: { lines: NewLine[]; onClose: (id?: number) => void }) {
  const { t } = useTranslation();
  const [supplier, setSupplier] = useState<number | null>(null);
  const [day, setDay] = useState<Date | null>(() => new Date());
  const [expected, setExpected] = useState<Date | null>(null);
  const [terms, setTerms] = useState<number | null>(30);
  const [lines, setLines] = useState<NewLine[]>(start.length ? start : [empty()]);
  const { busy, errors, submit, problems } = useSubmit();
  const suppliers = useOptions('rsupplier');
  const items = useOptions('rstok');
  const units = useOptions('rsatuan');
  const put = (i: number, patch: Partial<NewLine>) =>
    setLines((all) => all.map((l, at) => (at === i ? { ...l, ...patch } : l)));

  async function save(place: boolean) {
    const answer = await submit(() =>
      purchasingApi.addOrder({
        id_supplier: supplier ?? 0,
        tanggal: day ? formatYmd(day) : undefined,
        tanggal_kirim: expected ? formatYmd(expected) : undefined,
        termin_hari: terms ?? undefined,
        pesan: place,
        lines: lines.map((l) => ({
          id_stok: l.id_stok ?? 0,
          id_satuan: l.id_satuan ?? 0,
          qty: l.qty ?? 0,
          harga: l.harga ?? 0,
        })),
      }),
    );
    if (answer) onClose(answer.record.id);
  }

  const bad = (field: string) => Boolean(errors[field]);
  return (
    <Dialog
      header={t('purchasing.orders.new')}
      visible
      onHide={() => onClose()}
      className="purchasing-dialog"
      style={{ width: 'min(60rem, 96vw)' }}
    >
      <div className="purchasing-form">
        <label htmlFor="po-supplier">{t('purchasing.orders.supplier')}</label>
        <Dropdown
          inputId="po-supplier"
          value={supplier}
          options={suppliers.data?.records ?? []}
          filter
          placeholder={t('purchasing.orders.pickSupplier')}
          onChange={(e) => setSupplier((e.value as number | null) ?? null)}
          invalid={bad('id_supplier')}
        />
        <label htmlFor="po-date">{t('purchasing.orders.date')}</label>
        <DateFieldInput
          field={DAY}
          inputId="po-date"
          value={day}
          onChange={setDay}
          invalid={bad('tanggal')}
        />
        <label htmlFor="po-expected">{t('purchasing.orders.expected')}</label>
        <DateFieldInput
          field={DAY}
          inputId="po-expected"
          value={expected}
          onChange={setExpected}
          invalid={bad('tanggal_kirim')}
        />
        <label htmlFor="po-terms">{t('purchasing.orders.terms')}</label>
        <NumberInput
          inputId="po-terms"
          value={terms}
          onChange={setTerms}
          fractionDigits={0}
          invalid={bad('termin_hari')}
        />
      </div>
      <table className="purchasing-lines p-datatable-table">
        <thead>
          <tr>
            <th>{t('purchasing.orders.item')}</th>
            <th>{t('purchasing.orders.unit')}</th>
            <th>{t('purchasing.orders.qty')}</th>
            <th>{t('purchasing.orders.price')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id before they are saved
            <tr key={i}>
              <td>
                <Dropdown
                  value={line.id_stok}
                  options={items.data?.records ?? []}
                  filter
                  aria-label={t('purchasing.orders.item')}
                  onChange={(e) => put(i, { id_stok: (e.value as number | null) ?? null })}
                  invalid={bad(`lines.${i}.id_stok`)}
                />
              </td>
              <td>
                <Dropdown
                  value={line.id_satuan}
                  options={units.data?.records ?? []}
                  aria-label={t('purchasing.orders.unit')}
                  onChange={(e) => put(i, { id_satuan: (e.value as number | null) ?? null })}
                  invalid={bad(`lines.${i}.id_satuan`)}
                />
              </td>
              <td>
                <NumberInput
                  value={line.qty}
                  onChange={(qty) => put(i, { qty })}
                  fractionDigits={4}
                  aria-label={t('purchasing.orders.qty')}
                  className="purchasing-qty"
                  invalid={bad(`lines.${i}.qty`)}
                />
              </td>
              <td>
                <NumberInput
                  value={line.harga}
                  onChange={(harga) => put(i, { harga })}
                  prefix="Rp "
                  fractionDigits={0}
                  aria-label={t('purchasing.orders.price')}
                  invalid={bad(`lines.${i}.harga`)}
                />
              </td>
              <td>
                <Button
                  icon="pi pi-trash"
                  text
                  aria-label={t('purchasing.orders.removeLine')}
                  onClick={() => setLines((all) => all.filter((_, at) => at !== i))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        icon="pi pi-plus"
        text
        label={t('purchasing.orders.addLine')}
        onClick={() => setLines([...lines, empty()])}
      />
      {problems.length > 0 && <small className="p-error">{problems.join('; ')}</small>}
      <div className="purchasing-actions">
        <Button
          label={t('purchasing.orders.saveDraft')}
          outlined
          loading={busy}
          onClick={() => void save(false)}
        />
        <Button
          label={t('purchasing.orders.savePlace')}
          icon="pi pi-send"
          loading={busy}
          onClick={() => void save(true)}
        />
      </div>
    </Dialog>
  );
}
