import type { FieldDef } from '@kantor/core';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { optionsOf, optionTextOf } from '../resource-fields.ts';

type Common = { inputId: string; invalid?: boolean; describedBy?: string; disabled?: boolean };

/** One value from the field's fixed options. */
export function SelectInput({
  field,
  value,
  onChange,
  inputId,
  invalid,
  describedBy,
  placeholder,
  disabled,
}: Common & {
  field: FieldDef;
  value: string | number | null;
  onChange: (value: string | number | null) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={optionsOf(field, optionTextOf(t))}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange((event.value as string | number | null | undefined) ?? null)}
      showClear={!field.required && !disabled}
      disabled={disabled}
      placeholder={placeholder ?? t('list.form.selectPlaceholder')}
      invalid={invalid}
      aria-describedby={describedBy}
      className="resource-input"
      panelClassName="resource-overlay"
    />
  );
}

/** A yes/no box. */
export function BooleanInput({
  value,
  onChange,
  inputId,
  invalid,
  describedBy,
  disabled,
}: Common & { value: boolean; onChange: (value: boolean) => void }) {
  return (
    <Checkbox
      inputId={inputId}
      checked={value}
      onChange={(event) => onChange(event.checked === true)}
      disabled={disabled}
      invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
