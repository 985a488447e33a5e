/**
 * Parts of route schemas, for the route files. Path and query parameters are validated by Fastify, as
 * text only (every value of a path or query string is text; a route checks its own formats and answers
 * in its own words), so no answer the routes give changes. A body is described for the API docs only
 * (`bodyDoc`, modules/docs/route-docs.ts): the handlers check bodies themselves, field by field.
 */

type Schema = Record<string, unknown>;

export const text = (description?: string): Schema => ({
  type: 'string',
  ...(description ? { description } : {}),
});

export const flag = (description: string): Schema => ({ type: 'boolean', description });

export const textList = (description: string): Schema => ({
  type: 'array',
  items: { type: 'string' },
  description,
});

/** `params`: each named path parameter, text. */
export function pathParams(...names: string[]): { params: Schema } {
  return {
    params: {
      type: 'object',
      properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
      required: names,
    },
  };
}

/** `querystring`: each named parameter (name → what it means) one text value; repeating one is a 422. */
export function textQuery(parameters: Record<string, string>): { querystring: Schema } {
  return {
    querystring: {
      type: 'object',
      properties: Object.fromEntries(Object.entries(parameters).map(([name, says]) => [name, text(says)])),
    },
  };
}

/** A POST that reads no body (the path or the caller says it all): the docs show no request body. */
export const noBody = (): { noBody: true } => ({ noBody: true });

/** `bodyDoc`: the JSON object a route reads, documented (its handler validates it). */
export function documentedBody(
  properties: Record<string, Schema>,
  required: string[] = [],
): { bodyDoc: Schema } {
  return { bodyDoc: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) } };
}
