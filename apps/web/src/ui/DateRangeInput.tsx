import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './DateInput.tsx';
import './date-input.css';

/** Two days as `YYYY-MM-DD` ('' when empty), `from` never after `to` when both are set. */
export type DateRange = { from: string; to: string };

export type DateRangeInputProps = {
  /** The inputs' ids are `${id}-from` and `${id}-to`. */
  id: string;
  value: DateRange;
  onChange: (next: DateRange) => void;
  /** A range that always has both days (a recap's): a cleared day keeps the last one. */
  required?: boolean;
  className?: string;
};

/**
 * The app's one "Dari … Sampai …" pair of days (ui/DateInput.tsx each), labelled above. A `to` picked
 * before the `from` (or a `from` after the `to`) swaps the two days, so the screen always gets an
 * ordered range, and a visible message says the days were swapped until the next pick.
 */
export function DateRangeInput({ id, value, onChange, required = false, className }: DateRangeInputProps) {
  const { t } = useTranslation();
  const [swapped, setSwapped] = useState(false);
  const change = (end: keyof DateRange) => (day: string) => {
    if (!day && required) return;
    const next = { ...value, [end]: day };
    // YYYY-MM-DD compares as text
    const reversed = next.from !== '' && next.to !== '' && next.from > next.to;
    setSwapped(reversed);
    onChange(reversed ? { from: next.to, to: next.from } : next);
  };
  const fromLabel = t('ui.dateRange.from');
  const toLabel = t('ui.dateRange.to');
  return (
    <div className={className ? `date-range ${className}` : 'date-range'} data-testid="date-range">
      <div className="date-range-fields">
        <div className="date-range-field">
          <label htmlFor={`${id}-from`}>{fromLabel}</label>
          <DateInput kind="date" inputId={`${id}-from`} value={value.from} onChange={change('from')} />
        </div>
        <div className="date-range-field">
          <label htmlFor={`${id}-to`}>{toLabel}</label>
          <DateInput kind="date" inputId={`${id}-to`} value={value.to} onChange={change('to')} />
        </div>
      </div>
      {/* present from the start, so a screen reader hears the message when it fills */}
      <p className="date-range-note" role="status">
        {swapped ? t('ui.dateRange.swapped', { from: fromLabel, to: toLabel }) : ''}
      </p>
    </div>
  );
}
