import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../i18n/messages.ts';
import { DB_ERROR_PREFIXES, describeRequestError, isDatabaseErrorText } from './request-error.ts';

const details = (status: number | null | undefined, body?: unknown) =>
  describeRequestError({ status, body }).details;

describe('DB_ERROR_PREFIXES and isDatabaseErrorText', () => {
  it('lists the database-error prefixes', () => {
    expect(DB_ERROR_PREFIXES).toEqual([
      'SQLSTATE',
      'QueryFailedError',
      'PostgresError',
      'error: ',
      'ERROR:  ',
      'DrizzleQueryError',
      'Failed query',
    ]);
  });

  it.each([
    'SQLSTATE[23000]: Integrity constraint violation',
    'sqlstate[42S02]',
    'QueryFailedError: duplicate key',
    'PostgresError: relation "x" does not exist',
    'error: duplicate key value violates unique constraint',
    'ERROR:  syntax error at or near "FROM"',
    'DrizzleQueryError: Failed query',
    'Failed query: select * from akun',
    '   SQLSTATE with leading spaces',
    '\n\tfailed QUERY: x',
  ])('recognises %j', (text) => expect(isDatabaseErrorText(text)).toBe(true));

  it.each([
    'Nama wajib diisi',
    'An error: happened',
    'errors: 3',
    'error:no-space',
    'Query failed',
    'SQL error',
    '',
  ])('does not flag %j', (text) => expect(isDatabaseErrorText(text)).toBe(false));
});

describe('describeRequestError: title and first line', () => {
  it('always uses unableToComplete and unableToSend', () => {
    for (const [status, body] of [
      [422, { errors: { a: ['x'] } }],
      [500, 'boom'],
      [0, undefined],
      [400, { message: 'x' }],
    ] as const) {
      const result = describeRequestError({ status, body });
      expect(result.titleKey).toBe(MSG.unableToComplete);
      expect(result.firstLineKey).toBe(MSG.unableToSend);
    }
  });
});

describe('(a) 422 with an errors object', () => {
  it('lists every message of every field in order', () => {
    expect(
      details(422, {
        message: 'The given data was invalid.',
        errors: { nama: ['Nama wajib diisi', 'Nama terlalu pendek'], email: ['Email tidak valid'] },
      }),
    ).toEqual(['Nama wajib diisi', 'Nama terlalu pendek', 'Email tidak valid']);
  });

  it('accepts plain strings as values', () => {
    expect(details(422, { errors: { nama: 'Nama wajib diisi', email: ['Email tidak valid'] } })).toEqual([
      'Nama wajib diisi',
      'Email tidak valid',
    ]);
  });

  it('flattens one more level of nesting (rows of a dynamic form)', () => {
    expect(
      details(422, {
        errors: {
          items: { 0: ['Qty wajib diisi'], 1: { harga: ['Harga harus angka'] } },
          nested: [['a', 'b'], 'c'],
        },
      }),
    ).toEqual(['Qty wajib diisi', 'Harga harus angka', 'a', 'b', 'c']);
  });

  it('survives a cyclic errors object', () => {
    const errors: Record<string, unknown> = { a: ['x'] };
    errors.self = errors;
    const lines = details(422, { errors });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line === 'x')).toBe(true);
  });

  it('drops blank and null messages and stringifies numbers and booleans', () => {
    expect(details(422, { errors: { a: ['', '  ', null, 'ok'], b: [3, true], c: undefined } })).toEqual([
      'ok',
      '3',
      'true',
    ]);
  });

  it('lists database-looking messages too (they are validation messages by contract)', () => {
    expect(details(422, { errors: { a: ['error: value required'] } })).toEqual(['error: value required']);
  });

  it('falls through to the message rule when errors holds no message', () => {
    expect(details(422, { message: 'Data tidak valid', errors: {} })).toEqual(['Data tidak valid']);
    expect(details(422, { message: 'Data tidak valid', errors: { a: [] } })).toEqual(['Data tidak valid']);
  });

  it('falls through when errors is not an object', () => {
    expect(details(422, { message: 'Data tidak valid', errors: 'bad' })).toEqual(['Data tidak valid']);
    expect(details(422, { message: 'Data tidak valid', errors: null })).toEqual(['Data tidak valid']);
    expect(details(422, { message: 'Data tidak valid', errors: ['x'] })).toEqual(['Data tidak valid']);
    expect(details(422, { message: 'Data tidak valid' })).toEqual(['Data tidak valid']);
  });

  it('falls through to the other rules for other 422 bodies', () => {
    expect(details(422, ['a', 'b'])).toEqual(['a', 'b']);
    expect(details(422, 'Teks biasa')).toEqual(['Teks biasa']);
    expect(details(422, { field: 'x' })).toEqual(['x']);
    expect(details(422, { message: 'SQLSTATE[23000]' })).toEqual([]);
  });

  it('applies only to 422', () => {
    // A 400 with an errors object is an "other object": its values are listed as JSON.
    expect(details(400, { errors: { a: ['x'] } })).toEqual(['{"a":["x"]}']);
    expect(details(400, { message: 'Bad', errors: { a: ['x'] } })).toEqual(['Bad']);
  });

  it('ignores an inherited errors property', () => {
    const body = Object.create({ errors: { a: ['x'] } }) as Record<string, unknown>;
    body.message = 'own';
    expect(details(422, body)).toEqual(['own']);
  });
});

