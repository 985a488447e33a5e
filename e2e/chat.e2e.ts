/**
 * Browser journey of the customer-service chat: a visitor (phone-sized screen) opens the public
 * widget on `/` and chats with the CS agent on `/rchatadmin/admincs` (laptop) in real time; the agent
 * goes offline (its page closed), the visitor sends two messages, the agent comes back and sees both,
 * in order, once.
 *
 * With DATABASE_URL and REDIS_URL (CI) the two browsers talk to TWO server instances sharing a fresh
 * PostgreSQL database and Redis (the visitor on A, the agent on B), so every message crosses instances
 * through the Redis fan-out. Without them, one embedded instance serves both.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const twoInstances = Boolean(DATABASE_URL && REDIS_URL);

let visitorServer: RunningServer;
let agentServer: RunningServer;
let dropDatabase = async () => {};
let browser: Browser;
let visitorContext: BrowserContext;
let agentContext: BrowserContext;
let visitor: Page;
let agent: Page;
/** Each page's uncaught errors (the lists fill as they come: a copy taken now would stay empty). */
let errors: string[][];
let code = '';

const VISITOR = 'Larasati Putri';
const FIRST = 'Halo, apakah teknisi bisa datang servis AC hari Sabtu?';
const REPLY = 'Bisa, Bu Larasati. Sabtu pukul 10.00 ada teknisi yang kosong.';
const OFFLINE = ['Baik, Sabtu jam 10 cocok.', 'Alamat saya Jl. Cihampelas 12, Bandung.'];
const SCRIPT = '<img src=x onerror="window.__xss=1"><b>tebal</b>';

