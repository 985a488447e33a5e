import { MSG } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.ts';
import { say } from '../lib/i18n.ts';

/** Deeper than this, a request body is refused: no form or import is shaped like that. */
export const MAX_INPUT_DEPTH = 64;

type Finding = { path: string; problem: 'nul' | 'depth' };

/** The first NUL byte (PostgreSQL text cannot hold one) or over-deep nesting in a value, by path. */
export function findBadInput(value: unknown, path = '', depth = 0): Finding | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { path, problem: 'nul' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { path, problem: 'depth' };
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, child] of entries) {
    const here = path ? `${path}.${key}` : String(key);
    if (typeof key === 'string' && key.includes('\u0000')) return { path: here, problem: 'nul' };
    const found = findBadInput(child, here, depth + 1);
    if (found) return found;
  }
  return null;
}

function refuse(request: FastifyRequest, finding: Finding): never {
  const field = finding.path.split('.')[0] || '_';
  throw new ValidationError({ [field]: [say(request, finding.problem === 'nul' ? MSG.invalid : MSG.json)] });
}

/**
 * User input never reaches the database in a shape it cannot take: a NUL byte anywhere in the query,
 * the route parameters or the body, or a body nested absurdly deep, is a 422 naming the field, never a 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const found =
      findBadInput(request.params) ??
      findBadInput(request.query) ??
      // isMultipart exists only inside the /api plugin (where multipart is registered): an unknown /api
      // path reaches this hook without it, and must still end as a 404, not a 500
      (typeof request.isMultipart === 'function' && request.isMultipart()
        ? null
        : findBadInput(request.body));
    if (found) refuse(request, found);
  });
}
