import { describe, expect, it } from 'vitest';
import { MSG } from '../i18n/messages.ts';
import { type Rule, validateValue } from './rules.ts';

const keys = (value: unknown, rules: Rule[], all?: Record<string, unknown>) =>
  validateValue(value, rules, all).map((i) => i.key);

describe('validateValue: required and empty values', () => {
  it.each([undefined, null, '', '   ', '\n\t', []])('%j fails required', (value) => {
    expect(validateValue(value, [{ kind: 'required' }])).toEqual([{ key: MSG.required, params: {} }]);
  });

  it.each([0, false, 'x', ' x ', ['a'], '0'])('%j passes required', (value) => {
    expect(validateValue(value, [{ kind: 'required' }])).toEqual([]);
  });

  it('skips every other rule for an empty value', () => {
    const rules: Rule[] = [
      { kind: 'email' },
      { kind: 'ip' },
      { kind: 'length', min: 3 },
      { kind: 'numeric' },
      { kind: 'range', min: 1 },
      { kind: 'equals', other: 'a' },
      { kind: 'mask', mask: '999' },
    ];
    for (const value of [undefined, null, '', '  '])
      expect(validateValue(value, rules, { a: 'x' })).toEqual([]);
  });

  it('reports only required for an empty required value, wherever required sits', () => {
    expect(keys(' ', [{ kind: 'email' }, { kind: 'required' }, { kind: 'length', min: 2 }])).toEqual([
      MSG.required,
    ]);
  });

  it('passes with no rules', () => {
    expect(validateValue('anything', [])).toEqual([]);
    expect(validateValue(undefined, [])).toEqual([]);
  });
});

describe('validateValue: email, ip, numeric', () => {
  it('checks email', () => {
    expect(keys('budi@example.com', [{ kind: 'email' }])).toEqual([]);
    expect(keys('budi@', [{ kind: 'email' }])).toEqual([MSG.email]);
  });

  it('checks ip in both families', () => {
    expect(keys('10.1.2.3', [{ kind: 'ip' }])).toEqual([]);
    expect(keys('2001:db8::1', [{ kind: 'ip' }])).toEqual([]);
    expect(keys('::ffff:10.1.2.3', [{ kind: 'ip' }])).toEqual([]);
    expect(keys('10.1.2', [{ kind: 'ip' }])).toEqual([MSG.ip]);
    expect(keys('2001:db8:::1', [{ kind: 'ip' }])).toEqual([MSG.ip]);
  });

  it.each(['1.5', '-3', '1e3', '+2', '.5', 0, 12.75])('%j is numeric', (value) => {
    expect(keys(value, [{ kind: 'numeric' }])).toEqual([]);
  });

  it.each(['abc', '1,5', '0x1F', 'Infinity', true, {}])('%j is not numeric', (value) => {
    expect(validateValue(value, [{ kind: 'numeric' }])).toEqual([{ key: MSG.numeric, params: {} }]);
  });

  it('treats whitespace as empty, not as a numeric failure', () => {
    expect(keys(' ', [{ kind: 'numeric' }])).toEqual([]);
    expect(keys(' ', [{ kind: 'required' }, { kind: 'numeric' }])).toEqual([MSG.required]);
  });
});

describe('validateValue: length', () => {
  const both: Rule[] = [{ kind: 'length', min: 3, max: 5 }];

  it('accepts the boundaries and inside', () => {
    for (const value of ['abc', 'abcd', 'abcde']) expect(validateValue(value, both)).toEqual([]);
  });

  it('rejects just outside with both bounds in the params', () => {
    for (const value of ['ab', 'abcdef']) {
      expect(validateValue(value, both)).toEqual([{ key: MSG.length, params: { min: 3, max: 5 } }]);
    }
  });

  it('uses the one-sided keys when only one bound is given', () => {
    expect(validateValue('ab', [{ kind: 'length', min: 3 }])).toEqual([
      { key: MSG.lengthMin, params: { min: 3 } },
    ]);
    expect(validateValue('abcdefghijk', [{ kind: 'length', min: 3 }])).toEqual([]);
    expect(validateValue('abcdef', [{ kind: 'length', max: 5 }])).toEqual([
      { key: MSG.lengthMax, params: { max: 5 } },
    ]);
    expect(validateValue('a', [{ kind: 'length', max: 5 }])).toEqual([]);
  });

  it('ignores a length rule without bounds', () => {
    expect(validateValue('abc', [{ kind: 'length' }])).toEqual([]);
  });

  it('counts code points, spaces included', () => {
    expect(keys('😀😀😀', [{ kind: 'length', max: 3 }])).toEqual([]);
    expect(keys('Ññé', [{ kind: 'length', min: 3, max: 3 }])).toEqual([]);
    expect(keys(' ab ', [{ kind: 'length', max: 3 }])).toEqual([MSG.lengthMax]);
  });

  it('measures numbers by their text and arrays by their items', () => {
    expect(keys(12345, [{ kind: 'length', max: 4 }])).toEqual([MSG.lengthMax]);
    expect(keys(['a', 'b'], [{ kind: 'length', min: 1, max: 2 }])).toEqual([]);
    expect(keys(['a', 'b', 'c'], [{ kind: 'length', max: 2 }])).toEqual([MSG.lengthMax]);
  });

  it('fails for a value without a length', () => {
    expect(keys({}, [{ kind: 'length', max: 10 }])).toEqual([MSG.lengthMax]);
  });

  it('handles min 0 and max 0', () => {
    expect(keys('a', [{ kind: 'length', min: 0, max: 0 }])).toEqual([MSG.length]);
    expect(keys('a', [{ kind: 'length', min: 0 }])).toEqual([]);
  });
});

