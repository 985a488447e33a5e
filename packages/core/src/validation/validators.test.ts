import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holdsNul,
  isCalendarValue,
  isEmptyValue,
  isNumericValue,
  isValidEmail,
  isValidIPv4,
  isValidIPv6,
  isValidIp,
  isValidMaskedValue,
  jsonUnstorable,
  toNumericValue,
  valueToText,
} from './validators.ts';

describe('isEmptyValue', () => {
  it.each([undefined, null, '', ' ', '\t\n ', []])('%j is empty', (value) =>
    expect(isEmptyValue(value)).toBe(true),
  );
  it.each([0, false, 'a', ' a ', '0', [''], {}, Number.NaN])('%j is not empty', (value) =>
    expect(isEmptyValue(value)).toBe(false),
  );
});

describe('valueToText', () => {
  it('turns scalars into text and refuses the rest', () => {
    expect(valueToText('x')).toBe('x');
    expect(valueToText(1.5)).toBe('1.5');
    expect(valueToText(10n)).toBe('10');
    expect(valueToText(true)).toBe('true');
    expect(valueToText(Number.NaN)).toBeNull();
    expect(valueToText(Number.POSITIVE_INFINITY)).toBeNull();
    expect(valueToText({})).toBeNull();
    expect(valueToText(['a'])).toBeNull();
    expect(valueToText(null)).toBeNull();
  });
});

