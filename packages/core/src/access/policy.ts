import type { Resource } from '../resources/define.ts';
import { RESOURCE_LIST } from '../resources/index.ts';
import { normaliseRoute } from '../routes/normalise.ts';
import type { Caller } from './caller.ts';

/**
 * The access policy of spec §6 and rules R1–R6 (docs/architecture.md), as pure functions: the server's
 * access check (apps/server/src/plugins/access.ts) applies it to every `/api` route, and nothing else
 * decides access. Declarations (`Access`) say what a route needs; `decide` says whether a caller has it.
 */

/**
 * What a resource route does, as the pages list and the role rules see it. `history` and `options`
 * are reads that ride on other pages (the view; the list or a form that picks from the resource).
 */
export const RESOURCE_ROUTE_ACTIONS = [
  'list',
  'view',
  'history',
  'options',
  'add',
  'edit',
  'delete',
  'export',
  'import',
] as const;
export type RouteAction = (typeof RESOURCE_ROUTE_ACTIONS)[number];

/**
 * A route about one record (an invoice's payments, its PDF, a duplicate of it): the route parameter
 * `param` holds the id of a `resource` record. Besides the route's own access, the caller needs that
 * resource's view page (403 without it, as the view route) and the record inside their view scope:
 * a record outside it answers 404, exactly as a missing one (R4). `resource: ':resource'` names the
 * resource of the route's own `:resource` parameter (printing any resource's record).
 */
export type RecordTarget = {
  resource: string;
  param: string;
  /**
   * Only the admin or the record's owner passes (spec §6's admin-only management with its owner
   * exception, applied to this one record); anyone else who sees the record gets 403.
   */
  ownerOrAdmin?: true;
};

/**
 * How a route is reached. Every `/api` route declares one in its `config.access`; a route without one
 * is refused (and the route-table test fails), so a new route cannot skip the check.
 *
 * - `public`: no sign-in (sign-in itself, health, docs, public tracking).
 * - `signedIn`: any signed-in user (their own account); with `writes`, only one who may add or edit
 *   something ({@link holdsWritePage}: uploads, which only a form attaches).
 * - `admin`: the admin role (R1: by id), optionally also holding `page`.
 * - `page`: holding one of the pages (`kalkulator`, `akun/akunlistteknisi`); blocked by rules on `/page`.
 * - `resource`: an action on a declared resource (`resource` names it, or `':resource'` takes the route
 *   parameter); pages, ownership, admin-managed edits, blocked routes and hidden fields all follow.
 *   `also` / `alsoPages` add what a domain route needs besides, so no handler checks pages itself.
 * - `scope`: holding `page`, about a record (`record`), which must also fall within the caller's scope
 *   (`fieldWork`: a field worker only reaches work that falls to them, 403 otherwise; access/scopes.ts).
 * - `agent`: one of the chat console's pages (403 without) and an agent: the admin or a login with an
 *   active agent row (404 for anyone else, as a console that is not there; access/scopes.ts).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'scope'; scope: 'fieldWork'; page: string; record: RecordTarget }
  | { kind: 'agent'; page: readonly string[]; record?: undefined }
  | { kind: 'signedIn'; writes?: true }
  | { kind: 'admin'; page?: string; record?: RecordTarget }
  | { kind: 'page'; page: string | readonly string[]; record?: RecordTarget }
  | {
      kind: 'resource';
      /** The route is about one record (of this or another resource): see {@link RecordTarget}. */
      record?: RecordTarget;
      resource: string;
      action: RouteAction;
      /** Actions on the same resource the route also needs (a batch prints records: `view` besides `list`). */
      also?: readonly RouteAction[];
      /** Pages the route also needs (turning a request into a job needs `rpekerjaan/add`). */
      alsoPages?: readonly string[];
      /**
       * Field work (access/scopes.ts): the record's work must fall to a field worker, 403 otherwise,
       * checked once the record is seen and before the input is read (the dispatch board's move).
       */
      scope?: 'fieldWork';
    };

/**
 * Whether the pages list holds `key` (`rsupplier`, `rsupplier/view`, `kalkulator`), compared normalised.
 *
 * @example holdsPage(['/rsupplier/view/'], 'rsupplier/view') === true
 */
export function holdsPage(pages: readonly string[], key: string): boolean {
  return normalisedPages(pages).has(normaliseRoute(key));
}

/**
 * A pages list normalised once: a caller's list is the same array for as long as its cache entry lives,
 * and every request checks it (the admin's holds every page: normalising it each time was measurable).
 */
