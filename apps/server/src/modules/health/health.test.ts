import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

const ctx = useTestApp({}, { signIn: [] });

describe('server basics', () => {
  it('GET /api/health answers ok with the engine', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('GET /api/health/ready answers ready with each check, and 503 naming the start while draining', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { started: 'ok', database: 'ok', redis: ctx.app.cluster.shared ? 'ok' : 'skipped' },
    });
    // a stop turns readiness off first (preClose), so a load balancer drains the instance
    ctx.app.lifecycle.started = false;
    try {
      const draining = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'unavailable', failed: ['started'] });
      expect(draining.json().checks.database).toBe('ok');
    } finally {
      ctx.app.lifecycle.started = true;
    }
  });

  it('sends a strict Content-Security-Policy without inline scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers JSON 404 for unknown API routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'The requested resources could not be found' });
  });

  it('GET /api/config answers the public settings', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ productKey: 'KANTOR', appName: 'Kantor' });
  });
});
