import { routeSegments } from './normalise.ts';

export type ParsedRoute = {
  /** First segment; `index` when absent. */
  page: string;
  /** Second segment when it is an action; `index` otherwise. */
  action: string;
  /** Field name of a filtered list (`/x/{field}/{value}` or `/x/index/{field}/{value}`). */
  fieldName?: string;
  /** Field value of a filtered list. */
  fieldValue?: string;
  /** Record id of `view`, `edit` and other record actions (`/x/view/{pageid}`). */
  pageId?: string;
};

/**
 * Actions every resource understands; extra routes add their own (see `parseRoutePath`'s `actions`).
 * `export` and `import` are actions too: read as a filtered list, `/x/export` would need only the list page.
 */
export const STANDARD_ACTIONS: readonly string[] = [
  'index',
  'list',
  'view',
  'add',
  'edit',
  'delete',
  'export',
  'import',
];

const LIST_ACTIONS = new Set(['index', 'list']);

/**
 * Parses a route path into page, action, field name and field value (spec §2 "Route path structure").
 *
 * - The first segment is the page (default `index`), the second the action (default `index`).
 * - On a list action the third and fourth segments are a field name and value.
 * - When the second segment is not a known action, the path is a filtered list
 *   `/x/{field}/{value}`: action `index`, field name and value from segments two and three.
 * - A field name without a value means the action is `index` and no filter applies.
 * - On any other action, the third segment is the record id (`pageId`).
 *
 * @example parseRoutePath('/rsupplier/status/Active')
 *   // { page: 'rsupplier', action: 'index', fieldName: 'status', fieldValue: 'Active' }
 */
export function parseRoutePath(path: string, actions: Iterable<string> = STANDARD_ACTIONS): ParsedRoute {
  const known = new Set(actions);
  for (const a of STANDARD_ACTIONS) known.add(a);
  const [page = 'index', second, third, fourth] = routeSegments(path);
  if (second === undefined) return { page, action: 'index' };
  if (!known.has(second)) {
    return withField(page, second, third);
  }
  if (LIST_ACTIONS.has(second)) {
    return withField(page, third, fourth);
  }
  return third === undefined ? { page, action: second } : { page, action: second, pageId: third };
}

function withField(page: string, fieldName: string | undefined, fieldValue: string | undefined): ParsedRoute {
  if (fieldName === undefined) return { page, action: 'index' };
  if (fieldValue === undefined) return { page, action: 'index', fieldName };
  return { page, action: 'index', fieldName, fieldValue };
}
