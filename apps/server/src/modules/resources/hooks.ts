/**
 * Domain hooks: the business logic a domain module attaches to the generic resource engine. The engine
 * calls them inside the write's transaction (add, edit, delete, and every row of an import), so what a
 * hook writes (stock movements, totals, numbers, notifications) is committed with the record or not at
 * all. See docs/hooks.md for the worked example.
 */

import type { Caller, FieldDef } from '@kantor/core';
import {
  exprReferences,
  getResource,
  type Resource,
  type ResourceName,
  RowScopeError,
  type RowScopeFacts,
  type RowScopeRule,
  rowScopeSql,
  type StateDef,
  stateLock,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import type { Msg } from './codec.ts';
import { ident, type Params } from './sql.ts';

export type Actor = {
  id: number;
  username: string;
  userId: number | null;
  /** The session the write came through (a password change keeps it and ends the others). */
  sessionId?: number;
  /** The signed-in author's branch (`users.cabang`), for records that take their author's branch. */
  cabang?: string | null;
};

type Row = Record<string, unknown>;

/** What every hook receives. */
export type HookContext = {
  /** Runs inside the write's transaction. */
  query: Query;
  actor: Actor;
  resource: Resource;
  /** Messages in the caller's language. */
  msg: Msg;
  locale: 'id-ID' | 'en-US';
  /** Runs once the transaction has committed (realtime pushes, mail); dropped on rollback. */
  afterCommit: (effect: () => Promise<void> | void) => void;
  /** The app, for services outside the database (mailer, realtime); absent in seeds run without one. */
  app?: FastifyInstance;
  /** The writer as the access check saw them; absent for the system's own writes (seeds, daily jobs). */
  caller?: Caller;
  /**
   * Another record as the writer's own view shows it (view page and view scope), read in this
   * transaction: null alike for no view page, out of scope and missing. Absent for system writes. A
   * hook checks a record the input names with it (a mind map's record), so a writer learns nothing
   * of records they cannot see.
   */
  inView?: (resource: string, id: unknown) => Promise<Row | null>;
  /** Writes of other records in the same transaction, through the engine (their hooks run too). */
  write: {
    add(resource: ResourceName, input: Row, extra?: { values?: Row }): Promise<Row>;
    edit(resource: ResourceName, id: string | number, input: Row, extra?: { values?: Row }): Promise<Row>;
    remove(resource: ResourceName, id: string | number): Promise<void>;
  };
};

/**
 * A guarded state machine on one select field (status). Edits that change the field must follow an
 * edge of `transitions`; `locked` states make the record read-only (any other change is a 422) and
 * undeletable; `onEnter` runs in the same transaction (post movements, give a number).
 */
export type StateMachine = StateDef & StateEffects;

/** What a domain adds to a declared state machine (`states` in the core declaration). */
export type StateEffects = {
  /** May refuse a transition (a ValidationError): `next` is the record as the edit would leave it. */
  guard?: (ctx: HookContext, next: Row, to: string, before: Row) => Promise<void> | void;
  onEnter?: Readonly<Record<string, (ctx: HookContext, after: Row, before: Row) => Promise<void> | void>>;
};

export type ResourceHooks = {
  /**
   * Rows the caller may reach at all (a technician sees the jobs assigned to them): an SQL condition on
   * the list's table alias `t`, or null for every row. Applies to list, view, options, export, history,
   * edit and delete alike. `registry` gives other resources' scopes (a mind map follows its record's).
   */
  scope?: (caller: Caller, p: Params, registry: HookRegistry) => string | null;
  /**
   * Rows of the caller's view scope they may also change (edit, delete), where a domain narrows it
   * further than the pages and owner rules do (a technician changes only the sub jobs whose work is
   * theirs): an SQL condition on the alias `t`, or null for every row. It tells each record's `_can`
   * (record-can.ts) what the domain's write hooks will refuse; the hooks keep refusing it, and the
   * UI-server agreement test (authz/ui-server-agreement.api.test.ts) fails when the two differ.
   */
  changeScope?: (caller: Caller, p: Params, registry: HookRegistry) => string | null;
  /** May change `values` (computed fields, defaults) or refuse with a ValidationError. */
  beforeAdd?: (ctx: HookContext, values: Row) => Promise<void> | void;
  afterAdd?: (ctx: HookContext, record: Row) => Promise<void> | void;
  beforeEdit?: (ctx: HookContext, values: Row, before: Row) => Promise<void> | void;
  afterEdit?: (ctx: HookContext, after: Row, before: Row) => Promise<void> | void;
  beforeDelete?: (ctx: HookContext, before: Row) => Promise<void> | void;
  afterDelete?: (ctx: HookContext, before: Row) => Promise<void> | void;
  /** Guards and effects of the declared state machine, or a whole machine for a resource without one. */
  states?: StateEffects | StateMachine;
};

/** A domain's hooks, by resource (a `DomainModule`'s `hooks`, domain-module.ts). */
export type DomainHooks = Partial<Record<ResourceName, ResourceHooks>>;

/** The hooks of every registered domain, by resource name. */
/** One condition of a caller's row scope on a resource: its SQL, and what to name when a write breaks it. */
export type RowScopePart = { sql: string; fields: readonly string[]; condition: string };

/**
 * The caller's Batasi Baris conditions on a resource as SQL (issue 37), on top of the domains' scopes:
 * every one must hold. Its own rules, and, as ERPNext's user permissions do, the rules on the resources
 * it links to: a record whose relation names a record outside the caller's scope (an invoice's line, an
 * income of an invoice, a job of a customer) is outside it too, as is one whose list of ids (`relations`)
 * holds such a record; an empty relation or list is not (one level).
 */
export function roleRowScopes(resource: string, caller: Caller, p: Params): string[] {
  return rowScopeParts(resource, caller, p).map((part) => part.sql);
}

export function rowScopeParts(resource: string, caller: Caller, p: Params): RowScopePart[] {
  const grant = caller.rowScopes;
  const declared = grant ? getResource(resource) : undefined;
  if (!grant || !declared) return [];
  const parts: RowScopePart[] = (grant.byResource.get(resource) ?? []).map((rule) => ({
    sql: rowScopeCondition(declared, rule, grant.facts, p),
    fields: exprReferences(rule.ast).fields,
    condition: rule.condition,
  }));
  let i = 0;
  for (const [name, field] of Object.entries(declared.fields)) {
    const target = linksTo(field);
    const rules = target && target !== resource ? grant.byResource.get(target) : undefined;
    const linked = rules && getResource(target!);
    if (!rules || !linked || field.hidden) continue;
    const alias = `rs${i++}`;
    const where = rules.map((rule) => rowScopeCondition(linked, rule, grant.facts, p, alias)).join(' AND ');
    const inScope = `(SELECT ${alias}.id FROM ${ident(linked.table)} ${alias} WHERE ${where})`;
    const column = `t.${ident(name)}`;
    parts.push({
      // a list of ids (`relations`, serial targets: whole numbers) is inside when every id it holds is
      sql:
        field.kind === 'relations'
          ? `(${column} IS NULL OR NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text(${column}) AS ${alias}e(id) WHERE ${alias}e.id::int NOT IN ${inScope}))`
          : `(${column} IS NULL OR ${column} IN ${inScope})`,
      fields: [name],
      condition: rules.map((r) => r.condition).join(' and '),
    });
  }
  return parts;
}

/** Whether the caller's Batasi Baris rules narrow a resource: its own, or one it links to. */
export function rowScopeNarrows(resource: string, caller: Caller): boolean {
  const grant = caller.rowScopes;
  const declared = grant ? getResource(resource) : undefined;
  if (!grant || !declared) return false;
  if (grant.byResource.has(resource)) return true;
  return Object.values(declared.fields).some((f) => {
    const target = linksTo(f);
    return target !== undefined && !f.hidden && grant.byResource.has(target);
  });
}

/** The resource a field links to, one record (`relation`) or several (`relations`). */
function linksTo(field: FieldDef): string | undefined {
  return field.kind === 'relation' || field.kind === 'relations' ? field.relation?.resource : undefined;
}

/** One condition as SQL; one that no longer compiles (a field since removed) admits no row. */
export function rowScopeCondition(
  resource: Resource,
  rule: RowScopeRule,
  facts: RowScopeFacts,
  p: Params,
  alias = 't',
): string {
  // tried first without parameters: one that fails half way must not leave unused ones in `p`
  try {
    rowScopeSql(resource, rule.ast, facts, () => '$0', alias);
  } catch (error) {
    if (error instanceof RowScopeError) return 'FALSE';
    throw error;
  }
  return rowScopeSql(resource, rule.ast, facts, (value) => p.add(value), alias);
}

export class HookRegistry {
  private readonly byResource = new Map<string, ResourceHooks[]>();

  constructor(modules: readonly { hooks?: DomainHooks }[] = []) {
    for (const module of modules) {
      for (const [name, hooks] of Object.entries(module.hooks ?? {})) {
        if (!hooks) continue;
        const list = this.byResource.get(name) ?? [];
        if (hooks.states && list.some((h) => h.states))
          throw new Error(`${name}: two domains declare a state machine`);
        list.push(hooks);
        this.byResource.set(name, list);
      }
    }
  }

  of(resource: string): readonly ResourceHooks[] {
    return this.byResource.get(resource) ?? [];
  }

  /** Whether any row scope may narrow the resource for the caller (a domain's hook, or a Batasi Baris rule). */
  narrows(resource: string, caller: Caller | null): boolean {
    return this.of(resource).some((h) => h.scope) || Boolean(caller && rowScopeNarrows(resource, caller));
  }

  /** The combined row scope of a resource for a caller (every module's condition must hold). */
  scope(resource: string, caller: Caller | null, p: Params): string[] {
    if (!caller) return [];
    const conditions = this.of(resource)
      .map((h) => h.scope?.(caller, p, this) ?? null)
      .filter((c): c is string => Boolean(c));
    return [...conditions, ...roleRowScopes(resource, caller, p)];
  }

  /** The combined change scope of a resource for a caller (see `changeScope`), empty when none narrows. */
  changeScope(resource: string, caller: Caller, p: Params): string[] {
    return this.of(resource)
      .map((h) => h.changeScope?.(caller, p, this) ?? null)
      .filter((c): c is string => Boolean(c));
  }

  /** The resource's state machine: its declaration's states with the domain's guards and effects. */
  states(resource: string): StateMachine | undefined {
    const declared = getResource(resource)?.states;
    const effects = this.of(resource).find((h) => h.states)?.states;
    if (declared) return { ...declared, ...effects, ...declared };
    return effects && 'field' in effects ? effects : undefined;
  }

  async run<K extends Exclude<keyof ResourceHooks, 'scope' | 'changeScope' | 'states'>>(
    resource: string,
    hook: K,
    ...args: Parameters<NonNullable<ResourceHooks[K]>>
  ): Promise<void> {
    for (const hooks of this.of(resource)) {
      const fn = hooks[hook] as ((...a: unknown[]) => Promise<void> | void) | undefined;
      if (fn) await fn(...(args as unknown[]));
    }
  }
}

/** Checks an edit against the resource's state machine: edges, guards and locked states. */
export async function checkTransition(
  ctx: HookContext,
  machine: StateMachine,
  values: Row,
  before: Row,
): Promise<string | null> {
  const from = String(before[machine.field] ?? '');
  const to = Object.hasOwn(values, machine.field) ? String(values[machine.field] ?? '') : from;
  const changing = to !== from;
  const lock = stateLock(machine, before);
  if (lock) {
    const others = Object.keys(values).filter(
      (k) => !lock.writable.has(k) && JSON.stringify(values[k]) !== JSON.stringify(before[k] ?? null),
    );
    if (others.length > 0) {
      throw new ValidationError(
        Object.fromEntries(others.map((k) => [k, [ctx.msg('validation.locked', { state: from })]])),
      );
    }
  }
  if (!changing) return null;
  if (!(machine.transitions[from] ?? []).includes(to)) {
    throw new ValidationError({
      [machine.field]: [ctx.msg('validation.transition', { from, to })],
    });
  }
  await machine.guard?.(ctx, { ...before, ...values }, to, before);
  return to;
}

/** A record in a locked state cannot be deleted (a posted document is cancelled, never removed). */
export function assertDeletable(ctx: HookContext, machine: StateMachine | undefined, before: Row): void {
  if (!machine) return;
  const state = String(before[machine.field] ?? '');
  if (machine.locked?.includes(state)) {
    throw new ValidationError({ [machine.field]: [ctx.msg('validation.locked', { state })] });
  }
}
