import type { RoleRule } from '@kantor/core';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FACTS } from '../../session/use-user-facts.ts';
import { ExplainPanel } from './ExplainPanel.tsx';
import { resourceOfRoute } from './known-routes.ts';
import { PreviewConditions } from './PreviewConditions.tsx';
import { PreviewSummaryView } from './PreviewSummary.tsx';
import { computePreview, defaultPreviewRoute, withDraft } from './preview.ts';
import { previewConditions } from './preview-conditions.ts';
import { useLoginFacts, useRoleLogins } from './preview-user.ts';
import { sayNote } from './say-note.ts';

/** The "no user" choice of the preview's login picker (login ids start at 1). */
const NO_USER = 0;

type Props = {
  /** The role's saved rules. */
  saved: readonly RoleRule[];
  draft: Record<string, unknown>;
  roleId: string | null;
  roleName: string;
  editingId: string | null;
};

/**
 * "As the role would see it": the role's saved rules plus the draft, compiled by core's engine for a
 * route (the rule's own by default, any other on request), summarised, with the engine's explanation.
 * Conditions are read as a chosen login of the role would meet them (its facts from the server), or
 * with no user (`user.x` null) until one is chosen (issue 37).
 */
export function RulePreview({ saved, draft, roleId, roleName, editingId }: Props) {
  const { t } = useTranslation();
  const ruleRoute = defaultPreviewRoute(draft.nama_route);
  const [typed, setTyped] = useState<string | null>(null);
  const route = typed ?? ruleRoute;
  const resource = resourceOfRoute(route);
  const preview = useMemo(
    () => computePreview(withDraft(saved, draft, editingId), roleId, route, resource),
    [saved, draft, editingId, roleId, route, resource],
  );
  const trace = preview.summary.draftTrace;
  // the login the conditions are read as: chosen per role (another role starts with none again)
  const [asUser, setAsUser] = useState<{ roleId: string | null; id: number | null }>({ roleId, id: null });
  const userId = asUser.roleId === roleId ? asUser.id : null;
  const logins = useRoleLogins(roleId);
  const facts = useLoginFacts(userId);
  const looker = userId === null ? NO_FACTS : (facts.data ?? NO_FACTS);
  const conditions = useMemo(() => previewConditions(preview.config, looker), [preview.config, looker]);
  const userOptions = useMemo(
    () => [
      // 0, not null: PrimeReact's Dropdown answers an option whose value is null with the option itself
      { value: NO_USER, label: t('roles.preview.user.none') },
      ...(logins.data ?? []).map((o) => ({ value: o.value, label: o.label })),
    ],
    [logins.data, t],
  );
  return (
    <aside className="rule-preview" data-testid="rule-preview" aria-label={t('roles.preview.title')}>
      <header>
        <h2>{t('roles.preview.title')}</h2>
        <p>{t('roles.preview.asRole', { role: roleName || '—' })}</p>
        <label htmlFor="rule-preview-route">{t('roles.preview.route')}</label>
        <div className="rule-preview-route">
          <InputText id="rule-preview-route" value={route} onChange={(e) => setTyped(e.target.value)} />
          {typed !== null && (
            <button type="button" className="p-link" onClick={() => setTyped(null)}>
              {t('roles.preview.useRuleRoute')}
            </button>
          )}
        </div>
        {roleId !== null && (
          <>
            <label htmlFor="rule-preview-user">{t('roles.preview.user.label')}</label>
            <Dropdown
              inputId="rule-preview-user"
              value={userId ?? NO_USER}
              options={userOptions}
              onChange={(e) =>
                setAsUser({ roleId, id: typeof e.value === 'number' && e.value > 0 ? e.value : null })
              }
              placeholder={t('roles.preview.user.none')}
              data-testid="rule-preview-user"
            />
            {userId !== null && facts.isError && (
              <Message severity="warn" text={t('roles.preview.user.unreadable')} />
            )}
          </>
        )}
      </header>
      {roleId === null ? (
        <Message severity="info" text={t('roles.preview.noRole')} />
      ) : (
        <>
          {trace && (
            <p
              className={`rule-trace rule-trace-${trace.status}`}
              data-testid="rule-draft-status"
              data-status={trace.status}
            >
              {t(`roles.preview.status.${trace.status}`)}
              {trace.note && ` — ${sayNote(t, trace.note)}`}
            </p>
          )}
          {preview.summary.draftWarnings.map((w) => (
            <Message
              key={`${w.code}-${w.message}`}
              severity="warn"
              text={`${t(`roles.warnings.${w.code}`)} (${sayNote(t, w.note)})`}
            />
          ))}
          <PreviewSummaryView summary={preview.summary} resource={resource} />
          <PreviewConditions conditions={conditions} />
          <ExplainPanel
            config={preview.config}
            traces={preview.traces}
            fields={preview.summary.fields.map((f) => f.name)}
          />
        </>
      )}
    </aside>
  );
}