describe('isValidEmail', () => {
  it.each([
    'budi@example.com',
    'budi.santoso@example.co.id',
    'BUDI@EXAMPLE.COM',
    'user+tag@mail.example.org',
    "o'reilly@example.com",
    'a_b-c@sub-domain.example.id',
    'x@y.io',
    '  padded@example.com  ',
    'user@xn--bcher-kva.example',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    'plain',
    '@example.com',
    'budi@',
    'budi@localhost',
    'budi@@example.com',
    'bu di@example.com',
    '.budi@example.com',
    'budi.@example.com',
    'bu..di@example.com',
    'budi@example..com',
    'budi@-example.com',
    'budi@example-.com',
    'budi@.example.com',
    'budi@example.com.',
    'budi@example.123',
    'budi@exa_mple.com',
    'budi@[127.0.0.1]',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`, // over 254 characters
    'budi@exämple.com',
  ])('rejects %s', (email) => expect(isValidEmail(email)).toBe(false));

  it('rejects non-strings', () => {
    expect(isValidEmail(42)).toBe(false);
    expect(isValidEmail({ toString: () => 'a@b.co' })).toBe(false);
  });
});

describe('isValidIPv4', () => {
  it.each(['0.0.0.0', '127.0.0.1', '192.168.1.254', '255.255.255.255', '10.0.0.9', ' 8.8.8.8 '])(
    'accepts %s',
    (ip) => expect(isValidIPv4(ip)).toBe(true),
  );

  it.each([
    '',
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.04',
    '1.2.3.-1',
    '1.2.3.a',
    '1..3.4',
    '1.2.3.4/24',
    '1.2.3.4:80',
    '0x7f.0.0.1',
    '١.٢.٣.٤',
    '1 .2.3.4',
  ])('rejects %j', (ip) => expect(isValidIPv4(ip)).toBe(false));

  it('accepts every dotted quad of octets (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }), (octets) =>
        isValidIPv4(octets.join('.')),
      ),
    );
  });
});

describe('isValidIPv6', () => {
  it.each([
    '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    '2001:db8:85a3:0:0:8a2e:370:7334',
    '2001:DB8::8A2E:370:7334',
    '::',
    '::1',
    '1::',
    'fe80::',
    'fe80::1:2',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '1::8',
    '1:2:3:4:5:6::8',
    '::ffff:192.0.2.128',
    '::192.0.2.128',
    '64:ff9b::192.0.2.33',
    '1:2:3:4:5:6:1.2.3.4',
    '1:2:3:4:5::1.2.3.4',
    ' ::1 ',
  ])('accepts %s', (ip) => expect(isValidIPv6(ip)).toBe(true));

  it.each([
    '',
    ':',
    ':::',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '::1:2:3:4:5:6:7:8',
    '1::2::3',
    '1:::2',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    '12345::1',
    'g::1',
    '::ffff:256.0.0.1',
    '::ffff:1.2.3',
    '1.2.3.4::',
    '::1.2.3.4:1',
    '1:2:3:4:5:6:7:1.2.3.4',
    '1:2:3:4:5:6::1.2.3.4',
    'fe80::1%eth0',
    '[::1]',
    '::1/128',
    '192.168.0.1',
  ])('rejects %j', (ip) => expect(isValidIPv6(ip)).toBe(false));

  it('accepts any eight hex groups and any single :: compression (property)', () => {
    const group = fc
      .integer({ min: 0, max: 0xffff })
      .map((n) => n.toString(16))
      .chain((hex) => fc.constantFrom(hex, hex.toUpperCase(), hex.padStart(4, '0')));
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 8, maxLength: 8 }),
        fc.nat(7),
        fc.nat(8),
        (groups, from, span) => {
          const full = groups.join(':');
          const end = Math.min(8, from + Math.max(1, span));
          const compressed = `${groups.slice(0, from).join(':')}::${groups.slice(end).join(':')}`;
          return isValidIPv6(full) && isValidIPv6(compressed);
        },
      ),
    );
  });
});

describe('isValidIp', () => {
  it('accepts both families and nothing else', () => {
    expect(isValidIp('192.168.0.1')).toBe(true);
    expect(isValidIp('2001:db8::1')).toBe(true);
    expect(isValidIp('::ffff:10.0.0.1')).toBe(true);
    expect(isValidIp('localhost')).toBe(false);
    expect(isValidIp('999.1.1.1')).toBe(false);
    expect(isValidIp(null)).toBe(false);
    expect(isValidIp(1234)).toBe(false);
  });
});

describe('toNumericValue and isNumericValue', () => {
  it.each([
    ['1.5', 1.5],
    ['-3', -3],
    ['+4', 4],
    ['1e3', 1000],
    ['2E-2', 0.02],
    ['-1.5e+2', -150],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
    ['007', 7],
    [' 42 ', 42],
    [12, 12],
    [-0.25, -0.25],
    [0, 0],
  ] as const)('%j is the number %d', (value, expected) => {
    expect(toNumericValue(value)).toBe(expected);
    expect(isNumericValue(value)).toBe(true);
  });

  it('accepts bigints', () => expect(toNumericValue(12n)).toBe(12));

  it.each([
    ' ',
    '',
    'abc',
    '1,5',
    '1.000,50',
    '1 000',
    '1.2.3',
    '0x10',
    '0b1',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e',
    'e3',
    '.',
    '-',
    '+-1',
    '1e400',
    '12abc',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    null,
    undefined,
    {},
    ['1'],
  ])('%j is not numeric', (value) => {
    expect(toNumericValue(value)).toBeNull();
    expect(isNumericValue(value)).toBe(false);
  });

  it('round-trips every finite double written by JavaScript (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (n) => toNumericValue(String(n)) === n || Object.is(n, -0),
      ),
    );
  });
});

describe('isValidMaskedValue', () => {
  const phone = '9999-9999-9999?9';

  it('accepts the required part alone and the optional part filled', () => {
    expect(isValidMaskedValue('0812-3456-7890', phone)).toBe(true);
    expect(isValidMaskedValue('0812-3456-78901', phone)).toBe(true);
  });

  it('rejects too short, too long, wrong slot or wrong literal', () => {
    expect(isValidMaskedValue('0812-3456-789', phone)).toBe(false);
    expect(isValidMaskedValue('0812-3456-789012', phone)).toBe(false);
    expect(isValidMaskedValue('0812-3456-789a', phone)).toBe(false);
    expect(isValidMaskedValue('0812 3456 7890', phone)).toBe(false);
    expect(isValidMaskedValue('081234567890', phone)).toBe(false);
    expect(isValidMaskedValue('0812-3456-____', phone)).toBe(false);
  });

  it('checks letter and alphanumeric slots', () => {
    expect(isValidMaskedValue('AB-12', 'aa-99')).toBe(true);
    expect(isValidMaskedValue('ab-12', 'aa-99')).toBe(true);
    expect(isValidMaskedValue('A1-12', 'aa-99')).toBe(false);
    expect(isValidMaskedValue('é1', '**')).toBe(false);
    expect(isValidMaskedValue('Z9', '**')).toBe(true);
    expect(isValidMaskedValue('9Z', '**')).toBe(true);
    expect(isValidMaskedValue('-_', '**')).toBe(false);
  });

  it('treats other characters, including later question marks, as literals', () => {
    expect(isValidMaskedValue('(021) 555-1234', '(999) 999-9999')).toBe(true);
    expect(isValidMaskedValue('021 555-1234', '(999) 999-9999')).toBe(false);
    // optional part of '99?9?' is a digit slot then a literal '?'
    expect(isValidMaskedValue('12', '99?9?')).toBe(true);
    expect(isValidMaskedValue('12?', '99?9?')).toBe(false);
    expect(isValidMaskedValue('123?', '99?9?')).toBe(true);
    expect(isValidMaskedValue('123x', '99?9?')).toBe(false);
  });

  it('allows a partly filled optional part, literals included', () => {
    const mask = '99/99?/9999';
    expect(isValidMaskedValue('12/03', mask)).toBe(true);
    expect(isValidMaskedValue('12/03/', mask)).toBe(true);
    expect(isValidMaskedValue('12/03/20', mask)).toBe(true);
    expect(isValidMaskedValue('12/03/2024', mask)).toBe(true);
    expect(isValidMaskedValue('12/03-2024', mask)).toBe(false);
  });

  it('handles a mask that is all optional, and the empty mask', () => {
    expect(isValidMaskedValue('', '?999')).toBe(true);
    expect(isValidMaskedValue('12', '?999')).toBe(true);
    expect(isValidMaskedValue('', '')).toBe(true);
    expect(isValidMaskedValue('1', '')).toBe(false);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(isValidMaskedValue('😀-1', '😀-9')).toBe(true);
    expect(isValidMaskedValue('😀', '99')).toBe(false);
  });

  it('accepts numbers by their text and refuses non-scalars', () => {
    expect(isValidMaskedValue(1234, '9999')).toBe(true);
    expect(isValidMaskedValue({}, '9999')).toBe(false);
    expect(isValidMaskedValue(null, '')).toBe(false);
  });
});

describe('isCalendarValue', () => {
  it('takes real days and moments PostgreSQL reads, nothing else', () => {
    expect(isCalendarValue('2026-11-22')).toBe(true);
    expect(isCalendarValue('2024-02-29T23:59:59.123456+07:00')).toBe(true);
    expect(isCalendarValue('2026-02-30')).toBe(false);
    expect(isCalendarValue('0000-01-01')).toBe(false);
    expect(isCalendarValue('2026-01-01T24:00')).toBe(false);
    expect(isCalendarValue('2026-01-01T10:00+16:00')).toBe(false);
    expect(isCalendarValue('3')).toBe(false);
  });
});

describe('holdsNul', () => {
  it('finds a NUL in any string or key, however deep', () => {
    expect(holdsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(holdsNul({ 'k\u0000': 1 })).toBe(true);
    expect(holdsNul({ a: ['x', 1, null] })).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});

describe('jsonUnstorable', () => {
  it('finds a NUL or a number beyond a double, however deep; finite numbers and text are fine', () => {
    expect(jsonUnstorable(JSON.parse('1e309'))).toBe(true);
    expect(jsonUnstorable({ a: [1, JSON.parse('-1e309')] })).toBe(true);
    expect(jsonUnstorable({ a: ['x\u0000'] })).toBe(true);
    expect(jsonUnstorable({ 'k\u0000': 1 })).toBe(true);
    expect(jsonUnstorable({ a: [1.5, '1e309', null, true, Number.MAX_VALUE] })).toBe(false);
  });
});
