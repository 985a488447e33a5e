import type { Resource } from '@kantor/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../../resources/resource-fields.ts';
import type { FieldPreview, PreviewSummary } from './preview.ts';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="rule-preview-section" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function FieldLine({ field, label }: { field: FieldPreview; label: string }) {
  const { t } = useTranslation();
  const tags: string[] = [];
  if (field.hidden) tags.push(t('roles.preview.tags.hidden'));
  if (field.kept) tags.push(t('roles.preview.tags.kept'));
  if (field.forced) tags.push(t('roles.preview.tags.forced'));
  if (field.logic) tags.push(t('roles.preview.tags.logic', { expression: field.logic }));
  if (field.coloured) tags.push(t('roles.preview.tags.coloured'));
  if (field.camera) tags.push(t('roles.preview.tags.camera'));
  if (field.defaultValue !== null) tags.push(t('roles.preview.tags.default', { value: field.defaultValue }));
  if (field.filterHidden) tags.push(t('roles.preview.tags.filterHidden'));
  if (field.filterLabel) tags.push(t('roles.preview.tags.filterLabel', { label: field.filterLabel }));
  return (
    <li
      className={field.hidden ? 'rule-field-hidden' : undefined}
      data-field={field.name}
      data-hidden={field.hidden}
    >
      <span className="rule-field-label">
        {field.label ? (
          <>
            <s>{label}</s> → <strong>{field.label}</strong>
          </>
        ) : (
          label
        )}
      </span>
      {tags.length > 0 && <small className="rule-field-tags">{tags.join(' · ')}</small>}
    </li>
  );
}

/** The summary of what the role sees on the route: page, fields and columns, menu, list extras. */
export function PreviewSummaryView({
  summary,
  resource,
}: {
  summary: PreviewSummary;
  resource: Resource | null;
}) {
  const { t } = useTranslation();
  const labelOf = (name: string) =>
    resource && Object.hasOwn(resource.fields, name)
      ? t(fieldLabelKey(resource, name), { defaultValue: name })
      : name;
  const changed = summary.fields.filter(
    (f) =>
      f.hidden ||
      f.label ||
      f.forced ||
      f.kept ||
      f.logic ||
      f.coloured ||
      f.camera ||
      f.defaultValue !== null ||
      f.filterHidden ||
      f.filterLabel,
  );
  const plain = summary.fields.length - changed.length;
  const page: string[] = [];
  if (summary.headerTitle) page.push(t('roles.preview.headerTitle', { title: summary.headerTitle }));
  if (summary.addButtonHidden) page.push(t('roles.preview.addHidden'));
  if (summary.actionButtons === 'all') page.push(t('roles.preview.actionsHidden'));
  else if (summary.actionButtons.length)
    page.push(t('roles.preview.someActionsHidden', { actions: summary.actionButtons.join(', ') }));
  if (summary.hiddenTabs.length)
    page.push(t('roles.preview.tabsHidden', { tabs: summary.hiddenTabs.join(', ') }));
  if (summary.redirectAfterLogin) page.push(t('roles.preview.redirect', { to: summary.redirectAfterLogin }));
  for (const n of summary.notifications) page.push(t('roles.preview.notification', { message: n.message }));
  return (
    <div className="rule-preview-summary">
      {summary.blocked && (
        <div className="rule-preview-blocked" data-testid="rule-preview-blocked">
          <i className="pi pi-ban" aria-hidden />
          <p>{summary.blocked}</p>
        </div>
      )}
      {page.length > 0 && (
        <Section title={t('roles.preview.page')} testId="rule-preview-page">
          <ul>
            {page.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('roles.preview.fields')} testId="rule-preview-fields">
        {changed.length === 0 ? (
          <p>{t('roles.preview.noFieldChanges')}</p>
        ) : (
          <ul className="rule-field-lines">
            {changed.map((f) => (
              <FieldLine key={f.name} field={f} label={labelOf(f.name)} />
            ))}
          </ul>
        )}
        {plain > 0 && <small>{t('roles.preview.unchanged', { count: plain })}</small>}
      </Section>
      {summary.menu.length > 0 && (
        <Section title={t('roles.preview.menu')} testId="rule-preview-menu">
          <ul>
            {summary.menu.map((m) => (
              <li key={`${m.change}-${m.route}-${m.to ?? ''}`} data-change={m.change}>
                {t(`roles.preview.menuChange.${m.change}`, {
                  route: m.route || '—',
                  label: m.label ? t(m.label) : '—',
                  to: m.to ?? '—',
                })}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {(summary.listActions.length > 0 || summary.colours.length > 0) && (
        <Section title={t('roles.preview.list')} testId="rule-preview-list">
          <ul>
            {summary.listActions.map((a) => (
              <li key={a.id}>
                <i className={a.icon} style={a.iconcolor ? { color: a.iconcolor } : undefined} aria-hidden />{' '}
                {t('roles.preview.action', { label: a.label, to: a.to })}
              </li>
            ))}
            {summary.colours.map((c) => (
              <li key={`${c.column ?? '*'}-${c.source}`}>
                {t(c.column ? 'roles.preview.colourColumn' : 'roles.preview.colourRow', {
                  column: c.column ?? '',
                  rules: c.source,
                })}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {summary.blockedRoutes.length > 0 && (
        <small className="rule-preview-blocked-routes">
          {t('roles.preview.blockedRoutes', { routes: summary.blockedRoutes.join(', ') })}
        </small>
      )}
    </div>
  );
}
