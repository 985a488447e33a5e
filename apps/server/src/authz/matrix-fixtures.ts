import type { Resource } from '@kantor/core';

export const MIXED_PASSWORD = 'Matriks-Rahasia-2026';

/**
 * A deterministic third of every page (by a string hash), so the third role holds lists without views,
 * edits without lists and the like: the combinations the two seeded roles never show.
 */
export function mixedPages(all: ReadonlySet<string>): Set<string> {
  const picked = new Set<string>(['home', 'account']);
  for (const page of all) {
    let hash = 7;
    for (const c of page) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
    if (hash % 3 === 0) picked.add(page);
  }
  return picked;
}

/** Setup whose values steer sign-in and authorisation itself: a marker there would break the run, not test it. */
const STEERING = new Set([
  'users',
  'roles',
  'permissions',
  'grouproleid',
  'setupshowhideroleid',
  'rmenu',
  'tabelkolom',
  'supertabelakun',
]);

/** The field a Hide Kolom rule hides on a resource: its title when that is plain text, else its first text field. */
export function hiddenFieldOf(resource: Resource): string | null {
  if (STEERING.has(resource.name) || resource.readOnly) return null;
  const plain = (name: string) => {
    const field = resource.fields[name];
    return !!field && (field.kind === 'text' || field.kind === 'textarea') && !field.mask && !field.readOnly;
  };
  if (plain(resource.titleField)) return resource.titleField;
  return Object.keys(resource.fields).find(plain) ?? null;
}

/** A value no answer carries unless it leaks the hidden field (`Zq7H12x` + a row number). */
export const markerOf = (index: number) => `Zq7H${index}x`;
