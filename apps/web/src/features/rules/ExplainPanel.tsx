import { categoryOf, type PageConfig, type RuleCategory, type RuleTrace } from '@kantor/core';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAFT_ID, whyField } from './preview.ts';
import { sayNote } from './say-note.ts';

type Props = { config: PageConfig; traces: readonly RuleTrace[]; fields: readonly string[] };

/** The engine's explanation: "why is this field hidden?" and what happened to every rule of the role. */
export function ExplainPanel({ config, traces, fields }: Props) {
  const { t } = useTranslation();
  const withDecisions = fields.filter((f) => (config.decisions.fields[f] ?? []).length > 0);
  const [field, setField] = useState<string | null>(null);
  const chosen = field && withDecisions.includes(field) ? field : (withDecisions[0] ?? null);
  const why = chosen ? whyField(config, chosen) : null;
  // rule ids may be missing or repeated in imported data: the position keeps the keys unique
  const rows = traces.map((trace, position) => ({ trace, key: `${trace.ruleId ?? '-'}-${position}` }));
  // a category by the name the reader knows it by; a stored name no category answers to, as stored
  const categoryName = (category: RuleCategory) => t(`roles.categories.${category}.name`);
  const storedCategory = (kategori: string) => {
    const category = categoryOf(kategori);
    return category ? categoryName(category) : kategori;
  };
  const ruleName = (id: string | null) => (id === DRAFT_ID ? t('roles.explain.thisRule') : `#${id ?? '?'}`);
  return (
    <details className="rule-explain" data-testid="rule-explain" open>
      <summary>{t('roles.explain.title')}</summary>
      {withDecisions.length > 0 && (
        <div className="rule-explain-why">
          <label htmlFor="rule-explain-field">{t('roles.explain.why')}</label>
          <Dropdown
            inputId="rule-explain-field"
            value={chosen}
            options={withDecisions}
            onChange={(e) => setField(e.value)}
          />
          {why && (
            <ul data-testid="rule-explain-decisions">
              {why.applied.map((d) => (
                <li key={`a-${d.ruleId}-${d.effect}`}>
                  {t('roles.explain.applied', {
                    rule: ruleName(d.ruleId),
                    effect: t(`roles.effects.${d.effect}`),
                    category: categoryName(d.category),
                  })}
                  {d.note && ` (${sayNote(t, d.note)})`}
                </li>
              ))}
              {why.overridden.map((d) => (
                <li key={`o-${d.ruleId}-${d.effect}`} className="rule-explain-overridden">
                  {t('roles.explain.overridden', {
                    rule: ruleName(d.ruleId),
                    effect: t(`roles.effects.${d.effect}`),
                    category: categoryName(d.category),
                  })}
                  {d.note && ` (${sayNote(t, d.note)})`}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <table className="rule-explain-traces">
        <thead>
          <tr>
            <th>{t('roles.explain.rule')}</th>
            <th>{t('roles.fields.kategori')}</th>
            <th>{t('roles.fields.nama_route')}</th>
            <th>{t('roles.explain.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ trace, key }) => (
            <tr key={key} className={trace.ruleId === DRAFT_ID ? 'rule-explain-draft' : undefined}>
              <td>{ruleName(trace.ruleId)}</td>
              <td>{storedCategory(trace.kategori)}</td>
              <td>
                <code>{trace.nama_route}</code>
              </td>
              <td>
                {t(`roles.preview.status.${trace.status}`)}
                {trace.note && <small> — {sayNote(t, trace.note)}</small>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
