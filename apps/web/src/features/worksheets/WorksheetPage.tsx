import {
  formatDateTimeLong,
  getResource,
  parseNumberInput,
  type WorksheetAnswer,
  type WorksheetItem,
} from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressBar } from 'primereact/progressbar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { useSession } from '../../app/session-context.tsx';
import { currentPosition } from '../../resources/uploads/camera-stamp.ts';
import { UploadInput } from '../../resources/uploads/UploadInput.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import {
  FieldQueuePanel,
  isLocalPhoto,
  newClientId,
  notReached,
  queueChanged,
  queueWrite,
  uploadOrKeep,
  useFieldQueue,
} from '../jobs/offline/index.ts';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad.tsx';
import { openReport, type WorksheetView, worksheetQuery, worksheetsApi } from './worksheets-api.ts';
import '../../resources/resources.css';
import './worksheets.css';

const photoField = getResource('rsubptrackprogres')!.fields.foto!;
type Draft = Record<string, WorksheetAnswer>;

/** A measurement typed on the phone, for the screen's own check (the server reads it the same way). */
const measureOk = (text: string) => parseNumberInput(text, { locale: 'id-ID', fractionDigits: 3 }).ok;

/**
 * The worksheet of a sub job on the technician's phone (`/rsubptrackprogres/trackadd/{sub}/lembar-kerja`):
 * the job type's checklist (ticks, texts, measurements read the Indonesian way, camera photos), saved
 * as they go, then the customer's name and signature drawn on the screen, with the time and place.
 * Signed, it is closed and shows the report. Without a network the save and the signature (its drawing
 * kept as a PNG on the device) wait in the technician's queue and are sent once back (docs/jobs.md "Offline").
 */
export function WorksheetPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const data = useQuery(worksheetQuery(id));
  if (data.isError) {
    const status = data.error instanceof ApiError ? data.error.status : 0;
    return (
      <section className="track-page">
        <p className="track-empty">
          {status === 404 || status === 403 ? t('worksheets.notYours') : t('errors.unexpectedError')}
        </p>
        <Link to="/rsubptrackprogres/tracklist">{t('worksheets.back')}</Link>
      </section>
    );
  }
  if (!data.data) return <ProgressBar mode="indeterminate" style={{ height: 4 }} />;
  return <WorksheetForm id={id} sheet={data.data} />;
}

