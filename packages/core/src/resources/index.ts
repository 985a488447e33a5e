/** The registry: every declared resource by name (spec §2), plus the DSL they are declared with. */
import type { ResourceName } from '../pages.ts';
import * as declared from './declarations.ts';
import type { Resource } from './define.ts';

export * from './column-words.ts';
export * from './declarations.ts';
export * from './define.ts';
export * from './field-kinds/index.ts';
export { INVOICE_STATES, type InvoiceState } from './rinvoice.resource.ts';
export { RULE_CATEGORY_NAMES } from './setupshowhideroleid.resource.ts';
export * from './state-lock.ts';
export { fieldOf, SYSTEM_FIELDS } from './system-fields.ts';

/** Every resource by its route segment: a plain object of declarations.ts' names (in code-unit order). */
export const RESOURCES: Readonly<Record<ResourceName, Resource>> = { ...declared };

/** The declarations in the order of `RESOURCE_NAMES`. */
export const RESOURCE_LIST: readonly Resource[] = Object.values(RESOURCES);

/**
 * The declaration of a resource, or undefined for an unknown name (inherited keys such as `toString` included).
 *
 * @example getResource('rsupplier')?.titleField // 'nama_supplier'
 */
export function getResource(name: string): Resource | undefined {
  if (Object.hasOwn(RESOURCES, name)) return RESOURCES[name as ResourceName];
  return runtime.get(name);
}

/**
 * Resources declared at run time (user tables, `tabel_*`): not part of `RESOURCES` or `RESOURCE_LIST`
 * (whose walks stay the spec's 65), but found by `getResource`, so the generic routes and screens
 * serve them. The whole set is replaced at once by whoever reloads it (server: from `tabelkolom`;
 * web: from `/api/supertabel/resources`).
 */
let runtime = new Map<string, Resource>();

export function setRuntimeResources(list: readonly Resource[]): void {
  const next = new Map<string, Resource>();
  for (const resource of list) {
    // a runtime declaration never shadows a declared resource
    if (!Object.hasOwn(RESOURCES, resource.name)) next.set(resource.name, resource);
  }
  runtime = next;
}

export function runtimeResources(): Resource[] {
  return [...runtime.values()];
}

/**
 * Whether a string names a declared resource.
 *
 * @example isResourceName('rinvoice') // true
 */
export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(RESOURCES, name);
}
