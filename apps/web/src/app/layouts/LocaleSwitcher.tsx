import { LOCALE_NAMES, type LocaleCode, SUPPORTED_LOCALES } from '@kantor/core';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n/i18n.ts';

const options = SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code as LocaleCode] }));

/** Interface language picker; the choice is kept in storage under `APP_{PRODUCT}_LOCALE`. */
export function LocaleSwitcher() {
  const { i18n, t } = useTranslation();
  return (
    <Dropdown
      value={i18n.language}
      options={options}
      onChange={(e) => void changeLocale(String(e.value))}
      aria-label={t('common.language')}
      className="locale-switcher"
      data-testid="locale-switcher"
      pt={{ input: { 'data-testid': 'locale-switcher-value' } as Record<string, string> }}
    />
  );
}
