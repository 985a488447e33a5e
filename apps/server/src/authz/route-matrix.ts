import { normaliseRoute, RESOURCE_LIST, type Resource, WEBSITE_SECTIONS } from '@kantor/core';
import type { Access, RouteEntry } from '../plugins/access.ts';

/**
 * The authorisation matrix's oracle: what spec §6 says a caller gets from a route, written from the spec's
 * words (the pages list, ownership, the admin role), independently of the server's `decide`. The matrix
 * test walks the whole route table with it, so a route added tomorrow is in the matrix without anyone
 * writing a case, and a route the oracle cannot place fails the test.
 */

export type MatrixCaller = {
  name: string;
  /** null: nobody signed in */
  token: string | null;
  pages: ReadonlySet<string>;
  isAdmin: boolean;
  /** the `user_id` owner value of this caller's records */
  userId: number | null;
  /** the login's id (`users.id`) and role, which domain scopes read */
  loginId: number | null;
  roleId: number | null;
};

/** `allow`: anything but 401/403 (a 404 or 422 is the route doing its job); otherwise that status. */
export type Expected = 'allow' | 401 | 403;

/** Pages compare as routes do (`rsupplier/view` = `/RSupplier/view/`). */
export const pageKey = (page: string) => normaliseRoute(page);
const holds = (caller: MatrixCaller, page: string) => caller.pages.has(pageKey(page));

/** Resources whose records nobody "owns" for the owner rule (spec §6: setup only their pages grant). */
const NEVER_OWNED = new Set(['users', 'roles', 'permissions', 'grouproleid', 'setupshowhideroleid']);

/** Spec §6: options of a resource are readable from its list, or from a form or filter that picks from it. */
function readsOptions(caller: MatrixCaller, target: Resource): boolean {
  if (holds(caller, target.name)) return true;
  return RESOURCE_LIST.some((resource) =>
    Object.values(resource.fields).some(
      (field) =>
        field.kind === 'relation' &&
        field.relation?.resource === target.name &&
        !field.hidden &&
        ((!field.readOnly &&
          (holds(caller, `${resource.name}/add`) || holds(caller, `${resource.name}/edit`))) ||
          (field.filter === true && holds(caller, resource.name))),
    ),
  );
}

/** Spec §6 for an action on a resource, with `own` telling whether the record belongs to the caller. */
export function expectedForResource(
  caller: MatrixCaller,
  resource: Resource,
  action: Extract<Access, { kind: 'resource' }>['action'],
  own: boolean,
): Expected {
  const r = resource.name;
  const allowIf = (yes: boolean): Expected => (yes ? 'allow' : 403);
  const ownable = resource.owner != null && !NEVER_OWNED.has(r);
  switch (action) {
    case 'list':
      return allowIf(holds(caller, r));
    case 'view':
    case 'history':
      return allowIf(holds(caller, `${r}/view`));
    case 'options':
      return allowIf(readsOptions(caller, resource));
    case 'add':
    case 'export':
      return allowIf(holds(caller, `${r}/${action}`));
    case 'import':
      return allowIf(holds(caller, `${r}/import`) && holds(caller, `${r}/add`));
    case 'edit':
    case 'delete': {
      const page = holds(caller, `${r}/${action}`);
      // admin-managed: the page and the admin role, or the page and the record's ownership
      if (resource.adminManaged) return allowIf(page && (caller.isAdmin || (ownable && own)));
      // otherwise the page, or the owner holding the list (spec §6 "an item whose owner id equals their user_id")
      return allowIf(page || (ownable && own && holds(caller, r)));
    }
  }
}

/** What a caller gets from a route reached with `access`, about `resource` (and its record's ownership). */
/**
 * Conditions a handler adds from the data, which a declaration cannot state: the matrix's records meet
 * them, so they are written here with their reason (the route file says the same).
 */
const DOMAIN_PAGES: Readonly<Record<string, readonly string[]>> = {
  // the first save of a single section creates its row (website.routes.ts): the add page as well
  'edit /api/website/single/:key': ['rsetwebsite/add'],
};

export function expectedFor(
  access: Access,
  caller: MatrixCaller,
  resource: Resource | null,
  own: boolean,
  url = '',
): Expected | 'public' {
  const route = expectedForRoute(access, caller, resource, own, url);
  // rule R4 (issue 32): a route about one record also needs that record's view page
  if (route !== 'allow' || access.kind === 'public' || access.kind === 'signedIn' || !access.record)
    return route;
  const target = access.record.resource === ':resource' ? resource?.name : access.record.resource;
  return target && holds(caller, `${target}/view`) ? 'allow' : 403;
}

function expectedForRoute(
  access: Access,
  caller: MatrixCaller,
  resource: Resource | null,
  own: boolean,
  url: string,
): Expected | 'public' {
  if (access.kind === 'public') return 'public';
  if (!caller.token) return 401;
  switch (access.kind) {
    case 'signedIn':
      return 'allow';
    case 'admin':
      return caller.isAdmin && (!access.page || holds(caller, access.page)) ? 'allow' : 403;
    case 'page': {
      const pages = typeof access.page === 'string' ? [access.page] : access.page;
      return pages.some((p) => holds(caller, p)) ? 'allow' : 403;
    }
    case 'resource': {
      if (!resource) throw new Error('a resource route needs its resource');
      const needs = [access.action, ...(access.also ?? [])].map((action) =>
        expectedForResource(caller, resource, action, own),
      );
      const pages = [...(access.alsoPages ?? []), ...(DOMAIN_PAGES[`${access.action} ${url}`] ?? [])].every(
        (page) => holds(caller, page),
      );
      return needs.every((n) => n === 'allow') && pages ? 'allow' : 403;
    }
  }
}

/** Routes that only ever touch the caller's own records (their own website's rows): always "own". */
export const actsOnOwnRecords = (url: string) => url.startsWith('/api/website/');

/** Whether a route's answer depends on a record's ownership (so the matrix tries own and someone else's). */
export function dependsOnOwnership(access: Access): boolean {
  return access.kind === 'resource' && (access.action === 'edit' || access.action === 'delete');
}

/**
 * The resource a route's `:id` names. Resource routes act on their declared resource, except those whose
 * path names another one first (`/api/rpekerjaan/material-sop/:id` adds rbarangkeluar rows to a job).
 */
export function idResourceOf(route: RouteEntry, resourceName: string | null): string | null {
  const first = route.url.split('/')[2] ?? '';
  if (first === ':resource') return resourceName;
  if (RESOURCE_LIST.some((r) => r.name === first)) return first;
  return resourceName;
}

/** Route parameters the matrix knows how to fill; an unknown one fails the test until it is taught. */
type Fill = { id: string; resource: string | null; url: string };
const sectionKey = (kind: 'single' | 'list') => WEBSITE_SECTIONS.find((s) => s.kind === kind)!.key;

export const PARAM_FILLERS: Record<string, (ids: Fill) => string> = {
  id: ({ id }) => id,
  resource: ({ resource }) => resource ?? 'rsupplier',
  field: () => 'id',
  value: ({ id }) => id,
  job: () => 'no-such-job',
  kind: () => 'pekerjaan',
  name: () => 'tabel_tidak_ada',
  key: ({ url }) => sectionKey(url.includes('/single/') ? 'single' : 'list'),
  code: () => 'KTR-00000000',
};

export function fillUrl(url: string, ids: Omit<Fill, 'url'>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const fill = PARAM_FILLERS[name];
    if (!fill)
      throw new Error(`the authorisation matrix cannot fill :${name} in ${url}: teach PARAM_FILLERS`);
    return encodeURIComponent(fill({ ...ids, url }));
  });
}
