import { type FieldDef, inputHintOf } from '@kantor/core';
import { Calendar } from 'primereact/calendar';

export type DateFieldInputProps = {
  field: FieldDef;
  value: Date | null;
  onChange: (value: Date | null) => void;
  inputId: string;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  disabled?: boolean;
};

/**
 * Date, date-time (24-hour) and time pickers; day-first as Indonesians write dates. Day and month names and
 * the buttons come from PrimeReact's active locale, which follows the interface language.
 */
export function DateFieldInput({
  field,
  value,
  onChange,
  inputId,
  invalid,
  describedBy,
  placeholder,
  disabled,
}: DateFieldInputProps) {
  const input = inputHintOf(field);
  const timeOnly = input.widget === 'date' && input.timeOnly;
  const showTime = input.widget === 'date' && input.showTime;
  return (
    <Calendar
      inputId={inputId}
      value={value}
      onChange={(event) => onChange(event.value instanceof Date ? event.value : null)}
      dateFormat="dd/mm/yy"
      showTime={showTime}
      timeOnly={timeOnly}
      hourFormat="24"
      showIcon={!timeOnly}
      showButtonBar={!timeOnly}
      invalid={invalid}
      placeholder={placeholder}
      disabled={disabled}
      aria-describedby={describedBy}
      className="resource-input"
      panelClassName="resource-overlay"
      inputClassName="resource-input"
    />
  );
}
