// The serveRoute tests' shared app (lib/serve-route.*.api.test.ts): not a test file itself.
import { defineRoute, said } from '@kantor/core';
import { z } from 'zod';
import { forbidden } from '../errors.ts';
import { serveRoute } from '../lib/serve-route.ts';
import { useTestApp } from './fixture.ts';

/** A route declared as a module would, served through the real app (access check, error handler). */
const probeRoute = defineRoute({
  method: 'POST',
  path: '/serveprobe/:id',
  access: { kind: 'signedIn' },
  summary: 'this test’s probe',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  query: z.object({ mode: z.enum(['a', 'b']).optional() }),
  body: z.object({
    name: z.string(said('validation.required')).min(1, said('validation.required')),
    qty: z.number(said('validation.rangeMin', { min: 1 })).min(1, said('validation.rangeMin', { min: 1 })),
    lines: z.array(z.object({ sku: z.string() })).optional(),
  }),
  answer: z.object({ id: z.string(), keys: z.array(z.string()), mode: z.string().nullable() }),
  answerSays: 'what the handler was given',
});

/** The same declaration under another path, served with a guard that refuses everyone. */
const guardedRoute = defineRoute({ ...probeRoute, path: '/serveprobe/:id/guarded' });

/** The same again, its handler reading past its input: a field the declaration does not name. */
const driftingRoute = defineRoute({ ...probeRoute, path: '/serveprobe/:id/drifting' });

/**
 * The app with the probe module `serveprobe`: `POST /api/serveprobe/:id` answers the id, the body's
 * keys and the query's mode; `…/:id/guarded` has a guard refusing everyone; `…/:id/drifting` reads
 * `harga` and `mode` past its declaration. `send` POSTs JSON as the seeded admin.
 */
export function useServeProbeApp() {
  const ctx = useTestApp(
    {},
    {
      modules: [
        {
          name: 'serveprobe',
          routes: async (app) => {
            serveRoute(app, probeRoute, async ({ params, query, body }) => ({
              id: params.id,
              keys: Object.keys(body).sort(),
              mode: query.mode ?? null,
            }));
            serveRoute(app, driftingRoute, async ({ params }, request) => ({
              id: params.id,
              // what the drift check (test/input-drift.ts) exists to catch: a field read past the schema
              keys: [String((request.body as Record<string, unknown>).harga)],
              mode: String((request.query as Record<string, unknown>).mode ?? null),
            }));
            serveRoute(app, guardedRoute, async () => ({ id: '', keys: [], mode: null }), {
              guard: async () => {
                throw forbidden();
              },
            });
          },
        },
      ],
    },
  );
  const send = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      // every value as JSON (a bare text would be another media type, refused before the route)
      payload: JSON.stringify(payload),
      headers: { authorization: `Bearer ${ctx.admin}`, 'content-type': 'application/json', ...headers },
    });
  return { ctx, send };
}
