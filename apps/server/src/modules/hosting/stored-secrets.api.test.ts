// Issue 32 (Medium): "Stored secrets follow an edited address" — the cPanel token and the AI key were sent
// to whatever host or URL was saved later without being typed again, and "Tes koneksi" told a closed
// port from an open one and from a 403 (a port scanner of the internal network).

import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { type FakeCpanel, startFakeCpanel } from '../../test/fake-cpanel.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fake-openai.ts';
import { useTestApp } from '../../test/fixture.ts';

const TOKEN = 'PANELTOKEN-5D1F0A77C2';
const AI_KEY = 'sk-test-FOLLOWS-NOT-0b9e';

let panel: FakeCpanel;
let ai: FakeOpenAi;
let teknisi: string;
/** What reached the attacker's listener: every request's headers. */
const seen: IncomingHttpHeaders[] = [];
let evil: Server;
let evilUrl: string;
/** A port that accepts TCP and closes at once (open, not HTTP). */
let open: TcpServer;
let openPort: number;
/** A port nobody listens on. */
let closedPort: number;

const listen = (server: Server | TcpServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  panel = await startFakeCpanel('kantorco', TOKEN);
  ai = await startFakeOpenAi();
  evil = createHttpServer((request, response) => {
    seen.push(request.headers);
    response.statusCode = 403;
    response.end('forbidden');
  });
  evilUrl = `http://127.0.0.1:${await listen(evil)}`;
  open = createTcpServer((socket) => socket.destroy());
  openPort = await listen(open);
  const gone = createTcpServer();
  closedPort = await listen(gone);
  await new Promise<void>((resolve) => gone.close(() => resolve()));
});
afterAll(async () => {
  await panel.close();
  await ai.close();
  evil.closeAllConnections();
  await new Promise<void>((resolve) => evil.close(() => resolve()));
  await new Promise<void>((resolve) => open.close(() => resolve()));
});
const ctx = useTestApp();
const { as } = ctx;
beforeAll(async () => {
  // a login of the technician role with a name of its own: the panel-call counter is per login and may
  // live in a Redis shared by earlier runs
  const username = `teknisi.${randomBytes(4).toString('hex')}`;
  const password = 'Teknisi-Panel-Uji-2026';
  await insertUser(ctx.database, {
    username,
    email: `${username}@contoh.id`,
    password,
    roleId: USER_ROLE_IDS.teknisi,
  });
  teknisi = await ctx.login(username, password);
  for (const page of ['akun', 'akun/view', 'akun/add', 'akun/edit', 'akun/cpanelapi'])
    await ctx.database.query(
      'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [USER_ROLE_IDS.teknisi, page],
    );
  ctx.app.roleCache.invalidate();
});

const tokenSet = async (id: number) =>
  (await as(ctx.admin, 'GET', `/api/akun/view/${id}`)).json().cpanel_token_set as boolean;

