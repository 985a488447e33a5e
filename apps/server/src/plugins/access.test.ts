import { RESOURCE_ROUTE_ACTIONS } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.ts';
import { TEST_ADMIN_PASSWORD } from '../test/helpers.ts';
import { undeclaredRoutes } from './access.ts';

const ctx = useTestApp(
  {},
  {
    signIn: [],
    modules: [
      {
        name: 'forgetful',
        routes: async (api) => {
          api.get('/forgetful/secret', async () => ({ secret: 42 }));
        },
      },
    ],
  },
);

describe('the route table', () => {
  it('declares how every /api route of the product is reached', () => {
    const api = ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/forgetful'),
    );
    expect(api.length).toBeGreaterThan(40);
    expect(undeclaredRoutes(api)).toEqual([]);
    for (const route of api) {
      const access = route.access!;
      expect(['public', 'signedIn', 'admin', 'page', 'resource', 'scope', 'agent'], route.url).toContain(
        access.kind,
      );
      if (access.kind === 'resource') expect(RESOURCE_ROUTE_ACTIONS, route.url).toContain(access.action);
    }
  });

  it('the checker finds a route without a declared access, and the route refuses every caller', async () => {
    expect(undeclaredRoutes(ctx.app.routeTable).map((r) => r.url)).toEqual(['/api/forgetful/secret']);
    const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: '/api/forgetful/secret',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.body).not.toContain('42');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/forgetful/secret' })).statusCode).toBe(403);
  });

  it('keeps public only what must be: sign-in, registration, password reset, health, docs', () => {
    const publicUrls = ctx.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.access?.kind === 'public')
      .map((r) => r.url);
    // payment providers' webhooks (a signature proves them), invoice links sent to customers (a token)
    // and public job tracking (an unguessable code, throttled on misses); the chat widget's routes (its
    // availability: whether the team is within its hours, which the public site shows anyway) and
    // the realtime channel, which check a session or a visitor's conversation token themselves; the sign-in
    // page's look (a title and a picture the site shows anyway); the metrics (only with METRICS_TOKEN,
    // which the route checks itself: plugins/metrics.ts)
    for (const url of publicUrls)
      expect(url).toMatch(
        /^\/api\/(auth\/|health|config|docs|payments\/webhook\/|public\/invoice\/|lacak\/|chat\/(start|c\/|widget\.js|availability$)|realtime$|website\/login-look$|metrics$)/,
      );
  });
});
