import { type DataField, linesOf } from '@kantor/core';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../ui/NumberInput.tsx';

type Props = {
  field: DataField;
  value: unknown;
  onChange: (value: unknown) => void;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
};

const INPUT_TYPES: Partial<Record<DataField['type'], string>> = { url: 'url', email: 'email', phone: 'tel' };

/** The input of one key of a section's `data`, by the type the catalogue declares. */
export function DataFieldInput({ field, value, onChange, inputId, invalid, describedBy }: Props) {
  const { t } = useTranslation();
  const common = {
    id: inputId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    className: invalid ? 'p-invalid' : undefined,
  };
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  switch (field.type) {
    case 'integer':
    case 'money':
      return (
        <NumberInput
          inputId={inputId}
          value={value === '' || value == null || Number.isNaN(Number(value)) ? null : Number(value)}
          onChange={onChange}
          prefix={field.type === 'money' ? 'Rp ' : undefined}
          fractionDigits={0}
          grouping={field.type === 'money'}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      );
    case 'boolean':
      return (
        <Checkbox inputId={inputId} checked={value === true} onChange={(e) => onChange(e.checked === true)} />
      );
    case 'lines':
    case 'domains':
      return (
        <InputTextarea
          {...common}
          rows={4}
          autoResize
          value={Array.isArray(value) ? linesOf(value).join('\n') : text}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('website.form.onePerLine')}
        />
      );
    case 'textarea':
      return (
        <InputTextarea
          {...common}
          rows={3}
          autoResize
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'select':
      return (
        <Dropdown
          inputId={inputId}
          value={text || null}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: t(`website.options.${option}`),
          }))}
          onChange={(e) => onChange(e.value)}
          showClear
          invalid={invalid}
          aria-describedby={describedBy}
        />
      );
    case 'color':
      return (
        <span className="website-color">
          <input
            type="color"
            aria-label={t('website.form.pickColor')}
            value={text || '#0f766e'}
            onChange={(e) => onChange(e.target.value)}
          />
          <InputText
            {...common}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            placeholder="#0f766e"
          />
        </span>
      );
    default:
      return (
        <InputText
          {...common}
          type={INPUT_TYPES[field.type] ?? 'text'}
          value={text}
          maxLength={field.max}
          placeholder={field.type === 'clock' ? '08:00' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
