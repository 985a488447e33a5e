import { routeMatches } from '../routes/match.ts';
import { normaliseRoute } from '../routes/normalise.ts';
import { Builder, defaultPageConfig } from './builder.ts';
import { BLOCKING, FLAG_CATEGORIES, ROUTE_INDEPENDENT } from './categories.ts';
import * as fields from './handlers-fields.ts';
import * as page from './handlers-page.ts';
import { noteText, type RuleNote } from './notes.ts';
import type { PageConfig } from './page-config.ts';
import { fieldText, isRecordLike, type ReadRule, readRule, ruleRoute } from './record.ts';
import type { RoleRule, RuleCategory } from './types.ts';

const HANDLERS: Readonly<Record<RuleCategory, fields.Handler>> = {
  'hide-kolom': fields.hideKolom,
  'replace-menu': page.replaceMenu,
  'buat-menu-manual': page.buatMenuManual,
  'add-action-list': page.addActionList,
  'logika-list-jsx': fields.logikaList,
  'warnai-list-jsx': fields.warnaiList,
  'replace-label': fields.replaceLabel,
  'ganti-title-header': page.gantiTitleHeader,
  'default-add-if-hidden': fields.defaultAddIfHidden,
  'hide-dinamis-input': fields.hideDinamisInput,
  'hide-filter-sidebar': fields.hideFilterSidebar,
  'rename-filter-sidebar': fields.renameFilterSidebar,
  'hide-nama-tab': page.hideNamaTab,
  'hide-menu': page.hideMenu,
  'blokir-jsx': page.blokir,
  'logic-custom-input-add': fields.logicCustomInputAdd,
  'set-single-feat-dinamis-row': page.setSingleFeatDinamisRow,
  'single-to-add-row-same-inject': page.singleToAddRow,
  'single-to-single-same-inject': page.singleToSingle,
  'redirect-after-login': page.redirectAfterLogin,
  'upload-to-camera-timestamp': fields.cameraTimestamp,
  'urut-field-teratas': fields.urutFieldTeratas,
  'default-role-id-add': page.defaultRoleIdAdd,
  'hide-action-button': page.hideActionButton,
  'hide-add-button': page.hideAddButton,
  'colour-list': fields.warnaiList,
  'block-page': page.blokir,
  notification: page.notification,
  'batasi-baris': page.batasiBaris,
  'kunci-kolom': fields.kunciKolom,
  'wajib-isi': fields.wajibIsi,
};

/** What happened to one rule record during a compile. */
export type RuleTrace = {
  ruleId: string | null;
  kategori: string;
  category: RuleCategory | null;
  nama_route: string;
  status: 'applied' | 'other-role' | 'other-route' | 'skipped';
  /** Why, in English (empty when applied); `note` says it in the reader's language. */
  reason: string;
  note: RuleNote | null;
};

export type Explanation = { config: PageConfig; rules: RuleTrace[] };

/** The role as compared with `role_id`: trimmed text; null for no role. */
function roleKey(role: unknown): string | null {
  if (typeof role === 'number') return Number.isFinite(role) ? String(role) : null;
  if (typeof role === 'string' && role.trim() !== '') return role.trim();
  return null;
}

