import { z } from 'zod';

/**
 * Route answers as Fastify response schemas, derived from core's zod answers (packages/core/src/api):
 * the API docs show them (modules/docs/route-docs.ts) and every API test checks each answer against
 * them (test/answer-check.ts). Fastify serialises them with plain `JSON.stringify` (app.ts): a compiled
 * serialiser would silently drop or coerce what does not fit, where a test should fail instead.
 */

type Schema = Record<string, unknown>;

const cache = new WeakMap<z.ZodType, Schema>();

/** The JSON Schema (2020-12, as OpenAPI 3.1 reads it) of what the server sends for `answer`. */
export function jsonSchemaOf(answer: z.ZodType, description?: string): Schema {
  let schema = cache.get(answer);
  if (!schema) {
    const { $schema: _, ...rest } = z.toJSONSchema(answer, {
      io: 'output',
      unrepresentable: 'any',
    }) as Schema;
    // a `$ref` would resolve against the OpenAPI document, not this schema: a recursive answer needs a name
    if (JSON.stringify(rest).includes('"$ref"'))
      throw new Error('A recursive or shared answer schema needs a component name; none is supported yet');
    schema = rest;
    cache.set(answer, schema);
  }
  return description ? { description, ...schema } : schema;
}

/** `response` of a route answering JSON: `answer` on 200 (and any other status given). */
export function answers(
  answer: z.ZodType,
  description?: string,
  more: Record<number, z.ZodType> = {},
): { response: Record<string, Schema> } {
  const response: Record<string, Schema> = { 200: jsonSchemaOf(answer, description) };
  for (const [status, schema] of Object.entries(more)) response[status] = jsonSchemaOf(schema);
  return { response };
}

/**
 * `response` of a route whose success is another 2xx than 200 (202 Accepted: a job was started),
 * answering `answer` with it.
 */
export function answersWith(
  status: 201 | 202,
  answer: z.ZodType,
  description: string,
): { response: Record<string, Schema> } {
  return { response: { [status]: jsonSchemaOf(answer, description) } };
}

/** `response` of a route answering a file or a stream (not JSON): its media types, for the docs. */
export function answersFile(mediaTypes: string | readonly string[], description: string) {
  const types = typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes;
  const content = Object.fromEntries(
    types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  );
  return { response: { 200: { description, content } } };
}

/** `response` of a route answering 204 with no body. */
export const answersNothing = (description: string) => ({ response: { 204: { description } } });

/** `response` of a route answering JSON, or a file when asked for one (`?format=`): both documented. */
export function answersOrFile(answer: z.ZodType, description: string, mediaTypes: readonly string[]) {
  const files = answersFile(mediaTypes, description).response[200].content;
  return {
    response: {
      200: { description, content: { 'application/json': { schema: jsonSchemaOf(answer) }, ...files } },
    },
  };
}
