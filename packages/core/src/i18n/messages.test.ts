// biome-ignore-all lint/suspicious/noTemplateCurlyInString: tests exercise literal ${name} placeholders, filled by interpolate()
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCKED_MESSAGE } from '../constants.ts';
import { defaultMessage, interpolate, isMessageKey, MESSAGE_DEFAULTS, MSG } from './messages.ts';

describe('MSG', () => {
  it('maps names to namespaced keys', () => {
    expect(MSG.required).toBe('validation.required');
    expect(MSG.uploadLimit).toBe('validation.uploadLimit');
    expect(MSG.accessDenied).toBe('errors.accessDenied');
    expect(MSG.recordAdded).toBe('success.recordAdded');
    expect(MSG.confirmDelete).toBe('prompts.confirmDelete');
    expect(MSG.detailEmpty).toBe('detail.empty');
  });

  it('has unique keys, each with both default texts', () => {
    const keys = Object.values(MSG);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(MESSAGE_DEFAULTS).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(MESSAGE_DEFAULTS[key]['en-US'].trim(), key).not.toBe('');
      expect(MESSAGE_DEFAULTS[key]['id-ID'].trim(), key).not.toBe('');
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, texts] of Object.entries(MESSAGE_DEFAULTS)) {
      expect(names(texts['id-ID']), key).toEqual(names(texts['en-US']));
    }
  });
});

describe('MESSAGE_DEFAULTS', () => {
  const en = (key: keyof typeof MESSAGE_DEFAULTS) => MESSAGE_DEFAULTS[key]['en-US'];
  const id = (key: keyof typeof MESSAGE_DEFAULTS) => MESSAGE_DEFAULTS[key]['id-ID'];

  it('carries the spec §5 placeholders', () => {
    expect(en(MSG.length)).toContain('${min}');
    expect(en(MSG.length)).toContain('${max}');
    expect(en(MSG.range)).toContain('${min}');
    expect(en(MSG.range)).toContain('${max}');
    expect(en(MSG.lengthMin)).not.toContain('${max}');
    expect(en(MSG.rangeMax)).not.toContain('${min}');
    expect(en(MSG.equals)).toContain('${otherName}');
    expect(en(MSG.uploadLimit)).toContain('${limit}');
  });

  it.each([
    [MSG.formInvalid, 'Form is invalid'],
    [MSG.completeForm, 'Please complete the form'],
    [MSG.passwordsDoNotMatch, 'Your passwords do not match'],
    [MSG.unexpectedError, 'Unexpected Application Error!'],
    [MSG.unableToGetUserData, 'Unable to get user data'],
    [MSG.accessDenied, 'Access Denied: You do not have the necessary permissions, please contact admins.'],
    [MSG.notFound, 'The requested resources could not be found'],
    [MSG.resourceNotFound, 'Resource not found!'],
    [MSG.noRecordFound, 'Oops, No record found'],
    [MSG.noQueryResults, 'No query results for model ${model} ${id}'],
    [MSG.processingError, 'An error occurred while processing your request, contact the Administrator.'],
    [MSG.unableToProcess, 'Unable to process request'],
    [MSG.unableToSend, 'Unable to send request, please check the data validation'],
    [MSG.unableToComplete, 'Unable to complete request'],
    [MSG.tooManyAttempts, 'Too Many Attempts.'],
    [MSG.accountBlocked, 'Your account has been blocked'],
    [MSG.otpExpired, 'OTP has expired'],
    [MSG.unableToResendOtp, 'Unable to resend otp'],
    [MSG.unableToDownload, 'Unable to download file'],
    [MSG.popupBlocked, 'Popup blocked, please allow popups for this site'],
    [MSG.printPreviewFailed, 'Unable to generate print preview'],
    [MSG.recordAdded, 'Record added successfully'],
    [MSG.recordUpdated, 'Record updated successfully'],
    [MSG.recordDeleted, 'Record deleted successfully'],
    [MSG.confirmDelete, 'Are you sure you want to delete this record?'],
    [MSG.passwordChanged, 'Your password has been changed successfully'],
    [MSG.otpSent, 'OTP Sent Successfully'],
    [MSG.verificationSent, 'Verification email has been sent'],
  ] as const)('%s is the spec text in English', (key, text) => expect(en(key)).toBe(text));

  it.each([
    [MSG.detailInvalidFormat, 'Format data tidak valid dan tidak dapat ditampilkan.'],
    [MSG.detailInvalidJson, 'Tidak dapat memproses data JSON.'],
    [MSG.detailNoData, 'Tidak ada data untuk ditampilkan.'],
    [MSG.detailEmpty, '(Kosong)'],
    [MSG.blockedPage, DEFAULT_BLOCKED_MESSAGE],
  ] as const)('%s is the spec text in Indonesian', (key, text) => expect(id(key)).toBe(text));

  it('mentions the hard refresh and both contacts in the refresh notice', () => {
    for (const text of [en(MSG.refreshNotice), id(MSG.refreshNotice)]) {
      expect(text).toContain('Ctrl+Shift+R');
      expect(text).toContain('${host}');
      expect(text).toContain('${phone}');
    }
  });
});

