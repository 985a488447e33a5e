import type { Resource, RuleCategory } from '@kantor/core';
import { InputTextarea } from 'primereact/inputtextarea';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../../resources/resource-fields.ts';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { CATEGORY_FIELDS, type FieldSpec, showsNote } from './category-fields.ts';
import type { FieldOption } from './FieldListInput.tsx';
import { ruleFieldsOf } from './known-routes.ts';
import type { DraftValues } from './preview.ts';
import { RuleInput } from './RuleInput.tsx';
import type { RoleOption } from './rules-api.ts';

type Props = {
  category: RuleCategory;
  values: DraftValues;
  onChange: (name: string, value: string | number | null) => void;
  errors: Record<string, string[]>;
  /** The resource of the rule's route, for the field pickers; null when the route names none. */
  resource: Resource | null;
  roles: readonly RoleOption[];
};

/** The label and hint key of an input: `setup` and a few others mean different things per kind. */
export function inputKey(spec: FieldSpec): string {
  if (spec.kind === 'menuRoute') return 'menu_route';
  if (spec.name === 'setup') return `setup_${spec.kind}`;
  if (spec.name === 'default_add' && spec.kind === 'role') return 'default_add_role';
  if (spec.name === 'iconcolor' && spec.kind === 'severity') return 'iconcolor_severity';
  return spec.name;
}

function Row({
  id,
  label,
  hint,
  required,
  errors,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div className="rule-form-row" data-field={id.replace(/^rule-/, '')}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="rule-required" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && <small className="rule-hint">{hint}</small>}
      {errors?.map((message) => (
        <small key={message} className="p-error">
          {message}
        </small>
      ))}
    </div>
  );
}

/**
 * The form of one category: ONLY the fields that category reads (docs/rules.md), then the common
 * order and note. Labels and hints are translated; errors come from the check before saving or the server.
 */
export function CategoryForm({ category, values, onChange, errors, resource, roles }: Props) {
  const { t } = useTranslation();
  const fieldOptions: FieldOption[] = ruleFieldsOf(resource).map((name) => ({
    value: name,
    label: `${t(fieldLabelKey(resource!, name), { defaultValue: name })} (${name})`,
  }));
  return (
    <div className="rule-form" data-testid="rule-category-form" data-category={category}>
      {CATEGORY_FIELDS[category].map((spec) => (
        <Row
          key={spec.name}
          id={`rule-${spec.name}`}
          label={t(`roles.fields.${inputKey(spec)}`)}
          hint={t(`roles.hints.${inputKey(spec)}`)}
          required={spec.required}
          errors={errors[spec.name]}
        >
          <RuleInput
            spec={spec}
            value={values[spec.name]}
            onChange={(value) => onChange(spec.name, value)}
            fieldOptions={fieldOptions}
            roles={roles}
            invalid={Boolean(errors[spec.name])}
          />
        </Row>
      ))}
      <Row
        id="rule-urutan"
        label={t('roles.fields.urutan')}
        hint={t('roles.hints.urutan')}
        errors={errors.urutan}
      >
        <NumberInput
          inputId="rule-urutan"
          value={
            values.urutan === null || values.urutan === undefined || values.urutan === ''
              ? null
              : Number(values.urutan)
          }
          fractionDigits={0}
          grouping={false}
          onChange={(value) => onChange('urutan', value)}
        />
      </Row>
      {showsNote(category) && (
        <Row id="rule-keterangan" label={t('roles.fields.note')} errors={errors.keterangan}>
          <InputTextarea
            id="rule-keterangan"
            value={String(values.keterangan ?? '')}
            rows={2}
            autoResize
            onChange={(e) => onChange('keterangan', e.target.value)}
          />
        </Row>
      )}
    </div>
  );
}
