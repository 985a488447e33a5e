import { Calendar, type CalendarProps } from 'primereact/calendar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../i18n/calendar-names.ts';
import { type DateKind, exampleOf } from './date-values.ts';
import './date-input.css';

export type CalendarInputProps = {
  kind: DateKind;
  /** The input's id: a `<label htmlFor>` names it for screen readers. */
  inputId: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  disabled?: boolean;
  /** The minutes the time spinner steps by (15 for a quarter-hour plan). */
  stepMinute?: number;
};

type ChangeEvent = Parameters<NonNullable<CalendarProps['onChange']>>[0];

/**
 * The one date, time and date-time picker of the app (PrimeReact's Calendar): the numeric order of the
 * interface language (28/11/2026 in Indonesian, 11/28/2026 in American English), day and month names
 * and buttons from PrimeReact's active locale (i18n/primereact-locale.ts), 24-hour time. A date can be
 * typed: the value changes once the text is a whole date; a half-typed one keeps the last value (and the
 * field shows it again on leaving), erasing the text clears it; a screen reader hears how to type it
 * ("Ketik seperti 28/11/2026"). `DateInput` holds the same as text.
 */
export function CalendarInput({
  kind,
  inputId,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder,
  disabled,
  stepMinute,
}: CalendarInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const format = useMemo(() => dateFormat(language || 'id-ID'), [language]);
  const change = (event: ChangeEvent) => {
    const date = event.value instanceof Date && !Number.isNaN(event.value.getTime()) ? event.value : null;
    const typed = event.originalEvent?.target;
    if (typed instanceof HTMLInputElement && typed.value.trim() !== '') {
      // still typing: '28/11/20' is no date yet, nor is it year 20
      if (date === null || (kind !== 'time' && date.getFullYear() < 1000)) return;
    }
    onChange(date);
  };
  // a screen reader tells how to type the value (the calendar panel is the sighted user's hint)
  const hintId = `${inputId}-format`;
  return (
    <>
      <Calendar
        inputId={inputId}
        value={value}
        onChange={change}
        dateFormat={format}
        showTime={kind === 'datetime'}
        timeOnly={kind === 'time'}
        hourFormat="24"
        stepMinute={stepMinute ?? 1}
        showIcon={kind !== 'time'}
        showButtonBar={kind !== 'time'}
        invalid={invalid}
        placeholder={placeholder}
        disabled={disabled}
        // Calendar drops aria-describedby (and sets no aria-invalid): its text field takes them through pt
        pt={{
          input: {
            root: {
              'aria-describedby': describedBy ? `${describedBy} ${hintId}` : hintId,
              'aria-invalid': invalid || undefined,
            },
          },
        }}
        className="date-input"
        inputClassName="date-input-field"
        panelClassName="date-input-panel"
      />
      <span id={hintId} className="sr-only">
        {t('ui.dateInput.hint', { example: exampleOf(format, kind) })}
      </span>
    </>
  );
}
