import { type FieldDef, inputHintOf } from '@kantor/core';
import { CalendarInput } from '../../ui/CalendarInput.tsx';
import type { DateKind } from '../../ui/date-values.ts';

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

/** The picker a field's declaration asks for: a date, a date-time (showTime) or a time (timeOnly). */
function kindOf(field: FieldDef): DateKind {
  const input = inputHintOf(field);
  if (input.widget === 'date' && input.timeOnly) return 'time';
  return input.widget === 'date' && input.showTime ? 'datetime' : 'date';
}

/**
 * A date field of the generic form and filters: the app's one calendar (ui/CalendarInput.tsx, in the
 * interface language's day order and names), holding the form's `Date`.
 */
export function DateFieldInput({ field, ...props }: DateFieldInputProps) {
  return <CalendarInput {...props} kind={kindOf(field)} />;
}
