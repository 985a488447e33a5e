import { it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, startServer } from './support/server.ts';

it('probe', async () => {
  const server = await startServer({ seedDemo: true });
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL('**/home');
  await page.goto('/rpekerjaan/view/5');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const info = await page.evaluate(() => {
    const out: string[] = [`scrollWidth ${document.documentElement.scrollWidth}`];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const b = el.getBoundingClientRect();
      if (b.right > 361 && b.width > 0) {
        const chain: string[] = [];
        for (let up: Element | null = el; up && up !== document.body; up = up.parentElement)
          chain.push(
            `${up.tagName.toLowerCase()}.${Array.from(up.classList).slice(0, 2).join('.')}[${getComputedStyle(up).overflowX}]`,
          );
        out.push(`${Math.round(b.right)} ${chain.slice(0, 6).join(' < ')}`);
      }
    }
    return out.slice(0, 25);
  });
  console.log(info.join('\n'));
  await page.screenshot({ path: '/tmp/probe/job-view.png', fullPage: true });
  await browser.close();
  await server.close();
}, 120000);
