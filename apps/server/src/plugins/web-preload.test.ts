import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.ts';
import { type BuildManifest, planPreloads, preloadKind, withPreloads } from './web-preload.ts';

/** A build's manifest in Vite's shape: the entry, two shared chunks, the signed-in screens. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/main-a1.js', imports: ['_framework-b2.js'] },
  '_framework-b2.js': { file: 'assets/framework-b2.js' },
  '_prime-c3.js': { file: 'assets/prime-c3.js', imports: ['_framework-b2.js'] },
  'src/app/AppProviders.tsx': { file: 'assets/AppProviders-d4.js', imports: ['_prime-c3.js', 'index.html'] },
  'src/app/signed-in-shell.ts': { file: 'assets/signed-in-shell-e5.js', imports: ['_shell-f6.js'] },
  '_shell-f6.js': { file: 'assets/shell-f6.js', imports: ['index.html'], css: ['assets/shell-f6.css'] },
  'src/resources/ResourceViewPage.tsx': {
    file: 'assets/ResourceViewPage-g7.js',
    imports: ['_view-screen-h8.js', '_shell-f6.js'],
  },
  '_view-screen-h8.js': { file: 'assets/view-screen-h8.js', imports: ['_prime-c3.js'] },
  'src/resources/ResourceListPage.tsx': {
    file: 'assets/ResourceListPage-i9.js',
    imports: ['_view-screen-h8.js'],
  },
  'src/pages/HomePage.tsx': { file: 'assets/HomePage-j0.js' },
};

const SIGNED_IN = [
  '/assets/AppProviders-d4.js',
  '/assets/prime-c3.js',
  '/assets/signed-in-shell-e5.js',
  '/assets/shell-f6.js',
  '/assets/shell-f6.css',
];

describe('the chunks a signed-in page names ahead', () => {
  it('are its screens’ static needs past the entry’s own, with their stylesheets', () => {
    const plan = planPreloads(MANIFEST);
    expect([...plan.view].sort()).toEqual(
      [...SIGNED_IN, '/assets/ResourceViewPage-g7.js', '/assets/view-screen-h8.js'].sort(),
    );
    expect([...plan.list].sort()).toEqual(
      [...SIGNED_IN, '/assets/ResourceListPage-i9.js', '/assets/view-screen-h8.js'].sort(),
    );
    expect([...plan.home].sort()).toEqual([...SIGNED_IN, '/assets/HomePage-j0.js'].sort());
    // the entry's chunks are the page's own already
    for (const files of Object.values(plan)) {
      expect(files).not.toContain('/assets/main-a1.js');
      expect(files).not.toContain('/assets/framework-b2.js');
    }
  });

  it('by the address’s shape: a declared resource’s view and list, /home; nothing else', () => {
    const resources = new Set(['rpekerjaan', 'rsupplier']);
    const cases: [string, string | null][] = [
      ['/rpekerjaan/view/8', 'view'],
      ['/rsupplier/view/12?tab=1', 'view'],
      ['/rsupplier', 'list'],
      ['/rsupplier?page=2', 'list'],
      ['/home', 'home'],
      ['/login', null],
      ['/', null],
      ['/lacak/KTR-7F3K', null],
      ['/rsupplier/edit/12', null],
      ['/rsupplier/view', null],
      ['/bukan/view/3', null],
      ['/postransaksirizqieta', null],
    ];
    for (const [url, kind] of cases) expect(preloadKind(url, resources), url).toBe(kind);
  });

  it('are written in the head as module preloads and style preloads', () => {
    const html = withPreloads('<html><head><title>K</title></head><body></body></html>', [
      '/assets/a.js',
      '/assets/b.css',
    ]);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/a.js" />',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/b.css" />',
    );
    expect(html.indexOf('/assets/b.css')).toBeLessThan(html.indexOf('</head>'));
  });

  describe('from a running server', () => {
    const dist = mkdtempSync(join(tmpdir(), 'kantor-preload-'));
    beforeAll(() => {
      writeFileSync(join(dist, 'index.html'), '<html><head><title>Kantor</title></head><body></body></html>');
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    });
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    const context = useTestApp({ webDist: dist }, { signIn: [] });

    it('answers a record view with its chunks named, and the sign-in page with none', async () => {
      const view = await context.app.inject({ method: 'GET', url: '/rpekerjaan/view/8' });
      expect(view.body).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/view-screen-h8.js" />',
      );
      expect(view.body).not.toContain('ResourceListPage');
      const login = await context.app.inject({ method: 'GET', url: '/login' });
      expect(login.statusCode).toBe(200);
      expect(login.body).not.toContain('modulepreload');
    });
  });
});
