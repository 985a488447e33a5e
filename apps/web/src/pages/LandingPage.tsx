import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../app/session-context.tsx';
import { ChatWidgetLauncher } from '../features/chat/index.ts';

/** Where this document was loaded: `/` means the server did not render the public site (dev server). */
const BOOT_PATH = typeof window === 'undefined' ? '/' : window.location.pathname;

/**
 * `/`: signed-in users go to /home (or the redirect they came for). Visitors get the public site the
 * server renders (modules/website): reached from inside the app (after a logout), the page is loaded
 * from the server; the landing below shows only when the app itself was opened at `/` (dev server).
 */
export function LandingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  if (session.loggedIn) return <Navigate to="/home" replace />;
  if (BOOT_PATH !== '/' && typeof window !== 'undefined') {
    window.location.assign(`/${window.location.search}`);
    return null;
  }
  const redirect = params.get('redirect');
  const loginTarget = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <section className="landing" data-testid="landing-page">
      <h1>{t('landing.title')}</h1>
      <p className="landing-lead">{t('landing.lead')}</p>
      <ul className="landing-points">
        <li>
          <i className="pi pi-box" aria-hidden /> {t('landing.points.goods')}
        </li>
        <li>
          <i className="pi pi-receipt" aria-hidden /> {t('landing.points.invoices')}
        </li>
        <li>
          <i className="pi pi-wrench" aria-hidden /> {t('landing.points.jobs')}
        </li>
        <li>
          <i className="pi pi-sliders-h" aria-hidden /> {t('landing.points.roles')}
        </li>
      </ul>
      <div className="landing-actions">
        {/* links drawn as PrimeReact buttons: this page is in the first load, which carries no PrimeReact */}
        <Link to={loginTarget} className="p-button p-component">
          <span className="p-button-icon p-c p-button-icon-left pi pi-sign-in" aria-hidden />
          <span className="p-button-label p-c">{t('auth.login.submit')}</span>
        </Link>
        <Link to="/lacak" className="p-button p-component p-button-outlined">
          <span className="p-button-icon p-c p-button-icon-left pi pi-map" aria-hidden />
          <span className="p-button-label p-c">{t('landing.track')}</span>
        </Link>
      </div>
      <ChatWidgetLauncher />
    </section>
  );
}
