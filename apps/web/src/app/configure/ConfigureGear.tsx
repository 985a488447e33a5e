import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigureTarget } from '../feature.ts';
import { openConfigure } from './configure-mode.ts';

/**
 * The configure mode's gear beside a column header, field label, menu entry or action: a real button
 * (keyboard reachable, named for its target). Its click and keys stop here, so a sortable header does
 * not sort and a menu link does not navigate.
 */
export function ConfigureGear({ target }: { target: ConfigureTarget }) {
  const { t } = useTranslation();
  const label = t('roles.configure.gear', { target: target.label });
  const open = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    openConfigure(target);
  };
  const keep = (event: KeyboardEvent) => event.stopPropagation();
  return (
    <button
      type="button"
      className="configure-gear"
      aria-label={label}
      title={label}
      onClick={open}
      onKeyDown={keep}
      data-testid="configure-gear"
      data-target={`${target.kind}:${target.name ?? ''}`}
    >
      <span className="pi pi-cog" aria-hidden="true" />
    </button>
  );
}
