import type { Resource } from '@kantor/core';
import { Chip } from 'primereact/chip';
import { useTranslation } from 'react-i18next';
import { formatValueText } from './display.ts';
import type { RouteFilter } from './list-query.ts';
import { fieldLabelKey, fieldOf, optionTextOf } from './resource-fields.ts';

export type RouteFilterChipProps = {
  resource: Resource;
  filter: RouteFilter;
  /** The relation label of the filtered value, when a record shows it. */
  label?: unknown;
  onRemove: () => void;
  /** The field's label (default: the translated one); role rules may replace it. */
  fieldLabel?: string;
};

/** The filter of a `/x/{field}/{value}` route, shown as a chip whose removal opens the plain list. */
export function RouteFilterChip({ resource, filter, label, onRemove, ...props }: RouteFilterChipProps) {
  const { t, i18n } = useTranslation();
  const field = fieldOf(resource, filter.field);
  const fieldLabel = props.fieldLabel ?? (field ? t(fieldLabelKey(resource, filter.field)) : filter.field);
  const value = field
    ? formatValueText(field, filter.value, {
        language: i18n.language,
        yes: t('common.yes'),
        no: t('common.no'),
        option: optionTextOf(t),
        label,
      })
    : filter.value;
  return (
    <div className="resource-chips">
      <Chip
        label={t('list.filters.route', { field: fieldLabel, value: value || filter.value })}
        icon="pi pi-filter"
        removable
        removeIcon="pi pi-times-circle"
        onRemove={() => {
          onRemove();
          return true;
        }}
        pt={{ removeIcon: { 'aria-label': t('list.filters.removeRoute', { field: fieldLabel }) } }}
      />
    </div>
  );
}
