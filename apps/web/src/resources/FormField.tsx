import { inputHintOf, type Resource } from '@kantor/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigureGear } from '../app/configure/ConfigureGear.tsx';
import { useConfiguring } from '../app/configure/configure-mode.ts';
import type { FormValue, FormValues } from './form-values.ts';
import { FieldInput } from './inputs/FieldInput.tsx';
import { LocateButton } from './inputs/LocateButton.tsx';
import { fieldLabelKey } from './resource-fields.ts';
import type { FieldError } from './use-form-state.ts';
import { useIssueText } from './use-resource-support.ts';
import type { FormMode } from './validation.ts';

export type FormFieldProps = {
  resource: Resource;
  name: string;
  idPrefix: string;
  mode: FormMode;
  values: Readonly<FormValues>;
  error: FieldError | undefined;
  relationLabel?: string | null;
  onChange: (name: string, value: FormValue, label?: string | null) => void;
  /** The label on this route (role rules may replace it); default the translated field label. */
  label?: string;
  /** Computed by a Logic Custom Input Add rule: shown read-only, with a note saying so. */
  computed?: boolean;
  /** Upload to Camera Timestamp. */
  camera?: boolean;
  /** Kunci Kolom without a condition: read-only for the role, with a note saying so. */
  locked?: boolean;
  /** Read-only because the record's state is locked (the form's notice says why, once). */
  stateLocked?: boolean;
  /** Wajib Isi without a condition: required for the role besides the declaration. */
  ruleRequired?: boolean;
  /** A message of the role's rules (a validation logic that failed), shown when there is no other error. */
  ruleError?: string | null;
  /** A status line under the input (an autofill look-up). */
  note?: ReactNode;
  /** A typed text that is no value of the field: the form holds it as the field's error. */
  onIssue?: (name: string, message: string | null) => void;
};

/** The help text under an input: the declared one, or what the kind needs explained. */
function helpKeyOf(resource: Resource, name: string, mode: FormMode): string | null {
  const field = resource.fields[name]!;
  if (field.helpKey) return field.helpKey;
  if (field.kind === 'password' && mode === 'edit') return 'list.form.passwordKeep';
  const input = inputHintOf(field);
  return (input.widget === 'textarea' && input.helpKey) || null;
}

/** Label, input, help and error of one field. */
export function FormField({
  resource,
  name,
  idPrefix,
  mode,
  values,
  error,
  relationLabel,
  onChange,
  label,
  computed = false,
  camera = false,
  locked = false,
  stateLocked = false,
  ruleRequired = false,
  ruleError,
  note,
  onIssue,
}: FormFieldProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const configuring = useConfiguring();
  const field = resource.fields[name]!;
  const inputId = `${idPrefix}-${name}`;
  const helpKey = computed
    ? 'list.rules.computed'
    : locked
      ? 'list.rules.locked'
      : helpKeyOf(resource, name, mode);
  const required = (field.required || ruleRequired) && !(field.kind === 'password' && mode === 'edit');
  const message =
    error === undefined ? (ruleError ?? null) : typeof error === 'string' ? error : issueText(error);
  const describedBy = [helpKey && `${inputId}-help`, message && `${inputId}-error`].filter(Boolean).join(' ');
  const wide = inputHintOf(field).widget === 'textarea';
  const shownLabel = label ?? t(fieldLabelKey(resource, name));
  const labelNode = (
    <label htmlFor={inputId}>
      {shownLabel}
      {required && (
        <span className="resource-required" title={t('list.form.required')}>
          {' *'}
        </span>
      )}
    </label>
  );
  return (
    <div className={wide ? 'resource-field resource-field-wide' : 'resource-field'} data-field={name}>
      {configuring ? (
        <span className="configure-label">
          {labelNode}
          <ConfigureGear
            target={{ kind: 'field', route: `/${resource.name}/${mode}`, name, label: shownLabel }}
          />
        </span>
      ) : (
        labelNode
      )}
      <FieldInput
        resource={resource}
        name={name}
        values={values}
        onChange={onChange}
        inputId={inputId}
        invalid={message !== null}
        describedBy={describedBy || undefined}
        relationLabel={relationLabel}
        readOnly={computed || locked || stateLocked}
        camera={camera}
        onIssue={onIssue}
      />
      {note}
      {name === 'lat' && field.pairedWith === 'lng' && !computed && !locked && !stateLocked && (
        <LocateButton onChange={onChange} />
      )}
      {helpKey && (
        <small id={`${inputId}-help`} className="resource-help">
          {t(helpKey)}
        </small>
      )}
      {message && (
        <small id={`${inputId}-error`} className="p-error" role="alert">
          {message}
        </small>
      )}
    </div>
  );
}
