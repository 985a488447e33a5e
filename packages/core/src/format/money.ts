/** Money display of spec §5: the list format ('Rp. 1.234.567') and the Intl currency helper. */
import { CURRENCY, LIST_MAX_FRACTION_DIGITS, NUMBER_LOCALE } from '../constants.ts';
import { type NumericInput, parseNumber } from './numbers.ts';

/**
 * The value in the form Intl formats exactly: numeric strings stay strings, so big `numeric` column values
 * (beyond 2^53) keep every digit; `null` when the value is not numeric.
 */
function formattable(value: NumericInput): number | bigint | Intl.StringNumericLiteral | null {
  if (parseNumber(value) === null) return null;
  if (typeof value === 'string') return value.trim() as Intl.StringNumericLiteral;
  return value ?? null;
}

/**
 * List cell currency: 'Rp. ' plus id-ID separators, up to 6 fraction digits. '' for empty or non-numeric values.
 * @example formatListCurrency(1234567) // 'Rp. 1.234.567'
 * @example formatListCurrency('1500.5') // 'Rp. 1.500,5'
 * @example formatListCurrency(null) // ''
 */
export function formatListCurrency(value: NumericInput): string {
  const n = formattable(value);
  if (n === null) return '';
  // signDisplay 'negative': no '-0' for negative zero or values that round to zero.
  const text = new Intl.NumberFormat(NUMBER_LOCALE, {
    maximumFractionDigits: LIST_MAX_FRACTION_DIGITS,
    signDisplay: 'negative',
  }).format(n);
  return `Rp. ${text}`;
}

/**
 * Intl currency with 0 fraction digits (IDR and id-ID by default). Intl puts a no-break space (U+00A0)
 * between symbol and amount. '' for empty or non-numeric values; an unknown currency code throws RangeError.
 * @example formatCurrency(1500) // 'Rp\u00a01.500'
 * @example formatCurrency(1500, 'USD', 'en-US') // '$1,500'
 */
export function formatCurrency(
  value: NumericInput,
  currency: string = CURRENCY,
  locale: string = NUMBER_LOCALE,
): string {
  const n = formattable(value);
  if (n === null) return '';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }).format(n);
}
