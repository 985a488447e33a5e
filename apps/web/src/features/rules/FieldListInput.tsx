import { fieldListNames, formatFieldList, parseFieldList } from '@kantor/core';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';

/** Appends a name: directly after `:`, `|` or `,`, else as a new entry. */
export function insertName(text: string, name: string): string {
  const base = text.replace(/\s+$/, '');
  if (base === '') return name;
  if (/[:|]$/.test(base)) return `${base}${name}`;
  return base.endsWith(',') ? `${base} ${name}` : `${base}, ${name}`;
}

export type FieldOption = { value: string; label: string };

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Fields of the route's resource (or action names); empty when the route names no resource. */
  options: readonly FieldOption[];
  /** Value-driven lists (`jenis, Tunai:no_rek|bank, default:bank`): a text area with an insert picker. */
  valueDriven?: boolean;
  invalid?: boolean;
};

/**
 * The field-list syntax (`a, b:x|y`) as text, with a picker of the resource's fields. Plain lists are
 * written by the multi-select (entries with values are kept); value-driven ones get names inserted.
 */
export function FieldListInput({ id, value, onChange, options, valueDriven = false, invalid }: Props) {
  const { t } = useTranslation();
  const known = new Set(options.map((o) => o.value));
  if (valueDriven) {
    return (
      <div className="rule-field-list">
        <InputTextarea
          id={id}
          value={value}
          rows={3}
          autoResize
          invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
          placeholder="jenis_bayar, Tunai:no_rek|bank, default:kembalian"
        />
        {options.length > 0 && (
          <Dropdown
            inputId={`${id}-insert`}
            value={null}
            options={[...options]}
            filter
            placeholder={t('roles.rules.insertField')}
            onChange={(e) => onChange(insertName(value, String(e.value)))}
          />
        )}
      </div>
    );
  }
  const entries = parseFieldList(value);
  const picked = fieldListNames(value).filter((name) => known.has(name));
  const pick = (names: string[]) => {
    // entries the picker does not offer (unknown names, name:value pairs) stay as written
    const kept = entries.filter((e) => !known.has(e.name) || e.values.length > 0);
    const keptNames = new Set(kept.map((e) => e.name));
    onChange(
      formatFieldList([
        ...kept,
        ...names.filter((n) => !keptNames.has(n)).map((name) => ({ name, values: [] })),
      ]),
    );
  };
  return (
    <div className="rule-field-list">
      <InputText
        id={id}
        value={value}
        invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
        placeholder="no_hp, email"
      />
      {options.length > 0 && (
        <MultiSelect
          inputId={`${id}-picker`}
          value={picked}
          options={[...options]}
          filter
          display="chip"
          placeholder={t('roles.rules.pickFields')}
          onChange={(e) => pick(e.value as string[])}
          maxSelectedLabels={8}
        />
      )}
    </div>
  );
}
