import {
  compileExpr,
  exprTruthy,
  type FieldRule,
  isEmptyValue,
  MSG,
  type PageConfig,
  type Resource,
  type RowScopeFacts,
} from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { knownCaller } from '../../plugins/access.ts';
import { decodeInput, messagesFor } from './codec.ts';

type Row = Record<string, unknown>;

/**
 * Kunci Kolom and Wajib Isi (issue 37): the role's field permissions on a write route, enforced here for
 * every generic add, edit and import row, whatever the form showed. A read-only field the input changes,
 * or a required one the record would be saved without, is a 422 on that field, before anything is
 * written. A rule's condition reads the record as it would be saved (stored values, then the input,
 * decoded to their kinds) and who is writing (`user.*`, `role.*`).
 */
export async function assertFieldRules(
  request: FastifyRequest,
  config: PageConfig,
  resource: Resource,
  input: Row,
  before: Row | null,
): Promise<void> {
  if (config.fieldRules.length === 0) return;
  const msg = messagesFor(request.headers['accept-language']);
  const { values } = decodeInput(resource, input, { partial: true, msg });
  const next: Row = { ...(before ?? {}), ...values };
  const facts = config.fieldRules.some((r) => r.condition !== null) ? await factsOf(request) : null;
  const holds = (rule: FieldRule) =>
    rule.condition === null ||
    exprTruthy(compileExpr(rule.condition).evaluate({ record: next, user: facts?.user, role: facts?.role }));
  const errors: Record<string, string[]> = {};
  for (const rule of config.fieldRules) {
    if (errors[rule.field] || !Object.hasOwn(resource.fields, rule.field)) continue;
    if (rule.rule === 'readOnly') {
      if (!Object.hasOwn(values, rule.field) || same(values[rule.field], before?.[rule.field])) continue;
      if (holds(rule)) errors[rule.field] = [msg(MSG.fieldReadOnly)];
    } else if (isEmptyValue(next[rule.field]) && holds(rule)) errors[rule.field] = [msg(MSG.required)];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Unchanged: equal as text, or as numbers (`15` and `'15.00'`), or both empty. */
function same(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (String(a) === String(b)) return true;
  const x = Number(a);
  const y = Number(b);
  return typeof a !== 'boolean' && Number.isFinite(x) && Number.isFinite(y) && x === y && !isEmptyValue(a);
}

/** Who is writing, as a condition reads them (modules/roles/user-facts.ts). */
async function factsOf(request: FastifyRequest): Promise<RowScopeFacts | null> {
  const caller = knownCaller(request);
  const user = request.user;
  if (!caller || !user) return null;
  if (caller.rowScopes) return caller.rowScopes.facts;
  const grant = await request.server.roleCache.get(caller.roles);
  return request.server.userFacts.at(user, grant.names);
}
