import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.ts';

let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'kantor-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Kantor</title>');
  await writeFile(join(dist, 'assets/app-abc123.js'), script);
  // what apps/web/scripts/precompress.mjs writes next to each built file
  await writeFile(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
const ctx = useTestApp(() => ({ webDist: dist }));

describe('compressed answers', () => {
  it('serves the precompressed copy of a built file by Accept-Encoding, cached for good', async () => {
    const br = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await ctx.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('keeps index.html revalidated', async () => {
    const page = await ctx.app.inject({ url: '/rpekerjaan', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a large JSON answer and leaves a small one alone', async () => {
    const headers = { authorization: `Bearer ${ctx.admin}`, 'accept-encoding': 'br, gzip' };
    const large = await ctx.app.inject({ url: '/api/docs/openapi.json', headers });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(large.rawPayload).toString();
    expect(JSON.parse(text)).toHaveProperty('openapi');
    expect(large.rawPayload.length).toBeLessThan(text.length / 3);

    const small = await ctx.app.inject({ url: '/api/health', headers });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();

    const none = await ctx.app.inject({
      url: '/api/docs/openapi.json',
      headers: { authorization: `Bearer ${ctx.admin}` },
    });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body)).toHaveProperty('openapi');
  });
});
