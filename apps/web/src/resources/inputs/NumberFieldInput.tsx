import { type FieldDef, fractionDigitsOf, inputHintOf } from '@kantor/core';
import { InputNumber } from 'primereact/inputnumber';

export type NumberFieldInputProps = {
  field: FieldDef;
  value: number | null;
  onChange: (value: number | null) => void;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
  /** A computed value: shown, not typed. */
  readOnly?: boolean;
};

/**
 * Numbers in the Indonesian format: money as whole Rupiah with an 'Rp' prefix, decimals with the
 * field's scale, percentages with a '%' suffix. Bounds are checked by validation (with its message),
 * not clamped silently by the input.
 */
export function NumberFieldInput({
  field,
  value,
  onChange,
  inputId,
  invalid,
  describedBy,
  readOnly,
}: NumberFieldInputProps) {
  const input = inputHintOf(field);
  const number = input.widget === 'number' ? input : { grouping: true, prefix: undefined, suffix: undefined };
  return (
    <InputNumber
      inputId={inputId}
      value={value}
      onValueChange={(event) => onChange(typeof event.value === 'number' ? event.value : null)}
      locale="id-ID"
      mode="decimal"
      minFractionDigits={0}
      maxFractionDigits={fractionDigitsOf(field)}
      useGrouping={number.grouping}
      prefix={number.prefix}
      suffix={number.suffix}
      invalid={invalid}
      readOnly={readOnly}
      aria-describedby={describedBy}
      className="resource-input"
      inputClassName="resource-input"
    />
  );
}
