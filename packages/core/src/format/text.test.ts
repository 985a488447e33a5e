import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ellipsisMiddle, formatBoolean, isTruthy, randomString, toLower, toUpper, truncate } from './text.ts';

describe('truncate', () => {
  it('cuts to 15 characters plus ... by default', () => {
    expect(truncate('Selamat datang di Kantor')).toBe('Selamat datang ...');
    expect(truncate('abcdefghijklmnop')).toBe('abcdefghijklmno...');
  });

  it('leaves text of the length or shorter alone', () => {
    expect(truncate('abcdefghijklmno')).toBe('abcdefghijklmno');
    expect(truncate('Halo')).toBe('Halo');
    expect(truncate('')).toBe('');
  });

  it('takes a length', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 0)).toBe('...');
    expect(truncate('', 0)).toBe('');
  });

  it('treats negative, fractional and non-finite lengths sensibly', () => {
    expect(truncate('abcd', -5)).toBe('...');
    expect(truncate('abcdef', 2.9)).toBe('ab...');
    expect(truncate('abcdefghijklmnopq', Number.NaN)).toBe('abcdefghijklmno...');
  });

  it('is null-safe and shows numbers and booleans', () => {
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
    expect(truncate(1234567890123456789n, 5)).toBe('12345...');
    expect(truncate(123456, 3)).toBe('123...');
    expect(truncate(true, 2)).toBe('tr...');
  });

  it('never splits an emoji in half', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
    expect(truncate('😀😀', 2)).toBe('😀😀');
  });

  it('keeps at most length characters of the text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 40 }), (text, n) => {
        const out = truncate(text, n);
        const length = Array.from(text).length;
        if (length <= n) expect(out).toBe(text);
        else expect(Array.from(out).length).toBe(n + 3);
      }),
    );
  });
});

describe('ellipsisMiddle', () => {
  it('shortens in the middle with ...', () => {
    expect(ellipsisMiddle('abcdefghijklmnopqrstuvwxyz', 15)).toBe('abcdef...uvwxyz');
    expect(ellipsisMiddle('laporan-2026.pdf', 10)).toBe('lapo...pdf');
  });

  it('gives the head the extra character on an odd split', () => {
    expect(ellipsisMiddle('abcdefghij', 8)).toBe('abc...ij');
    expect(ellipsisMiddle('abcdefghij', 4)).toBe('a...');
  });

  it('defaults to 15 characters', () => {
    expect(ellipsisMiddle('abcdefghijklmnopqrstuvwxyz')).toBe('abcdef...uvwxyz');
  });

  it('leaves text that fits alone', () => {
    expect(ellipsisMiddle('abcdef', 6)).toBe('abcdef');
    expect(ellipsisMiddle('abc', 15)).toBe('abc');
    expect(ellipsisMiddle('', 3)).toBe('');
  });

  it('cuts without ... when there is no room for it', () => {
    expect(ellipsisMiddle('abcdef', 3)).toBe('abc');
    expect(ellipsisMiddle('abcdef', 1)).toBe('a');
    expect(ellipsisMiddle('abcdef', 0)).toBe('');
    expect(ellipsisMiddle('abcdef', -1)).toBe('');
  });

  it('is null-safe and code-point aware', () => {
    expect(ellipsisMiddle(null, 5)).toBe('');
    expect(ellipsisMiddle(undefined)).toBe('');
    expect(ellipsisMiddle(12345678, 7)).toBe('12...78');
    expect(ellipsisMiddle('😀😀😀😀😀😀', 5)).toBe('😀...😀');
  });

  it('never exceeds max and keeps the ends (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 30 }), (text, max) => {
        const out = Array.from(ellipsisMiddle(text, max));
        const all = Array.from(text);
        expect(out.length).toBeLessThanOrEqual(Math.max(max, 0));
        if (all.length <= max) expect(out.join('')).toBe(text);
        else if (max > 3) {
          expect(out.slice(0, Math.ceil((max - 3) / 2))).toEqual(all.slice(0, Math.ceil((max - 3) / 2)));
          expect(out.length).toBe(max);
        }
      }),
    );
  });
});

describe('toLower and toUpper', () => {
  it('change case', () => {
    expect(toLower('KANTOR Pusat')).toBe('kantor pusat');
    expect(toUpper('kantor Pusat')).toBe('KANTOR PUSAT');
  });

  it('are null-safe and stringify numbers and booleans', () => {
    expect(toLower(null)).toBe('');
    expect(toLower(undefined)).toBe('');
    expect(toUpper(null)).toBe('');
    expect(toUpper(undefined)).toBe('');
    expect(toUpper(12)).toBe('12');
    expect(toUpper(false)).toBe('FALSE');
    expect(toLower('')).toBe('');
  });

  it('apply locale rules when given a locale', () => {
    expect(toUpper('istanbul', 'tr')).toBe('İSTANBUL');
    expect(toLower('I', 'tr')).toBe('ı');
    expect(toUpper('istanbul')).toBe('ISTANBUL');
    expect(toUpper('straße')).toBe('STRASSE');
  });
});

describe('isTruthy and formatBoolean', () => {
  it.each([true, 1, '1', 'true', 'TRUE', 'True', 'ya', 'Ya', 'YA', 'yes', 'Yes', ' ya ', ' 1 ', 'y', 'iya'])(
    '%j is Ya',
    (value) => {
      expect(isTruthy(value)).toBe(true);
      expect(formatBoolean(value)).toBe('Ya');
    },
  );

  it.each([
    false,
    0,
    '0',
    'false',
    'tidak',
    'no',
    '',
    ' ',
    null,
    undefined,
    2,
    -1,
    Number.NaN,
    'yess',
    '11',
    {},
    [],
    [1],
  ])('%j is Tidak', (value) => {
    expect(isTruthy(value)).toBe(false);
    expect(formatBoolean(value)).toBe('Tidak');
  });

  it('takes translated labels', () => {
    expect(formatBoolean(true, { yes: 'Yes', no: 'No' })).toBe('Yes');
    expect(formatBoolean(0, { yes: 'Yes', no: 'No' })).toBe('No');
  });
});

describe('randomString', () => {
  it('has 10 alphanumeric characters by default', () => {
    expect(randomString()).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('takes a length', () => {
    expect(randomString(1)).toMatch(/^[A-Za-z0-9]$/);
    expect(randomString(64)).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(randomString(1000)).toHaveLength(1000);
  });

  it('gives an empty string for zero, negative or fractional lengths handled as whole numbers', () => {
    expect(randomString(0)).toBe('');
    expect(randomString(-3)).toBe('');
    expect(randomString(4.7)).toHaveLength(4);
    expect(randomString(Number.NaN)).toHaveLength(10);
  });

  it('differs between calls', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomString()));
    expect(seen.size).toBe(200);
  });

  it('uses the whole alphabet', () => {
    const chars = new Set(randomString(20_000));
    expect(chars.size).toBe(62);
  });
});
