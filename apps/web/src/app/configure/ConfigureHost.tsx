import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { configureDialog } from '../feature-registry.ts';
import { closeConfigure, useConfigureMode } from './configure-mode.ts';
import './configure.css';

/**
 * While the configure mode is on: a line saying so at the top of the page, and the rules feature's
 * dialog (its own chunk, fetched at the first gear's click) on the target a gear chose.
 */
export function ConfigureHost() {
  const { t } = useTranslation();
  const { on, target } = useConfigureMode();
  if (!on) return null;
  const Dialog = configureDialog();
  return (
    <>
      <p className="configure-banner" role="status" data-testid="configure-banner">
        <span className="pi pi-cog" aria-hidden="true" /> {t('roles.configure.banner')}
      </p>
      {target && Dialog && (
        <Suspense fallback={null}>
          <Dialog target={target} onClose={closeConfigure} />
        </Suspense>
      )}
    </>
  );
}
