import { useTranslation } from 'react-i18next';
import type { ConditionPreview } from './preview-conditions.ts';

/**
 * The page's conditions read as the preview's user: one line each, what it is about, the expression,
 * the user's facts it reads and what it comes to for that user (or that it depends on each record).
 */
export function PreviewConditions({ conditions }: { conditions: readonly ConditionPreview[] }) {
  const { t } = useTranslation();
  if (conditions.length === 0) return null;
  // the same expression may stand in several rules: the position keeps the keys unique
  const rows = conditions.map((c, position) => ({ c, key: `${c.kind}-${c.target ?? ''}-${position}` }));
  return (
    <section className="rule-preview-section" data-testid="rule-preview-conditions">
      <h3>{t('roles.preview.conditions.title')}</h3>
      <ul className="rule-condition-lines">
        {rows.map(({ c, key }) => (
          <li key={key} data-kind={c.kind} data-target={c.target ?? ''} data-verdict={c.verdict}>
            <span>
              {t(`roles.preview.conditions.kind.${c.kind}`, { target: c.target ?? '—' })}:{' '}
              <code>{c.expression}</code>
            </span>
            {c.facts.length > 0 && (
              <small className="rule-condition-facts">
                {c.facts
                  .map((f) => `${f.path} = ${f.value ?? t('roles.preview.conditions.empty')}`)
                  .join(' · ')}
              </small>
            )}
            <strong className={`rule-condition-verdict rule-condition-${c.verdict}`}>
              {c.verdict === 'record'
                ? t('roles.preview.conditions.verdict.record', { fields: c.fields.join(', ') })
                : t(`roles.preview.conditions.verdict.${c.verdict}`, { value: c.value ?? '' })}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
