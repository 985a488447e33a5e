/** Selection logic of the permission grid, without React: rows, columns, everything, and the change to save. */
import type { GridRow } from '@kantor/core';

export type Tri = 'all' | 'some' | 'none';

/** Every page of a row (its standard actions and its extra routes). */
export const rowPages = (row: GridRow): string[] => [...row.cells, ...row.extras].map((c) => c.page);

/** The pages of one action column over the given rows. */
export const columnPages = (rows: readonly GridRow[], action: string): string[] =>
  rows.flatMap((row) => row.cells.filter((c) => c.action === action).map((c) => c.page));

/** A copy of the selection with `pages` turned on or off. */
export function setPages(selected: ReadonlySet<string>, pages: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const page of pages) {
    if (on) next.add(page);
    else next.delete(page);
  }
  return next;
}

export function stateOf(selected: ReadonlySet<string>, pages: readonly string[]): Tri {
  const held = pages.filter((p) => selected.has(p)).length;
  return held === 0 ? 'none' : held === pages.length ? 'all' : 'some';
}

/** Clicking a tri-state box: anything but "all" selects all, "all" clears. */
export const toggleAll = (selected: ReadonlySet<string>, pages: readonly string[]) =>
  setPages(selected, pages, stateOf(selected, pages) !== 'all');

/** Rows whose name, title or pages contain the text (case-insensitive). */
export function filterRows(
  rows: readonly GridRow[],
  text: string,
  titleOf: (name: string) => string,
): GridRow[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter(
    (row) =>
      row.name.toLowerCase().includes(needle) ||
      titleOf(row.name).toLowerCase().includes(needle) ||
      row.extras.some((c) => c.page.toLowerCase().includes(needle)),
  );
}

/** What to send: pages newly selected and pages no longer selected (sorted). */
export function diffSelection(initial: readonly string[], selected: ReadonlySet<string>) {
  const before = new Set(initial);
  return {
    grant: [...selected].filter((p) => !before.has(p)).sort(),
    revoke: [...before].filter((p) => !selected.has(p)).sort(),
  };
}
