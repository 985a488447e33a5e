import { type Caller, RESOURCE_LIST, type Resource } from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { knownCaller } from '../../plugins/access.ts';
import { roleRowScopes, rowScopeNarrows } from './hooks.ts';
import { ident, Params } from './sql.ts';

/**
 * Reads of a report, a count or the dashboard as the caller's Batasi Baris rules allow (issue 37).
 * Those modules read their tables with their own SQL; rather than each query adding the scope by hand
 * (and the next one forgetting), the statement is run with a CTE named after each scoped table, holding
 * only the rows the caller reaches: `WITH <table> AS (SELECT t.* FROM <table> t WHERE …) <query>`.
 * Inside a non-recursive CTE its own name still means the table, and everywhere else in the statement
 * (subqueries and joins included) the name means the CTE, so every figure is computed over the caller's
 * rows only. A caller without rules gets the plain query.
 */
const BY_TABLE: ReadonlyMap<string, Resource> = new Map(RESOURCE_LIST.map((r) => [r.table.toLowerCase(), r]));

/** `FROM x`, `JOIN "x"`: the tables a statement names (a name in a string literal only adds a harmless CTE). */
const NAMED = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;

export function scopedReads(query: Query, caller: Caller | undefined | null): Query {
  const grant = caller?.rowScopes;
  if (!caller || !grant || grant.byResource.size === 0) return query;
  return <T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => {
    const scoped = new Set<Resource>();
    for (const match of text.matchAll(NAMED)) {
      const resource = BY_TABLE.get(match[1]!.toLowerCase());
      if (resource && rowScopeNarrows(resource.name, caller)) scoped.add(resource);
    }
    if (scoped.size === 0) return query<T>(text, values);
    const p = new Params();
    p.values.push(...values);
    const tables = [...scoped].map((resource) => {
      const conditions = roleRowScopes(resource.name, caller, p);
      return `${ident(resource.table)} AS (SELECT t.* FROM ${ident(resource.table)} t WHERE ${conditions.join(' AND ')})`;
    });
    const body = text.trimStart();
    if (/^with\s+recursive\b/i.test(body))
      throw new Error('scopedReads: a recursive WITH cannot be narrowed');
    const statement = /^with\s/i.test(body)
      ? `WITH ${tables.join(', ')}, ${body.replace(/^with\s+/i, '')}`
      : `WITH ${tables.join(', ')} ${body}`;
    return query<T>(statement, p.values);
  };
}

/** The database reads of a request's report or count, narrowed to its caller's Batasi Baris rules. */
export function readsOf(request: FastifyRequest): Query {
  return scopedReads(request.server.db.query, knownCaller(request));
}
