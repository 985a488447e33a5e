import { normaliseRoute, RESOURCE_LIST, type Resource, USER_ROLE_IDS } from '@kantor/core';
import type { RouteAction } from '../plugins/access.ts';

/**
 * The authorisation matrix's oracle, as statements: each one a sentence of spec §6, the docs or issue
 * 32's rules (R1–R6, docs/architecture.md "The access rules R1–R6"), with what it takes and what a refusal answers. The test evaluates
 * them per case from the facts it set up itself (who holds which pages, which records it gave whom);
 * nothing here calls or copies the server's decision code (`decide`, `holdsPage`, the scope hooks).
 * Where the server and a statement disagree, the test names the statement.
 */

export type MatrixCaller = {
  name: string;
  /** null: nobody signed in */
  token: string | null;
  /** the pages list, normalised as routes are (spec §2) */
  pages: ReadonlySet<string>;
  /** R1: the admin is the role with id 52, whatever its name */
  isAdmin: boolean;
  roleId: number | null;
  /** the `user_id` owner value of this caller's records */
  userId: number | null;
  /** the login's id (`users.id`) */
  loginId: number | null;
  /** docs/jobs.md: the Teknisi role, or a login linked to an account of kind Teknisi */
  fieldWorker: boolean;
  /** `resource.field` the test hid from this caller's role with a Hide Kolom rule (R5) */
  hidden: ReadonlySet<string>;
};

export type Statement = { id: string; says: string };

export const S = {
  signIn: { id: '§2 sign-in', says: 'every route but the public ones needs a signed-in caller' },
  signedIn: { id: '§6 own account', says: 'routes about the caller themselves need only a sign-in' },
  page: { id: '§2 page', says: 'a page route needs one of its pages in the caller’s pages list' },
  admin: { id: '§6 admin', says: 'admin routes need the admin role (id 52, R1), and their page when named' },
  writer: {
    id: 'media upload',
    says: 'an upload needs some add or edit page (docs/architecture.md "Media")',
  },
  list: { id: '§6 list', says: 'holding `x` lists x (its list and filtered lists)' },
  view: { id: '§6 view', says: 'holding `x/view` views a record of x, and its history' },
  options: {
    id: '§6 options',
    says: 'options of x come with its list, a form with a writable relation to x, or a list whose filter picks from x',
  },
  add: { id: '§6 add', says: 'holding `x/add` adds to x' },
  export: { id: '§6 export', says: 'holding `x/export` exports x' },
  import: { id: '§6 import', says: 'an import adds rows: `x/import` and `x/add`' },
  manage: {
    id: '§6 manage',
    says: 'holding `x/edit` (`x/delete`) manages x; a user may also manage an item whose owner id equals their user_id (holding the list x)',
  },
  adminManaged: {
    id: '§6 admin-managed',
    says: 'only admin manages akun, dbteam, dokumengenerator, rchatadmin, rlangganan, rsetwebsite, rsupplier, setupshowhideroleid, tes and tes2 (`x/edit`, `x/delete`), besides an item’s owner',
  },
  setup: {
    id: 'R2 setup',
    says: 'logins, roles, permissions, role rules and role groups are written by their pages under R2: owning such a row grants nothing',
  },
  r2Manage: {
    id: 'R2 manage',
    says: 'a login whose role holds pages the caller lacks cannot be edited, blocked, deleted or reset by the caller',
  },
  r2Role: {
    id: 'R2 role',
    says: 'changing a role’s pages, name, rules or groups needs every page that role holds (before and after)',
  },
  r4View: { id: 'R4 view', says: 'a route about a record of x needs `x/view` besides its own page' },
  r4Scope: {
    id: 'R4 scope',
    says: 'a record outside the caller’s view scope answers 404, exactly as a missing one',
  },
  scope: { id: 'scope', says: 'a record outside the caller’s domain scope is as good as missing (404)' },
  fieldWork: {
    id: 'field work',
    says: 'docs/jobs.md "Who changes what" (issue 32): a field worker writes a job only as its lead, and a sub job, its progress and its progress screen only when its work falls to them (its own technician, or the job’s lead when the sub job names none); the rest of what they see is read-only (403)',
  },
  whole: {
    id: 'R5 whole',
    says: 'what must show its figures whole is refused (403) to a role that may not see one of them: the POS counters price and print with the items’ names and stock, the selling prices and a sale’s amounts (docs/inventory.md; docs/architecture.md "Answers that quote fields")',
  },
} as const satisfies Record<string, Statement>;

