import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidMaskedValue } from '../validation/validators.ts';
import { applyMask, isMaskComplete, maskExample, unmask } from './masks.ts';

const PHONE = '9999-9999-9999?9';

describe('applyMask', () => {
  it('formats a phone number as far as the input goes', () => {
    expect(applyMask(PHONE, '081234567890')).toBe('0812-3456-7890');
    expect(applyMask(PHONE, '0812345678901')).toBe('0812-3456-78901');
    expect(applyMask(PHONE, '0812')).toBe('0812');
    expect(applyMask(PHONE, '08123')).toBe('0812-3');
    expect(applyMask(PHONE, '0')).toBe('0');
  });

  it('drops input beyond the mask', () => {
    expect(applyMask(PHONE, '08123456789012345')).toBe('0812-3456-78901');
    expect(applyMask('99', '12345')).toBe('12');
  });

  it('keeps already formatted input as it is', () => {
    expect(applyMask(PHONE, '0812-3456-7890')).toBe('0812-3456-7890');
    expect(applyMask('(999) 999-9999', '(021) 555-1234')).toBe('(021) 555-1234');
    expect(applyMask('+62 999', '+62 812')).toBe('+62 812');
  });

  it('inserts leading literals with the first filled slot', () => {
    expect(applyMask('(999) 999', '1')).toBe('(1');
    expect(applyMask('(999) 999', '123')).toBe('(123');
    expect(applyMask('(999) 999', '1234')).toBe('(123) 4');
    expect(applyMask('+62 999', '812')).toBe('+62 812');
  });

  it('closes with trailing literals once every slot is filled', () => {
    expect(applyMask('(999)', '123')).toBe('(123)');
    expect(applyMask('999 kg', '75')).toBe('75');
    expect(applyMask('999 kg', '750')).toBe('750 kg');
  });

  it('takes literal characters from the input only as a whole run', () => {
    expect(applyMask('+62 999', '2')).toBe('+62 2');
    expect(applyMask('+62 999', ' 2')).toBe('+62 2');
    expect(applyMask('+62 999', '62812')).toBe('+62 628');
    expect(applyMask('+62 999', '+62 812')).toBe('+62 812');
    expect(applyMask('1-999', '1234')).toBe('1-123');
    expect(applyMask('1-999', '1-123')).toBe('1-123');
  });

  it('keeps partly typed values with separator literals stable', () => {
    expect(applyMask('+62 999-9999', '+62 8')).toBe('+62 8');
    expect(applyMask('+62 999-9999', '+62 812-3')).toBe('+62 812-3');
    expect(applyMask('1-999', '1-1')).toBe('1-1');
  });

  it('reads literals that slots also accept the way that fills more slots', () => {
    expect(applyMask('699', '61')).toBe('661');
    expect(applyMask('699', '661')).toBe('661');
    expect(applyMask('699', '6')).toBe('66');
    expect(unmask('699', '661')).toBe('61');
    // Inherent ambiguity: '66' is both a partly formatted '6' and the raw '66'; the raw reading wins.
    expect(applyMask('699', '66')).toBe('666');
    expect(applyMask('199', '11')).toBe('111');
  });

  it('handles astral literals', () => {
    expect(applyMask('99😀99', '1234')).toBe('12😀34');
    expect(applyMask('99😀99', '12😀34')).toBe('12😀34');
  });

  it('skips characters a slot does not accept', () => {
    expect(applyMask('9999', '1a2b3c4')).toBe('1234');
    expect(applyMask('(999) 999', '12a3')).toBe('(123');
    expect(applyMask('aaa', 'a1b2c3')).toBe('abc');
    expect(applyMask('99', '!!')).toBe('');
  });

  it('fills letter and alphanumeric slots', () => {
    expect(applyMask('aa-99', 'ab12')).toBe('ab-12');
    expect(applyMask('aa-99', '12ab34')).toBe('ab-34');
    expect(applyMask('***-***', 'a1B2c3')).toBe('a1B-2c3');
    expect(applyMask('a9a 9a9', 'K1A0B1')).toBe('K1A 0B1');
    expect(applyMask('aaa', 'éab')).toBe('ab');
  });

  it('treats everything after the first ? as optional', () => {
    expect(applyMask('99?-99', '12')).toBe('12');
    expect(applyMask('99?-99', '123')).toBe('12-3');
    expect(applyMask('99?-99', '1234')).toBe('12-34');
    // Only the first '?' marks the optional part; a later one is a literal.
    expect(applyMask('9?9?9', '123')).toBe('12?3');
    expect(applyMask('9?9?9', '12?3')).toBe('12?3');
  });

  it('accepts numbers and is null-safe', () => {
    expect(applyMask('999-999', 123456)).toBe('123-456');
    expect(applyMask(PHONE, null)).toBe('');
    expect(applyMask(PHONE, undefined)).toBe('');
    expect(applyMask(PHONE, '')).toBe('');
  });

  it('returns the input unchanged without a mask', () => {
    expect(applyMask('', 'abc 123')).toBe('abc 123');
    expect(applyMask('', null)).toBe('');
  });

  it('outputs nothing for a mask of literals only', () => {
    expect(applyMask('---', '123')).toBe('');
  });

  it('is idempotent and keeps within the mask length (property)', () => {
    const masks = fc.constantFrom(
      PHONE,
      '(999) 999-9999',
      'aa-99',
      '***/***?-99',
      '99.999.999.9-999.999',
      '+62 999',
    );
    fc.assert(
      fc.property(masks, fc.string({ maxLength: 30, unit: 'binary' }), (mask, raw) => {
        const once = applyMask(mask, raw);
        expect(applyMask(mask, once)).toBe(once);
        expect(Array.from(once).length).toBeLessThanOrEqual(Array.from(mask.replace('?', '')).length);
        expect(applyMask(mask, unmask(mask, raw))).toBe(once);
      }),
    );
  });
});

