import { useMemo } from 'react';
import { CalendarInput, type CalendarInputProps } from './CalendarInput.tsx';
import { dateToText, textToDate } from './date-values.ts';

export type DateInputProps = Omit<CalendarInputProps, 'value' | 'onChange'> & {
  /** `YYYY-MM-DD` (date), `HH:mm` (time) or `YYYY-MM-DDTHH:mm` (datetime, local); '' when empty. */
  value: string;
  /** The new value as the same text; '' when cleared. */
  onChange: (value: string) => void;
};

/**
 * A date, a time or a date-time picked with the app's calendar in the user's language, held as the text a
 * native input held (`2026-11-28`, `08:15`, `2026-11-28T08:15`), so a screen sends what it always sent.
 * Pair it with `<label htmlFor={inputId}>`. Forms that hold a `Date` use CalendarInput itself.
 */
export function DateInput({ kind, value, onChange, ...rest }: DateInputProps) {
  // one Date per text: a new object each render would move the open calendar back to the value's month
  const date = useMemo(() => textToDate(kind, value), [kind, value]);
  return (
    <CalendarInput
      {...rest}
      kind={kind}
      value={date}
      onChange={(next) => onChange(next ? dateToText(kind, next) : '')}
    />
  );
}
