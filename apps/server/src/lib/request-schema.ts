/**
 * Path parameters of a route outside `/api` (the public site's pages, modules/website/public.routes.ts),
 * validated by Fastify as text. Every `/api` route but the realtime socket is declared in core
 * (`defineRoute`, served by lib/serve-route.ts), which reads its own input.
 */

type Schema = Record<string, unknown>;

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
