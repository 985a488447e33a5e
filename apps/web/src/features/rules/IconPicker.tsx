import { Dropdown } from 'primereact/dropdown';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A few icons offered before the full PrimeIcons list has loaded (and in tests). */
const COMMON = [
  'pi pi-tags',
  'pi pi-external-link',
  'pi pi-home',
  'pi pi-user',
  'pi pi-print',
  'pi pi-file',
  'pi pi-eye',
  'pi pi-pencil',
  'pi pi-check',
  'pi pi-star',
];

let loaded: Promise<string[]> | null = null;

/** Every PrimeIcons class name (`pi pi-…`), read from the icon font's own stylesheet (a lazy chunk). */
export function primeIconNames(): Promise<string[]> {
  loaded ??= import('primeicons/primeicons.css?raw')
    .then((m) => {
      const names = [...(m.default as string).matchAll(/\.pi-([a-z0-9-]+):before/g)].map(
        (x) => `pi pi-${x[1]}`,
      );
      return [...new Set([...COMMON, ...names.sort()])];
    })
    .catch(() => COMMON);
  return loaded;
}

type Props = { id: string; value: string; onChange: (value: string) => void; placeholder?: string };

/** Picks a PrimeIcons name, showing each icon; a name outside the list may still be typed. */
export function IconPicker({ id, value, onChange, placeholder }: Props) {
  const { t } = useTranslation();
  const [names, setNames] = useState<string[]>(COMMON);
  useEffect(() => {
    let live = true;
    void primeIconNames().then((all) => live && setNames(all));
    return () => {
      live = false;
    };
  }, []);
  const options = value && !names.includes(value) ? [value, ...names] : names;
  const item = (name: string | null) =>
    name ? (
      <span className="rule-icon-option">
        <i className={name} aria-hidden /> <code>{name}</code>
      </span>
    ) : (
      <span>{placeholder ?? t('roles.rules.defaultIcon')}</span>
    );
  return (
    <Dropdown
      inputId={id}
      value={value || null}
      options={options}
      onChange={(e) => onChange(e.value ?? '')}
      filter
      showClear
      editable
      itemTemplate={item}
      valueTemplate={(name: string | null) => item(name)}
      placeholder={placeholder ?? t('roles.rules.defaultIcon')}
      virtualScrollerOptions={{ itemSize: 36 }}
    />
  );
}
