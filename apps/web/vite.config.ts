import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_GROUPS } from './chunk-groups.ts';

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
        // spec §4: a new version reloads the page when it activates. Without these the new worker waited
        // until every tab of the app had closed, so an open page never saw it (pwa.ts reloads on the
        // change of controller; pwa-lifecycle.e2e.ts)
        skipWaiting: true,
        clientsClaim: true,
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
          {
            // offline (issue 16): a list or a record visited before opens from the last answer; online,
            // every call goes to the server first. Lists, views and histories of resources, the one-word calls
            // the shell makes (settings, the user, rules, menu); cleared at sign-out (storage.ts). Issue 35:
            // the technician's screens too (work list, a sub job's progress screen, worksheet and timer),
            // which the device fetches once after sign-in (features/jobs/offline/warm.ts).
            urlPattern: ({ url, sameOrigin, request }) =>
              sameOrigin &&
              request.method === 'GET' &&
              (/^\/api\/([\w-]+(\/(view|history)\/[^/]+)?|account\/currentuserdata|ui\/menu|rnotifikasi\/mine)$/.test(
                url.pathname,
              ) ||
                /^\/api\/(rsubptrackprogres\/(tracklist|trackadd\/\d+)|(worksheets|timesheets)\/sub\/\d+)$/.test(
                  url.pathname,
                )),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'kantor-api',
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
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
    // the manifest lists every entry's and chunk's files, to measure what a page loads. The public site's
    // chat widget is a build of its own (vite.widget.config.ts, run after this one)
    manifest: true,
    rolldownOptions: {
      input: { main: resolve(import.meta.dirname, 'index.html') },
      // issue 16: fewer, fuller files. Left to itself the bundler cuts a chunk for every set of importers
      // (two entries, hundreds of lazy screens), and each file costs a request and ~1 KB of headers.
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
});