describe('a stored secret does not follow an edited address', () => {
  it('the cPanel token is cleared when the host changes, and never reaches the new host', async () => {
    const created = await as(ctx.admin, 'POST', '/api/akun/add', {
      nama: 'PT Panel',
      jenis_akun: 'Mitra',
      cpanel_host: panel.host,
      cpanel_username: 'kantorco',
      cpanel_token: TOKEN,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(created.json().record.id);
    expect((await as(ctx.admin, 'POST', `/api/akun/cpanelapi/${id}`)).json().result).toBe('ok');

    // the host edited later, the token not typed again
    const moved = await as(ctx.admin, 'PUT', `/api/akun/edit/${id}`, { cpanel_host: evilUrl });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().record.cpanel_token_set).toBe(false);
    const test = await as(ctx.admin, 'POST', `/api/akun/cpanelapi/${id}`);
    expect(test.statusCode).toBe(409); // nothing to send: the panel needs its token again
    expect(seen.map((h) => h.authorization ?? '').join(' ')).not.toContain(TOKEN);

    // a write that changes the host and types the token again keeps it; other edits keep it too
    const both = await as(ctx.admin, 'PUT', `/api/akun/edit/${id}`, {
      cpanel_host: panel.host,
      cpanel_token: TOKEN,
    });
    expect(both.json().record.cpanel_token_set).toBe(true);
    await as(ctx.admin, 'PUT', `/api/akun/edit/${id}`, {
      cpanel_host: panel.host,
      cpanel_username: 'kantorco',
    });
    expect(await tokenSet(id)).toBe(true);
  });

  it('the AI key is cleared when the endpoint changes, and never reaches the new endpoint', async () => {
    const created = await as(ctx.admin, 'POST', '/api/promptapiopenai/add', {
      nama: 'AI Kantor',
      provider: 'OpenAI',
      endpoint_url: ai.baseUrl,
      model: 'kantor-model',
      api_key: AI_KEY,
      status: 'Active',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(created.json().record.id);
    const moved = await as(ctx.admin, 'PUT', `/api/promptapiopenai/edit/${id}`, {
      endpoint_url: `${evilUrl}/v1`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().record.api_key_set).toBe(false);
    const template = await as(ctx.admin, 'POST', '/api/templateprompt/add', {
      nama_template: 'Tes kunci',
      kategori: 'umum',
      isi_prompt: 'Halo',
      id_promptapi: id,
      status: 'Active',
    });
    expect(template.statusCode, template.body).toBe(200);
    const calls = seen.length;
    await as(ctx.admin, 'POST', '/api/ai/run', { templateId: template.json().record.id });
    expect(seen.length).toBe(calls + 1); // the call went out, without the key
    expect(seen.map((h) => `${h.authorization ?? ''}`).join(' ')).not.toContain(AI_KEY);

    // a run tells anyone but the admin the same for every failure of the endpoint
    for (const page of ['templateprompt', 'templateprompt/view'])
      await ctx.database.query(
        'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [USER_ROLE_IDS.teknisi, page],
      );
    ctx.app.roleCache.invalidate();
    const run = () => as(teknisi, 'POST', '/api/ai/run', { templateId: template.json().record.id });
    const refusedRun = await run();
    await as(ctx.admin, 'PUT', `/api/promptapiopenai/edit/${id}`, {
      endpoint_url: `http://127.0.0.1:${closedPort}/v1`,
    });
    const closedRun = await run();
    expect(refusedRun.statusCode).toBe(502);
    expect(closedRun.body).toBe(refusedRun.body);
    const adminRun = await as(ctx.admin, 'POST', '/api/ai/run', { templateId: template.json().record.id });
    expect(adminRun.json().message).toMatch(/could not be reached/);
    const again = await as(ctx.admin, 'PUT', `/api/promptapiopenai/edit/${id}`, {
      endpoint_url: ai.baseUrl,
      api_key: AI_KEY,
    });
    expect(again.json().record.api_key_set).toBe(true);
  });
});

describe('"Tes koneksi" is no port scanner', () => {
  let own: number;
  const hostOf = (url: string) =>
    as(teknisi, 'PUT', `/api/akun/edit/${own}`, {
      cpanel_host: url,
      cpanel_username: 'x',
      cpanel_token: 'y',
    });

  beforeAll(async () => {
    const created = await as(teknisi, 'POST', '/api/akun/add', { nama: 'Akun Teknisi', jenis_akun: 'Mitra' });
    expect(created.statusCode, created.body).toBe(200);
    own = Number(created.json().record.id);
  });

  it('answers one outcome for a closed port, an open non-HTTP port and a 403 to anyone but the admin', async () => {
    const answers: string[] = [];
    for (const url of [`http://127.0.0.1:${closedPort}`, `http://127.0.0.1:${openPort}`, evilUrl]) {
      expect((await hostOf(url)).statusCode).toBe(200);
      const started = Date.now();
      const test = await as(teknisi, 'POST', `/api/akun/cpanelapi/${own}`);
      expect(test.statusCode, test.body).toBe(200);
      expect(Date.now() - started, url).toBeGreaterThanOrEqual(900); // every failure takes the same floor
      answers.push(test.body);
    }
    expect(JSON.parse(answers[0]!)).toEqual({ result: 'failed', message: expect.stringMatching(/failed/) });
    expect(new Set(answers).size).toBe(1);
    // the admin, testing the same account, reads which failure it was
    const adminAnswer = await as(ctx.admin, 'POST', `/api/akun/cpanelapi/${own}`);
    expect(adminAnswer.json()).toMatchObject({ result: 'denied', detail: expect.stringContaining('403') });
  });

  it('is rate-limited per login: past the allowance a 429 with Retry-After', async () => {
    await as(teknisi, 'PUT', `/api/akun/edit/${own}`, {
      cpanel_host: panel.host,
      cpanel_username: 'kantorco',
      cpanel_token: TOKEN,
    });
    let refused: Awaited<ReturnType<typeof as>> | null = null;
    for (let i = 0; i < 25 && !refused; i++) {
      const test = await as(teknisi, 'POST', `/api/akun/cpanelapi/${own}`);
      if (test.statusCode === 429) refused = test;
      else expect(test.json().result).toBe('ok');
    }
    expect(refused, 'no 429 within 25 tests').not.toBeNull();
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    // the counter is kept in the throttle store (Redis when set), so every instance shares it
    const calls = panel.calls.length;
    expect((await as(teknisi, 'POST', `/api/akun/cpanelapi/${own}`)).statusCode).toBe(429);
    expect(panel.calls.length).toBe(calls);
  });
});
