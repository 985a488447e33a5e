import { type SectionDef, sectionByKey } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type WebsiteRow, websiteApi, websiteKey } from './website-api.ts';

/** The signed-in owner's rows, and a refresh after a write. */
export function useWebsiteRows() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: websiteKey, queryFn: websiteApi.settings });
  return {
    ...query,
    rows: query.data?.records ?? [],
    refresh: () => client.invalidateQueries({ queryKey: websiteKey }),
  };
}

/** The rows of one section, in their order. */
export function rowsOf(rows: readonly WebsiteRow[], section: SectionDef): WebsiteRow[] {
  return rows.filter((row) => row.key === section.key).sort((a, b) => a.urutan - b.urutan || a.id - b.id);
}

/** The catalogue entry of a key (the routes only name keys that exist). */
export function sectionOf(key: string): SectionDef {
  const section = sectionByKey(key);
  if (!section) throw new Error(`unknown website section ${key}`);
  return section;
}

/** The screen of a section: its single form, or its list. */
export function sectionPath(section: SectionDef): string {
  return `/rsetwebsite/${section.kind === 'list' ? section.routes.list : section.routes.edit}`;
}
