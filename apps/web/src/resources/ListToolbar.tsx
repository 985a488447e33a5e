import { debounce, type Resource } from '@kantor/core';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigureGear } from '../app/configure/ConfigureGear.tsx';
import { useConfiguring } from '../app/configure/configure-mode.ts';
import { fieldLabelKey, filterFields, selectableColumns } from './resource-fields.ts';

export type ListToolbarProps = {
  resource: Resource;
  search: string;
  onSearch: (text: string) => void;
  filterCount: number;
  onOpenFilters: () => void;
  columns: string[];
  onColumns: (columns: string[]) => void;
  canAdd: boolean;
  onAdd: () => void;
  selectedCount: number;
  onDeleteSelected: () => void;
  onRefresh: () => void;
  /** Columns the chooser offers (default: every selectable column); the role's hidden ones left out. */
  columnNames?: readonly string[];
  /** A column's label (default: the translated field label); role rules may replace it. */
  labelOf?: (name: string) => string;
  /** Whether the filter button shows (default: the resource has filter fields). */
  hasFilters?: boolean;
  /** More buttons at the end (saved views, import, export). */
  extra?: ReactNode;
};

/** Search (debounced 500 ms), filters, column chooser, add and bulk delete above the list. */
export function ListToolbar(props: ListToolbarProps) {
  const { resource, search, onSearch, filterCount, columns, selectedCount } = props;
  const { t } = useTranslation();
  const configuring = useConfiguring();
  const [text, setText] = useState(search);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const send = useMemo(() => debounce((value: string) => latest.current(value)), []);
  useEffect(() => () => send.cancel(), [send]);
  // The URL may change under us (back button, a link): show its search unless the user is typing.
  useEffect(() => {
    if (!send.pending()) setText(search);
  }, [search, send]);

  const { columnNames, labelOf } = props;
  const columnOptions = useMemo(
    () =>
      (columnNames ?? selectableColumns(resource)).map((name) => ({
        value: name,
        label: labelOf ? labelOf(name) : t(fieldLabelKey(resource, name)),
      })),
    [resource, t, columnNames, labelOf],
  );
  const hasFilters = props.hasFilters ?? filterFields(resource).length > 0;

  return (
    <div className="resource-toolbar">
      <IconField iconPosition="left" className="resource-search">
        <InputIcon className="pi pi-search" />
        <InputText
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            send(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') send.flush();
          }}
          placeholder={t('list.search.placeholder')}
          aria-label={t('list.search.label')}
          className="resource-input"
        />
      </IconField>
      {hasFilters && (
        <Button
          type="button"
          icon="pi pi-filter"
          label={t('list.filters.open')}
          outlined
          badge={filterCount > 0 ? String(filterCount) : undefined}
          aria-label={
            filterCount > 0
              ? `${t('list.filters.open')} (${t('list.filters.active', { count: filterCount })})`
              : undefined
          }
          onClick={props.onOpenFilters}
        />
      )}
      <MultiSelect
        value={columns}
        options={columnOptions}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => props.onColumns(event.value as string[])}
        placeholder={t('list.columns.choose')}
        selectedItemsLabel={t('list.columns.selected', { count: columns.length })}
        maxSelectedLabels={0}
        aria-label={t('list.columns.choose')}
        dropdownIcon="pi pi-table"
        panelClassName="resource-overlay"
      />
      <Button
        type="button"
        icon="pi pi-refresh"
        text
        aria-label={t('list.actions.refresh')}
        title={t('list.actions.refresh')}
        onClick={props.onRefresh}
      />
      <div className="resource-toolbar-end">
        {props.extra}
        {selectedCount > 0 && (
          <Button
            type="button"
            icon="pi pi-trash"
            severity="danger"
            label={t('list.actions.deleteSelected', { count: selectedCount })}
            onClick={props.onDeleteSelected}
          />
        )}
        {props.canAdd && (
          <Button type="button" icon="pi pi-plus" label={t('list.actions.add')} onClick={props.onAdd} />
        )}
        {props.canAdd && configuring && (
          <ConfigureGear
            target={{ kind: 'action', route: `/${resource.name}`, name: 'add', label: t('list.actions.add') }}
          />
        )}
      </div>
    </div>
  );
}
