import { inputHintOf, type Resource } from '@kantor/core';
import { useTranslation } from 'react-i18next';
import { type FormValue, type FormValues, regionFilter, regionParentOf } from '../form-values.ts';
import { relationIds } from '../relation-labels.ts';
import { fieldLabelKey } from '../resource-fields.ts';
import { UploadInput } from '../uploads/UploadInput.tsx';
import { BooleanInput, SelectInput } from './ChoiceInputs.tsx';
import { DateFieldInput } from './DateFieldInput.tsx';
import { NumberFieldInput } from './NumberFieldInput.tsx';
import { RelationPicker } from './RelationPicker.tsx';
import { RelationsPicker } from './RelationsPicker.tsx';
import { SerialsFieldInput } from './SerialsFieldInput.tsx';
import { TextFieldInput } from './TextFieldInput.tsx';

export type FieldInputProps = {
  resource: Resource;
  name: string;
  values: Readonly<FormValues>;
  onChange: (name: string, value: FormValue, label?: string | null) => void;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
  /** The label of a relation's current value. */
  relationLabel?: string | null;
  /** A computed (or looked-up) value: shown, not typed. */
  readOnly?: boolean;
  /** Upload to Camera Timestamp: image uploads use the camera and are stamped. */
  camera?: boolean;
  /** A typed text that is no value of the field (a number typed wrong), or null once it reads. */
  onIssue?: (name: string, message: string | null) => void;
};

/** The input of one field, chosen by its kind's input hint (core's `FIELD_KINDS[kind].input`). */
export function FieldInput({
  resource,
  name,
  values,
  onChange,
  inputId,
  invalid,
  describedBy,
  relationLabel,
  readOnly = false,
  camera = false,
  onIssue,
}: FieldInputProps) {
  const { t } = useTranslation();
  const field = resource.fields[name]!;
  const value = values[name] ?? null;
  const common = { inputId, invalid, describedBy };
  const set = (next: FormValue) => onChange(name, next);

  // a textarea of serial numbers picks them among the item's serials in stock (issue 34)
  if (field.serialsOf)
    return (
      <SerialsFieldInput
        {...common}
        field={{ ...field, serialsOf: field.serialsOf }}
        values={values}
        value={value}
        onChange={set}
        readOnly={readOnly}
      />
    );
  switch (inputHintOf(field).widget) {
    case 'number':
      return (
        <NumberFieldInput
          {...common}
          field={field}
          value={typeof value === 'number' ? value : null}
          onChange={set}
          onIssue={onIssue && ((message) => onIssue(name, message))}
          readOnly={readOnly}
        />
      );
    case 'upload':
      return (
        <UploadInput
          {...common}
          field={field}
          value={typeof value === 'string' ? value : ''}
          onChange={set}
          camera={camera}
          disabled={readOnly}
        />
      );
    case 'boolean':
      return <BooleanInput {...common} value={value === true} onChange={set} disabled={readOnly} />;
    case 'date':
      return (
        <DateFieldInput
          {...common}
          field={field}
          value={value instanceof Date ? value : null}
          onChange={set}
          disabled={readOnly}
        />
      );
    case 'select':
      return (
        <SelectInput
          {...common}
          field={field}
          value={typeof value === 'string' || typeof value === 'number' ? value : null}
          onChange={set}
          disabled={readOnly}
        />
      );
    case 'relation': {
      const region = regionFilter(resource, name, values);
      const parent = regionParentOf(resource, name);
      const waiting = region !== null && region.value === null;
      return (
        <RelationPicker
          inputId={inputId}
          invalid={invalid}
          target={field.relation!.resource}
          value={typeof value === 'string' || typeof value === 'number' ? value : null}
          label={relationLabel}
          params={region && region.value !== null ? { [region.param]: region.value } : undefined}
          disabled={waiting || readOnly}
          placeholder={
            waiting && parent
              ? t('list.form.parentFirst', { parent: t(fieldLabelKey(resource, parent)) })
              : undefined
          }
          onChange={(next, label) => onChange(name, next, label)}
        />
      );
    }
    case 'relations':
      // the form holds the ids as text (`3, 5`, as an import cell does): one shape for every form value
      return (
        <RelationsPicker
          inputId={inputId}
          invalid={invalid}
          target={field.relation!.resource}
          value={relationIds(value)}
          disabled={readOnly}
          onChange={(ids) => set(ids.length > 0 ? ids.join(', ') : null)}
        />
      );
    default:
      return (
        <TextFieldInput
          {...common}
          field={field}
          value={typeof value === 'string' ? value : ''}
          onChange={set}
          readOnly={readOnly}
        />
      );
  }
}
