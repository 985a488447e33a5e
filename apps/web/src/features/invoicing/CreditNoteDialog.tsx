import { type CreditNotesState, type FieldDef, formatCurrency, formatYmd } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFieldInput } from '../../resources/inputs/DateFieldInput.tsx';
import { SerialPicker } from '../../resources/inputs/SerialPicker.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { invoicingApi } from './invoicing-api.ts';
import { sendForm } from './send-form.ts';

const DAY: FieldDef = { kind: 'date' };

/**
 * "Buat Nota Kredit": the invoice's lines with what is left to credit of each, a quantity per line
 * (none at first; "all that is left" fills them), the day and the reason. The server works out the
 * amounts and tax by the invoice's rules; a 422 names the line.
 */
export function CreditNoteDialog({
  id,
  state,
  onClose,
  onDone,
}: {
  id: string;
  state: CreditNotesState;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const open = state.lines.filter((l) => l.sisa_qty > 0);
  const [qty, setQty] = useState<Record<number, number | null>>({});
  const [serials, setSerials] = useState<Record<number, string[]>>({});
  const [reason, setReason] = useState('');
  const [day, setDay] = useState<Date | null>(() => new Date());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  // a part of a line that sold serials names which come back (the rest of a line brings back all still out)
  const picksSerials = (l: (typeof open)[number]) =>
    l.serials.length > 0 && (qty[l.id] ?? 0) > 0 && (qty[l.id] ?? 0) < l.sisa_qty;
  const asked = open
    .filter((l) => (qty[l.id] ?? 0) > 0)
    .map((l) => ({
      line: l.id,
      qty: qty[l.id]!,
      ...(picksSerials(l) ? { serials: serials[l.id] ?? [] } : {}),
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void sendForm(
      setBusy,
      setErrors,
      () =>
        invoicingApi.addCreditNote(id, {
          alasan: reason,
          tanggal: formatYmd(day ?? new Date()),
          lines: asked,
        }),
      onDone,
    );
  }

  // a line's problem is named by its place in what was sent
  const lineProblem = (lineId: number) => {
    const at = asked.findIndex((a) => a.line === lineId);
    return at < 0
      ? undefined
      : (errors[`lines.${at}.qty`] ?? errors[`lines.${at}.line`] ?? errors[`lines.${at}.serials`]);
  };
  const general = [...(errors.lines ?? []), ...(errors.id_invoice ?? [])];
  return (
    <Dialog
      header={t('invoicing.credit.new')}
      visible
      onHide={onClose}
      style={{ width: 'min(46rem, 96vw)' }}
      data-testid="credit-note-dialog"
    >
      <form className="credit-note-form" onSubmit={submit}>
        <table className="credit-note-lines">
          <thead>
            <tr>
              <th>{t('invoicing.lines.item')}</th>
              <th className="num">{t('invoicing.lines.price')}</th>
              <th className="num">{t('invoicing.credit.left')}</th>
              <th className="num">{t('invoicing.credit.qty')}</th>
            </tr>
          </thead>
          <tbody>
            {open.map((line) => (
              <tr key={line.id}>
                <td>{line.nama_item}</td>
                <td className="num">{formatCurrency(line.harga)}</td>
                <td className="num">
                  {`${line.sisa_qty.toLocaleString(i18n.language, { maximumFractionDigits: 4 })} ${line.satuan ?? ''}`.trim()}
                </td>
                <td className="num">
                  <NumberInput
                    inputId={`credit-qty-${line.id}`}
                    aria-label={`${t('invoicing.credit.qty')} ${line.nama_item}`}
                    value={qty[line.id] ?? null}
                    onChange={(value) => setQty((q) => ({ ...q, [line.id]: value }))}
                    fractionDigits={4}
                    invalid={Boolean(lineProblem(line.id))}
                  />
                  {picksSerials(line) && (
                    <SerialPicker
                      value={serials[line.id] ?? []}
                      options={line.serials}
                      qty={qty[line.id] ?? 0}
                      onChange={(picked) => setSerials((s) => ({ ...s, [line.id]: picked }))}
                      placeholder={t('list.form.serialsPick', { qty: qty[line.id] ?? 0 })}
                      countText={t('list.form.serialsCount', {
                        count: serials[line.id]?.length ?? 0,
                        qty: qty[line.id] ?? 0,
                      })}
                      ariaLabel={`${t('invoicing.credit.serials')} ${line.nama_item}`}
                      testId={`credit-serials-${line.id}`}
                    />
                  )}
                  {lineProblem(line.id) && (
                    <small className="p-error">{lineProblem(line.id)!.join('; ')}</small>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button
          type="button"
          link
          label={t('invoicing.credit.all')}
          onClick={() => setQty(Object.fromEntries(open.map((l) => [l.id, l.sisa_qty])))}
        />
        <label htmlFor="credit-date">{t('invoicing.credit.date')}</label>
        <DateFieldInput
          field={DAY}
          inputId="credit-date"
          value={day}
          onChange={setDay}
          invalid={Boolean(errors.tanggal)}
        />
        {errors.tanggal && <small className="p-error">{errors.tanggal.join('; ')}</small>}
        <label htmlFor="credit-reason">{t('invoicing.credit.reason')}</label>
        <InputTextarea
          id="credit-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          maxLength={300}
          invalid={Boolean(errors.alasan)}
        />
        {errors.alasan && <small className="p-error">{errors.alasan.join('; ')}</small>}
        {general.length > 0 && <small className="p-error">{general.join('; ')}</small>}
        <small className="muted">{t('invoicing.credit.hint')}</small>
        <div className="invoice-actions">
          <Button
            type="submit"
            icon="pi pi-check"
            label={t('invoicing.credit.save')}
            loading={busy}
            disabled={asked.length === 0}
          />
          <Button type="button" outlined label={t('invoicing.credit.cancel')} onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
