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

/** The options of a `select` field, from `OPTIONS` or inline values. */
export function optionsOf(field: FieldDef): Option[] {
  if (!field.options) return [];
  if (typeof field.options === 'string') {
    return OPTIONS[field.options as OptionListName].map((o) => ({ value: o.value, label: o.label }));
  }
  return field.options.map((value) => ({ value, label: String(value) }));
}

/** The label of a select value ('unpaid' for paymentStatus 0), or the value itself. */
export function optionLabel(field: FieldDef, value: unknown): string {
  const found = optionsOf(field).find((o) => String(o.value) === String(value));
  return found ? found.label : String(value);
}
