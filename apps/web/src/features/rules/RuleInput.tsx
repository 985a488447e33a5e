import { OPTIONS, safeLink } from '@kantor/core';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { ColourInput } from './ColourInput.tsx';
import type { FieldSpec } from './category-fields.ts';
import { ExprInput } from './ExprInput.tsx';
import { FieldListInput, type FieldOption } from './FieldListInput.tsx';
import { IconPicker } from './IconPicker.tsx';
import { RoutePicker } from './RoutePicker.tsx';
import type { RoleOption } from './rules-api.ts';

type Props = {
  spec: FieldSpec;
  value: string | number | null | undefined;
  onChange: (value: string | number | null) => void;
  fieldOptions: readonly FieldOption[];
  roles: readonly RoleOption[];
  invalid?: boolean;
};

const ACTION_NAMES = ['view', 'edit', 'delete'];

/** One input of the rule form, chosen by the field's kind (see category-fields.ts). */
export function RuleInput({ spec, value, onChange, fieldOptions, roles, invalid }: Props) {
  const { t } = useTranslation();
  const id = `rule-${spec.name}`;
  const text = value === null || value === undefined ? '' : String(value);
  const choose = (options: { value: string | number; label: string }[]) => (
    <Dropdown
      inputId={id}
      value={value ?? null}
      options={options}
      optionLabel="label"
      optionValue="value"
      showClear
      invalid={invalid}
      placeholder={t('roles.rules.choose')}
      onChange={(e) => onChange(e.value ?? null)}
    />
  );
  switch (spec.kind) {
    case 'route':
    case 'menuRoute':
      return (
        <RoutePicker
          id={id}
          value={text}
          onChange={onChange}
          menu={spec.kind === 'menuRoute'}
          invalid={invalid}
        />
      );
    case 'fields':
    case 'valueFields':
      return (
        <FieldListInput
          id={id}
          value={text}
          onChange={onChange}
          options={fieldOptions}
          valueDriven={spec.kind === 'valueFields'}
          invalid={invalid}
        />
      );
    case 'actions':
      return (
        <FieldListInput
          id={id}
          value={text}
          onChange={onChange}
          options={ACTION_NAMES.map((a) => ({ value: a, label: t(`roles.actions.${a}`) }))}
        />
      );
    case 'expr':
    case 'colourRules':
    case 'formula':
      return (
        <ExprInput
          id={id}
          kind={spec.kind}
          value={text}
          onChange={onChange}
          knownFields={fieldOptions.map((o) => o.value)}
        />
      );
    case 'link': {
      const unsafe = text.trim() !== '' && safeLink(text) === null;
      return (
        <>
          <InputText
            id={id}
            value={text}
            invalid={invalid || unsafe}
            placeholder="/rinvoice/print/{id}"
            onChange={(e) => onChange(e.target.value)}
          />
          {unsafe && <small className="p-error">{t('roles.rules.unsafeLink')}</small>}
        </>
      );
    }
    case 'textarea':
      return (
        <InputTextarea
          id={id}
          value={text}
          rows={2}
          autoResize
          invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'icon':
      return <IconPicker id={id} value={text} onChange={onChange} />;
    case 'colour':
      return <ColourInput id={id} value={text} onChange={onChange} />;
    case 'layer':
      return (
        <InputNumber
          inputId={id}
          value={value === null || value === undefined || value === '' ? null : Number(value)}
          min={0}
          max={5}
          showButtons
          onValueChange={(e) => onChange(e.value ?? null)}
        />
      );
    case 'target':
      return choose(
        ['_blank', '_self', '_parent', '_top'].map((v) => ({ value: v, label: t(`roles.targets.${v}`) })),
      );
    case 'position':
      return choose(
        OPTIONS.position.map((o) => ({ value: o.value, label: t(`roles.positions.${o.value}`) })),
      );
    case 'yesNo':
      return choose(['ya', 'tidak'].map((v) => ({ value: v, label: t(`roles.yesNo.${v}`) })));
    case 'submit':
      return choose(
        OPTIONS.submitConfig.map((o) => ({
          value: o.value,
          label: t(`roles.submit.${o.value === 'Single' ? 'single' : 'rows'}`),
        })),
      );
    case 'severity':
      return choose(
        ['info', 'success', 'warning', 'danger'].map((v) => ({
          value: v,
          label: t(`roles.severities.${v}`),
        })),
      );
    case 'role':
      return choose(roles.map((r) => ({ value: String(r.value), label: r.label })));
    default:
      return <InputText id={id} value={text} invalid={invalid} onChange={(e) => onChange(e.target.value)} />;
  }
}