/** Spec §6's list of admin-managed resources, as the spec writes it. */
export const ADMIN_MANAGED: ReadonlySet<string> = new Set([
  'akun',
  'dbteam',
  'dokumengenerator',
  'rchatadmin',
  'rlangganan',
  'rsetwebsite',
  'rsupplier',
  'setupshowhideroleid',
  'tes',
  'tes2',
]);

/** R2's writes: logins (users), roles, their pages (permissions), their rules and their groups. */
export const SETUP: ReadonlySet<string> = new Set([
  'users',
  'roles',
  'permissions',
  'setupshowhideroleid',
  'grouproleid',
]);

/** Domain scopes (docs/jobs.md, attendance.md, chat.md, notifications; issue 32 for mind maps). */
export type ScopeRule = { resources: readonly string[]; applies: (c: MatrixCaller) => boolean; says: string };
export const SCOPES: readonly ScopeRule[] = [
  {
    resources: ['rpekerjaan', 'rsubpekerjaan', 'rsubptrackprogres'],
    applies: (c) => !c.isAdmin && c.fieldWorker,
    says: 'jobs.md: a Teknisi (role or linked account) sees only the jobs assigned to them, their sub jobs and entries',
  },
  {
    resources: ['rabsensi'],
    applies: (c) => !c.isAdmin,
    says: 'attendance.md: outside the admin role, only the attendance of the account linked to one’s login',
  },
  {
    resources: ['rnotifikasi'],
    applies: (c) => !c.isAdmin,
    says: 'notifications: a role other than admin sees only the notices addressed to it',
  },
  {
    resources: ['rchat'],
    applies: (c) => !c.isAdmin,
    says: 'chat.md: the messages of one’s own conversations (no caller here is a CS agent)',
  },
  {
    resources: ['rmindmap'],
    applies: () => true,
    says: 'issue 32: a mind map tied to a record is seen only by whoever sees that record',
  },
];
export const scopeOf = (resource: string) => SCOPES.find((s) => s.resources.includes(resource)) ?? null;

/** docs/jobs.md: the records whose writes fall to a field worker only when the work is theirs. */
export const FIELD_WORK: ReadonlySet<string> = new Set(['rpekerjaan', 'rsubpekerjaan', 'rsubptrackprogres']);

/**
 * docs/inventory.md "the POS counters ... price and print with the stock, the selling prices and the
 * sale's amounts (its goods outs)", and the items' names they sell by (docs/architecture.md), as the
 * resources name those fields.
 */
export const POS_WHOLE: readonly string[] = [
  'rstok.nama_barang',
  'rstok.stok',
  'rsethargajual.harga_jual',
  'rsethargajual.harga_grosir',
  'rbarangkeluar.qty',
  'rbarangkeluar.harga_satuan',
  'rbarangkeluar.diskon',
  'rbarangkeluar.subtotal',
];

/** What reaching a route takes, in the order a refusal is decided (route first, then the record). */
export type Need =
  | { signedIn: true }
  | { admin: true; page?: string }
  | { page: readonly string[] }
  | { writer: true }
  /** a resource action as §6 says; `on: ':resource'` is the route's resource; its record is param `id` */
  | { act: RouteAction; on: string }
  /** R4: the route is about the record of `resource` in path parameter `param` */
  | { record: string; param: string }
  /** field work: a field worker reaches it only for a record (in `param`) whose work is theirs */
  | { works: string; param: string }
  /** R5 whole: the route shows these `resource.field`s whole or not at all */
  | { whole: readonly string[] };

