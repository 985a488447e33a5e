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
      onValueChange={(event) => {
        const next = typeof event.value === 'number' ? event.value : null;
        // InputNumber hands the value it was given back as a change, from an effect, whenever the value
        // prop changes (no originalEvent). That echo is no edit: passed on, it is applied with the form
        // state of the render that scheduled it, and when the effect runs late (a busy machine runs it
        // after the user's next keystroke or click) it undoes that edit and clears the form's errors.
        if (!event.originalEvent && next === value) return;
        onChange(next);
      }}
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
