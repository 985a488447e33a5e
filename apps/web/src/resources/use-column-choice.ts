import type { Resource } from '@kantor/core';
import { useCallback, useMemo, useState } from 'react';
import { getPageData, setPageData } from '../session/storage.ts';
import { listColumns, selectableColumns } from './resource-fields.ts';

/**
 * The visible list columns, kept per resource in the session's per-page data (spec §4). Columns the
 * role's rules hide (`hidden`) are never shown nor offered, whatever was stored.
 */
export function useColumnChoice(
  resource: Resource,
  hidden: readonly string[] = [],
): [string[], (columns: string[]) => void] {
  const key = `${resource.name}.columns`;
  const hiddenKey = hidden.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: hiddenKey stands for the hidden list
  const allowed = useMemo(() => {
    const drop = new Set(hidden);
    return selectableColumns(resource).filter((name) => !drop.has(name));
  }, [resource, hiddenKey]);
  const [columns, setColumns] = useState<string[]>(() => {
    const stored = getPageData<unknown>(key);
    if (Array.isArray(stored)) {
      const kept = stored.filter(
        (name): name is string => typeof name === 'string' && allowed.includes(name),
      );
      if (kept.length > 0) return kept;
    }
    const defaults = listColumns(resource).filter((name) => allowed.includes(name));
    return defaults.length > 0 ? defaults : allowed.slice(0, 5);
  });
  const choose = useCallback(
    (next: string[]) => {
      // Keep the declaration's order whatever order the columns were ticked in.
      const ordered = allowed.filter((name) => next.includes(name));
      setColumns(ordered);
      setPageData(key, ordered);
    },
    [allowed, key],
  );
  // the same array from render to render: a new one would draw the list's table (every row) again
  const shown = useMemo(() => columns.filter((name) => allowed.includes(name)), [columns, allowed]);
  return [shown, choose];
}
