import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { fractionDigitsOf, inputHintOf } from '../resources/field-kinds/index.ts';
import { RESOURCE_LIST } from '../resources/index.ts';
import { formatNumberInput, numberSignsOf, parseNumberInput } from './number-input.ts';

const id = (fractionDigits: number) => ({ locale: 'id-ID', fractionDigits });

describe('parseNumberInput in id-ID (the issue 34 cases, read by hand)', () => {
  it.each([
    ['1.250.000,50', 2, 1250000.5],
    ['1250000,5', 2, 1250000.5],
    ['1.250.000', 0, 1250000],
    ['1250000', 0, 1250000],
    ['0,75', 2, 0.75],
    [',5', 1, 0.5],
    ['Rp 1.250.000', 0, 1250000],
    ['Rp. 1.250.000', 0, 1250000],
    ['-42.000', 0, -42000],
    ['−42.000', 0, -42000],
    ['  7 ', 0, 7],
    ['11%', 2, 11],
  ])('%s with %i fraction digits is %d', (text, digits, value) => {
    expect(parseNumberInput(text, id(digits))).toEqual({ ok: true, value });
  });

  it('reads an empty text as no value', () => {
    expect(parseNumberInput('', id(0))).toEqual({ ok: true, value: null });
    expect(parseNumberInput('  ', id(2))).toEqual({ ok: true, value: null });
  });

  it('refuses a fraction in a Rupiah amount instead of multiplying it in (Rp 125.000.050 before)', () => {
    expect(parseNumberInput('1.250.000,50', id(0))).toEqual({
      ok: false,
      issue: 'tooManyFractionDigits',
      fractionDigits: 0,
    });
    expect(parseNumberInput('1250000,5', id(0))).toMatchObject({ ok: false, issue: 'tooManyFractionDigits' });
    expect(parseNumberInput('0,755', id(2))).toMatchObject({ ok: false, issue: 'tooManyFractionDigits' });
  });

  it.each([
    '1.5', // a dot is no decimal sign in id-ID: refused, not read as 15
    '1250000.5',
    '1.25.000',
    '12.50.000',
    '1,2,3',
    '1 250 000',
    'abc',
    '12a',
    '-',
    '1e3',
    '0x10',
    ',',
  ])('refuses %s', (text) => {
    expect(parseNumberInput(text, id(2))).toMatchObject({ ok: false, issue: 'notANumber' });
  });
});

describe('parseNumberInput in the other locales', () => {
  it.each([
    ['en-US', '1,250,000.50', 1250000.5],
    ['en-US', '1250000.5', 1250000.5],
    ['zh-CN', '1,250,000.5', 1250000.5],
    ['de', '1.250.000,5', 1250000.5],
    ['fr', '1 250 000,5', 1250000.5],
    ['fr', '1\u202f250\u202f000,5', 1250000.5],
    ['ru', '1\u00a0250\u00a0000,5', 1250000.5],
    ['hi', '12,50,000.5', 1250000.5],
    ['ar', '1,250,000.5', 1250000.5],
    ['ar', '١٬٢٥٠٬٠٠٠٫٥', 1250000.5],
    ['hi', '१२,५०,०००.५', 1250000.5],
  ])('%s reads %s', (locale, text, value) => {
    expect(parseNumberInput(text, { locale, fractionDigits: 2 })).toEqual({ ok: true, value });
  });

  it('refuses the other convention where it would change the amount', () => {
    // 1,5 in en-US is no group of three: refused, not read as 15
    expect(parseNumberInput('1,5', { locale: 'en-US', fractionDigits: 2 })).toMatchObject({ ok: false });
    // the western grouping in hi is not the Indian one
    expect(parseNumberInput('1,250,000', { locale: 'hi', fractionDigits: 0 })).toMatchObject({ ok: false });
  });

  it('knows each locale’s signs', () => {
    expect(numberSignsOf('id-ID')).toMatchObject({ group: '.', decimal: ',', indian: false });
    expect(numberSignsOf('en-US')).toMatchObject({ group: ',', decimal: '.', indian: false });
    expect(numberSignsOf('hi')).toMatchObject({ decimal: '.', indian: true });
  });
});

/** Every number input of the declared resources, as (fraction digits, grouping) pairs. */
const numberInputs = (() => {
  const shapes = new Map<
    string,
    { fractionDigits: number; grouping: boolean; prefix?: string; suffix?: string }
  >();
  for (const resource of RESOURCE_LIST) {
    for (const field of Object.values(resource.fields)) {
      const input = inputHintOf(field);
      if (input.widget !== 'number') continue;
      const shape = {
        fractionDigits: fractionDigitsOf(field),
        grouping: input.grouping,
        prefix: input.prefix,
        suffix: input.suffix,
      };
      shapes.set(JSON.stringify(shape), shape);
    }
  }
  return [...shapes.values()];
})();

describe('format → parse round trip', () => {
  it('covers money, whole and decimal inputs', () => {
    expect(numberInputs.some((s) => s.fractionDigits === 0 && s.grouping)).toBe(true);
    expect(numberInputs.some((s) => s.fractionDigits >= 2)).toBe(true);
  });

  it.each(SUPPORTED_LOCALES.flatMap((locale) => numberInputs.map((shape) => [locale, shape] as const)))(
    '%s %o: what the input shows reads back to the same number',
    (locale, shape) => {
      const scale = 10 ** shape.fractionDigits;
      fc.assert(
        fc.property(fc.integer({ min: -1e12, max: 1e12 }), (units) => {
          const value = units / scale;
          const text = formatNumberInput(value, { locale, ...shape });
          const shown = `${shape.prefix ?? ''}${text}${shape.suffix ?? ''}`;
          expect(parseNumberInput(shown, { locale, ...shape })).toEqual({ ok: true, value });
        }),
        { numRuns: 60 },
      );
    },
  );
});
