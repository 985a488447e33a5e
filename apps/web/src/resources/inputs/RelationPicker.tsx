import { DEBOUNCE_MS } from '@kantor/core';
import { AutoComplete, type AutoCompleteChangeEvent } from 'primereact/autocomplete';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOptions } from '../api-hooks.ts';
import type { Option } from '../resource-fields.ts';

export type RelationPickerProps = {
  /** The target resource (`/api/{target}/options`). */
  target: string;
  value: string | number | null;
  /** The label of the current value when known (`{field}_label`); otherwise fetched by id. */
  label?: string | null;
  /** Extra options filters, e.g. `{ province_code: '32' }` for a regency under a province. */
  params?: Readonly<Record<string, string>>;
  onChange: (value: string | number | null, label: string | null) => void;
  inputId?: string;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
};

const same = (a: unknown, b: unknown) => a !== null && b !== null && String(a) === String(b);

/**
 * A searchable picker of another resource's records: searches `/api/{target}/options?search=` as the
 * user types (debounced 500 ms), offers every option from the dropdown button, and accepts only a
 * listed record.
 *
 * Typed text is never a value: `change` keeps it as `typed` until an option is picked, and a blur drops
 * it (the picker shows the chosen record again). PrimeReact's own `forceSelection` is not used: it clears
 * the value on the blur a click on an option causes (mousedown), so picking a record first told the form
 * "empty" (clearing fields that depend on it) and, on a slow machine, re-rendered between the mousedown
 * and the click, which then fell on nothing.
 */
export function RelationPicker({
  target,
  value,
  label,
  params,
  onChange,
  inputId,
  disabled,
  invalid,
  placeholder,
}: RelationPickerProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Option | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Option[]>([]);

  // Follows the value from outside: cleared by a parent region, set from a record or the URL.
  useEffect(() => {
    if (value === null || value === '') {
      setSelected(null);
      return;
    }
    if (selected && same(selected.value, value)) return;
    if (label) {
      setSelected({ value, label });
      return;
    }
    let live = true;
    fetchOptions(target, { id: String(value) })
      .then((found) => {
        if (live) setSelected(found.find((o) => same(o.value, value)) ?? { value, label: String(value) });
      })
      .catch(() => {
        if (live) setSelected({ value, label: String(value) });
      });
    return () => {
      live = false;
    };
  }, [value, label, target, selected]);

  const search = async (query: string) => {
    try {
      setSuggestions(await fetchOptions(target, { ...params, search: query.trim() }));
    } catch {
      setSuggestions([]);
    }
  };

  const change = (event: AutoCompleteChangeEvent<Option | string | null>) => {
    const next = event.value;
    if (typeof next === 'string') {
      setTyped(next);
      if (next === '' && value !== null) onChange(null, null);
      return;
    }
    setTyped(null);
    setSelected(next);
    onChange(next ? next.value : null, next ? next.label : null);
  };

  return (
    <AutoComplete
      inputId={inputId}
      value={typed ?? selected}
      suggestions={suggestions}
      completeMethod={(event) => void search(event.query)}
      field="label"
      onChange={change}
      onBlur={() => setTyped(null)}
      delay={DEBOUNCE_MS}
      dropdown
      dropdownAriaLabel={t('list.form.showOptions')}
      showEmptyMessage
      emptyMessage={t('list.form.noResults')}
      disabled={disabled}
      invalid={invalid}
      placeholder={placeholder ?? t('list.form.relationPlaceholder')}
      className="resource-input"
      panelClassName="resource-overlay"
      inputClassName="resource-input"
    />
  );
}
