import { fillPlaceholders, type ListAction } from '@kantor/core';
import { classNames } from 'primereact/utils';
import { Link } from 'react-router';
import { ruleColour } from '../rules/rule-colours.ts';
import { actionTarget, safeIconClass } from './page-rules.ts';

export type ListActionLinkProps = {
  action: ListAction;
  row: Readonly<Record<string, unknown>>;
  /** The row's name, for the accessible label ('Cetak INV-7'). */
  rowName: string;
};

/**
 * An Add Action List button of one row: the target's `{id}`/`{field}` placeholders filled from the
 * row; an in-app path navigates, `_blank` (and other sites) open as a link in a new tab. The colour
 * is a severity (button style) or a whitelisted colour (icon and text colour), never free CSS.
 */
export function ListActionLink({ action, row, rowName }: ListActionLinkProps) {
  const target = actionTarget(action, fillPlaceholders(action.to, row));
  const colour = ruleColour(action.iconcolor);
  const className = classNames(
    'p-button p-button-text p-button-sm resource-list-action',
    colour?.kind === 'severity' && `p-button-${colour.value}`,
  );
  const style = colour && colour.kind !== 'severity' ? { color: colour.value } : undefined;
  const content = (
    <>
      <span className={safeIconClass(action.icon)} aria-hidden="true" />
      <span className="resource-list-action-label">{action.label}</span>
    </>
  );
  const common = { className, style, title: action.label, 'aria-label': `${action.label} ${rowName}` };
  if (target.kind === 'route') {
    return (
      <Link to={target.to} {...common}>
        {content}
      </Link>
    );
  }
  return (
    <a href={target.href} target={target.target} rel="noopener noreferrer" {...common}>
      {content}
    </a>
  );
}