describe('validateValue: range', () => {
  const both: Rule[] = [{ kind: 'range', min: 1, max: 10 }];

  it.each(['1', '10', '5.5', 1, 10, '1e1', ' 3 '])('%j is in range', (value) => {
    expect(validateValue(value, both)).toEqual([]);
  });

  it.each(['0', '0.999', '10.0001', '11', -1, '1e2'])('%j is out of range', (value) => {
    expect(validateValue(value, both)).toEqual([{ key: MSG.range, params: { min: 1, max: 10 } }]);
  });

  it('uses the one-sided keys when only one bound is given', () => {
    expect(validateValue('-1', [{ kind: 'range', min: 0 }])).toEqual([
      { key: MSG.rangeMin, params: { min: 0 } },
    ]);
    expect(validateValue('0', [{ kind: 'range', min: 0 }])).toEqual([]);
    expect(validateValue('101', [{ kind: 'range', max: 100 }])).toEqual([
      { key: MSG.rangeMax, params: { max: 100 } },
    ]);
    expect(validateValue('-1e9', [{ kind: 'range', max: 100 }])).toEqual([]);
  });

  it('ignores a range rule without bounds', () => {
    expect(validateValue('abc', [{ kind: 'range' }])).toEqual([]);
  });

  it('fails non-numeric text (it is not within the range)', () => {
    expect(keys('abc', both)).toEqual([MSG.range]);
    expect(keys('abc', [{ kind: 'numeric' }, ...both])).toEqual([MSG.numeric, MSG.range]);
  });

  it('works with negative and fractional bounds', () => {
    expect(keys('-0.5', [{ kind: 'range', min: -1, max: -0.5 }])).toEqual([]);
    expect(keys('-0.49', [{ kind: 'range', min: -1, max: -0.5 }])).toEqual([MSG.range]);
  });
});

describe('validateValue: equals', () => {
  it('passes when the other field holds the same value', () => {
    expect(keys('rahasia', [{ kind: 'equals', other: 'password' }], { password: 'rahasia' })).toEqual([]);
  });

  it('fails with otherName, defaulting to the field name', () => {
    expect(
      validateValue('x', [{ kind: 'equals', other: 'password', otherName: 'Kata Sandi' }], { password: 'y' }),
    ).toEqual([{ key: MSG.equals, params: { otherName: 'Kata Sandi' } }]);
    expect(validateValue('x', [{ kind: 'equals', other: 'password' }], { password: 'y' })).toEqual([
      { key: MSG.equals, params: { otherName: 'password' } },
    ]);
  });

  it('compares text forms and is case- and space-sensitive', () => {
    expect(keys('5', [{ kind: 'equals', other: 'n' }], { n: 5 })).toEqual([]);
    expect(keys('Abc', [{ kind: 'equals', other: 'n' }], { n: 'abc' })).toEqual([MSG.equals]);
    expect(keys('abc ', [{ kind: 'equals', other: 'n' }], { n: 'abc' })).toEqual([MSG.equals]);
  });

  it('fails when the other field is missing, and without allValues', () => {
    expect(keys('x', [{ kind: 'equals', other: 'password' }], {})).toEqual([MSG.equals]);
    expect(keys('x', [{ kind: 'equals', other: 'password' }])).toEqual([MSG.equals]);
  });

  it('reads only own properties of allValues', () => {
    const inherited = Object.create({ password: 'x' }) as Record<string, unknown>;
    expect(keys('x', [{ kind: 'equals', other: 'password' }], inherited)).toEqual([MSG.equals]);
    expect(keys('x', [{ kind: 'equals', other: 'constructor' }], {})).toEqual([MSG.equals]);
  });
});

describe('validateValue: mask', () => {
  it('checks the mask and reports it', () => {
    const rules: Rule[] = [{ kind: 'mask', mask: '9999-9999-9999?9' }];
    expect(validateValue('0812-3456-7890', rules)).toEqual([]);
    expect(validateValue('0812-3456', rules)).toEqual([
      { key: MSG.mask, params: { mask: '0812-3456-7890' } },
    ]);
  });
});

describe('validateValue: several rules and message overrides', () => {
  it('reports every failure in rule order', () => {
    const rules: Rule[] = [
      { kind: 'required' },
      { kind: 'numeric' },
      { kind: 'length', min: 5 },
      { kind: 'email' },
    ];
    expect(keys('abc', rules)).toEqual([MSG.numeric, MSG.lengthMin, MSG.email]);
  });

  it('uses messageKey in place of the default key, keeping the params', () => {
    expect(
      validateValue('x', [{ kind: 'equals', other: 'password', messageKey: MSG.passwordsDoNotMatch }], {
        password: 'y',
      }),
    ).toEqual([{ key: MSG.passwordsDoNotMatch, params: { otherName: 'password' } }]);
    expect(validateValue('', [{ kind: 'required', messageKey: MSG.completeForm }])).toEqual([
      { key: MSG.completeForm, params: {} },
    ]);
  });

  it('ignores unknown rule kinds from untyped data', () => {
    const rules = [{ kind: 'future' }] as unknown as Rule[];
    expect(validateValue('x', rules)).toEqual([]);
  });
});
