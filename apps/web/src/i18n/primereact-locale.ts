import { DEFAULT_LOCALE } from '@kantor/core';
import type { i18n as I18n } from 'i18next';
import {
  addLocale,
  ariaLabel,
  type LocaleOptions,
  locale,
  localeOptions,
  type PrimeReactPTOptions,
} from 'primereact/api';
import type { CheckboxPassThroughMethodOptions } from 'primereact/checkbox';
import { calendarNames } from './calendar-names.ts';

/**
 * PrimeReact's own labels (paginator and calendar buttons, empty messages, confirm Yes/No, filter match
 * modes, the aria labels it generates) in the interface language. The words come from the lazily loaded
 * `primereact` namespace (locales/<code>/primereact.json, keys as PrimeReact names them); the calendar
 * names from Intl (calendar-names.ts). Each interface language is registered under its own code and made
 * PrimeReact's active locale whenever i18next switches, so mounted components follow on their next render.
 */
export const PRIMEREACT_NAMESPACE = 'primereact';

/** A PrimeReact locale as registered: its typings omit a few keys the library has (`completed`, …). */
export type PrimeLocale = LocaleOptions & Record<string, unknown>;
type Words = Record<string, string>;

// Read before anything is registered: the English table every locale is completed from.
const ENGLISH = { ...(localeOptions('en') as PrimeLocale) };
const ENGLISH_ARIA = { ...(ENGLISH.aria as Words) };

/** English PrimeReact's locale, for comparisons (tests) and as the base of every other one. */
export function englishPrimeLocale(): PrimeLocale {
  return { ...ENGLISH, aria: { ...ENGLISH_ARIA } };
}

function stringsOf(value: unknown): Words {
  const words: Words = {};
  if (value === null || typeof value !== 'object') return words;
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') words[key] = text;
  return words;
}

/**
 * The PrimeReact locale of an interface language from its namespace content (`undefined` before the
 * namespace has loaded: then the calendar names are already the language's, the words still English).
 */
export function primeLocaleOptions(code: string, namespace: unknown): PrimeLocale {
  const words = stringsOf(namespace);
  const aria =
    namespace !== null && typeof namespace === 'object' ? (namespace as Record<string, unknown>).aria : null;
  return {
    ...ENGLISH,
    ...words,
    ...calendarNames(code),
    // addLocale copies only the top level: a missing aria key would otherwise be no label at all
    aria: { ...ENGLISH_ARIA, ...stringsOf(aria) },
  };
}

/** The namespace content for a language, falling back to the app's default language like i18next does. */
function namespaceOf(i18n: I18n, code: string): unknown {
  return (
    i18n.getResource(code, 'translation', PRIMEREACT_NAMESPACE) ??
    i18n.getResource(DEFAULT_LOCALE, 'translation', PRIMEREACT_NAMESPACE)
  );
}

/** The namespace content each language was last registered from. */
const registeredFrom = new Map<string, unknown>();

/**
 * Registers the PrimeReact locale of `code` from what `i18n` holds and makes it the active one. Every
 * namespace that arrives asks again (bindPrimeLocale): a language already registered from the same
 * `primereact` words is only made active (building the locale asks Intl for ~40 names: a profile of
 * `/home` showed it at start, repeated per namespace).
 */
export function activatePrimeLocale(i18n: I18n, code: string): void {
  const namespace = namespaceOf(i18n, code);
  if (!registeredFrom.has(code) || registeredFrom.get(code) !== namespace) {
    addLocale(code, primeLocaleOptions(code, namespace));
    registeredFrom.set(code, namespace);
  }
  locale(code);
}

/** The active PrimeReact locale (PrimeReactProvider's initial `locale`: it would reset it to 'en'). */
export function activePrimeLocale(): string {
  // an empty code reads the active locale without changing it
  return locale('').locale;
}

const bound = new WeakSet<I18n>();

/**
 * Keeps PrimeReact's active locale on `i18n`'s language: now, on every language change, and again when
 * locale texts arrive (the namespace loads after sign-in). Binding an instance twice does nothing.
 */
export function bindPrimeLocale(i18n: I18n): void {
  if (bound.has(i18n)) return;
  bound.add(i18n);
  const follow = () => {
    if (i18n.language) activatePrimeLocale(i18n, i18n.language);
  };
  i18n.on('languageChanged', follow);
  i18n.store.on('added', follow);
  follow();
}

/**
 * For PrimeReactProvider's `pt`. DataTable's bundle carries a private copy of PrimeReact's English locale
 * for a few aria labels, out of addLocale's reach; the select-all checkbox ("All items unselected") gets
 * its label from the active locale here instead. (The copy also names the column filter menu's buttons,
 * which Kantor does not show. The Paginator's bundle has its own copy, which named its rows-per-page
 * choice "Jump to Page Dropdown": ui/ListTable.tsx draws that choice through the Paginator's template.)
 */
export const PRIME_LOCALE_PT: PrimeReactPTOptions = {
  datatable: {
    column: {
      headerCheckbox: {
        input: ({ props }: CheckboxPassThroughMethodOptions) => ({
          'aria-label': ariaLabel(props.checked ? 'selectAll' : 'unselectAll', {}),
        }),
      },
    },
  },
};
