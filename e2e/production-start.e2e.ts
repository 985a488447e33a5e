/**
 * The production start: the compiled server bundle runs on plain Node (no TypeScript loader), migrates a
 * fresh embedded database, serves the API and the built web app, and stops cleanly on SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const bundle = join(root, 'apps/server/dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'kantor-prod-'));
let child: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is one JavaScript bundle with no TypeScript loader in it', () => {
    expect(existsSync(bundle)).toBe(true);
    const code = readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/from ["'][^"']+\.ts["']/);
    expect(code).not.toContain('tsx/esm');
  });

  it('starts with plain node, answers, serves the web app and stops on SIGTERM', async () => {
    const port = await freePort();
    const started = spawn(process.execPath, [bundle], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    started.stdout!.on('data', (chunk) => {
      output += String(chunk);
    });
    started.stderr!.on('data', (chunk) => {
      output += String(chunk);
    });
    const deadline = Date.now() + 90_000;
    while (!output.includes('is running') && Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`the server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(output).toContain(`http://localhost:${port}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()) as object).toMatchObject({ status: 'ok', database: 'pglite' });
    const page = await fetch(`http://127.0.0.1:${port}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'admin',
        password: process.env.ADMIN_PASSWORD ?? 'Kantor-Admin-2026',
      }),
    });
    expect(login.status).toBe(200);
    // the public site's chat widget: its loader names the files of the widget's own build, which are
    // served, cached for good (hashed names)
    const loader = await (await fetch(`http://127.0.0.1:${port}/api/chat/widget.js`)).text();
    const files = [...loader.matchAll(/"(\/chat-widget\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(
      files.filter((file) => file.endsWith('.js')),
      loader,
    ).toHaveLength(1);
    expect(
      files.filter((file) => file.endsWith('.css')),
      loader,
    ).toHaveLength(1);
    for (const file of files) {
      const answer = await fetch(`http://127.0.0.1:${port}${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('cache-control'), file).toContain('immutable');
      // read to the end: an unread body keeps its connection busy, and the server's stop waits for it
      expect((await answer.arrayBuffer()).byteLength, file).toBeGreaterThan(0);
    }
    const exited = new Promise<number | null>((r) => started.once('exit', (code) => r(code)));
    started.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = null;
  }, 120_000);
});
