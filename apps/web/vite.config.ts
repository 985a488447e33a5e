import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Keeps in the service worker's precache only what the first screen loads: index.html and the files it
 * names (the entry, its preloaded chunks, the stylesheet), the icon and the manifest.
 */
function shellOnly(entries: { url: string; revision: string | null; size: number }[]) {
  const html = resolve(import.meta.dirname, 'dist/index.html');
  if (!existsSync(html)) return { manifest: entries, warnings: ['index.html not found: precaching all'] };
  const named = new Set(
    [...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]),
  );
  const shell = entries.filter((e) => e.url === 'index.html' || named.has(e.url));
  return { manifest: shell, warnings: [] };
}

/** A module id's folder test, path separators of either system. */
const under = (...parts: string[]) => new RegExp(parts.map((p) => p.replace(/\//g, '[\\\\/]')).join(''));

/**
 * Chunks by hand where the automatic split makes many small files. Highest priority first: a group takes
 * its modules' dependencies along unless an earlier group has them, so the framework goes first and
 * the PrimeReact groups (loaded after sign-in) never pull it, or anything of the login route, in.
 */
const CHUNK_GROUPS = [
  {
    // what the login route and the public site's chat widget both start with: React, i18next, the
    // app's API client, storage, translation loader and the chat launcher, and the theme's stylesheets
    // (here, their file is linked before the app's own, which override them in the same layer)
    name: 'framework',
    priority: 40,
    test: under(
      '(node_modules/((react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)/',
      // the stylesheets themselves, not their text (`primeicons.css?raw`, the icon picker's lazy list)
      '|(primereact/resources|primeicons|@fontsource-variable/inter)/[^?]*\\.css$)',
      '|apps/web/src/(api/|app/fonts\\.css$|i18n/i18n\\.ts|session/storage\\.ts|ui/dialog-store\\.ts',
      '|features/chat/ChatWidgetLauncher\\.tsx))',
    ),
  },
  {
    // the texts the sign-in page needs (PUBLIC_NAMESPACES of src/i18n/i18n.ts): one file per language
    name: (id: string) => {
      const text = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/](common|account|ui)\.json$/.exec(id);
      return text ? `texts-${text[1]}` : null;
    },
    priority: 30,
  },
  {
    // PrimeReact's base and the controls of nearly every screen (the chat widget's too), loaded after
    // sign-in; before issue 16 they were all in the first load
    name: 'prime-base',
    priority: 20,
    test: under(
      'node_modules/(react-transition-group|primereact/(api|componentbase|utils|hooks|csstransition|portal',
      '|ripple|iconbase|icons|tooltip|button|inputtext|inputtextarea|keyfilter)/)',
    ),
  },
  {
    // the signed-in layout's own PrimeReact parts, the toast host's and the query cache
    name: 'app-shell',
    priority: 10,
    test: under(
      'node_modules/(@tanstack/(query-core|react-query)|primereact/(toast|badge|sidebar|menu|overlaypanel',
      '|message|checkbox|focustrap|overlayservice)/)',
    ),
  },
];

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // spec §7: the service worker lives at /sw.js with root scope
      filename: 'sw.js',
      scope: '/',
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icon.svg', 'images/*'],
      manifest: {
        name: 'Kantor',
        short_name: 'Kantor',
        description: 'Back office untuk usaha kecil Indonesia',
        lang: 'id',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f766e',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        // the public site (/, /blog, sitemap, robots) is rendered by the server: never the app shell
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/$/,
          /^\/blog(\/|$)/,
          /^\/(sitemap\.xml|robots\.txt|site\.js)$/,
          /^\/site-img\//,
        ],
        // without this, a navigation to / would be answered with the precached index.html
        directoryIndex: null,
        globPatterns: ['**/*.{js,css,html}'],
        // the big lazy tool chunks (spreadsheet, PDF designer) pass the size check; shellOnly drops them anyway
        maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
        // the install downloads the shell only; every other chunk is cached the first time it is used
        manifestTransforms: [shellOnly],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(assets|images)\//.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'kantor-assets',
              expiration: { maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 120 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      // pdfme's designer draws uploaded base PDFs with pdfium (a 15 MB worker and 5 MB of wasm); Kantor's
      // templates are blank pages only (the server refuses others), so the converter is a stub
      '@pdfme/converter': resolve(import.meta.dirname, 'src/features/documents/pdfme-converter-stub.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // the chat widget of the server-rendered public site is an entry of its own; the manifest tells the
    // server its hashed file and styles (apps/server/src/modules/chat/widget-script.ts)
    manifest: true,
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        'chat-widget': resolve(import.meta.dirname, 'src/features/chat/widget-main.tsx'),
      },
      // issue 16: fewer, fuller files. Left to itself the bundler cuts a chunk for every set of importers
      // (two entries, hundreds of lazy screens), and each file costs a request and ~1 KB of headers.
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
});
