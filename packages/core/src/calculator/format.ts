/** How the calculator shows numbers and expressions: Indonesian style, `1.234.567,5` and `Rp 1.234.568`. */
import { NUMBER_LOCALE } from '../constants.ts';
import { formatCurrency } from '../format/money.ts';
import { CALC_DECIMALS } from './evaluate.ts';

const plainFormat = new Intl.NumberFormat(NUMBER_LOCALE, {
  maximumFractionDigits: CALC_DECIMALS,
  signDisplay: 'negative',
});

/**
 * A result for display: thousands `.`, decimal `,`, up to 10 decimals; as Rupiah (`Rp 1.234.568`,
 * whole rupiah, half away from zero, a no-break space after `Rp`) when `rupiah` is set.
 *
 * @example formatCalcNumber(1234567.5) // '1.234.567,5'
 * @example formatCalcNumber(1234567.5, { rupiah: true }) // 'Rp\u00a01.234.568'
 */
export function formatCalcNumber(value: number, options: { rupiah?: boolean } = {}): string {
  if (!Number.isFinite(value)) return '';
  return options.rupiah ? formatCurrency(value) : plainFormat.format(value);
}

/**
 * A number as the calculator's own expression text: no grouping, decimal comma, no exponent
 * (the value is expected to be rounded already, see `roundCalc`).
 *
 * @example calcNumberText(-1234.5) // '-1234,5'
 * @example calcNumberText(1e-7) // '0,0000001'
 */
export function calcNumberText(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0';
  const fixed = value.toFixed(CALC_DECIMALS).replace(/\.?0+$/, '');
  return (fixed === '-0' ? '0' : fixed).replace('.', ',');
}

const OPERATOR_TEXT: Readonly<Record<string, string>> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/**
 * Groups the whole part of a typed number (`1234567,50` → `1.234.567,50`), keeping the typed decimals;
 * a number the user grouped with their own points (`1.250.000`, or a wrong `1.25.000`) is shown as typed,
 * so what evaluates is what they see.
 */
function groupNumber(text: string): string {
  if (text.includes('.')) {
    // thousands points the user typed, or one still being typed, are shown as typed; a lone point that
    // cannot group thousands (`2.5`) is read as the decimal sign and shown as one
    const lone = !text.includes(',') && text.indexOf('.') === text.lastIndexOf('.') && !text.endsWith('.');
    const grouping = /^[1-9]\d{0,2}\.\d{3}$/.test(text);
    return lone && !grouping ? groupNumber(text.replace('.', ',')) : text;
  }
  const separator = text.indexOf(',');
  const whole = separator < 0 ? text : text.slice(0, separator);
  const rest = separator < 0 ? '' : text.slice(separator);
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + rest;
}

/**
 * An expression, complete or still being typed, for the display: grouped numbers, the printed signs
 * `+ − × ÷` with spaces around binary operators, a unary minus kept against its operand.
 *
 * @example formatCalcExpression('200000+10%') // '200.000 + 10%'
 * @example formatCalcExpression('-5*(-2,5') // '−5 × (−2,5'
 */
export function formatCalcExpression(expression: string): string {
  let out = '';
  let previous = '';
  let i = 0;
  while (i < expression.length) {
    const c = expression[i]!;
    if ((c >= '0' && c <= '9') || c === ',' || c === '.') {
      let j = i;
      while (j < expression.length && /[0-9,.]/.test(expression[j]!)) j++;
      out += groupNumber(expression.slice(i, j));
      previous = '0';
      i = j;
      continue;
    }
    const sign = OPERATOR_TEXT[c];
    if (sign !== undefined) {
      const unary = c === '-' && (previous === '' || previous === '(' || previous in OPERATOR_TEXT);
      out += unary ? sign : ` ${sign} `;
    } else if (c !== ' ') {
      out += c;
    }
    previous = c === ' ' ? previous : c;
    i++;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
