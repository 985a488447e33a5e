import { formatDateTimeLong, getResource } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressBar } from 'primereact/progressbar';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { useSession } from '../../app/session-context.tsx';
import { UploadInput } from '../../resources/uploads/UploadInput.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { SubJobTimer } from './dispatch/SubJobTimer.tsx';
import { jobsApi } from './jobs-api.ts';
import { FieldQueuePanel } from './offline/FieldQueuePanel.tsx';
import { isLocalPhoto, newClientId, notReached, queueWrite } from './offline/field-queue.ts';
import { queueChanged } from './offline/field-sync.ts';
import { uploadOrKeep } from './offline/upload-or-keep.ts';
import { TrackListPage } from './TrackListPage.tsx';
import { subJobQuery } from './track-queries.ts';
import '../../resources/resources.css';
import './jobs.css';

const STEPS = [25, 50, 75, 100] as const;
const photoField = getResource('rsubptrackprogres')!.fields.foto!;

/**
 * Recording progress (`/rsubptrackprogres/trackadd/{sub job}`) in three taps: the percent reached, a
 * photo from the camera (stamped with date, time and place), save. A note is optional; the time is the
 * server's. Without a sub job in the address it shows their open tasks to pick one ("Lapor Progres").
 * Without a network the entry (and its photo) waits on the device and is sent once the network is back
 * (docs/jobs.md "Offline").
 */
export function TrackAddPage() {
  const { id } = useParams();
  // without a sub job in the address: the open tasks to pick one from ("Lapor Progres"); a digitless id goes there too
  if (!id) return <TrackListPage pick />;
  if (!/^\d+$/.test(id)) return <Navigate to="/rsubptrackprogres/trackadd" replace />;
  return <TrackAddForm id={id} />;
}

function TrackAddForm({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const owner = useSession().user?.username ?? '';
  const data = useQuery(subJobQuery(id));
  const [percent, setPercent] = useState<number | null>(null);
  const [photo, setPhoto] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  if (data.isError) {
    const status = data.error instanceof ApiError ? data.error.status : 0;
    return (
      <section className="track-page">
        <p className="track-empty">
          {/* 403: a sub job the caller sees (a lead's view of another's) but does not work */}
          {status === 404 || status === 403 ? t('jobs.track.notYours') : t('errors.unexpectedError')}
        </p>
        <Link to="/rsubptrackprogres/tracklist">{t('jobs.track.back')}</Link>
      </section>
    );
  }
  if (!data.data) return <ProgressBar mode="indeterminate" style={{ height: 4 }} />;
  const { sub, job, steps } = data.data;
  const current = Number(sub.progres ?? 0);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (percent === null) {
      setErrors({ persentase: [t('jobs.track.choosePercent')] });
      return;
    }
    setBusy(true);
    setErrors({});
    // one id per entry: sent now, or queued after a failed send, the server records it once
    const body = {
      id_subpekerjaan: Number(id),
      persentase: percent,
      foto: photo || null,
      catatan: note.trim() || null,
      client_id: newClientId(),
    };
    const queue = async () => {
      await queueWrite({
        kind: 'progress',
        owner,
        subId: Number(id),
        label: `${sub.nama_sub_pekerjaan} · ${percent}%`,
        body,
      });
      queueChanged();
      toast.info(t('jobs.offline.queued'));
      navigate('/rsubptrackprogres/tracklist');
    };
    try {
      // a photo kept on the device goes up with its entry, in queue order
      if (!navigator.onLine || photo.split(',').some(isLocalPhoto)) {
        await queue();
        return;
      }
      const answer = await jobsApi.addProgress(body);
      toast.success(
        t('jobs.track.saved', { sub: answer.progress?.sub ?? percent, job: answer.progress?.job ?? 0 }),
      );
      await client.invalidateQueries({ queryKey: ['resource'] });
      navigate('/rsubptrackprogres/tracklist');
    } catch (error) {
      if (notReached(error)) {
        await queue();
        return;
      }
      const answer = errorAnswerOf(error);
      if (answer?.errors) setErrors(answer.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="track-page track-add-form" onSubmit={save} data-testid="trackadd-page">
      <Link to="/rsubptrackprogres/tracklist" className="track-back">
        <i className="pi pi-arrow-left" aria-hidden /> {t('jobs.track.back')}
      </Link>
      <FieldQueuePanel />
      <h1>{sub.nama_sub_pekerjaan}</h1>
      <p className="track-job-line">
        {job.nama_pekerjaan}
        {job.pelanggan ? ` · ${job.pelanggan}` : ''}
      </p>
      <ProgressBar value={current} aria-label={t('jobs.track.current')} className="track-progress" />
      <SubJobTimer id={Number(sub.id)} />
      <Link
        to={`/rsubptrackprogres/trackadd/${id}/lembar-kerja`}
        className="p-button p-button-outlined track-worksheet"
        data-testid="open-worksheet"
      >
        <i className="pi pi-list-check" aria-hidden /> {t('worksheets.open')}
      </Link>

      <fieldset className="track-field">
        <legend>{t('jobs.track.percent')}</legend>
        <div className="percent-choices">
          {STEPS.map((step) => (
            <button
              key={step}
              type="button"
              aria-pressed={percent === step}
              className={percent === step ? 'percent-choice chosen' : 'percent-choice'}
              onClick={() => setPercent(step)}
              data-testid={`percent-${step}`}
            >
              {step}%
            </button>
          ))}
        </div>
        {errors.persentase && <small className="p-error">{errors.persentase.join(' ')}</small>}
      </fieldset>

      <fieldset className="track-field">
        <legend>{t('jobs.track.photo')}</legend>
        <UploadInput
          field={photoField}
          value={photo}
          onChange={setPhoto}
          inputId="track-photo"
          camera
          upload={uploadOrKeep}
        />
        {errors.foto && <small className="p-error">{errors.foto.join(' ')}</small>}
      </fieldset>

      <label htmlFor="track-note" className="track-label">
        {t('jobs.track.note')}
      </label>
      <InputTextarea
        id="track-note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        rows={2}
        autoResize
        maxLength={2000}
      />
      {errors.id_subpekerjaan && <small className="p-error">{errors.id_subpekerjaan.join(' ')}</small>}

      <Button
        type="submit"
        label={t('jobs.track.save')}
        icon="pi pi-check"
        loading={busy}
        className="track-save"
        data-testid="track-save"
      />

      {steps.length > 0 && (
        <section className="track-history" aria-label={t('jobs.track.history')}>
          <h2>{t('jobs.track.history')}</h2>
          <ol>
            {steps.map((s) => (
              <li key={s.id}>
                <strong>{Number(s.persentase)}%</strong> {s.nama_langkah}
                <time dateTime={String(s.tanggal)}>{formatDateTimeLong(s.tanggal, i18n.language)}</time>
              </li>
            ))}
          </ol>
        </section>
      )}
    </form>
  );
}