const normalised = new WeakMap<readonly string[], ReadonlySet<string>>();
function normalisedPages(pages: readonly string[]): ReadonlySet<string> {
  let set = normalised.get(pages);
  if (!set) {
    set = new Set(pages.map(normaliseRoute));
    normalised.set(pages, set);
  }
  return set;
}

/**
 * Whether the pages list holds a page that writes something: an add or edit page (`rsupplier/add`,
 * `rinvoice/edit`) or an extra route named after one (`rinvoice/addpembayaran`). Who holds none only
 * reads, and has nothing to attach a file to.
 *
 * @example holdsWritePage(['rsupplier', 'rinvoice/addpembayaran']) === true; holdsWritePage(['rsupplier/view']) === false
 */
export function holdsWritePage(pages: readonly string[]): boolean {
  for (const page of normalisedPages(pages)) if (/^\/[^/]+\/(add|edit)/.test(page)) return true;
  return false;
}

/** The page key an action needs: `x` for lists, `x/{action}` for the rest (history is part of the view). */
export function pageKeyOf(resource: Resource, action: Exclude<RouteAction, 'options'>): string {
  if (action === 'list') return resource.name;
  if (action === 'history') return `${resource.name}/view`;
  return `${resource.name}/${action}`;
}

/** The API routes whose role rules apply to an action: a Blokir rule on any of them refuses it. */
export function ruleRoutesOf(resource: Resource, action: RouteAction): string[] {
  const base = `/${resource.name}`;
  switch (action) {
    case 'list':
      return [base];
    case 'history':
      return [`${base}/view`, `${base}/history`];
    case 'import':
      // the add route first: its Default Add If Hidden rules fill every imported row
      return [`${base}/add`, `${base}/import`];
    default:
      return [`${base}/${action}`];
  }
}

/**
 * Whether the owner rule may apply to a resource at all: it has an owner field and is not declared
 * `neverOwned` (logins, roles and their setup: see `ResourceDef.neverOwned`).
 */
export function ownable(resource: Resource): boolean {
  return resource.owner !== null && resource.neverOwned !== true;
}

/** Whether the caller owns the record (its owner field equals their `user_id`) on an ownable resource. */
export function isOwner(
  caller: Caller,
  resource: Resource,
  record: Readonly<Record<string, unknown>> | null,
): boolean {
  if (!record || !ownable(resource) || caller.userId == null || resource.owner === null) return false;
  const owner = record[resource.owner];
  return owner != null && Number(owner) === Number(caller.userId);
}

/**
 * Pages that make a resource's options readable besides its own list: a form (add or edit) of a
 * resource with a writable relation to it, or a list whose filter sidebar offers such a relation.
 */
export function optionPagesOf(target: Resource): string[] {
  const pages = new Set<string>([target.name]);
  for (const resource of RESOURCE_LIST) {
    for (const field of Object.values(resource.fields)) {
      const picks = field.kind === 'relation' || field.kind === 'relations';
      if (!picks || field.relation?.resource !== target.name || field.hidden) continue;
      if (!field.readOnly) {
        pages.add(`${resource.name}/add`);
        pages.add(`${resource.name}/edit`);
      }
      if (field.filter) pages.add(resource.name);
    }
  }
  return [...pages];
}

/** `record`: allowed only for a record the caller owns (checked once the record is read). */
export type AccessDecision = 'allow' | 'deny' | 'record';

/**
 * The route-level decision of spec §6 before any record is read:
 * - reads and add/export/import: the pages list decides (import needs `x/import` and `x/add`);
 * - edit and delete: `x/{action}` decides, except on admin-managed resources, where it also takes the
 *   admin role or ownership of the record; without `x/{action}`, the owner of a record still manages it
 *   while holding the list page (spec §6 "A user may also manage an item whose owner id equals their
 *   user_id") — except on admin-managed resources, whose admin-only rule owners do not bypass, and on
 *   `neverOwned` ones.
 */
export function decide(caller: Caller, resource: Resource, action: RouteAction): AccessDecision {
  const holds = (key: string) => holdsPage(caller.pages, key);
  switch (action) {
    case 'options':
      return optionPagesOf(resource).some(holds) ? 'allow' : 'deny';
    case 'import':
      return holds(pageKeyOf(resource, 'import')) && holds(pageKeyOf(resource, 'add')) ? 'allow' : 'deny';
    case 'edit':
    case 'delete': {
      const page = holds(pageKeyOf(resource, action));
      if (resource.adminManaged) {
        if (!page) return 'deny';
        return caller.isAdmin ? 'allow' : ownable(resource) ? 'record' : 'deny';
      }
      if (page) return 'allow';
      return ownable(resource) && holds(resource.name) ? 'record' : 'deny';
    }
    default:
      return holds(pageKeyOf(resource, action)) ? 'allow' : 'deny';
  }
}
