/**
 * The facts from the rows that core's `scope` and `agent` access kinds need (packages/core/src/access/
 * scopes.ts): which accounts a login works as, whom a sub job's work falls to, whether a login has an
 * agent row. The module that owns those tables registers how to read them (the jobs module, the chat
 * module); the access check (access.ts) reads them and core decides. Nothing here decides anything.
 */
import {
  type Access,
  type Caller,
  type FieldWork,
  isAgent,
  mayChangeWork,
  type WorkTarget,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Query } from '../db/connect.ts';
import { forbidden, notFound } from '../errors.ts';

export type AccessFacts = {
  /** The caller's field-work scope (core's `fieldWorkOf` over their accounts). */
  fieldWork(query: Query, caller: Caller): Promise<FieldWork>;
  /** Whom the work of a record of `resource` falls to (null: not field work, nothing to narrow). */
  workTarget(query: Query, resource: string, record: Record<string, unknown>): Promise<WorkTarget | null>;
  /** Whether the login has an active agent row (the chat's `rchatadmin`). */
  hasAgentRow(query: Query, caller: Caller): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    accessFacts: AccessFacts;
  }
}

const unset = (what: string) => () => Promise.reject(new Error(`access facts: no module reads ${what}`));

/** Decorates the app with the facts' readers, each set by the module owning its tables. */
export function registerAccessFacts(app: FastifyInstance): void {
  app.decorate<AccessFacts>('accessFacts', {
    fieldWork: unset('field work'),
    workTarget: unset('work targets'),
    hasAgentRow: unset('agent rows'),
  });
}

/**
 * Refuses (403) what core's policy did not allow. For the resource engine's write hooks, which read the
 * rows a decision needs (whom a sub job falls to) where no route's declaration can: the hook reads,
 * core decides (`mayChangeWork`), this refuses.
 */
export function enforce(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

/**
 * The row half of a `scope` or `agent` access (its page half is checked as a `page` access's):
 * - `agent`: the caller must be an agent (core's `isAgent`): anyone else gets a 404, as if the console
 *   were not there;
 * - `scope: 'fieldWork'`: the record the route is about (read by the access check, in the caller's view)
 *   must be work that falls to the caller (core's `mayChangeWork`), else 403.
 */
export async function authoriseScope(
  request: FastifyRequest,
  caller: Caller,
  access: Extract<Access, { kind: 'scope' | 'agent' | 'resource' }>,
): Promise<void> {
  const facts = request.server.accessFacts;
  const query = request.server.db.query;
  if (access.kind === 'agent') {
    if (!isAgent(caller, await facts.hasAgentRow(query, caller))) throw notFound();
    return;
  }
  const record = request.recordInView;
  if (!record || !access.record) throw notFound();
  const target = await facts.workTarget(query, access.record.resource, record);
  if (target) enforce(mayChangeWork(await facts.fieldWork(query, caller), target));
}
