import { DEBOUNCE_MS, RELATIONS_MAX } from '@kantor/core';
import { MultiSelect } from 'primereact/multiselect';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOptions } from '../api-hooks.ts';
import { loadRelationLabels } from '../relation-labels.ts';
import type { Option } from '../resource-fields.ts';

export type RelationsPickerProps = {
  /** The target resource (`/api/{target}/options`). */
  target: string;
  /** The chosen ids, in their order. */
  value: readonly (string | number)[];
  onChange: (value: (string | number)[]) => void;
  inputId?: string;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
};

/** Options by id, the later ones winning (a fresher label). */
function merge(...lists: readonly Option[][]): Option[] {
  const byId = new Map<string, Option>();
  for (const list of lists) for (const option of list) byId.set(String(option.value), option);
  return [...byId.values()];
}

/**
 * Several records of another resource (a `relations` field): a filterable multiple choice whose chosen
 * records show as chips. The options are the target's (`/api/{target}/options`): the first page when
 * the panel opens, a search as the user types in its filter (debounced), and the chosen ones by id so
 * their chips carry their labels.
 */
export function RelationsPicker({
  target,
  value,
  onChange,
  inputId,
  disabled,
  invalid,
  placeholder,
}: RelationsPickerProps) {
  const { t } = useTranslation();
  const [found, setFound] = useState<Option[]>([]);
  const [chosen, setChosen] = useState<Option[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const key = value.map(String).join(',');

  // the chosen records' labels (a record's ids, or ids set from outside)
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    if (ids.length === 0) return;
    let live = true;
    loadRelationLabels(target, ids)
      .then((labels) => {
        if (live) setChosen([...labels].map(([id, label]) => ({ value: numeric(id), label })));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, target]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      fetchOptions(target, { search: text.trim(), limit: '50' })
        .then(setFound)
        .catch(() => setFound([]));
    }, DEBOUNCE_MS);
  };

  const unknown = value
    .filter((id) => !chosen.some((o) => String(o.value) === String(id)))
    .map((id) => ({ value: id, label: `#${id}` }));
  return (
    <MultiSelect
      inputId={inputId}
      value={[...value]}
      options={merge(unknown, chosen, found)}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange((event.value as (string | number)[] | null) ?? [])}
      onShow={() => search('')}
      filter
      onFilter={(event) => search(event.filter)}
      display="chip"
      selectionLimit={RELATIONS_MAX}
      showSelectAll={false}
      emptyFilterMessage={t('list.form.noResults')}
      emptyMessage={t('list.form.noResults')}
      disabled={disabled}
      invalid={invalid}
      placeholder={placeholder ?? t('list.form.relationPlaceholder')}
      className="resource-input"
      panelClassName="resource-overlay"
    />
  );
}

/** An id as the API answers it: a number when it is one. */
const numeric = (id: string): string | number => (/^\d{1,15}$/.test(id) ? Number(id) : id);
