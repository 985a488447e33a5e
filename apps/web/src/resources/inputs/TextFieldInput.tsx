import { applyMask, type FieldDef, inputHintOf } from '@kantor/core';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Password } from 'primereact/password';

export type TextFieldInputProps = {
  field: FieldDef;
  value: string;
  onChange: (value: string) => void;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
  /** A computed value: shown, not typed. */
  readOnly?: boolean;
};

/**
 * Text inputs: one line (with the field's mask applied as the user types, via core's applyMask),
 * several lines for long text, rich text (edited as plain text for now) and JSON, and a password box.
 */
export function TextFieldInput({
  field,
  value,
  onChange,
  inputId,
  invalid,
  describedBy,
  readOnly,
}: TextFieldInputProps) {
  const input = inputHintOf(field);
  if (input.widget === 'password') {
    return (
      <Password
        inputId={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        feedback={false}
        toggleMask
        invalid={invalid}
        autoComplete="new-password"
        aria-describedby={describedBy}
        className="resource-input"
        inputClassName="resource-input"
      />
    );
  }
  if (input.widget === 'textarea') {
    return (
      <InputTextarea
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={input.rows}
        autoResize={input.autoResize}
        invalid={invalid}
        readOnly={readOnly}
        aria-describedby={describedBy}
        className={input.mono ? 'resource-input resource-mono' : 'resource-input'}
      />
    );
  }
  const mask = field.mask;
  return (
    <InputText
      id={inputId}
      type={(input.widget === 'text' && input.htmlType) || 'text'}
      value={value}
      onChange={(event) => onChange(mask ? applyMask(mask, event.target.value) : event.target.value)}
      placeholder={mask ? mask.replace('?', '') : undefined}
      maxLength={field.maxLength}
      invalid={invalid}
      readOnly={readOnly}
      aria-describedby={describedBy}
      className="resource-input"
    />
  );
}
