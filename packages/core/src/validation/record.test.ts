import { describe, expect, it } from 'vitest';
import { MSG } from '../i18n/messages.ts';
import { formatErrors, validateRecord } from './record.ts';
import type { Rule } from './rules.ts';

const registration: Record<string, Rule[]> = {
  username: [{ kind: 'required' }, { kind: 'length', min: 3, max: 20 }],
  email: [{ kind: 'required' }, { kind: 'email' }],
  password: [{ kind: 'required' }, { kind: 'length', min: 8 }],
  confirm_password: [{ kind: 'required' }, { kind: 'equals', other: 'password', otherName: 'Password' }],
  no_hp: [{ kind: 'mask', mask: '9999-9999-9999?9' }],
};

describe('validateRecord', () => {
  it('is valid with no errors when every field passes', () => {
    const result = validateRecord(
      {
        username: 'budi',
        email: 'budi@example.com',
        password: 'rahasia123',
        confirm_password: 'rahasia123',
        no_hp: '',
      },
      registration,
    );
    expect(result).toEqual({ valid: true, errors: {} });
  });

  it('collects the failures of each failing field only', () => {
    const result = validateRecord(
      { username: 'bu', email: '', password: 'rahasia123', confirm_password: 'rahasia12', no_hp: '0812' },
      registration,
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      username: [{ key: MSG.length, params: { min: 3, max: 20 } }],
      email: [{ key: MSG.required, params: {} }],
      confirm_password: [{ key: MSG.equals, params: { otherName: 'Password' } }],
      no_hp: [{ key: MSG.mask, params: { mask: '0812-3456-7890' } }],
    });
  });

  it('treats missing fields as empty and ignores fields without rules', () => {
    const result = validateRecord(
      { extra: 'x' },
      { name: [{ kind: 'required' }], note: [{ kind: 'length', max: 2 }] },
    );
    expect(result.errors).toEqual({ name: [{ key: MSG.required, params: {} }] });
  });

  it('reads only own properties of values', () => {
    const values = Object.create({ name: 'inherited' }) as Record<string, unknown>;
    expect(validateRecord(values, { name: [{ kind: 'required' }] }).valid).toBe(false);
  });

  it('keeps a field called __proto__ as a plain own entry', () => {
    const rulesByField = JSON.parse('{"__proto__": [{"kind": "required"}]}') as Record<string, Rule[]>;
    const result = validateRecord({}, rulesByField);
    expect(result.valid).toBe(false);
    expect(Object.hasOwn(result.errors, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(result.errors)).toBe(Object.prototype);
    expect(JSON.stringify(result.errors)).toBe('{"__proto__":[{"key":"validation.required","params":{}}]}');
  });

  it('is valid for no rules', () => {
    expect(validateRecord({ a: 1 }, {})).toEqual({ valid: true, errors: {} });
  });
});

describe('formatErrors', () => {
  it('uses the English defaults with interpolation', () => {
    expect(
      formatErrors({
        username: [{ key: MSG.length, params: { min: 3, max: 20 } }],
        email: [
          { key: MSG.required, params: {} },
          { key: MSG.email, params: {} },
        ],
        age: [{ key: MSG.rangeMin, params: { min: 17 } }],
        confirm_password: [{ key: MSG.equals, params: { otherName: 'Password' } }],
      }),
    ).toEqual({
      username: ['Minimum length of 3 characters, maximum length of 20'],
      email: ['This field is required', 'Please enter a valid email address'],
      age: ['Minimum value 17'],
      confirm_password: ['The value must be the same as Password'],
    });
  });

  it('shows unknown keys as-is and never reads inherited keys', () => {
    expect(
      formatErrors({ a: [{ key: 'Nama sudah dipakai', params: {} }], b: [{ key: 'toString', params: {} }] }),
    ).toEqual({ a: ['Nama sudah dipakai'], b: ['toString'] });
  });

  it('uses the translate function when given', () => {
    const translate = (key: string, params: Record<string, string | number>) =>
      `${key}|${JSON.stringify(params)}`;
    expect(formatErrors({ x: [{ key: MSG.lengthMax, params: { max: 5 } }] }, translate)).toEqual({
      x: ['validation.lengthMax|{"max":5}'],
    });
  });

  it('keeps fields with no issues as empty lists and handles __proto__', () => {
    const errors = JSON.parse('{"__proto__":[{"key":"validation.required","params":{}}],"b":[]}');
    const result = formatErrors(errors);
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(result.b).toEqual([]);
    expect(JSON.stringify(result)).toBe('{"__proto__":["This field is required"],"b":[]}');
  });

  it('round-trips validateRecord into a 422 errors object', () => {
    const { errors } = validateRecord(
      { ip: '300.1.1.1', qty: 'abc' },
      {
        ip: [{ kind: 'ip' }],
        qty: [{ kind: 'numeric' }],
      },
    );
    expect(formatErrors(errors)).toEqual({
      ip: ['Please enter a valid IP address'],
      qty: ['The value must be numeric'],
    });
  });
});
