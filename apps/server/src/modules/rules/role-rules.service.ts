import {
  applyHiddenDefaults,
  categoryOf,
  compile,
  mergePageConfigs,
  mergeRowScopes,
  normaliseRoute,
  type PageConfig,
  parse,
  type Resource,
  type RoleRef,
  type RoleRule,
  type RowScopeRule,
  resourceOfRoute,
  roleIdsOf,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { ACCESS_VERSION, type CacheStats, VersionedCache } from '../../plugins/cluster.ts';

/** Rules change rarely and are read on every call: cached per role, dropped on any rule write. */
const TTL_MS = 5_000;

const MAX_COMPILED_ROUTES = 2_000;

/** A role's pages list (the role cache's), to tell which of a person's roles reach a resource. */
export type PagesOf = (roleId: number) => Promise<readonly string[]>;

/** The role-rule records of one role, cached until the cluster's access version moves (or the TTL ends). */
export class RoleRulesCache {
  private readonly cache: VersionedCache<RoleRule[]>;
  /**
   * Hidden relation labels by resource, per loaded rules list: a list is one role's rules at one rules
   * version, so a rule change (a new version, the TTL, `invalidate`) loads a new list and starts afresh.
   */
  private labels = new WeakMap<RoleRule[], Map<string, readonly string[]>>();
  /** Compiled page configurations by route, per loaded rules list (every request on a resource route asks). */
  private compiled = new WeakMap<RoleRule[], Map<string, PageConfig>>();
  /** Parsed Batasi Baris conditions by resource, per loaded rules list (every signed-in request asks). */
  private scopes = new WeakMap<RoleRule[], ReadonlyMap<string, readonly RowScopeRule[]>>();
  /**
   * What was merged for a role set (issue 37), with the rules lists it was merged from: valid while
   * every role's list is the one loaded (a rules change or the TTL loads new lists).
   */
  private merged = new Map<string, { lists: readonly RoleRule[][]; value: unknown }>();
  constructor(
    private readonly load: (roleId: string) => Promise<RoleRule[]>,
    version: () => Promise<number> = async () => 0,
    private readonly pagesOf: PagesOf = async () => [],
  ) {
    this.cache = new VersionedCache(version, TTL_MS);
  }

  get stats(): CacheStats {
    return this.cache.stats;
  }

  async get(roleId: number | string | null | undefined): Promise<RoleRule[]> {
    if (roleId == null) return [];
    const key = String(roleId);
    return this.cache.get(key, () => this.load(key));
  }

  invalidate(): void {
    this.cache.clear();
    this.merged.clear();
  }

  /** Computes (or reuses) what a role set's rules give, keyed by the set and `what`. */
  private async forSet<T>(ids: readonly number[], what: string, compute: () => Promise<T>): Promise<T> {
    const lists = await Promise.all(ids.map((id) => this.get(id)));
    const key = `${ids.join(',')}|${what}`;
    const known = this.merged.get(key);
    if (known?.lists.every((list, i) => list === lists[i])) return known.value as T;
    if (this.merged.size > MAX_COMPILED_ROUTES) this.merged.clear();
    const value = await compute();
    this.merged.set(key, { lists, value });
    return value;
  }

  /** Which roles of a set hold a page of `resource` (all of them when none does: the access check refuses). */
  private async reaching(ids: readonly number[], resource: string): Promise<number[]> {
    const held = await Promise.all(
      ids.map(async (id) => (await this.pagesOf(id)).some((page) => resourceOfRoute(page) === resource)),
    );
    const some = ids.filter((_, i) => held[i]);
    return some.length > 0 ? some : [...ids];
  }

  /**
   * The compiled page configuration of a role, or of a login's role set, for an API route such as
   * `/rsupplier/add`: a method, so plugins/access.ts reads it from `app.roleRules` without importing
   * this module. A role set's is merged from the roles that reach the route's resource (core
   * `mergePageConfigs`: restrictions only where every such role has them).
   */
  async pageConfig(ref: RoleRef, route: string): Promise<PageConfig> {
    const ids = roleIdsOf(ref);
    if (ids.length > 1)
      return this.forSet(ids, `page:${route}`, async () => {
        const reaching = await this.reaching(ids, resourceOfRoute(route));
        return mergePageConfigs(await Promise.all(reaching.map((id) => this.oneConfig(id, route))));
      });
    return this.oneConfig(ids[0], route);
  }

  private async oneConfig(roleId: number | undefined, route: string): Promise<PageConfig> {
    const rules = await this.get(roleId);
    let byRoute = this.compiled.get(rules);
    // routes come from route declarations, a bounded set; the cap only guards against a caller's own paths
    if (!byRoute || byRoute.size > MAX_COMPILED_ROUTES) {
      byRoute = new Map();
      this.compiled.set(rules, byRoute);
    }
    let config = byRoute.get(route);
    if (!config) {
      config = compile(rules, roleId ?? null, route);
      byRoute.set(route, config);
    }
    return config;
  }

  /**
   * The role's Batasi Baris conditions by resource (issue 37): the resources its row-scope rules name
   * (`nama_route`'s first segment), each with the conditions the rule engine applies on that resource's
   * list route. Empty for most roles; parsed once per role and rules version. A role set reaches the
   * rows any of its roles reaches (core `mergeRowScopes`).
   */
  async rowScopes(ref: RoleRef): Promise<ReadonlyMap<string, readonly RowScopeRule[]>> {
    const ids = roleIdsOf(ref);
    if (ids.length > 1)
      return this.forSet(ids, 'scopes', async () =>
        mergeRowScopes(
          await Promise.all(
            ids.map(async (id) => {
              const pages = (await this.pagesOf(id)).map(resourceOfRoute);
              return {
                reaches: (resource: string) => pages.includes(resource),
                scopes: await this.rowScopes(id),
              };
            }),
          ),
        ),
      );
    const roleId = ids[0];
    const rules = await this.get(roleId);
    const known = this.scopes.get(rules);
    if (known) return known;
    const resources = new Set<string>();
    for (const rule of rules) {
      if (categoryOf(rule.kategori) !== 'batasi-baris') continue;
      const first = normaliseRoute(String(rule.nama_route ?? ''))
        .split('/')[1]
        ?.replace(/\*$/, '');
      if (first) resources.add(first);
    }
    const byResource = new Map<string, readonly RowScopeRule[]>();
    for (const resource of resources) {
      const config = await this.pageConfig(roleId, `/${resource}`);
      // the handler kept only conditions that parse (others are warnings on the rule)
      if (config.rowScopes.length)
        byResource.set(
          resource,
          config.rowScopes.map((s) => ({ condition: s.condition, ast: parse(s.condition) })),
        );
    }
    this.scopes.set(rules, byResource);
    return byResource;
  }

  /**
   * `{field}_label` of every relation of `resource` whose target's title the role may not see on the
   * target's own pages (a job's name hidden from technicians stays hidden where a sub job quotes it).
   * Every request on a resource route asks, and it compiles the rules of each relation's target: the
   * answer is kept with the role's rules list, so it is compiled once per role, rules version and resource.
   * A role set hides a label only where every role reaching `resource` hides it.
   */
  async hiddenLabels(ref: RoleRef, resource: Resource): Promise<readonly string[]> {
    const ids = roleIdsOf(ref);
    if (ids.length > 1)
      return this.forSet(ids, `labels:${resource.name}`, async () => {
        const reaching = await this.reaching(ids, resource.name);
        const each = await Promise.all(reaching.map((id) => this.hiddenLabels(id, resource)));
        return each[0]!.filter((label) => each.every((labels) => labels.includes(label)));
      });
    const roleId = ids[0];
    const rules = await this.get(roleId);
    let byResource = this.labels.get(rules);
    if (!byResource) {
      byResource = new Map();
      this.labels.set(rules, byResource);
    }
    const known = byResource.get(resource.name);
    if (known) return known;
    const labels: string[] = [];
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'relation' || !field.relation) continue;
      const target = compile(rules, roleId ?? null, `/${field.relation.resource}`);
      if (target.hiddenFields.includes(field.relation.labelField)) labels.push(`${name}_label`);
    }
    byResource.set(resource.name, labels);
    return labels;
  }
}