describe('unmask', () => {
  it('keeps only the characters that fill slots', () => {
    expect(unmask(PHONE, '0812-3456-7890')).toBe('081234567890');
    expect(unmask(PHONE, '0812-3456-78901')).toBe('0812345678901');
    expect(unmask('(999) 999', '(021) 555')).toBe('021555');
    expect(unmask('aa-99', 'ab-12')).toBe('ab12');
  });

  it('keeps literal-looking digits that fill slots', () => {
    expect(unmask('+62 999', '+62 812')).toBe('812');
    expect(unmask('+62 999', '812')).toBe('812');
    expect(unmask('+62 999', '+62 2')).toBe('2');
  });

  it('works on raw input and drops what the mask does not accept', () => {
    expect(unmask(PHONE, '0812 3456 7890')).toBe('081234567890');
    expect(unmask('9999', 'x1y2')).toBe('12');
  });

  it('is null-safe and passes through without a mask', () => {
    expect(unmask(PHONE, null)).toBe('');
    expect(unmask(PHONE, undefined)).toBe('');
    expect(unmask('', 'a-b')).toBe('a-b');
    expect(unmask('999', 123)).toBe('123');
  });
});

describe('isMaskComplete', () => {
  it('is true when every required slot is filled and the optional part is empty', () => {
    expect(isMaskComplete(PHONE, '0812-3456-7890')).toBe(true);
    expect(isMaskComplete(PHONE, '081234567890')).toBe(true);
  });

  it('is true when the optional part is filled completely', () => {
    expect(isMaskComplete(PHONE, '0812-3456-78901')).toBe(true);
    expect(isMaskComplete('99?-99', '12-34')).toBe(true);
  });

  it('is false when a required slot is empty', () => {
    expect(isMaskComplete(PHONE, '0812-3456-789')).toBe(false);
    expect(isMaskComplete(PHONE, '')).toBe(false);
    expect(isMaskComplete(PHONE, null)).toBe(false);
    expect(isMaskComplete(PHONE, undefined)).toBe(false);
    expect(isMaskComplete('aa-99', '12-34')).toBe(false);
  });

  it('is false when the optional part is only partly filled', () => {
    expect(isMaskComplete('99?-99', '12-3')).toBe(false);
    expect(isMaskComplete('99?-99', '12')).toBe(true);
  });

  it('judges the masked value: rejected characters and overflow are ignored', () => {
    expect(isMaskComplete('9999', '12ab34')).toBe(true);
    expect(isMaskComplete('9999', '123456')).toBe(true);
  });

  it('is true for a mask with only optional slots, left empty', () => {
    expect(isMaskComplete('?999', '')).toBe(true);
    expect(isMaskComplete('?999', '12')).toBe(false);
  });

  it('is always true without a mask', () => {
    expect(isMaskComplete('', '')).toBe(true);
    expect(isMaskComplete('', null)).toBe(true);
  });

  it('agrees with applyMask (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,16}$/), (digits) => {
        const complete = digits.length === 12 || digits.length >= 13;
        expect(isMaskComplete(PHONE, digits)).toBe(complete);
        expect(isMaskComplete(PHONE, applyMask(PHONE, digits))).toBe(complete);
      }),
    );
  });
});

describe('maskExample', () => {
  it('writes a value people read instead of the mask notation (issue 34)', () => {
    expect(maskExample('9999-9999-9?9999')).toBe('0812-3456-7890');
    expect(maskExample('99.999.999.9-999.999')).toBe('08.123.456.7-890.123');
    expect(maskExample('aa-99')).toBe('AB-08');
  });

  it('gives a value the mask accepts', () => {
    for (const mask of ['9999-9999-9?9999', '99.999.999.9-999.999', 'aa-99', '**?*', '9999999999999999']) {
      expect(isValidMaskedValue(maskExample(mask), mask)).toBe(true);
    }
  });
});
