/**
 * Interface locales of spec §1 and §9: eleven codes, Indonesian (id-ID) by default.
 * Locale codes come from the browser or from storage, so every helper here treats its input as
 * untrusted (spec §5: codes containing proto words are rejected).
 */

/**
 * The eleven interface locales, in the order the spec lists them.
 *
 * @example SUPPORTED_LOCALES.includes('id-ID') === true
 */
export const SUPPORTED_LOCALES = [
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
] as const;

/**
 * One of the supported locale codes.
 *
 * @example const locale: LocaleCode = 'en-US';
 */
export type LocaleCode = (typeof SUPPORTED_LOCALES)[number];

/**
 * The locale used when nothing (or nothing usable) was chosen.
 *
 * @example resolveLocale(undefined) === DEFAULT_LOCALE // 'id-ID'
 */
export const DEFAULT_LOCALE: LocaleCode = 'id-ID';

/**
 * Each locale's name in its own language, for the locale switcher.
 *
 * @example LOCALE_NAMES['id-ID'] === 'Bahasa Indonesia'
 */
export const LOCALE_NAMES: Readonly<Record<LocaleCode, string>> = {
  ar: 'العربية',
  de: 'Deutsch',
  'en-US': 'English',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  'id-ID': 'Bahasa Indonesia',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  'zh-CN': '中文',
};

const PROTO_WORDS = ['__proto__', 'prototype', 'constructor'] as const;
const LOCALE_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Languages written right to left (primary subtags); only `ar` is supported today. */
const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar',
  'fa',
  'he',
  'iw',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
  'dv',
]);

/**
 * True when `code` is a string shaped like a BCP 47 tag (`xx`, `xxx`, `xx-YY`, `xx-Hant-TW`...)
 * and contains no proto word (`__proto__`, `prototype`, `constructor`, any case, anywhere).
 * It says nothing about whether the locale is supported; see {@link resolveLocale}.
 *
 * @example isSafeLocaleCode('en-US') === true
 * @example isSafeLocaleCode('__proto__') === false
 * @example isSafeLocaleCode('en_US') === false
 */
export function isSafeLocaleCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  const lower = code.toLowerCase();
  if (PROTO_WORDS.some((word) => lower.includes(word))) return false;
  return LOCALE_PATTERN.test(code);
}

/**
 * True when `code` is exactly one of {@link SUPPORTED_LOCALES} (case-sensitive).
 *
 * @example isSupportedLocale('zh-CN') === true
 * @example isSupportedLocale('zh-cn') === false // use resolveLocale for lenient input
 */
export function isSupportedLocale(code: unknown): code is LocaleCode {
  return typeof code === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(code);
}

const primaryOf = (code: string): string => code.split('-', 1)[0]!.toLowerCase();

/**
 * Turns any requested locale into a supported one. Order: exact match ignoring case
 * (`'EN-us'` → `'en-US'`), then the same language (`'en'`/`'en-GB'` → `'en-US'`, `'id'` → `'id-ID'`,
 * `'zh'`/`'zh-TW'` → `'zh-CN'`, `'pt-BR'` → `'pt'`), otherwise {@link DEFAULT_LOCALE}. Unsafe codes
 * (see {@link isSafeLocaleCode}) always give the default.
 *
 * @example resolveLocale('en') === 'en-US'
 * @example resolveLocale('EN-us') === 'en-US'
 * @example resolveLocale('xx') === 'id-ID'
 */
export function resolveLocale(code: unknown): LocaleCode {
  if (typeof code !== 'string' || !isSafeLocaleCode(code)) return DEFAULT_LOCALE;
  const lower = code.toLowerCase();
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = primaryOf(code);
  return SUPPORTED_LOCALES.find((locale) => primaryOf(locale) === language) ?? DEFAULT_LOCALE;
}

/**
 * True when the locale that `code` resolves to is written right to left (today only Arabic).
 * Resolving first keeps the direction consistent with the text actually shown: an unsupported
 * RTL code such as `'he'` falls back to id-ID, which is left to right.
 *
 * @example isRtlLocale('ar') === true
 * @example isRtlLocale('ar-EG') === true
 * @example isRtlLocale('id-ID') === false
 */
export function isRtlLocale(code: unknown): boolean {
  return RTL_LANGUAGES.has(primaryOf(resolveLocale(code)));
}
