import { formatDateLong, jakartaClock } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { attendanceApi } from './attendance-api.ts';
import { KioskPhoto } from './KioskPhoto.tsx';
import { failureOf, outcomeOf, RECENT_MAX, SHOW_MS, shortTime, type TapOutcome } from './kiosk-state.ts';
import { TapResult } from './TapResult.tsx';
import { useKeepFocus } from './use-keep-focus.ts';
import './attendance.css';

/** Today's date and the running time, Asia/Jakarta. */
function KioskClock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="kiosk-clock" aria-hidden>
      <span className="kiosk-clock-time">{jakartaClock(now).time}</span>
      <span className="kiosk-clock-date">{formatDateLong(now, i18n.language)}</span>
    </div>
  );
}

/** Browsers without the Fullscreen API (iOS Safari on a phone) just keep the page as it is. */
const canFullscreen = () =>
  typeof document !== 'undefined' && Boolean(document.documentElement.requestFullscreen);

/**
 * The RFID attendance kiosk (`/absensirfidmanual`): a card reader types the card number and Enter into
 * the always-focused field (or someone types it by hand); the answer shows large for a few seconds:
 * name and photo with "Masuk 07:58" or "Pulang 17:02", a refusal for an unknown card, a notice for a
 * double tap. A photo from the camera can ride along. The last taps of this device are listed.
 */
export function KioskPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [card, setCard] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [shown, setShown] = useState<TapOutcome | null>(null);
  const [recent, setRecent] = useState<TapOutcome[]>([]);
  const [pending, setPending] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  useKeepFocus(input);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), SHOW_MS[shown.kind]);
    return () => clearTimeout(timer);
  }, [shown]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = card.trim();
    setCard('');
    if (!code) return;
    const taken = photo;
    setPhoto(null);
    setPending((n) => n + 1);
    let outcome: TapOutcome;
    try {
      outcome = outcomeOf(await attendanceApi.tap(code, taken), taken);
    } catch (error) {
      outcome = failureOf(error, code);
      setPhoto((current) => current ?? taken); // a refused tap keeps the photo for the retry
    } finally {
      setPending((n) => n - 1);
    }
    setShown(outcome);
    setRecent((list) => [outcome, ...list].slice(0, RECENT_MAX));
    input.current?.focus({ preventScroll: true });
  }

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
    input.current?.focus({ preventScroll: true });
  }

  return (
    <section className={fullscreen ? 'kiosk kiosk-fullscreen' : 'kiosk'} data-testid="kiosk">
      <header className="kiosk-head">
        <h1>
          <i className="pi pi-id-card" aria-hidden /> {t('attendance.kiosk.title')}
        </h1>
        <KioskClock />
        {canFullscreen() && (
          <Button
            type="button"
            icon={fullscreen ? 'pi pi-window-minimize' : 'pi pi-window-maximize'}
            text
            rounded
            className="kiosk-fullscreen-toggle"
            aria-label={fullscreen ? t('attendance.kiosk.exitFullscreen') : t('attendance.kiosk.fullscreen')}
            title={fullscreen ? t('attendance.kiosk.exitFullscreen') : t('attendance.kiosk.fullscreen')}
            onClick={toggleFullscreen}
          />
        )}
      </header>

      <div className="kiosk-stage" aria-live="assertive">
        {shown ? (
          <TapResult key={shown.key} outcome={shown} />
        ) : (
          <div className="kiosk-ready" data-testid="kiosk-ready">
            <i className="pi pi-wifi kiosk-ready-icon" aria-hidden />
            <p className="kiosk-title">{t('attendance.kiosk.ready')}</p>
            <p className="kiosk-detail">{t('attendance.kiosk.hint')}</p>
          </div>
        )}
      </div>

      <form className="kiosk-form" onSubmit={submit} autoComplete="off">
        <label htmlFor="kiosk-card" className="kiosk-label">
          {t('attendance.kiosk.cardLabel')}
        </label>
        <div className="kiosk-entry">
          <InputText
            id="kiosk-card"
            ref={input}
            value={card}
            onChange={(event) => setCard(event.target.value)}
            placeholder={t('attendance.kiosk.cardPlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={64}
            enterKeyHint="send"
            className="kiosk-input"
            data-testid="kiosk-card"
          />
          <Button
            type="submit"
            icon="pi pi-check"
            label={t('attendance.kiosk.submit')}
            aria-label={t('attendance.kiosk.submit')}
            loading={pending > 0}
            className="kiosk-submit"
          />
        </div>
        <KioskPhoto value={photo} onChange={setPhoto} />
      </form>

      <section className="kiosk-recent" aria-label={t('attendance.kiosk.recent')}>
        <h2>{t('attendance.kiosk.recent')}</h2>
        {recent.length === 0 ? (
          <p className="kiosk-recent-empty">{t('attendance.kiosk.recentEmpty')}</p>
        ) : (
          <ol data-testid="kiosk-recent">
            {recent.map((tap) => (
              <li key={tap.key} className={`kiosk-recent-${tap.kind}`}>
                <time>{shortTime(tap.time)}</time>
                <span className="kiosk-recent-who">
                  {tap.kind === 'refused' || tap.kind === 'failed' ? tap.card : tap.name}
                </span>
                <span className="kiosk-recent-what">{t(`attendance.kiosk.kinds.${tap.kind}`)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
