/**
 * `/api/chat/widget.js`: the chat's one script on the server-rendered public site. It draws a small
 * launcher button into the page's `#kantor-chat-widget` and, on the first click, loads the widget
 * bundle (the web app's second build, apps/web/vite.widget.config.ts, in `<webDist>/chat-widget/`:
 * its entry found in that build's manifest with its stylesheets), which opens the chat panel there.
 * Nothing of the chat loads before the visitor asks for it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chatWidgetScriptRoute } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';
import { addPublicSiteScript } from '../website/index.ts';

export const WIDGET_SCRIPT = '/api/chat/widget.js';
const ENTRY = 'src/features/chat/widget-main.tsx';
/** The widget build's folder in the web app's, and its files' address (the build's `base`). */
export const WIDGET_DIR = 'chat-widget';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * The widget entry's file and every stylesheet it and its static imports need, as addresses, from the
 * widget build's manifest (null when that build is missing).
 */
export function widgetAssets(webDist: string): { js: string; css: string[] } | null {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(webDist, WIDGET_DIR, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return null;
  }
  const entry = manifest[ENTRY];
  if (!entry) return null;
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${WIDGET_DIR}/${file}`);
    for (const next of chunk.imports ?? []) walk(next);
  };
  walk(ENTRY);
  return { js: `/${WIDGET_DIR}/${entry.file}`, css: [...css] };
}

const LABELS = { id: 'Chat dengan kami', en: 'Chat with us' };

function loader(assets: { js: string; css: string[] }): string {
  const style =
    'display:inline-flex;align-items:center;gap:8px;min-height:48px;padding:0 18px;border:0;border-radius:24px;' +
    'background:#0f766e;color:#fff;font:inherit;font-weight:600;box-shadow:0 4px 14px rgba(0,0,0,.2);cursor:pointer';
  return `(function(){
var root=document.getElementById('kantor-chat-widget');if(!root||root.firstChild)return;
var labels=${JSON.stringify(LABELS)};var lang=(document.documentElement.lang||'id').slice(0,2);
root.style.cssText='position:fixed;inset-inline-end:16px;bottom:16px;z-index:1000';
var b=document.createElement('button');b.type='button';b.setAttribute('data-testid','chat-launcher');
b.textContent='\\u{1F4AC} '+(labels[lang]||labels.id);b.style.cssText=${JSON.stringify(style)};
b.onclick=function(){b.disabled=true;${JSON.stringify(assets.css)}.forEach(function(h){var l=document.createElement('link');l.rel='stylesheet';l.href=h;document.head.appendChild(l)});
import(${JSON.stringify(assets.js)}).catch(function(){b.disabled=false})};
root.appendChild(b);})();
`;
}

export async function widgetScriptRoute(app: FastifyInstance): Promise<void> {
  addPublicSiteScript(WIDGET_SCRIPT);
  let cached: string | null = null;
  // declared in core (api/routes/chat.ts): public, a file
  serveRoute(app, chatWidgetScriptRoute, async (_input, _request, reply) => {
    if (cached === null) {
      const assets = widgetAssets(app.config.webDist);
      // without a built web app there is nothing to load: an empty script keeps the page quiet
      cached = assets ? loader(assets) : '/* chat widget: the web app is not built */\n';
    }
    return reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(cached);
  });
}
