import { formatYmd } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRecord } from '../../resources/api-hooks.ts';
import { DateInput } from '../../ui/DateInput.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { type IntakeSource, maintenanceApi } from './maintenance-api.ts';
import './maintenance.css';

/** The job name the server would give: the request's first line, or "Pendaftaran <kind>: <name>". */
function suggestedName(source: IntakeSource, record: Record<string, unknown>): string {
  if (source === 'butuhapa') {
    const line = String(record.kebutuhan ?? '')
      .split(/\r?\n/)
      .find((l) => l.trim() !== '');
    return (line ?? '').trim().slice(0, 200);
  }
  return `Pendaftaran ${String(record.jenis_pelanggan ?? '').trim()}: ${String(record.nama ?? '')}`.slice(
    0,
    200,
  );
}

/** Whether the source already became a job (a request with its job, a registration no longer waiting). */
function converted(source: IntakeSource, record: Record<string, unknown>): boolean {
  if (source === 'butuhapa') return record.id_pekerjaan != null || record.status === 'Menjadi Pekerjaan';
  return record.status !== 'Menunggu';
}

/**
 * `/butuhapa/jadikanpekerjaan/:id` and `/pendaftaran/jadikanpekerjaan/:id`: a request or a registration
 * made a job in one action (the customer found by phone or created), after a look at it.
 */
export function IntakeToJobPage({ source }: { source: IntakeSource }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const intake = useRecord(source, id);
  const [name, setName] = useState('');
  const [start, setStart] = useState(formatYmd(new Date()));
  const [busy, setBusy] = useState(false);
  const record = intake.data;

  useEffect(() => {
    if (record) setName(suggestedName(source, record));
  }, [record, source]);

  async function convert() {
    setBusy(true);
    try {
      const answer = await maintenanceApi.intakeToJob(source, id, {
        nama_pekerjaan: name.trim() || undefined,
        tanggal_mulai: start || undefined,
      });
      toast.success(t('maintenance.intake.done', { customer: answer.customer.nama }));
      if (answer.customer.created)
        toast.info(t('maintenance.intake.newCustomer', { name: answer.customer.nama }));
      await client.invalidateQueries({ queryKey: ['resource', source] });
      navigate(`/rpekerjaan/view/${answer.record.id}`);
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="resource-page intake-page" data-testid={`intake-${source}`}>
      <header className="resource-page-header">
        <h1>{t(`maintenance.intake.title.${source}`)}</h1>
      </header>
      <Card>
        {!record ? (
          <p>{intake.isError ? t('errors.noRecordFound') : t('common.loading')}</p>
        ) : (
          <>
            <p>
              {source === 'butuhapa'
                ? t('maintenance.intake.intro.butuhapa', {
                    name: String(record.nama ?? ''),
                    phone: String(record.no_hp ?? ''),
                    need: String(record.kebutuhan ?? ''),
                  })
                : t('maintenance.intake.intro.pendaftaran', {
                    name: String(record.nama ?? ''),
                    phone: String(record.no_hp ?? ''),
                    kind: String(record.jenis_pelanggan ?? ''),
                  })}
            </p>
            {converted(source, record) ? (
              <Message severity="warn" text={t(`maintenance.intake.converted.${source}`)} />
            ) : (
              <>
                <p className="muted">{t('maintenance.intake.explain')}</p>
                <div className="intake-fields">
                  <label htmlFor="intake-name">{t('maintenance.intake.jobName')}</label>
                  <InputText
                    id="intake-name"
                    value={name}
                    maxLength={200}
                    onChange={(e) => setName(e.target.value)}
                  />
                  <label htmlFor="intake-start">{t('maintenance.intake.startDate')}</label>
                  <DateInput kind="date" inputId="intake-start" value={start} onChange={setStart} />
                </div>
                <div className="intake-actions">
                  <Button
                    icon="pi pi-briefcase"
                    label={t('maintenance.intake.confirm')}
                    onClick={convert}
                    loading={busy}
                    data-testid="intake-convert"
                  />
                  <Link to={`/${source}/view/${id}`}>{t('maintenance.intake.back')}</Link>
                </div>
              </>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