export function createRoleRulesCache(app: FastifyInstance): RoleRulesCache {
  return new RoleRulesCache(
    (roleId) =>
      app.db.query<RoleRule>(
        'SELECT * FROM setupshowhideroleid WHERE role_id::text = $1 ORDER BY urutan, id',
        [roleId],
      ),
    () => app.cluster.version(ACCESS_VERSION),
    async (roleId) => (await app.roleCache.get(roleId)).pages,
  );
}

/** The compiled page configuration of a role for an API route such as `/rsupplier/add`. */
export async function pageConfigFor(cache: RoleRulesCache, ref: RoleRef, route: string): Promise<PageConfig> {
  return cache.pageConfig(ref, route);
}

/** Removes hidden fields (and their relation labels) from an answer for that role. */
export function stripHiddenFields(
  config: PageConfig,
  record: Record<string, unknown>,
): Record<string, unknown> {
  if (config.hiddenFields.length === 0) return record;
  const out = { ...record };
  for (const field of config.hiddenFields) {
    delete out[field];
    delete out[`${field}_label`];
  }
  return out;
}

/**
 * Input of an add for that role: hidden fields the caller sent are dropped, and the Default Add If
 * Hidden values and formulas are computed here, so what the UI hides cannot be set by hand.
 * API_FETCH in formulas calls this product's own API as the caller.
 */
export async function applyRoleInput(
  app: FastifyInstance,
  config: PageConfig,
  input: Record<string, unknown>,
  caller: { token: string | null; userId: number | null },
): Promise<Record<string, unknown>> {
  const { values, errors } = await applyHiddenDefaults(config, input, {
    variables: { user_id: caller.userId },
    fetcher: async (path, params) => {
      const query = new URLSearchParams(
        Object.entries(params ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
      ).toString();
      const response = await app.inject({
        method: 'GET',
        url: `/api/${path}${query ? `?${query}` : ''}`,
        headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
      });
      if (response.statusCode !== 200) throw new Error(`API_FETCH ${path}: ${response.statusCode}`);
      return response.json();
    },
  });
  if (errors.length > 0) {
    const byField: Record<string, string[]> = {};
    for (const e of errors) byField[e.field] = [...(byField[e.field] ?? []), e.message];
    throw new ValidationError(byField);
  }
  return values;
}

declare module 'fastify' {
  interface FastifyInstance {
    roleRules: RoleRulesCache;
  }
}

/** One rules cache for the whole app; it follows the cluster's access version (roles/role-cache.ts). */
export function registerRoleRules(app: FastifyInstance): void {
  app.decorate('roleRules', createRoleRulesCache(app));
}
