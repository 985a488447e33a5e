import type { FieldDef } from '@kantor/core';
import { useTranslation } from 'react-i18next';
import type { FormValue, FormValues } from '../form-values.ts';
import { useSerialsInStock } from './ItemSerialPicker.tsx';
import { SerialPicker } from './SerialPicker.tsx';

/** The serials a field's text names: one per line (or comma), blanks dropped. */
export function serialsOfText(value: FormValue | undefined): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(/[\n,;]+/)
    .map((v) => v.trim())
    .filter(Boolean);
}

type Props = {
  field: FieldDef & { serialsOf: { item: string; qty: string } };
  values: Readonly<FormValues>;
  value: FormValue;
  onChange: (next: FormValue) => void;
  inputId: string;
  invalid: boolean;
  describedBy?: string;
  readOnly: boolean;
};

/**
 * A form's serial field (`serialsOf`, issue 34): the serials in stock of the item the form names, one
 * picked per unit of its quantity; the text the server reads holds them one per line. An item without
 * serials in stock needs none, and says so.
 */
export function SerialsFieldInput({
  field,
  values,
  value,
  onChange,
  inputId,
  invalid,
  describedBy,
  readOnly,
}: Props) {
  const { t } = useTranslation();
  const item = values[field.serialsOf.item];
  const itemId = typeof item === 'number' || (typeof item === 'string' && item !== '') ? String(item) : null;
  const qty = Number(values[field.serialsOf.qty] ?? 0) || 0;
  const stock = useSerialsInStock(itemId);
  const picked = serialsOfText(value);
  const options = stock.data?.serials ?? [];
  const none = itemId !== null && stock.isSuccess && options.length === 0 && picked.length === 0;
  return (
    <SerialPicker
      inputId={inputId}
      value={picked}
      options={options}
      qty={qty}
      onChange={(next) => onChange(next.length > 0 ? next.join('\n') : null)}
      placeholder={
        itemId === null
          ? t('list.form.serialsItemFirst')
          : none
            ? t('list.form.serialsNone')
            : t('list.form.serialsPick', { qty })
      }
      countText={t('list.form.serialsCount', { count: picked.length, qty })}
      invalid={invalid}
      describedBy={describedBy}
      disabled={readOnly || itemId === null || none}
      testId="serial-picker"
    />
  );
}