/** A fresh PostgreSQL database beside DATABASE_URL's, dropped after the journey. */
async function scratchDatabase(): Promise<string> {
  const name = `kantor_chat_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  const url = new URL(DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const texts = (page: Page) =>
  page.locator('[data-testid="chat-thread"] [data-testid="chat-message"] .chat-text').allTextContents();

/** Issue 35: what the public widget may download on its first click, gzipped (its scripts; also with its CSS). */
const WIDGET_BUDGET = 60 * 1024;

type Download = { path: string; type: 'script' | 'stylesheet'; gzip: number };

/** Records the scripts and stylesheets the page downloads from now on; the answer stops and lists them. */
function recordDownloads(page: Page): () => Promise<Download[]> {
  const files: Promise<Download>[] = [];
  const listener = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    // the body as the server sent it, decoded: gzipped here, at the level the build's copies use
    files.push(response.body().then((body) => ({ path, type, gzip: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', listener);
  return () => {
    page.off('response', listener);
    return Promise.all(files);
  };
}

const total = (files: Download[]) => files.reduce((sum, file) => sum + file.gzip, 0);

async function openConsole(page: Page, path = '/rchatadmin/admincs') {
  await page.goto(path);
  await page.getByTestId('chat-console').waitFor();
}

beforeAll(async () => {
  if (twoInstances) {
    const databaseUrl = await scratchDatabase();
    // one Redis prefix for both instances, apart from any other run on the same Redis
    const shared = {
      databaseUrl,
      redisUrl: REDIS_URL,
      redisPrefix: `kantor-chat-e2e-${randomBytes(4).toString('hex')}:`,
      // an external database: the embedded template does not apply
      dataDir: 'postgres',
    };
    visitorServer = await startServer(shared);
    agentServer = await startServer(shared);
  } else {
    console.log(
      'chat.e2e: the two-instance variant was not run (it needs DATABASE_URL and REDIS_URL); one embedded instance serves both browsers',
    );
    visitorServer = await startServer();
    agentServer = visitorServer;
  }
  browser = await launchBrowser();
  visitorContext = await browser.newContext({
    baseURL: visitorServer.url,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  agentContext = await browser.newContext({
    baseURL: agentServer.url,
    viewport: { width: 1280, height: 860 },
  });
  visitor = await visitorContext.newPage();
  agent = await agentContext.newPage();
  errors = [watchErrors(visitor), watchErrors(agent)];
  // issue 35: the public widget runs without a console error either (a missing file, a failed call)
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors[0]!.push(`console: ${message.text()}`);
  });
  await agent.goto('/login');
  // remembered, so a new tab (the agent coming back) is still signed in
  await new LoginPage(agent).signIn(ADMIN.username, ADMIN.password, true);
  await agent.waitForURL('**/home');
}, 300_000);

afterAll(async () => {
  await visitorContext?.close();
  await agentContext?.close();
  await browser?.close();
  await visitorServer?.close();
  if (agentServer !== visitorServer) await agentServer?.close();
  await dropDatabase();
});

describe(`customer-service chat in the browser (${twoInstances ? 'two instances, PostgreSQL + Redis' : 'one instance'})`, () => {
  it('a visitor starts a chat on the public page; the agent sees it arrive in the queue', async () => {
    await openConsole(agent);
    await visitor.goto('/');
    await visitor.getByTestId('chat-launcher').waitFor();
    const downloads = recordDownloads(visitor);
    await visitor.getByTestId('chat-launcher').click();
    await visitor.getByTestId('chat-start').waitFor();
    // the widget's own small build (apps/web/vite.widget.config.ts), not the app's framework, PrimeReact
    // and core chunks (219 KB of scripts before issue 35)
    const files = await downloads();
    const scripts = files.filter((file) => file.type === 'script');
    expect(scripts.length, JSON.stringify(files)).toBeGreaterThan(0);
    expect(files.filter((file) => !file.path.startsWith('/chat-widget/assets/'))).toEqual([]);
    expect(total(scripts), JSON.stringify(files)).toBeLessThanOrEqual(WIDGET_BUDGET);
    expect(total(files), JSON.stringify(files)).toBeLessThanOrEqual(WIDGET_BUDGET);
    await visitor.getByTestId('chat-start-nama').fill(VISITOR);
    await visitor.getByTestId('chat-start-no_hp').fill('0812-7788-9900');
    await visitor.getByTestId('chat-start-pesan').fill(FIRST);
    await visitor.getByTestId('chat-start-submit').click();
    await expect.poll(() => texts(visitor)).toEqual([FIRST]);

    const item = agent.getByTestId('chat-queue-item').filter({ hasText: VISITOR });
    await item.waitFor({ timeout: 15_000 });
    code = (await item.getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^CS-/);
    await expect.poll(() => item.getByTestId('chat-unread').textContent()).toBe('1');
  });

  it('they chat in real time: typing, the reply, and read ticks', async () => {
    await agent.getByTestId('chat-queue-item').filter({ hasText: VISITOR }).click();
    await expect.poll(() => texts(agent)).toEqual([FIRST]);
    // the agent opened it: the visitor's own message turns to read
    await expect
      .poll(
        () =>
          visitor
            .locator('[data-testid="chat-message"] [data-testid="chat-ticks"]')
            .last()
            .getAttribute('data-state'),
        { timeout: 15_000 },
      )
      .toBe('read');

    await agent.getByTestId('chat-input').pressSequentially('Bisa', { delay: 20 });
    await visitor.getByTestId('chat-typing').waitFor({ timeout: 10_000 });
    await agent.getByTestId('chat-input').fill(REPLY);
    await agent.getByTestId('chat-send').click();
    await expect.poll(() => texts(visitor), { timeout: 15_000 }).toEqual([FIRST, REPLY]);
    await expect.poll(() => texts(agent)).toEqual([FIRST, REPLY]);
    // the agent took the conversation by replying
    await expect
      .poll(() => agent.getByTestId('agent-conversation').textContent())
      .toContain('Ditangani admin');
  });

  it('the agent goes offline; the visitor writes twice; back online the agent sees both, in order, once', async () => {
    await agent.close();
    for (const text of OFFLINE) {
      await visitor.getByTestId('chat-input').fill(text);
      await visitor.getByTestId('chat-send').click();
      await expect.poll(async () => (await texts(visitor)).includes(text)).toBe(true);
    }
    agent = await agentContext.newPage();
    errors.push(watchErrors(agent));
    await openConsole(agent);
    const item = agent.getByTestId('chat-queue-item').filter({ hasText: VISITOR });
    await expect.poll(() => item.getByTestId('chat-unread').textContent(), { timeout: 15_000 }).toBe('2');
    await item.click();
    await expect.poll(() => texts(agent), { timeout: 15_000 }).toEqual([FIRST, REPLY, ...OFFLINE]);
    expect(await agent.locator('[data-testid="chat-thread"] [data-testid="chat-message"]').count()).toBe(4);
  });

  it('a message with markup is shown as text on both sides', async () => {
    await visitor.getByTestId('chat-input').fill(SCRIPT);
    await visitor.getByTestId('chat-send').click();
    await expect.poll(async () => (await texts(agent)).at(-1), { timeout: 15_000 }).toBe(SCRIPT);
    expect(
      await agent.locator('[data-testid="chat-thread"] b, [data-testid="chat-thread"] img[src="x"]').count(),
    ).toBe(0);
    expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await agent.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('the agent closes the conversation; the visitor is told and may start again', async () => {
    await agent.getByTestId('chat-close').click();
    await visitor.getByText('Percakapan ini sudah ditutup.').waitFor({ timeout: 15_000 });
    expect(errors.flat()).toEqual([]);
  });
});
