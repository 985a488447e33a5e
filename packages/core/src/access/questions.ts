import { isExternalTarget } from '../admin/custom-menu.ts';
import { actionsOf } from '../pages.ts';
import { canViewRoute, isBlockedRoute } from '../routes/access.ts';
import { parseRoutePath } from '../routes/parse.ts';
import { type Caller, onlyTheAdmin } from './caller.ts';

/**
 * Questions a module asks the policy about what a caller is shown, rather than whether a route is
 * reached (issue 33): which menu entries open, which rows of a resource they reach, whether an outside
 * service's failure is explained to them, whether they touch the admin-only keys of a json field. Each
 * is answered here, once, so no module reads the caller's pages or role flags itself
 * (apps/server/src/authz/hand-made-checks.test.ts fails when one does).
 */

/**
 * Whether a screen opens for the caller, as a menu offers it: `to` is an in-app path (`/rpekerjaan`,
 * `/rsetwebsite/umum`) or an external http(s) address. An external one opens for everyone (the menu
 * entry chose its audience); an in-app one needs its page in the caller's pages list and no Blokir
 * rule of their roles on it (`blocked`: the role rules' blocked routes, compared normalised).
 *
 * @example mayOpen({ pages: ['rpekerjaan'] }, '/rpekerjaan') === true
 * @example mayOpen({ pages: ['rpekerjaan'] }, '/rpekerjaan', ['/rpekerjaan']) === false
 */
export function mayOpen(caller: Pick<Caller, 'pages'>, to: string, blocked: readonly string[] = []): boolean {
  if (isExternalTarget(to)) return true;
  return canViewRoute(caller.pages, to, actionsOf(parseRoutePath(to).page)) && !isBlockedRoute(blocked, to);
}

/**
 * Whether an outside service's failure is told to the caller as it is (the AI provider's words, the
 * hosting panel's), at once and outside the allowance of calls: the admin, who set the service up.
 * Anyone else reads one fixed message, no sooner than a fixed delay after the call started and within
 * an allowance, because the address is something someone typed: its failures would let a caller probe
 * the network behind it.
 */
export const seesFailureDetail: (caller: Pick<Caller, 'isAdmin'>) => boolean = onlyTheAdmin;

/**
 * Whether the caller reads and writes the admin-only keys of json fields (`FieldDef.adminOnlyKeys`:
 * the company's tax and payment settings): only the admin. For anyone else the keys leave every answer
 * (hidden names, plugins/access.ts), and every write keeps the stored values whatever the input says.
 */
export const usesAdminOnlyKeys: (caller: Pick<Caller, 'isAdmin'>) => boolean = onlyTheAdmin;
