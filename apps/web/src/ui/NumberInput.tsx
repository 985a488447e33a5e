import { formatNumberInput, type NumberInputIssue, parseNumberInput } from '@kantor/core';
import { InputText } from 'primereact/inputtext';
import { type CSSProperties, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type NumberInputProps = {
  value: number | null;
  /** The number the text stands for; null when it is empty or not a number of this input. */
  onChange: (value: number | null) => void;
  /** The text is no number of this input (its message), or reads again (null). */
  onIssue?: (message: string | null) => void;
  /** Show the issue under the input; off where a form shows it as the field's error. */
  showIssue?: boolean;
  /** Digits kept after the decimal sign (0 for Rupiah). */
  fractionDigits: number;
  grouping?: boolean;
  prefix?: string;
  suffix?: string;
  inputId?: string;
  invalid?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
};

/** The message of a text that is no number of the input, in the reader's language. */
export function useNumberIssueText(): (issue: NumberInputIssue, fractionDigits: number) => string {
  const { t, i18n } = useTranslation();
  return (issue, fractionDigits) =>
    issue === 'tooManyFractionDigits'
      ? fractionDigits === 0
        ? t('validation.noFraction')
        : t('validation.fractionDigitsMax', { digits: fractionDigits })
      : t('validation.numberAsTyped', {
          example: formatNumberInput(fractionDigits > 0 ? 1250000.5 : 1250000, {
            locale: i18n.language,
            fractionDigits,
          }),
        });
}

/**
 * A number typed the reader's way (issue 34): `1.250.000,50` in Indonesian, `1,250,000.50` in English.
 * The text is read by core's one parser while typing and shown formatted once the input is left; a text
 * that is no number (a dot where Indonesian groups, a fraction in a Rupiah amount) is refused with why,
 * never read as another number.
 */
export function NumberInput({
  value,
  onChange,
  onIssue,
  showIssue = true,
  fractionDigits,
  grouping = true,
  prefix,
  suffix,
  inputId,
  invalid,
  readOnly,
  disabled,
  placeholder,
  className,
  style,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: NumberInputProps) {
  const { i18n } = useTranslation();
  const issueText = useNumberIssueText();
  const locale = i18n.language;
  const shown = (n: number | null) =>
    n === null
      ? ''
      : `${prefix ?? ''}${formatNumberInput(n, { locale, fractionDigits, grouping })}${suffix ?? ''}`;
  // while the user types, their text; otherwise the value as the locale writes it
  const [typed, setTyped] = useState<{ text: string; value: number | null } | null>(null);
  const [issue, setIssue] = useState<string | null>(null);
  const issueId = `${useId()}-issue`;
  const editing = typed !== null && Object.is(typed.value, value);
  const text = editing ? typed.text : shown(value);
  // a value set from outside (a new sale, a loaded record) replaces a refused text, and its message
  const activeIssue = editing ? issue : null;

  const report = (next: string | null) => {
    if (next === issue) return;
    setIssue(next);
    onIssue?.(next);
  };

  return (
    <>
      <InputText
        id={inputId}
        value={text}
        inputMode={fractionDigits > 0 ? 'decimal' : 'numeric'}
        onChange={(event) => {
          const raw = event.target.value;
          const parsed = parseNumberInput(raw, { locale, fractionDigits, prefix, suffix });
          const next = parsed.ok ? parsed.value : null;
          setTyped({ text: raw, value: next });
          report(parsed.ok ? null : issueText(parsed.issue, parsed.fractionDigits));
          if (!Object.is(next, value)) onChange(next);
        }}
        onBlur={() => {
          // a number that reads is shown the locale's way; a refused text stays, for the user to mend
          if (!activeIssue) setTyped(null);
        }}
        invalid={invalid || activeIssue !== null}
        readOnly={readOnly}
        disabled={disabled}
        placeholder={placeholder}
        className={className}
        style={style}
        aria-label={ariaLabel}
        aria-describedby={
          [describedBy, showIssue && activeIssue ? issueId : null].filter(Boolean).join(' ') || undefined
        }
        data-testid={testId}
        autoComplete="off"
      />
      {showIssue && activeIssue && (
        <small id={issueId} className="p-error" role="alert">
          {activeIssue}
        </small>
      )}
    </>
  );
}
