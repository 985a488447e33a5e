/**
 * What the generic screens read from a resource declaration: list columns, filters, form inputs,
 * option lists and labels. Pure functions, no React.
 */
import {
  type FieldDef,
  fieldOf,
  OPTIONS,
  type OptionListName,
  type Resource,
  SYSTEM_FIELDS,
} from '@kantor/core';
import type { TFunction } from 'i18next';

// the field lookup is core's (the server reads a request's field names with it too)
export { fieldOf, SYSTEM_FIELDS };

export type Option = { value: string | number; label: string };

/** What a record is called on screen: its title field, else its id ('CV Maju' in 'Lihat CV Maju'). */
export function recordName(resource: Resource, record: Readonly<Record<string, unknown>>): string {
  return String(record[resource.titleField] ?? record.id);
}

/** The i18n key of a field's label (declared key, the resource's field key, or a system label). */
export function fieldLabelKey(resource: Resource, name: string): string {
  const field = resource.fields[name];
  if (field?.labelKey) return field.labelKey;
  if (!field && Object.hasOwn(SYSTEM_FIELDS, name)) return `list.system.${name}`;
  return `resources.${resource.name}.fields.${name}`;
}

/** Fields the client may see (hidden ones never leave the server). */
export function visibleFields(resource: Resource): string[] {
  return resource.fieldNames.filter((name) => !resource.fields[name]!.hidden);
}

/** The default list columns: fields flagged `list`, else the first five visible ones. */
export function listColumns(resource: Resource): string[] {
  const flagged = visibleFields(resource).filter((name) => resource.fields[name]!.list);
  return flagged.length > 0 ? flagged : visibleFields(resource).slice(0, 5);
}

/** Columns the column chooser offers: every visible field except JSON blobs, plus the system dates. */
export function selectableColumns(resource: Resource): string[] {
  return [...visibleFields(resource), 'id', 'created_at', 'updated_at'];
}

/** Fields of the filter sidebar. */
export function filterFields(resource: Resource): string[] {
  return visibleFields(resource).filter((name) => resource.fields[name]!.filter);
}

/** Whether a column can be sorted by the server. */
export function isSortable(resource: Resource, name: string): boolean {
  return Boolean(fieldOf(resource, name)?.sort);
}

/**
 * Form inputs: not read-only, not the owner, and not hidden, except passwords (hidden because they
 * are never sent back, but written through the form).
 */
export function formFields(resource: Resource): string[] {
  return resource.fieldNames.filter((name) => {
    const field = resource.fields[name]!;
    if (field.readOnly || name === resource.owner) return false;
    return !field.hidden || field.kind === 'password';
  });
}

/**
 * A fixed option's label in the reader's language: `options.{list}.{value}` of the locale files
 * (`Aktif` for the stored `Active`, `Belum dibayar` for paymentStatus 0), else the declared label.
 * Stored values never change (spec §3): only what is shown does.
 */
export type OptionText = (list: string, value: string | number, label: string) => string;

/** The option labels of an i18next `t`: one line, so every screen translates them the same way. */
export function optionTextOf(t: TFunction): OptionText {
  return (list, value, label) => t(`options.${list}.${String(value)}`, { defaultValue: label });
}

/** The options of a `select` field, from `OPTIONS` (labels in the reader's language) or inline values. */
export function optionsOf(field: FieldDef, text?: OptionText): Option[] {
  if (!field.options) return [];
  if (typeof field.options === 'string') {
    const list = field.options;
    return OPTIONS[list as OptionListName].map((o) => ({
      value: o.value,
      label: text ? text(list, o.value, o.label) : o.label,
    }));
  }
  return field.options.map((value) => ({ value, label: String(value) }));
}

/** The label of a select value ('Belum dibayar' for paymentStatus 0 in Indonesian), or the value itself. */
export function optionLabel(field: FieldDef, value: unknown, text?: OptionText): string {
  const found = optionsOf(field, text).find((o) => String(o.value) === String(value));
  return found ? found.label : String(value);
}
