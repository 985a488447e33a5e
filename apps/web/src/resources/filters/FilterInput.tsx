import { type FieldDef, inputHintOf } from '@kantor/core';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { dateToDay, dayToDate } from '../../ui/date-values.ts';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { DateFieldInput } from '../inputs/DateFieldInput.tsx';
import { RelationPicker } from '../inputs/RelationPicker.tsx';
import { filterModeOf } from '../list-query.ts';
import { optionsOf, optionTextOf } from '../resource-fields.ts';

export type FilterInputProps = {
  name: string;
  field: FieldDef;
  label: string;
  inputId: string;
  /** The draft filters by query key. */
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
};

const DAY_FIELD: FieldDef = { kind: 'date' };

/** One field's filter in the sidebar: a choice (one record a list holds), a from–to range, or a contains box. */
export function FilterInput({ name, field, label, inputId, values, onChange }: FilterInputProps) {
  const { t } = useTranslation();
  const mode = filterModeOf(field);
  const input = inputHintOf(field);

  if (mode === 'range') {
    const [from, to] = [`${name}__gte`, `${name}__lte`];
    if (input.widget === 'date') {
      const dateOf = (key: string) => (values[key] ? dayToDate(values[key]!) : null);
      const setDay = (key: string) => (date: Date | null) => onChange(key, date ? dateToDay(date) : '');
      return (
        <div className="resource-range">
          <DateFieldInput
            field={DAY_FIELD}
            inputId={inputId}
            value={dateOf(from)}
            onChange={setDay(from)}
            placeholder={t('list.filters.from')}
          />
          <DateFieldInput
            field={DAY_FIELD}
            inputId={`${inputId}-to`}
            value={dateOf(to)}
            onChange={setDay(to)}
            placeholder={t('list.filters.to')}
          />
        </div>
      );
    }
    const numberOf = (key: string) => (values[key] ? Number(values[key]) : null);
    const number = (key: string, id: string, placeholder: string) => (
      <NumberInput
        inputId={id}
        value={numberOf(key)}
        onChange={(value) => onChange(key, value === null ? '' : String(value))}
        fractionDigits={input.widget === 'number' && !input.whole ? 6 : 0}
        prefix={input.widget === 'number' ? input.prefix : undefined}
        placeholder={placeholder}
        aria-label={`${label} ${placeholder}`}
        className="resource-input"
      />
    );
    return (
      <div className="resource-range">
        {number(from, inputId, t('list.filters.min'))}
        {number(to, `${inputId}-to`, t('list.filters.max'))}
      </div>
    );
  }

  if (mode === 'contains') {
    const key = `${name}__contains`;
    return (
      <InputText
        id={inputId}
        value={values[key] ?? ''}
        onChange={(event) => onChange(key, event.target.value)}
        placeholder={t('list.filters.contains')}
        className="resource-input"
      />
    );
  }

  const value = values[name] ?? '';
  // a relation: its record; a list of them (`includes`): one record the list holds
  if ((field.kind === 'relation' || field.kind === 'relations') && field.relation) {
    return (
      <RelationPicker
        inputId={inputId}
        target={field.relation.resource}
        value={value === '' ? null : value}
        onChange={(next) => onChange(name, next === null ? '' : String(next))}
      />
    );
  }
  const options =
    field.kind === 'boolean'
      ? [
          { value: 'true', label: t('common.yes') },
          { value: 'false', label: t('common.no') },
        ]
      : optionsOf(field, optionTextOf(t)).map((o) => ({ value: String(o.value), label: o.label }));
  return (
    <Dropdown
      inputId={inputId}
      value={value === '' ? null : value}
      options={options}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange(name, typeof event.value === 'string' ? event.value : '')}
      showClear
      placeholder={t('list.filters.any')}
      className="resource-input"
      panelClassName="resource-overlay"
    />
  );
}