/** What the test knows of the record a path names: set up by the test, never asked of the server. */
export type RecordFacts = {
  exists: boolean;
  own: boolean;
  inScope: boolean;
  /** for R2's writes: the pages of each role the row grants or belongs to */
  rolePages?: readonly ReadonlySet<string>[];
  /** field work (docs/jobs.md): the test made this job theirs to lead, this sub job's or entry's work theirs */
  work?: boolean;
};

export type Verdict =
  | { allow: true; strict: boolean; by: string }
  | { allow: false; statuses: readonly number[]; by: string };

const allow = (strict = false): Verdict => ({ allow: true, strict, by: 'every statement holds' });
const refuse = (statuses: readonly number[], statement: Statement, detail = ''): Verdict => ({
  allow: false,
  statuses,
  by: `${statement.id}${detail ? ` (${detail})` : ''}: ${statement.says}`,
});

export const pageKey = (page: string) => normaliseRoute(page);
export const holds = (caller: MatrixCaller, page: string) => caller.pages.has(pageKey(page));
const holdsAll = (caller: MatrixCaller, pages: ReadonlySet<string>) =>
  caller.isAdmin || [...pages].every((p) => caller.pages.has(p));

/** Spec §6 options: its list, or a form or filter that picks from it (read from the declarations). */
function readsOptions(caller: MatrixCaller, target: Resource): boolean {
  if (holds(caller, target.name)) return true;
  return RESOURCE_LIST.some((resource) =>
    Object.values(resource.fields).some(
      (field) =>
        (field.kind === 'relation' || field.kind === 'relations') &&
        field.relation?.resource === target.name &&
        !field.hidden &&
        ((!field.readOnly &&
          (holds(caller, `${resource.name}/add`) || holds(caller, `${resource.name}/edit`))) ||
          (field.filter === true && holds(caller, resource.name))),
    ),
  );
}

/** §6 and R2 on managing (edit, delete) one record of `r`. */
function manages(caller: MatrixCaller, r: Resource, action: 'edit' | 'delete', facts?: RecordFacts) {
  const page = holds(caller, `${r.name}/${action}`);
  // ownership needs the record seen: outside the caller's scope the server may answer either way
  const byOwnership = (statement: Statement): Verdict | null => {
    if (!facts) return refuse([403], statement);
    if (!facts.exists || !facts.inScope) return refuse([403, 404], statement, 'record not in view');
    return facts.own ? null : refuse([403], statement);
  };
  if (SETUP.has(r.name)) {
    if (!page) return refuse([403], S.setup, `no ${r.name}/${action}`);
    if (ADMIN_MANAGED.has(r.name) && !caller.isAdmin) return refuse([403], S.adminManaged);
    const targets = facts?.rolePages ?? [];
    if (!targets.every((pages) => holdsAll(caller, pages)))
      return refuse([403], r.name === 'users' ? S.r2Manage : S.r2Role);
    return null;
  }
  if (ADMIN_MANAGED.has(r.name)) {
    if (!page) return refuse([403], S.adminManaged, `no ${r.name}/${action}`);
    return caller.isAdmin ? null : byOwnership(S.adminManaged);
  }
  if (page) return null;
  if (r.owner != null && holds(caller, r.name)) return byOwnership(S.manage);
  return refuse([403], S.manage, `no ${r.name}/${action}`);
}

/** §6 on one resource action (route level; `facts` = the record for edit and delete). */
function resourceAction(caller: MatrixCaller, r: Resource, action: RouteAction, facts?: RecordFacts) {
  const need = (page: string, statement: Statement) =>
    holds(caller, page) ? null : refuse([403], statement, `no ${page}`);
  switch (action) {
    case 'list':
      return need(r.name, S.list);
    case 'view':
    case 'history':
      return need(`${r.name}/view`, S.view);
    case 'options':
      return readsOptions(caller, r) ? null : refuse([403], S.options);
    case 'add':
      return need(`${r.name}/add`, S.add);
    case 'export':
      return need(`${r.name}/export`, S.export);
    case 'import':
      return need(`${r.name}/import`, S.import) ?? need(`${r.name}/add`, S.import);
    case 'edit':
    case 'delete':
      return manages(caller, r, action, facts);
  }
}

