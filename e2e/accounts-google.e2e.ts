import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Google sign-in in the browser without the internet: the test plays Google. Its key set is served on
// a loopback port (GOOGLE_JWKS_URL), and the browser's request for Google's script is answered by the
// test with a stand-in that renders a button and hands the page a credential signed with that key.
const CLIENT_ID = 'kantor-e2e.apps.googleusercontent.com';
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let jwks: Server;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as { port: number };
  server = await startServer({ googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/certs` });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

const credentialFor = (email: string) =>
  new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject('e2e-subject')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.privateKey);

/** Answers the request for Google's script with a stand-in; nothing leaves the machine. */
async function fakeGoogle(page: Page, credential: string): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://accounts.google.com/**', (route) => {
    requested.push(route.request().url());
    const script = `window.google = { accounts: { id: {
      initialize(o) { window.__gsi = o; },
      renderButton(el) { const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Google';
        b.setAttribute('data-testid', 'fake-google'); b.onclick = () => window.__gsi.callback({ credential: ${JSON.stringify(credential)} });
        el.appendChild(b); } } } };`;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: script });
  });
  return requested;
}

describe('Google sign-in in the browser', () => {
  it("loads Google's script asynchronously and signs an existing account in by its verified address", async () => {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    const requested = await fakeGoogle(page, await credentialFor('teknisi@kantor.local'));
    await page.goto('/login');
    await page.getByTestId('fake-google').click();
    await page.waitForURL('**/home');
    await page.getByTestId('user-home').waitFor();
    expect(requested).toEqual(['https://accounts.google.com/gsi/client']);
    const script = await page.evaluate(() => {
      const s = document.querySelector<HTMLScriptElement>(
        'script[src="https://accounts.google.com/gsi/client"]',
      );
      return s ? { async: s.async, defer: s.defer } : null;
    });
    expect(script).toEqual({ async: true, defer: true });
    await page.context().close();
  });

  it('creates a Pending account for a new address and shows the pending screen', async () => {
    const page = await (await browser.newContext({ baseURL: server.url })).newPage();
    await fakeGoogle(page, await credentialFor('tamu.baru@gmail.com'));
    await page.goto('/login');
    await page.getByTestId('fake-google').click();
    await page.getByTestId('account-pending').waitFor();
    const [row] = await server.app.db.query<{ status: string }>(
      "SELECT status FROM users WHERE email = 'tamu.baru@gmail.com'",
    );
    expect(row!.status).toBe('Pending');
    await page.context().close();
  });
});
