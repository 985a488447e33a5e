// Initial JavaScript of the login route: the entry script plus everything index.html preloads, gzipped;
// then what the public site's chat widget downloads on its first click (from its own build's manifest), and
// whether either holds zod (the routes' declarations, which these first loads call by address instead).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
let raw = 0;
let gzip = 0;
const heavy: string[] = [];
for (const file of initial) {
  const content = readFileSync(join(dist, file));
  raw += content.length;
  gzip += gzipSync(content, { level: 9 }).length;
  const text = content.toString('latin1');
  for (const marker of ['exceljs', 'pdfkit', 'jspdf', 'xlsx', 'chart.js', 'SheetJS'])
    if (text.includes(marker)) heavy.push(`${file}: ${marker}`);
}
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const total = all.reduce((sum, f) => sum + statSync(join(dist, 'assets', f)).size, 0);
console.log(
  `login route initial JS: ${initial.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
);
console.log(
  `all JS chunks: ${all.length} files, ${(total / 1024).toFixed(1)} KB raw (initial share ${((raw / total) * 100).toFixed(1)} %)`,
);
console.log(
  heavy.length
    ? `HEAVY LIBRARIES IN THE INITIAL BUNDLE: ${heavy.join(', ')}`
    : 'no spreadsheet/PDF/chart library in the initial bundle',
);

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
// the widget is a build of its own (apps/web/vite.widget.config.ts, issue 35), in dist/chat-widget
const widgetDist = join(dist, 'chat-widget');
const manifest = JSON.parse(readFileSync(join(widgetDist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const WIDGET = 'src/features/chat/widget-main.tsx';
// what the first click downloads: the entry, its static imports and the default locale's chat texts
const widget = new Set<string>();
for (const stack = [WIDGET, 'src/locales/id-ID/chat.json']; stack.length > 0; ) {
  const key = stack.pop()!;
  if (widget.has(key)) continue;
  widget.add(key);
  stack.push(...(manifest[key]?.imports ?? []));
}
const widgetFiles = [...widget].map((key) => manifest[key]!.file);
const widgetCss = [...new Set([...widget].flatMap((key) => manifest[key]!.css ?? []))];
const gzipOf = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(widgetDist, file)), { level: 9 }).length, 0);
const withZod = [
  ...widgetFiles.map((file) => join('chat-widget', file)),
  ...initial.map((f) => f.slice(1)),
].filter((file) => /ZodError|invalid_type/.test(readFileSync(join(dist, file)).toString('latin1')));
console.log(
  `chat widget first click: JS ${widgetFiles.length} files, ${(gzipOf(widgetFiles) / 1024).toFixed(1)} KB gzip; ` +
    `CSS ${widgetCss.length} files, ${(gzipOf(widgetCss) / 1024).toFixed(1)} KB gzip`,
);
console.log(withZod.length ? `ZOD IN A FIRST LOAD: ${withZod.join(', ')}` : 'no zod in either first load');
