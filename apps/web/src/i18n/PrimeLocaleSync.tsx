import { PrimeReactContext } from 'primereact/api';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Placed inside PrimeReactProvider: moves the provider's own `locale` (InputNumber's default number format,
 * the collation of client-side sorting) to the interface language. The change of context is also what
 * re-renders every mounted PrimeReact component at once, so a paginator whose parent shows no translated
 * text still picks up the labels of PrimeReact's active locale, which primereact-locale.ts has switched.
 */
export function PrimeLocaleSync(): null {
  const setLocale = useContext(PrimeReactContext)?.setLocale;
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (language && setLocale) setLocale(language);
  }, [language, setLocale]);
  return null;
}