describe('(b) 500 and above', () => {
  it.each([500, 502, 503, 504, 599, 600])('%d shows only the generic line', (status) => {
    expect(details(status, { message: 'Server exploded' })).toEqual([]);
    expect(details(status, 'Bad gateway <html>')).toEqual([]);
    expect(details(status, ['a'])).toEqual([]);
    expect(details(status, { errors: { a: ['x'] } })).toEqual([]);
    expect(details(status, { a: 'b' })).toEqual([]);
  });

  it('499 is not a server error', () => {
    expect(details(499, { message: 'Client closed' })).toEqual(['Client closed']);
  });
});

describe('(c) array body', () => {
  it('lists strings as-is and others as JSON', () => {
    expect(details(400, ['Satu', 2, { a: 1 }, ['x'], true])).toEqual([
      'Satu',
      '2',
      '{"a":1}',
      '["x"]',
      'true',
    ]);
  });

  it('drops null, undefined and blank items', () => {
    expect(details(400, [null, 'a', undefined, '', ' '])).toEqual(['a']);
  });

  it('is empty for an empty array', () => {
    expect(details(400, [])).toEqual([]);
  });

  it('comes before the object rules', () => {
    const body = Object.assign(['x'], { message: 'ignored' });
    expect(details(400, body)).toEqual(['x']);
  });
});

describe('(d) object with a message string', () => {
  it('shows the message alone', () => {
    expect(details(400, { message: 'Stok tidak cukup', code: 'E1' })).toEqual(['Stok tidak cukup']);
    expect(details(403, { message: 'Akses ditolak' })).toEqual(['Akses ditolak']);
    expect(details(404, { message: 'Resource not found!' })).toEqual(['Resource not found!']);
  });

  it.each(DB_ERROR_PREFIXES.map((prefix) => `${prefix}something`))(
    'hides the database error %j',
    (message) => {
      expect(details(400, { message, other: 'x' })).toEqual([]);
    },
  );

  it('hides database errors in any case and after whitespace', () => {
    expect(details(409, { message: '  sqlstate[23505]: unique violation' })).toEqual([]);
  });

  it('shows nothing for a blank message', () => {
    expect(details(400, { message: '   ', other: 'x' })).toEqual([]);
  });

  it('treats a non-string message as an other object', () => {
    expect(details(400, { message: { text: 'x' } })).toEqual(['{"text":"x"}']);
    expect(details(400, { message: 42 })).toEqual(['42']);
  });
});

describe('(e) other object', () => {
  it('lists its values: strings as-is, others as JSON', () => {
    expect(details(400, { a: 'Satu', b: 2, c: { d: [1] }, e: false })).toEqual([
      'Satu',
      '2',
      '{"d":[1]}',
      'false',
    ]);
  });

  it('drops null, undefined and blank values', () => {
    expect(details(400, { a: null, b: undefined, c: '', d: 'ok' })).toEqual(['ok']);
  });

  it('is empty for an empty object', () => {
    expect(details(400, {})).toEqual([]);
  });

  it('falls back to String for values JSON cannot encode', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(details(400, { big: 10n, cyclic })).toEqual(['10', '[object Object]']);
    expect(details(400, { fn: () => 1 })).toHaveLength(1);
  });
});

describe('(f) plain string body', () => {
  it('shows the text', () => {
    expect(details(400, 'Permintaan tidak valid')).toEqual(['Permintaan tidak valid']);
    expect(details(404, 'Not Found')).toEqual(['Not Found']);
  });

  it('hides database errors', () => {
    expect(details(400, 'SQLSTATE[HY000]: General error')).toEqual([]);
    expect(details(400, '\n  Failed query: select 1')).toEqual([]);
  });

  it('shows nothing for blank text', () => {
    expect(details(400, '')).toEqual([]);
    expect(details(400, '  \n')).toEqual([]);
  });
});

describe('network errors and odd inputs', () => {
  it.each([0, undefined, null, Number.NaN])('status %j with no body has no details', (status) => {
    expect(describeRequestError({ status, body: undefined })).toEqual({
      titleKey: MSG.unableToComplete,
      firstLineKey: MSG.unableToSend,
      details: [],
    });
    expect(details(status, null)).toEqual([]);
  });

  it('still reads a body when the status is missing', () => {
    expect(details(undefined, { message: 'Timeout' })).toEqual(['Timeout']);
    expect(describeRequestError({}).details).toEqual([]);
  });

  it('ignores bodies of other types', () => {
    expect(details(400, 42)).toEqual([]);
    expect(details(400, true)).toEqual([]);
  });

  it('never throws and always answers strings (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -1, max: 700 })), fc.anything(), (status, body) => {
        const result = describeRequestError({ status, body });
        return result.details.every((line) => typeof line === 'string' && line.trim() !== '');
      }),
    );
  });

  it('never shows a database error outside a 422 errors object (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.constantFrom(...DB_ERROR_PREFIXES),
        fc.string(),
        fc.constantFrom('', ' ', '\n '),
        (status, prefix, rest, lead) => {
          const text = `${lead}${prefix}${rest}`;
          return details(status, text).length === 0 && details(status, { message: text }).length === 0;
        },
      ),
    );
  });
});
