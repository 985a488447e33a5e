import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelationPicker } from '../../resources/inputs/RelationPicker.tsx';
import { invoicingApi } from './invoicing-api.ts';
import { sendForm } from './send-form.ts';

/**
 * "Dari jam kerja" (issue 35): the invoice customer's jobs with timesheet hours not yet billed, one of
 * them and a job rate; the server adds one Jasa line of those hours at the rate and marks them billed.
 */
export function LabourDialog({
  id,
  onClose,
  onDone,
}: {
  id: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const jobs = useQuery({
    queryKey: ['invoice-labour', id],
    queryFn: () => invoicingApi.unbilledLabour(id),
    retry: false,
  });
  const [job, setJob] = useState<number | null>(null);
  const [rate, setRate] = useState<string | number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const list = jobs.data?.jobs ?? [];
  const chosen = job ?? (list.length === 1 ? list[0]!.id_pekerjaan : null);
  const hours = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 2 });

  function submit(event: FormEvent) {
    event.preventDefault();
    void sendForm(
      setBusy,
      setErrors,
      () =>
        invoicingApi.addLabourLine(id, { id_pekerjaan: chosen ?? 0, id_hargapekerjaan: Number(rate ?? 0) }),
      onDone,
    );
  }

  return (
    <Dialog
      header={t('invoicing.labour.title')}
      visible
      onHide={onClose}
      style={{ width: 'min(36rem, 96vw)' }}
      data-testid="labour-dialog"
    >
      <form className="credit-note-form" onSubmit={submit}>
        {jobs.isPending && <p>{t('invoicing.labour.loading')}</p>}
        {jobs.isSuccess && list.length === 0 && <p data-testid="labour-none">{t('invoicing.labour.none')}</p>}
        {list.length > 0 && (
          <fieldset className="labour-jobs">
            <legend>{t('invoicing.labour.job')}</legend>
            {list.map((row) => (
              <div key={row.id_pekerjaan} className="labour-job">
                <RadioButton
                  inputId={`labour-job-${row.id_pekerjaan}`}
                  name="labour-job"
                  value={row.id_pekerjaan}
                  checked={chosen === row.id_pekerjaan}
                  onChange={() => setJob(row.id_pekerjaan)}
                />
                <label htmlFor={`labour-job-${row.id_pekerjaan}`}>
                  {t('invoicing.labour.jobHours', {
                    job: row.nama_pekerjaan,
                    hours: hours(row.jam),
                    entries: row.entri,
                  })}
                </label>
              </div>
            ))}
            {errors.id_pekerjaan && <small className="p-error">{errors.id_pekerjaan.join('; ')}</small>}
          </fieldset>
        )}
        <label htmlFor="labour-rate">{t('invoicing.labour.rate')}</label>
        <RelationPicker
          inputId="labour-rate"
          target="rhargasatuanpekerjaan"
          value={rate}
          onChange={(value) => setRate(value)}
          invalid={Boolean(errors.id_hargapekerjaan)}
        />
        {errors.id_hargapekerjaan && <small className="p-error">{errors.id_hargapekerjaan.join('; ')}</small>}
        <small className="muted">{t('invoicing.labour.hint')}</small>
        <div className="invoice-actions">
          <Button
            type="submit"
            icon="pi pi-check"
            label={t('invoicing.labour.save')}
            loading={busy}
            disabled={chosen === null || rate === null}
          />
          <Button type="button" outlined label={t('invoicing.credit.cancel')} onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
