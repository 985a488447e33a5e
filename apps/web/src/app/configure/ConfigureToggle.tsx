import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { setConfigureMode, useConfigureMode } from './configure-mode.ts';

/** The top bar's "Atur halaman" / "Selesai mengatur" switch, for users who may add role rules only. */
export function ConfigureToggle() {
  const { t } = useTranslation();
  const { on, may } = useConfigureMode();
  if (!may) return null;
  const label = on ? t('roles.configure.done') : t('roles.configure.start');
  return (
    <Button
      type="button"
      icon={on ? 'pi pi-check' : 'pi pi-cog'}
      label={label}
      aria-label={label}
      aria-pressed={on}
      text={!on}
      size="small"
      className="configure-toggle"
      onClick={() => setConfigureMode(!on)}
      data-testid="configure-toggle"
    />
  );
}