export type Subject = {
  /** the route's resource (generic routes), when it has one */
  resource: Resource | null;
  /** facts of the records the path names, by parameter */
  facts: Readonly<Record<string, RecordFacts>>;
};

const resourceOf = (on: string, subject: Subject): Resource => {
  const r = on === ':resource' ? subject.resource : RESOURCE_LIST.find((x) => x.name === on);
  if (!r) throw new Error(`the oracle names no resource ${on}`);
  return r;
};

/** The verdict of a route's needs for one caller and subject. */
export function verdictOf(
  needs: readonly Need[],
  caller: MatrixCaller,
  subject: Subject,
  { answersRecord = false } = {},
): Verdict {
  if (!caller.token) return refuse([401], S.signIn);
  for (const need of needs) {
    if ('admin' in need) {
      if (!caller.isAdmin) return refuse([403], S.admin);
      if (need.page && !holds(caller, need.page)) return refuse([403], S.admin, `no ${need.page}`);
    } else if ('page' in need) {
      if (!need.page.some((p) => holds(caller, p))) return refuse([403], S.page, need.page.join(' | '));
    } else if ('writer' in need) {
      if (![...caller.pages].some((p) => /^\/[^/]+\/(add|edit)/.test(p))) return refuse([403], S.writer);
    } else if ('act' in need) {
      const r = resourceOf(need.on, subject);
      const onRecord = need.act === 'edit' || need.act === 'delete';
      const verdict = resourceAction(caller, r, need.act, onRecord ? subject.facts.id : undefined);
      if (verdict) return verdict;
    } else if ('whole' in need && !caller.isAdmin) {
      const hidden = need.whole.filter((field) => caller.hidden.has(field));
      if (hidden.length > 0) return refuse([403], S.whole, `${hidden.join(', ')} hidden`);
    }
  }
  const about = needs.filter((n): n is Extract<Need, { record: string }> => 'record' in n);
  for (const need of about) {
    const r = resourceOf(need.record, subject);
    if (!holds(caller, `${r.name}/view`)) return refuse([403], S.r4View, `no ${r.name}/view`);
    const facts = subject.facts[need.param];
    if (!facts?.exists || !facts.inScope)
      return refuse([404], S.r4Scope, facts?.exists ? 'outside the scope' : 'missing');
  }
  // a generic route's record obeys the caller's domain scope (a route about a record said so above)
  const facts = subject.facts.id;
  const onRecord = needs.some((n) => 'act' in n && ['view', 'history', 'edit', 'delete'].includes(n.act));
  if (about.length === 0 && onRecord && facts) {
    if (!facts.exists) return refuse([404], S.scope, 'missing');
    if (!facts.inScope) return refuse([404], S.scope, 'outside the scope');
  }
  // field work, once the record is seen: writes (and the progress screen) only where the work is theirs
  if (caller.fieldWorker && !caller.isAdmin) {
    for (const need of needs) {
      if ('works' in need && !subject.facts[need.param]?.work)
        return refuse([403], S.fieldWork, `${need.works} not theirs`);
      const writes = 'act' in need && (need.act === 'edit' || need.act === 'delete');
      if (writes && FIELD_WORK.has(resourceOf(need.on, subject).name) && facts && !facts.work)
        return refuse([403], S.fieldWork, `${resourceOf(need.on, subject).name} not theirs`);
    }
  }
  // a view of a record the caller may see answers it
  return allow(answersRecord);
}

/** Whether an answer's status meets a verdict: an allowed call is anything but 401, 403 and a 5xx. */
export function meets(verdict: Verdict, status: number): boolean {
  if (!verdict.allow) return verdict.statuses.includes(status);
  if (status === 401 || status === 403 || status >= 500) return false;
  return verdict.strict ? status < 300 : true;
}

export const describeVerdict = (v: Verdict) =>
  v.allow ? (v.strict ? 'allowed (2xx)' : 'allowed (not 401/403/5xx)') : `${v.statuses.join(' or ')}`;

/** R1: the admin role is the one with this id. */
export const ADMIN_ROLE = USER_ROLE_IDS.admin;
