import { AutoComplete } from 'primereact/autocomplete';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownRoutes, menuEntries, type RouteOption, suggestRoutes } from './known-routes.ts';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Menu entries (Replace Menu, Buat Menu Manual, Hide Menu) instead of every page. */
  menu?: boolean;
  invalid?: boolean;
};

/**
 * Route picker: suggestions from core (resource lists and forms, extra routes, tool and admin pages,
 * side-menu entries); anything may be typed, a trailing `*` included.
 */
export function RoutePicker({ id, value, onChange, menu = false, invalid }: Props) {
  const { t } = useTranslation();
  const options = useMemo<RouteOption[]>(
    () => (menu ? menuEntries().map((e) => ({ route: e.route, kind: 'menu' as const })) : knownRoutes()),
    [menu],
  );
  const labels = useMemo(() => new Map(menuEntries().map((e) => [e.route, e.label])), []);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const picker = useRef<AutoComplete>(null);
  return (
    <AutoComplete
      ref={picker}
      inputId={id}
      value={value}
      suggestions={suggestions}
      completeMethod={(e) => setSuggestions(suggestRoutes(e.query, options))}
      onChange={(e) => onChange(typeof e.value === 'string' ? e.value : String(e.value ?? ''))}
      dropdown
      dropdownAriaLabel={t('roles.rules.routeSuggestions')}
      placeholder={menu ? '/rsupplier' : '/rsupplier, /rsupplier/add, /rsup*'}
      invalid={invalid}
      className="rule-route-picker"
      // the list closes when the field loses focus (issue 36: it stayed open over the next field when
      // focus moved by keyboard or script); a press on the list keeps the focus in the field, so a
      // pick still lands
      onBlur={() => picker.current?.hide()}
      pt={{ panel: { onMouseDown: (event) => event.preventDefault() } }}
      itemTemplate={(route: string) => (
        <span className="rule-route-option">
          <code>{route}</code>
          {labels.has(route) && <small>{t(labels.get(route)!)}</small>}
        </span>
      )}
    />
  );
}
