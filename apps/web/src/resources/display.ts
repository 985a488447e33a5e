/**
 * Values shown as text per field kind (spec §5): money 'Rp.', long Indonesian dates, Ya/Tidak,
 * option labels, relation labels. Used by list cells, the view and the history.
 */
import {
  type FieldDef,
  formatBoolean,
  formatDateLong,
  formatDateTimeLong,
  formatListCurrency,
  NUMBER_LOCALE,
  parseNumber,
} from '@kantor/core';
import { type OptionText, optionLabel } from './resource-fields.ts';

export type DisplayOptions = {
  /** The interface language (dates in its long format; Indonesian for id-ID). */
  language: string;
  /** Ya / Tidak in the interface language. */
  yes: string;
  no: string;
  /** A relation's label (`{field}_label` of the record); a `relations` field's labels, in its order. */
  label?: unknown;
  /** Fixed options' labels in the interface language (the declared label without it). */
  option?: OptionText;
};

/** Nothing to show: null, undefined or ''. */
export const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Strips tags from rich text for plain display (the screens never inject HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/** A value as text; '' for an empty value. */
export function formatValueText(field: FieldDef, value: unknown, options: DisplayOptions): string {
  if (field.kind === 'relation') {
    if (!isEmpty(options.label)) return String(options.label);
    return isEmpty(value) ? '' : String(value);
  }
  if (field.kind === 'relations') {
    if (Array.isArray(options.label)) return options.label.join(', ');
    return Array.isArray(value) ? value.join(', ') : isEmpty(value) ? '' : String(value);
  }
  if (field.kind === 'boolean') {
    return isEmpty(value) ? '' : formatBoolean(value, { yes: options.yes, no: options.no });
  }
  if (isEmpty(value)) return '';
  // money, and a decimal amount of Rupiah (its fractions kept): with the currency
  if (field.kind === 'money' || (field.kind === 'decimal' && field.currency))
    return formatListCurrency(value as number | string);
  switch (field.kind) {
    case 'integer':
    case 'decimal':
    case 'percent': {
      const n = parseNumber(value);
      if (n === null) return String(value);
      const text = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: field.scale ?? 6 }).format(
        n,
      );
      return field.kind === 'percent' ? `${text} %` : text;
    }
    case 'date':
      return formatDateLong(value as string, options.language) || String(value);
    case 'datetime':
      return formatDateTimeLong(value as string, options.language) || String(value);
    case 'time':
      return String(value).slice(0, 5);
    case 'select':
      return optionLabel(field, value, options.option);
    case 'richtext':
      return plainText(String(value));
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
