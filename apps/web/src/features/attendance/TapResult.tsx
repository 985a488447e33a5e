import { useTranslation } from 'react-i18next';
import { AppImage } from '../../ui/index.ts';
import { shortTime, type TapOutcome } from './kiosk-state.ts';

const ICONS: Record<TapOutcome['kind'], string> = {
  in: 'pi pi-sign-in',
  out: 'pi pi-sign-out',
  ignored: 'pi pi-info-circle',
  refused: 'pi pi-ban',
  failed: 'pi pi-exclamation-triangle',
};

/** Initials of a name for a person without a photo (`Budi Santoso` → `BS`). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function Face({ name, photo }: { name: string; photo: string | null }) {
  if (photo)
    return <AppImage value={photo} size="7rem" preview={false} rounded alt={name} className="kiosk-face" />;
  return (
    <span className="kiosk-face kiosk-initials" aria-hidden>
      {initialsOf(name)}
    </span>
  );
}

/** The big answer to a tap: who and when ("Masuk 07:58"), or why not. */
export function TapResult({ outcome }: { outcome: TapOutcome }) {
  const { t } = useTranslation();
  const common = { className: `kiosk-result kiosk-${outcome.kind}`, 'data-testid': 'kiosk-result' };
  if (outcome.kind === 'refused' || outcome.kind === 'failed') {
    const refused = outcome.kind === 'refused';
    const detail = refused
      ? outcome.message || t('attendance.kiosk.unknownCard', { card: outcome.card })
      : (outcome.message ?? t('attendance.kiosk.failedDetail'));
    return (
      <div {...common} data-kind={outcome.kind} role="alert">
        <i className={`kiosk-result-icon ${ICONS[outcome.kind]}`} aria-hidden />
        <div className="kiosk-result-text">
          <p className="kiosk-title">
            {refused ? t('attendance.kiosk.refused') : t('attendance.kiosk.failed')}
          </p>
          <p className="kiosk-detail">{detail}</p>
        </div>
      </div>
    );
  }
  const title =
    outcome.kind === 'in'
      ? t('attendance.kiosk.inAt', { time: shortTime(outcome.time) })
      : outcome.kind === 'out'
        ? t('attendance.kiosk.outAt', { time: shortTime(outcome.time) })
        : t('attendance.kiosk.ignored');
  return (
    <div {...common} data-kind={outcome.kind} role="status">
      <Face name={outcome.name} photo={outcome.photo} />
      <div className="kiosk-result-text">
        <p className="kiosk-name">{outcome.name}</p>
        <p className="kiosk-title">
          <i className={ICONS[outcome.kind]} aria-hidden /> {title}
        </p>
        {outcome.kind === 'ignored' && (
          <p className="kiosk-detail">{t('attendance.kiosk.ignoredDetail', { name: outcome.name })}</p>
        )}
      </div>
    </div>
  );
}
