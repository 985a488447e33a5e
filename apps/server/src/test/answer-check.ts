import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer of an API test checked against its route's response schema (lib/answer-schema.ts), as
 * the client will read it (after JSON): a handler that drifts from core's answer type fails its tests
 * with a 500 naming the route and the mismatch, and the docs cannot promise what the server does not send.
 *
 * Not checked: answers a role rule stripped fields from (a hidden field may be a required one), and
 * answers whose status has no schema (errors are checked by the error handler's own tests).
 */

type Schema = Record<string, unknown>;

const ajv = new Ajv2020({ allErrors: true, strict: false });
// biome-ignore lint/suspicious/noExplicitAny: ajv-formats' CJS default export is typed for `module.exports`
(addFormats as any as (a: Ajv2020) => void)(ajv);
const compiled = new WeakMap<Schema, ValidateFunction>();

export class AnswerMismatch extends Error {}

function validatorOf(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * The JSON schema a route declares for `status` (exact, then `2xx`): its JSON answer's, also when it can
 * answer a file instead (a file is not JSON and never reaches this check); none for a file-only route.
 */
export function schemaFor(response: unknown, status: number): Schema | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const byStatus = response as Record<string, Schema | undefined>;
  const schema = byStatus[String(status)] ?? byStatus[`${String(status)[0]}xx`];
  if (!schema || !('content' in schema)) return schema;
  const content = schema.content as Record<string, { schema?: Schema } | undefined>;
  return content['application/json']?.schema;
}

/** The mismatches of `payload` (as JSON would carry it) against `schema`; empty when it fits. */
export function answerMismatches(schema: Schema, payload: unknown): string[] {
  const validate = validatorOf(schema);
  const wire: unknown = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
  if (validate(wire)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(answer)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
  );
}

export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.resourceAccess?.hidden?.size) return payload;
    const schema = schemaFor(request.routeOptions.schema?.response, reply.statusCode);
    if (!schema) return payload;
    const mismatches = answerMismatches(schema, payload);
    if (mismatches.length === 0) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const text = `${route} answered ${reply.statusCode} off its schema:\n  ${mismatches.slice(0, 8).join('\n  ')}`;
    // the 500 hides the message from the test; the runner's console shows it
    console.error(text);
    throw new AnswerMismatch(text);
  });
}
