import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.ts';
import { renderShell } from './web-shell.ts';

const INDEX = `<!doctype html>
<html lang="id">
  <head>
    <title>Kantor</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the served shell', () => {
  it('writes the product key and the app name in, escaped', () => {
    const html = renderShell(INDEX, { appName: 'Toko <Budi> & Anak', productKey: 'x" onload="y' });
    expect(html).toContain('<title>Toko &lt;Budi&gt; &amp; Anak</title>');
    expect(html).toContain('<meta name="kantor-product" content="x&quot; onload=&quot;y" />');
    expect(html).not.toContain('onload="y"');
  });

  describe('from a running server', () => {
    const dist = mkdtempSync(join(tmpdir(), 'kantor-shell-'));
    beforeAll(() => {
      writeFileSync(join(dist, 'index.html'), INDEX);
      writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    });
    afterAll(() => {
      rmSync(dist, { recursive: true, force: true });
    });
    const context = useTestApp(
      { webDist: dist, productKey: 'TOKOBUDI', appName: 'Toko Budi' },
      { signIn: [] },
    );

    it('answers every app route and /index.html itself with this deployment’s settings', async () => {
      for (const url of ['/rpekerjaan', '/index.html', '/akun/tambahuser']) {
        const response = await context.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('<meta name="kantor-product" content="TOKOBUDI" />');
        expect(response.body).toContain('<title>Toko Budi</title>');
      }
      // other files of the build are served as they are
      const script = await context.app.inject({ method: 'GET', url: '/app.js' });
      expect(script.body).toBe('console.log(1)');
    });
  });
});
