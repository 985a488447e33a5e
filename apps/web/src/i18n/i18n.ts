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

/**
 * Namespaces every page may need before sign-in: the landing page, sign-in, the account pages, errors
 * and dialogs. The others (one per domain) load once something asks for them (the signed-in layout asks
 * for all), so the sign-in page downloads a fraction of the text.
 */
export const PUBLIC_NAMESPACES: readonly string[] = ['common', 'account', 'ui'];

/** Namespaces wanted so far in this session: loaded for the current locale and the fallback. */
const wanted = new Set<string>(PUBLIC_NAMESPACES);
let wantAll = false;
/** Per locale, the namespace files already added to i18next. */
const loaded = new Map<string, Set<string>>();

/** A locale's namespace files: each one's name (its file name) and its loader. */
function localeEntries(code: string): { namespace: string; load: () => Promise<{ default: Bundle }> }[] {
  const prefix = `../locales/${code}/`;
  return Object.entries(localeFiles)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, load]) => ({ namespace: path.slice(prefix.length, -'.json'.length), load }));
}

/**
 * Loads files of a locale into one bundle keyed by file name (`ui.*`, `resources.*`); common.json at the
 * root. `only` limits it to some namespaces (all by default).
 */
export async function loadLocaleBundle(code: string, only?: ReadonlySet<string>): Promise<Bundle> {
  const bundle: Bundle = {};
  const entries = localeEntries(code).filter(({ namespace }) => !only || only.has(namespace));
  await Promise.all(
    entries.map(async ({ namespace, load }) => {
      const content = (await load()).default;
      // common.json holds several top-level namespaces (common, errors, validation, menu, auth ...).
      if (namespace === 'common') Object.assign(bundle, content);
      else bundle[namespace] = content;
    }),
  );
  return bundle;
}

/** The locale a page load starts in: the stored choice, else id-ID. */
export function initialLocale(): string {
  const stored = readStoredLocale();
  return stored && isSafeLocaleCode(stored) ? resolveLocale(stored) : DEFAULT_LOCALE;
}

/** Whether the locale sets the page's `lang` and `dir` (not on a page of the public site's own). */
let ownsDocument = true;

/**
 * Starts i18next with the stored locale (default id-ID); the chosen locale's files load lazily.
 * `namespaces`: the ones to load first, instead of PUBLIC_NAMESPACES (the public site's chat widget
 * wants only `chat`). `ownsDocument: false` (the widget, a guest on the site's page) leaves the page's
 * `lang` and `dir` alone: the caller sets them on its own element (`localeAttributes`).
 */
export async function initI18n(
  options: { namespaces?: readonly string[]; ownsDocument?: boolean } = {},
): Promise<I18n> {
  ownsDocument = options.ownsDocument ?? true;
  if (options.namespaces) {
    wanted.clear();
    for (const name of options.namespaces) wanted.add(name);
  }
  const initial = initialLocale();
  await i18next.use(initReactI18next).init({
    lng: initial,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    interpolation: { escapeValue: false, prefix: '{{', suffix: '}}' },
    resources: {},
    returnNull: false,
    react: { useSuspense: false },
  });
  // PrimeReact's own labels follow the language once PrimeReact is loaded: whoever loads it binds
  // (`bindPrimeLocale`: app/AppProviders.tsx, the chat widget), so the sign-in page carries none of it
  await ensureLocale(DEFAULT_LOCALE);
  if (initial !== DEFAULT_LOCALE) await ensureLocale(initial);
  applyDocumentLocale(initial);
  return i18next;
}

function allNamespaces(code: string): Set<string> {
  return new Set(localeEntries(code).map(({ namespace }) => namespace));
}

async function ensureLocale(code: string): Promise<void> {
  const have = loaded.get(code) ?? new Set<string>();
  const missing = new Set([...(wantAll ? allNamespaces(code) : wanted)].filter((ns) => !have.has(ns)));
  if (missing.size === 0) return;
  try {
    const bundle = await loadLocaleBundle(code, missing);
    i18next.addResourceBundle(code, 'translation', bundle, true, true);
    // read again: another load of this locale may have ended meanwhile
    loaded.set(code, new Set([...(loaded.get(code) ?? []), ...missing]));
  } catch {
    // spec §8: a failed locale load is ignored silently; the fallback (id-ID) keeps the labels readable.
  }
}

/**
 * Makes namespaces available (`'all'`: every one) in the current locale and the fallback; resolves
 * when their texts are in. Locales chosen later load them too.
 */
export async function requireNamespaces(names: readonly string[] | 'all'): Promise<void> {
  if (names === 'all') wantAll = true;
  else for (const name of names) wanted.add(name);
  const current = i18next.language ?? DEFAULT_LOCALE;
  await Promise.all([
    ensureLocale(DEFAULT_LOCALE),
    current !== DEFAULT_LOCALE ? ensureLocale(current) : null,
  ]);
}

/**
 * Starts fetching every namespace's file of the locale and the fallback without adding them: a
 * signed-in page load calls it at once, so the texts are in the browser by the time the main layout
 * asks for them (`requireNamespaces('all')`), instead of being fetched only once it has rendered.
 */
export function prefetchAllNamespaces(code: string): void {
  for (const locale of new Set([DEFAULT_LOCALE, resolveLocale(code)])) {
    // a failure shows later, where the texts are required (and ignored there, spec §8)
    for (const { load } of localeEntries(locale)) load().catch(() => undefined);
  }
}

/** Whether `requireNamespaces(names)` would load nothing more for the current locale. */
export function namespacesReady(names: readonly string[] | 'all'): boolean {
  const current = i18next.language ?? DEFAULT_LOCALE;
  const have = loaded.get(current);
  if (!have) return false;
  const need = names === 'all' ? allNamespaces(current) : names;
  return [...need].every((ns) => have.has(ns));
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

/** The `lang` and `dir` of an element that speaks the current locale. */
export function localeAttributes(): { lang: string; dir: 'rtl' | 'ltr' } {
  const code = i18next.language ?? DEFAULT_LOCALE;
  return { lang: code, dir: isRtlLocale(code) ? 'rtl' : 'ltr' };
}

function applyDocumentLocale(code: string): void {
  // the server answers validation messages in the caller's language
  api.setDefaultHeader('Accept-Language', code);
  if (typeof document === 'undefined' || !ownsDocument) return;
  document.documentElement.lang = code;
  document.documentElement.dir = isRtlLocale(code) ? 'rtl' : 'ltr';
}
