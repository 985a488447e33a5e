import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The public site's chat widget as a build of its own (`npm run build` runs it after the app's): the
 * server's `/api/chat/widget.js` imports its entry on a visitor's first click, found through this
 * build's manifest (apps/server/src/modules/chat/widget-script.ts). Issue 35: the widget downloads a
 * small chunk of its own, not the app's framework, PrimeReact and core chunks (218 KB gzipped when it
 * was an entry of the app's build). The same components as the signed-in app's chat screens, rendered
 * by Preact through its React compatibility layer (docs/chat.md, "The widget on the public site").
 */

/**
 * The widget speaks only the `chat` namespace (widget-main.tsx): the translation loader's list of
 * locale files (`import.meta.glob` in i18n.ts) is narrowed to those, so the build holds eleven small
 * text chunks rather than every namespace of every locale (and the entry no list of them).
 */
function chatTextsOnly(): Plugin {
  const ALL = `import.meta.glob<{ default: Bundle }>('../locales/*/*.json')`;
  return {
    name: 'kantor-chat-texts-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]i18n\.ts$/.test(id)) return null;
      // a changed loader must not quietly bring every text back
      if (!code.includes(ALL)) throw new Error(`i18n.ts no longer holds ${ALL}`);
      return code.replace(ALL, ALL.replace('*.json', 'chat.json'));
    },
  };
}

export default defineConfig({
  plugins: [chatTextsOnly()],
  // the files live under /chat-widget/ of the served app, beside (not among) the SPA's assets
  base: '/chat-widget/',
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  build: {
    outDir: 'dist/chat-widget',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // WIDGET_MINIFY=no: a readable build, each module under a comment with its path, to see what it holds
    minify: process.env.WIDGET_MINIFY !== 'no',
    rolldownOptions: {
      input: { 'chat-widget': resolve(import.meta.dirname, 'src/features/chat/widget-main.tsx') },
    },
  },
});