function compareIds(a: ReadRule, b: ReadRule): number {
  if (a.id === b.id) return 0;
  if (a.id === null) return 1;
  if (b.id === null) return -1;
  const x = a.idNumber;
  const y = b.idNumber;
  if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Rule order: `urutan` ascending (missing last), then `id`, then content, so input order never matters.
 *
 * @example records.map((r) => readRule(r)!).sort(compareRules)
 */
export function compareRules(a: ReadRule, b: ReadRule): number {
  if (a.urutan !== b.urutan) {
    if (a.urutan === null) return 1;
    if (b.urutan === null) return -1;
    return a.urutan - b.urutan;
  }
  const byId = compareIds(a, b);
  if (byId !== 0) return byId;
  const ka = a.key();
  const kb = b.key();
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function run(rules: unknown, role: unknown, route: unknown, tracing: boolean): Explanation {
  const path = typeof route === 'string' ? normaliseRoute(route) : '/';
  const key = roleKey(role);
  const traces: RuleTrace[] = [];
  const note = (r: ReadRule, status: RuleTrace['status'], why: RuleNote | null) => {
    if (tracing) traces.push(trace(r, status, why));
  };
  if (key === null) return { config: defaultPageConfig(path), rules: traces };
  const b = new Builder(key, path);
  const mine: ReadRule[] = [];
  for (const item of Array.isArray(rules) ? rules : []) {
    if (!isRecordLike(item)) {
      b.warn('not-an-object', { key: 'notAnObject' }, null);
      continue;
    }
    const roleId = fieldText(item, 'role_id');
    if (roleId === key) mine.push(readRule(item, roleId)!);
    else if (tracing)
      note(readRule(item, roleId)!, 'other-role', { key: 'otherRole', params: { role: roleId || '–' } });
  }
  mine.sort(compareRules);
  // Rules share a handful of routes: match each distinct nama_route once.
  const matched = new Map<string, boolean>();
  const applies = (raw: string) => {
    let m = matched.get(raw);
    if (m === undefined) {
      m = routeMatches(raw, path);
      matched.set(raw, m);
    }
    return m;
  };
  for (const r of mine) {
    const category = r.category;
    if (category === null) {
      const empty = r.kategori === '';
      const why: RuleNote = empty
        ? { key: 'emptyCategory' }
        : { key: 'unknownCategory', params: { value: r.kategori.slice(0, 60) } };
      b.warn(empty ? 'missing-category' : 'unknown-category', why, r);
      note(r, 'skipped', why);
      continue;
    }
    b.use(r, category);
    if (BLOCKING.has(category) && r.rawRoute !== '') {
      b.add('blockedRoutes', ruleRoute(r.rawRoute));
      b.decide('menus', ruleRoute(r.rawRoute), 'route-blocked');
    }
    if (!ROUTE_INDEPENDENT.has(category)) {
      if (r.rawRoute === '') {
        b.warn('missing-route', { key: 'emptyRoute' });
        note(r, 'skipped', { key: 'emptyRoute' });
        continue;
      }
      if (!applies(r.rawRoute)) {
        note(
          r,
          'other-route',
          BLOCKING.has(category)
            ? { key: 'blocksItsRoute' }
            : { key: 'appliesTo', params: { route: r.rawRoute } },
        );
        continue;
      }
    }
    const warningsBefore = b.config.warnings.length;
    const decisionsBefore = b.decisionCount;
    try {
      HANDLERS[category](r, b);
      if (FLAG_CATEGORIES.has(category)) fields.applyFlags(r, b);
    } catch {
      b.warn('internal-error', { key: 'internalError' });
    }
    const skipped = b.decisionCount === decisionsBefore && b.config.warnings.length > warningsBefore;
    note(
      r,
      skipped ? 'skipped' : 'applied',
      skipped ? b.config.warnings[b.config.warnings.length - 1]!.note : null,
    );
  }
  return { config: b.finish(), rules: traces };
}

function trace(r: ReadRule, status: RuleTrace['status'], why: RuleNote | null): RuleTrace {
  return {
    ruleId: r.id,
    kategori: r.kategori,
    category: r.category,
    nama_route: r.rawRoute,
    status,
    reason: why ? noteText(why) : '',
    note: why,
  };
}

/**
 * Compiles a role's rules into the configuration of one route. Pure, deterministic (rules are
 * ordered by `urutan`, then `id`) and total: it never throws; unusable rules are skipped and
 * reported in `warnings`. A missing role gives the guest defaults.
 *
 * @example
 * compile([{ id: 1, role_id: 53, kategori: 'Hide Kolom', nama_route: '/rsupplier', setup: 'no_hp' }], 53, '/rsupplier/add')
 *   .hiddenFields // ['no_hp']
 */
export function compile(
  rules: readonly RoleRule[] | null | undefined,
  role: string | number | null | undefined,
  route: string,
): PageConfig {
  try {
    return run(rules, role, route, false).config;
  } catch {
    const config = defaultPageConfig(typeof route === 'string' ? normaliseRoute(route) : '/');
    config.warnings.push({
      ruleId: null,
      kategori: '',
      code: 'internal-error',
      message: noteText({ key: 'compileError' }),
      note: { key: 'compileError' },
    });
    return config;
  }
}

/**
 * `compile` plus what happened to every rule record of the role: applied, skipped (and why), or
 * not for this route or role. With `config.decisions` this answers "why is this hidden?".
 *
 * @example explain(rules, 53, '/rsupplier').rules.filter((t) => t.status === 'skipped')
 */
export function explain(
  rules: readonly RoleRule[] | null | undefined,
  role: string | number | null | undefined,
  route: string,
): Explanation {
  try {
    return run(rules, role, route, true);
  } catch {
    return { config: compile(null, null, route), rules: [] };
  }
}