export function WorksheetForm({ id, sheet }: { id: string; sheet: WorksheetView }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const owner = useSession().user?.username ?? '';
  // a signature queued on this phone and not refused: the worksheet is closed here until it is sent
  const signWaiting = useFieldQueue().queue.some(
    (q) => q.kind === 'worksheet-sign' && q.subId === Number(id) && !q.refused,
  );
  const [draft, setDraft] = useState<Draft>(() => ({ ...sheet.answers }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [signer, setSigner] = useState(sheet.job.pelanggan ?? '');
  const [busy, setBusy] = useState<'save' | 'sign' | null>(null);
  const pad = useRef<SignaturePadHandle | null>(null);
  const signed = sheet.state === 'ditandatangani';
  const hasLocalPhoto = () =>
    Object.values(draft).some(
      (v) => typeof v === 'string' && v.split(',').some((p) => isLocalPhoto(p.trim())),
    );

  const set = (key: string, value: WorksheetAnswer) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (field: string) =>
    errors[field] ? <small className="p-error">{errors[field].join(' ')}</small> : null;

  function localErrors(): Record<string, string[]> {
    const found: Record<string, string[]> = {};
    for (const item of sheet.items) {
      const value = draft[item.key];
      if (item.kind === 'measure' && typeof value === 'string' && !measureOk(value))
        found[`answers.${item.key}`] = [t('worksheets.notANumber')];
    }
    return found;
  }

  /** What the queue shows for this worksheet: its sub job and job. */
  const label = () => [sheet.sub.nama_sub_pekerjaan, sheet.job.nama_pekerjaan].filter(Boolean).join(' · ');

  async function refresh(next: WorksheetView) {
    client.setQueryData(['worksheet', id], next);
    await client.invalidateQueries({ queryKey: ['worksheets'] });
  }

  function failed(error: unknown) {
    const body = errorAnswerOf(error);
    if (body?.errors) setErrors(body.errors);
    else showRequestError(error);
  }

  async function save() {
    const local = localErrors();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy('save');
    // one id per save: sent now, or queued after a failed send, the server records it once
    const body = { answers: draft, client_id: newClientId() };
    const queue = async () => {
      await queueWrite({ kind: 'worksheet-save', owner, subId: Number(id), label: label(), body });
      queueChanged();
      client.setQueryData(['worksheet', id], { ...sheet, answers: draft });
      toast.info(t('worksheets.queuedSave'));
    };
    try {
      // a photo kept on the device goes up with its save, in queue order
      if (!navigator.onLine || hasLocalPhoto()) await queue();
      else {
        const answer = await worksheetsApi.save(id, body);
        toast.success(t('worksheets.saved'));
        await refresh(answer.worksheet);
      }
    } catch (error) {
      if (notReached(error)) await queue();
      else failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function sign() {
    const local = localErrors();
    if (!signer.trim()) local.nama_penanda = [t('worksheets.needName')];
    if (!pad.current?.hasInk()) local.tanda_tangan = [t('worksheets.needSignature')];
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy('sign');
    try {
      const png = await pad.current!.toPng();
      if (!png) throw new Error('no signature');
      // offline the drawing is kept on the device as a PNG blob, uploaded by the sync before the signature
      const [upload, place] = await Promise.all([
        uploadOrKeep(png, 'tanda-tangan.png'),
        currentPosition(5000).catch(() => null),
      ]);
      const body = {
        answers: draft,
        nama_penanda: signer,
        tanda_tangan: upload.path,
        lokasi_gps: place ? `${place.latitude.toFixed(6)},${place.longitude.toFixed(6)}` : undefined,
        client_id: newClientId(),
      };
      const queue = async () => {
        await queueWrite({ kind: 'worksheet-sign', owner, subId: Number(id), label: label(), body });
        queueChanged();
        toast.info(t('worksheets.queuedSign'));
        navigate('/rsubptrackprogres/tracklist');
      };
      if (!navigator.onLine || isLocalPhoto(upload.path) || hasLocalPhoto()) {
        await queue();
        return;
      }
      try {
        const answer = await worksheetsApi.sign(id, body);
        toast.success(
          answer.mailed ? `${t('worksheets.signed')} · ${t('worksheets.mailed')}` : t('worksheets.signed'),
        );
        await refresh(answer.worksheet);
      } catch (error) {
        if (notReached(error)) await queue();
        else throw error;
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="track-page worksheet-page" data-testid="worksheet-page">
      <Link to={`/rsubptrackprogres/trackadd/${id}`} className="track-back">
        <i className="pi pi-arrow-left" aria-hidden /> {t('worksheets.back')}
      </Link>
      <FieldQueuePanel />
      <h1>{t('worksheets.title')}</h1>
      <p className="track-job-line">
        {sheet.sub.nama_sub_pekerjaan} · {sheet.job.nama_pekerjaan}
        {sheet.job.pelanggan ? ` · ${sheet.job.pelanggan}` : ''}
      </p>
      {sheet.items.length === 0 && <p className="track-empty">{t('worksheets.empty')}</p>}
      <ol className="worksheet-items">
        {sheet.items.map((item) => (
          <li key={item.key} data-testid={`item-${item.key}`}>
            <ItemInput
              item={item}
              value={draft[item.key] ?? null}
              onChange={(v) => set(item.key, v)}
              disabled={signed}
            />
            {errorOf(`answers.${item.key}`)}
          </li>
        ))}
      </ol>
      {signed ? (
        <section className="worksheet-signed" data-testid="worksheet-signed">
          <p>
            <i className="pi pi-verified" aria-hidden />{' '}
            {t('worksheets.signedBy', {
              name: sheet.nama_penanda,
              when: sheet.ditandatangani_pada
                ? formatDateTimeLong(sheet.ditandatangani_pada, i18n.language)
                : '',
            })}
          </p>
          <Button
            type="button"
            icon="pi pi-file-pdf"
            label={t('worksheets.report')}
            onClick={() => openReport(id)}
          />
        </section>
      ) : signWaiting ? (
        <p className="worksheet-signed" data-testid="worksheet-sign-waiting">
          <i className="pi pi-cloud-upload" aria-hidden /> {t('worksheets.signWaiting')}
        </p>
      ) : (
        <>
          {sheet.items.length > 0 && (
            <Button
              type="button"
              label={t('worksheets.save')}
              icon="pi pi-save"
              outlined
              loading={busy === 'save'}
              onClick={save}
              data-testid="worksheet-save"
            />
          )}
          <fieldset className="track-field worksheet-sign">
            <legend>{t('worksheets.signTitle')}</legend>
            <label htmlFor="worksheet-signer" className="track-label">
              {t('worksheets.signerName')}
            </label>
            <InputText
              id="worksheet-signer"
              value={signer}
              onChange={(e) => setSigner(e.target.value)}
              maxLength={100}
              autoComplete="off"
            />
            {errorOf('nama_penanda')}
            <SignaturePad padRef={pad} />
            {errorOf('tanda_tangan')}
          </fieldset>
          <Button
            type="button"
            label={t('worksheets.sign')}
            icon="pi pi-check"
            className="track-save"
            loading={busy === 'sign'}
            onClick={sign}
            data-testid="worksheet-sign"
          />
        </>
      )}
    </section>
  );
}

function ItemInput({
  item,
  value,
  onChange,
  disabled,
}: {
  item: WorksheetItem;
  value: WorksheetAnswer;
  onChange: (value: WorksheetAnswer) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const inputId = `ws-${item.key}`;
  const label = (
    <label htmlFor={inputId} className="worksheet-label">
      {item.label}
      {item.required && <span className="worksheet-required"> *</span>}
    </label>
  );
  if (item.kind === 'check')
    return (
      <div className="worksheet-check">
        <Checkbox
          inputId={inputId}
          checked={value === true}
          onChange={(e) => onChange(e.checked === true)}
          disabled={disabled}
        />
        {label}
      </div>
    );
  if (item.kind === 'measure')
    return (
      <>
        {label}
        <div className="p-inputgroup">
          <InputText
            id={inputId}
            inputMode="decimal"
            value={
              value === null
                ? ''
                : typeof value === 'number'
                  ? String(value).replace('.', ',')
                  : String(value)
            }
            onChange={(e) => onChange(e.target.value)}
            placeholder={t('worksheets.measureHint')}
            disabled={disabled}
          />
          {item.unit && <span className="p-inputgroup-addon">{item.unit}</span>}
        </div>
      </>
    );
  if (item.kind === 'photo')
    return (
      <>
        {label}
        {disabled ? (
          <p>
            {typeof value === 'string' && value
              ? t('worksheets.photos', { n: value.split(',').length })
              : '–'}
          </p>
        ) : (
          <UploadInput
            field={photoField}
            value={typeof value === 'string' ? value : ''}
            onChange={(v) => onChange(v)}
            inputId={inputId}
            camera
            upload={uploadOrKeep}
          />
        )}
      </>
    );
  return (
    <>
      {label}
      <InputTextarea
        id={inputId}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        rows={2}
        autoResize
        maxLength={1000}
        disabled={disabled}
      />
    </>
  );
}
