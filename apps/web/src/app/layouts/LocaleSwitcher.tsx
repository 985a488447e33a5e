import { LOCALE_NAMES, type LocaleCode, SUPPORTED_LOCALES } from '@kantor/core';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n/i18n.ts';

/**
 * Interface language picker; the choice is kept in storage under `APP_{PRODUCT}_LOCALE`. A native
 * select: it is on the login route, whose first load must stay small, and phones show their own picker.
 */
export function LocaleSwitcher() {
  const { i18n, t } = useTranslation();
  return (
    <select
      className="locale-switcher p-inputtext"
      value={i18n.language}
      onChange={(e) => void changeLocale(e.target.value)}
      aria-label={t('common.language')}
      data-testid="locale-switcher"
    >
      {SUPPORTED_LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code as LocaleCode]}
        </option>
      ))}
    </select>
  );
}
