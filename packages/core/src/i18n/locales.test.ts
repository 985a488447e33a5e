import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isRtlLocale,
  isSafeLocaleCode,
  isSupportedLocale,
  LOCALE_NAMES,
  resolveLocale,
  SUPPORTED_LOCALES,
} from './locales.ts';

describe('SUPPORTED_LOCALES and DEFAULT_LOCALE', () => {
  it('lists the eleven locales of spec §9 with id-ID as default', () => {
    expect(SUPPORTED_LOCALES).toEqual([
      'ar',
      'de',
      'en-US',
      'es',
      'fr',
      'hi',
      'id-ID',
      'it',
      'pt',
      'ru',
      'zh-CN',
    ]);
    expect(DEFAULT_LOCALE).toBe('id-ID');
    expect(SUPPORTED_LOCALES).toContain(DEFAULT_LOCALE);
  });

  it('names every locale in its own language', () => {
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(LOCALE_NAMES['id-ID']).toBe('Bahasa Indonesia');
    expect(LOCALE_NAMES['en-US']).toBe('English');
    expect(LOCALE_NAMES.ar).toBe('العربية');
    expect(LOCALE_NAMES['zh-CN']).toBe('中文');
    expect(LOCALE_NAMES.hi).toBe('हिन्दी');
    for (const name of Object.values(LOCALE_NAMES)) expect(name.trim()).not.toBe('');
  });
});

describe('isSafeLocaleCode', () => {
  it.each(['en', 'id', 'fil', 'en-US', 'EN-us', 'zh-Hant-TW', 'de-DE-1996', 'sr-Latn-RS', 'es-419'])(
    'accepts %s',
    (code) => expect(isSafeLocaleCode(code)).toBe(true),
  );

  it.each([
    '',
    'e',
    'engl',
    'en_US',
    'en-',
    '-en',
    'en--US',
    'en-U',
    'en-ABCDEFGHI',
    'en US',
    ' en',
    'en-US ',
    '../en',
    'en/US',
    '12',
    'ésp',
  ])('rejects the malformed %j', (code) => expect(isSafeLocaleCode(code)).toBe(false));

  it.each([
    '__proto__',
    'prototype',
    'constructor',
    'Constructor',
    'PROTOTYPE',
    'en-__proto__',
    'x__PROTO__x',
  ])('rejects the proto word in %s', (code) => expect(isSafeLocaleCode(code)).toBe(false));

  it('rejects non-strings', () => {
    for (const value of [undefined, null, 1, {}, ['en'], true]) expect(isSafeLocaleCode(value)).toBe(false);
  });

  it('never accepts a code containing a proto word (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('__proto__', 'prototype', 'constructor', 'PROTOTYPE', 'ConStructor'),
        fc.string(),
        (before, word, after) => !isSafeLocaleCode(`${before}${word}${after}`),
      ),
    );
  });
});

describe('isSupportedLocale', () => {
  it('is exact and case-sensitive', () => {
    expect(isSupportedLocale('id-ID')).toBe(true);
    expect(isSupportedLocale('ar')).toBe(true);
    expect(isSupportedLocale('id-id')).toBe(false);
    expect(isSupportedLocale('en')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });
});

describe('resolveLocale', () => {
  it('keeps supported codes', () => {
    for (const code of SUPPORTED_LOCALES) expect(resolveLocale(code)).toBe(code);
  });

  it.each([
    ['en', 'en-US'],
    ['id', 'id-ID'],
    ['zh', 'zh-CN'],
    ['EN-us', 'en-US'],
    ['ID-id', 'id-ID'],
    ['zh-cn', 'zh-CN'],
    ['AR', 'ar'],
    ['en-GB', 'en-US'],
    ['pt-BR', 'pt'],
    ['zh-Hant-TW', 'zh-CN'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['ar-EG', 'ar'],
  ])('resolves %s to %s', (code, expected) => expect(resolveLocale(code)).toBe(expected));

  it.each([
    ['unsupported language', 'ja'],
    ['unsupported RTL language', 'he'],
    ['malformed code', 'en_US'],
    ['empty string', ''],
    ['proto word', '__proto__'],
    ['proto word inside', 'en-constructor'],
  ])('falls back to id-ID for an %s', (_label, code) => expect(resolveLocale(code)).toBe('id-ID'));

  it('falls back to id-ID for non-strings', () => {
    for (const value of [undefined, null, 42, {}, ['en-US']])
      expect(resolveLocale(value)).toBe(DEFAULT_LOCALE);
  });

  it('always answers a supported locale (property)', () => {
    fc.assert(fc.property(fc.string(), (code) => isSupportedLocale(resolveLocale(code))));
  });
});

describe('isRtlLocale', () => {
  it('is true for Arabic in any spelling', () => {
    expect(isRtlLocale('ar')).toBe(true);
    expect(isRtlLocale('AR')).toBe(true);
    expect(isRtlLocale('ar-EG')).toBe(true);
  });

  it('is false for the other supported locales', () => {
    for (const code of SUPPORTED_LOCALES.filter((c) => c !== 'ar')) expect(isRtlLocale(code)).toBe(false);
  });

  it('follows the resolved locale for unsupported and unsafe codes', () => {
    expect(isRtlLocale('he')).toBe(false); // resolves to id-ID
    expect(isRtlLocale('__proto__')).toBe(false);
    expect(isRtlLocale(undefined)).toBe(false);
  });
});
