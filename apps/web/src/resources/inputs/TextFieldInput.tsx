import { applyMask, type FieldDef } from '@kantor/core';
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

const INPUT_TYPES: Partial<Record<FieldDef['kind'], string>> = { email: 'email', phone: 'tel', url: 'url' };
const MULTI_LINE = new Set(['textarea', 'richtext', 'json']);

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
  if (field.kind === 'password') {
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
  if (MULTI_LINE.has(field.kind)) {
    return (
      <InputTextarea
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={field.kind === 'textarea' ? 3 : 6}
        autoResize={field.kind !== 'json'}
        invalid={invalid}
        readOnly={readOnly}
        aria-describedby={describedBy}
        className={field.kind === 'json' ? 'resource-input resource-mono' : 'resource-input'}
      />
    );
  }
  const mask = field.mask;
  return (
    <InputText
      id={inputId}
      type={INPUT_TYPES[field.kind] ?? 'text'}
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
