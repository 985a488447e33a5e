import {
  DEFAULT_LOCALE,
  isRtlLocale,
  isSafeLocaleCode,
  resolveLocale,
  SUPPORTED_LOCALES,
} from '@kantor/core';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { api } from '../api/api.ts';
import { readStoredLocale, storeLocale } from '../session/storage.ts';

type Bundle = Record<string, unknown>;

// Each locale's namespace files become their own chunks, fetched only when that locale is chosen.
const localeFiles = import.meta.glob<{ default: Bundle }>('../locales/*/*.json');

/** Loads every file of a locale into one bundle keyed by file name (`ui.*`, `resources.*`); common.json at the root. */
export async function loadLocaleBundle(code: string): Promise<Bundle> {
  const bundle: Bundle = {};
  const prefix = `../locales/${code}/`;
  const entries = Object.entries(localeFiles).filter(([path]) => path.startsWith(prefix));
  await Promise.all(
    entries.map(async ([path, load]) => {
      const namespace = path.slice(prefix.length, -'.json'.length);
      const content = (await load()).default;
      // common.json holds several top-level namespaces (common, errors, validation, menu, auth ...).
      if (namespace === 'common') Object.assign(bundle, content);
      else bundle[namespace] = content;
    }),
  );
  return bundle;
}

/** Starts i18next with the stored locale (default id-ID); the chosen locale's files load lazily. */
export async function initI18n(): Promise<I18n> {
  const stored = readStoredLocale();
  const initial = stored && isSafeLocaleCode(stored) ? resolveLocale(stored) : DEFAULT_LOCALE;
  await i18next.use(initReactI18next).init({
    lng: initial,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
    resources: {},
    returnNull: false,
    react: { useSuspense: false },
  });
  await ensureLocale(DEFAULT_LOCALE);
  if (initial !== DEFAULT_LOCALE) await ensureLocale(initial);
  applyDocumentLocale(initial);
  return i18next;
}

async function ensureLocale(code: string): Promise<void> {
  if (i18next.hasResourceBundle(code, 'translation')) return;
  try {
    const bundle = await loadLocaleBundle(code);
    i18next.addResourceBundle(code, 'translation', bundle, true, true);
  } catch {
    // spec §8: a failed locale load is ignored silently; the fallback (id-ID) keeps the labels readable.
  }
}

/** Switches the interface language and keeps the choice in storage; unsafe codes are refused. */
export async function changeLocale(code: string): Promise<boolean> {
  if (!isSafeLocaleCode(code)) return false;
  const locale = resolveLocale(code);
  await ensureLocale(locale);
  await i18next.changeLanguage(locale);
  storeLocale(locale);
  applyDocumentLocale(locale);
  return true;
}

function applyDocumentLocale(code: string): void {
  // the server answers validation messages in the caller's language
  api.setDefaultHeader('Accept-Language', code);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = isRtlLocale(code) ? 'rtl' : 'ltr';
}
