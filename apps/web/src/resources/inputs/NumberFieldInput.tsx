import { type FieldDef, fractionDigitsOf, inputHintOf } from '@kantor/core';
import { NumberInput } from '../../ui/NumberInput.tsx';

export type NumberFieldInputProps = {
  field: FieldDef;
  value: number | null;
  onChange: (value: number | null) => void;
  /** A text that is no number of the field (its message, shown as the field's error), or null. */
  onIssue?: (message: string | null) => void;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
  /** A computed value: shown, not typed. */
  readOnly?: boolean;
};

/**
 * Numbers typed the reader's way (core's one parser, issue 34): money as whole Rupiah with an 'Rp'
 * prefix, decimals with the field's scale, percentages with a '%' suffix. Bounds are checked by
 * validation (with its message), not clamped silently by the input.
 */
export function NumberFieldInput({
  field,
  value,
  onChange,
  onIssue,
  inputId,
  invalid,
  describedBy,
  readOnly,
}: NumberFieldInputProps) {
  const input = inputHintOf(field);
  const number = input.widget === 'number' ? input : { grouping: true, prefix: undefined, suffix: undefined };
  return (
    <NumberInput
      inputId={inputId}
      value={value}
      onChange={onChange}
      onIssue={onIssue}
      showIssue={!onIssue}
      fractionDigits={fractionDigitsOf(field)}
      grouping={number.grouping}
      prefix={number.prefix}
      suffix={number.suffix}
      invalid={invalid}
      readOnly={readOnly}
      aria-describedby={describedBy}
      className="resource-input"
    />
  );
}
