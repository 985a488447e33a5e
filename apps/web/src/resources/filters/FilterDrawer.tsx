import type { Resource } from '@kantor/core';
import { Button } from 'primereact/button';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../ui/index.ts';
import { fieldLabelKey, filterFields } from '../resource-fields.ts';
import { FilterInput } from './FilterInput.tsx';

export type FilterDrawerProps = {
  resource: Resource;
  visible: boolean;
  onHide: () => void;
  filters: Readonly<Record<string, string>>;
  onApply: (filters: Record<string, string>) => void;
  /** The sidebar's fields (default: the resource's filter fields); role rules may hide some. */
  names?: readonly string[];
  /** A filter's label (default: the translated field label); role rules may rename it. */
  labelOf?: (name: string) => string;
  /** The sidebar's heading (default: 'Filter Data'); a Rename Filter Sidebar rule may set it. */
  title?: string | null;
};

/** The filter sidebar: one input per `filter: true` field, applied together. */
export function FilterDrawer({
  resource,
  visible,
  onHide,
  filters,
  onApply,
  labelOf,
  title,
  ...props
}: FilterDrawerProps) {
  const { t } = useTranslation();
  const idPrefix = useId().replace(/:/g, '');
  const [draft, setDraft] = useState<Record<string, string>>({ ...filters });
  const names = props.names ?? filterFields(resource);
  const heading = title || t('list.filters.title');

  // Each opening starts from the filters in force.
  useEffect(() => {
    if (visible) setDraft({ ...filters });
  }, [visible, filters]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const kept = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
    onApply(kept);
  };

  return (
    <SideDrawer
      visible={visible}
      onHide={onHide}
      title={heading}
      size="sm"
      scope={`filters-${resource.name}`}
    >
      {names.length === 0 ? (
        <p>{t('list.filters.none')}</p>
      ) : (
        <form className="resource-filters" onSubmit={apply} aria-label={heading}>
          {names.map((name) => {
            const label = labelOf ? labelOf(name) : t(fieldLabelKey(resource, name));
            const inputId = `${idPrefix}-filter-${name}`;
            return (
              <div key={name} className="resource-field">
                <label htmlFor={inputId}>{label}</label>
                <FilterInput
                  name={name}
                  field={resource.fields[name]!}
                  label={label}
                  inputId={inputId}
                  values={draft}
                  onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
                />
              </div>
            );
          })}
          <div className="resource-form-actions">
            <Button
              type="button"
              label={t('list.filters.reset')}
              severity="secondary"
              outlined
              onClick={() => onApply({})}
            />
            <Button type="submit" label={t('list.filters.apply')} icon="pi pi-filter" />
          </div>
        </form>
      )}
    </SideDrawer>
  );
}
