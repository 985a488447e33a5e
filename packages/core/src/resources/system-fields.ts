import type { FieldDef, Resource } from './define.ts';

/** Columns every table has besides the declared fields (the server adds them to each record). */
export const SYSTEM_FIELDS: Readonly<Record<string, FieldDef>> = {
  id: { kind: 'integer', sort: true },
  created_at: { kind: 'datetime', sort: true },
  updated_at: { kind: 'datetime', sort: true },
};

/**
 * A declared field or one of the system fields by a name from a request or a URL, or undefined for an
 * unknown name (own properties only: `constructor` is no field).
 */
export function fieldOf(resource: Resource, name: string): FieldDef | undefined {
  if (Object.hasOwn(resource.fields, name)) return resource.fields[name];
  return Object.hasOwn(SYSTEM_FIELDS, name) ? SYSTEM_FIELDS[name] : undefined;
}
