import { InputTextarea } from 'primereact/inputtextarea';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkExpression, type ExprKind } from './expr-check.ts';

type Props = {
  id: string;
  kind: ExprKind;
  value: string;
  onChange: (value: string) => void;
  /** The route's resource fields; unknown names in list and input logic are reported. */
  knownFields?: readonly string[];
};

const PLACEHOLDERS: Record<ExprKind, string> = {
  expr: "IF(stok < 5, 'Menipis', 'Aman')",
  colourRules: "status == 'Done' => success; qty < 5 => #ff0000",
  formula: '=sum_row(qty * harga)',
};

/**
 * An expression of our own language, checked on every keystroke by core's parser (never evaluated):
 * a valid one lists the fields it reads, an invalid one shows the message, line and column and
 * points at the character.
 */
export function ExprInput({ id, kind, value, onChange, knownFields }: Props) {
  const { t } = useTranslation();
  const check = useMemo(() => checkExpression(kind, value, knownFields), [kind, value, knownFields]);
  const error = check.state === 'error' ? check : null;
  const line = error ? (value.split('\n')[error.line - 1] ?? '') : '';
  return (
    <div className="rule-expr">
      <InputTextarea
        id={id}
        value={value}
        rows={kind === 'colourRules' ? 4 : 2}
        autoResize
        spellCheck={false}
        className="rule-expr-source"
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-status`}
        placeholder={PLACEHOLDERS[kind]}
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={`${id}-status`} data-testid={`expr-status-${id}`} data-state={check.state} aria-live="polite">
        {check.state === 'ok' && (
          <small className="rule-expr-ok">
            <i className="pi pi-check-circle" aria-hidden /> {t('roles.expr.valid')}
            {check.fields.length > 0 && ` · ${t('roles.expr.reads', { fields: check.fields.join(', ') })}`}
          </small>
        )}
        {check.state === 'value' && <small className="rule-expr-ok">{t('roles.expr.plainValue')}</small>}
        {error && (
          <div className="rule-expr-error">
            <small className="p-error">
              {t(`roles.expr.codes.${error.code}`, { defaultValue: error.message })} ·{' '}
              {t('roles.expr.at', { line: error.line, column: error.column })}
            </small>
            <pre className="rule-expr-caret" aria-hidden>
              {line}
              {'\n'}
              {`${' '.repeat(Math.max(error.column - 1, 0))}^`}
            </pre>
            <small className="rule-expr-detail">{error.message}</small>
          </div>
        )}
      </div>
    </div>
  );
}