describe('interpolate', () => {
  it('fills ${name} placeholders', () => {
    expect(interpolate('Minimum ${min}, maximum ${max}', { min: 3, max: 10 })).toBe('Minimum 3, maximum 10');
  });

  it('fills {{name}} placeholders, with or without inner spaces', () => {
    expect(interpolate('Hi {{name}} and {{ other }}', { name: 'Budi', other: 'Sari' })).toBe(
      'Hi Budi and Sari',
    );
  });

  it('fills repeated and mixed placeholders', () => {
    expect(interpolate('${a}-{{a}}-${a}', { a: 1 })).toBe('1-1-1');
  });

  it('stringifies numbers, zero and booleans', () => {
    expect(interpolate('${n} ${z} ${b}', { n: 1.5, z: 0, b: false })).toBe('1.5 0 false');
  });

  it('leaves unknown, null and undefined placeholders as they are', () => {
    expect(interpolate('${a} {{b}} ${c} ${d}', { c: null, d: undefined })).toBe('${a} {{b}} ${c} ${d}');
    expect(interpolate('No query results for model ${model} ${id}')).toBe(
      'No query results for model ${model} ${id}',
    );
  });

  it('fills an empty string value', () => {
    expect(interpolate('[${a}]', { a: '' })).toBe('[]');
  });

  it('never reads inherited properties', () => {
    expect(interpolate('${constructor} ${toString} {{__proto__}} ${hasOwnProperty}', {})).toBe(
      '${constructor} ${toString} {{__proto__}} ${hasOwnProperty}',
    );
    const inherited = Object.create({ name: 'inherited' }) as Record<string, string>;
    expect(interpolate('${name}', inherited)).toBe('${name}');
  });

  it('works with null-prototype params', () => {
    const params = Object.create(null) as Record<string, string>;
    params.x = 'y';
    expect(interpolate('${x}', params)).toBe('y');
  });

  it('does not evaluate expressions or non-identifier names', () => {
    expect(interpolate('${1+1} ${a.b} ${a[0]} ${ a } {{a.b}} $ {a}', { a: 'A' })).toBe(
      '${1+1} ${a.b} ${a[0]} ${ a } {{a.b}} $ {a}',
    );
  });

  it('does not expand placeholders inside inserted values', () => {
    expect(interpolate('${a} ${b}', { a: '${b}', b: '{{a}}' })).toBe('${b} {{a}}');
  });

  it('handles values with $ replacement patterns literally', () => {
    expect(interpolate('Price ${p}', { p: "$& $1 $$ $'" })).toBe("Price $& $1 $$ $'");
  });

  it('returns a template without placeholders unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{')),
        fc.dictionary(fc.string(), fc.string()),
        (template, params) => interpolate(template, params) === template,
      ),
    );
  });

  it('fills any own string value verbatim (property)', () => {
    fc.assert(fc.property(fc.string(), (value) => interpolate('<${v}>', { v: value }) === `<${value}>`));
  });
});

describe('isMessageKey and defaultMessage', () => {
  it('recognises only catalogued keys', () => {
    expect(isMessageKey(MSG.required)).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey('__proto__')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });

  it('answers English by default and Indonesian for id codes', () => {
    expect(defaultMessage(MSG.recordAdded)).toBe('Record added successfully');
    expect(defaultMessage(MSG.recordAdded, 'id-ID')).toBe('Data berhasil ditambahkan');
    expect(defaultMessage(MSG.recordAdded, 'id')).toBe('Data berhasil ditambahkan');
    expect(defaultMessage(MSG.recordAdded, 'fr')).toBe('Record added successfully');
    expect(defaultMessage(MSG.recordAdded, 'ida')).toBe('Record added successfully');
  });

  it('interpolates', () => {
    expect(defaultMessage(MSG.noQueryResults, 'en-US', { model: 'Akun', id: 7 })).toBe(
      'No query results for model Akun 7',
    );
    expect(defaultMessage(MSG.length, 'id-ID', { min: 2, max: 5 })).toBe(
      'Panjang minimal 2 karakter, maksimal 5 karakter',
    );
  });

  it('returns unknown keys as-is', () => {
    expect(defaultMessage('Nama sudah dipakai')).toBe('Nama sudah dipakai');
    expect(defaultMessage('constructor')).toBe('constructor');
  });
});
