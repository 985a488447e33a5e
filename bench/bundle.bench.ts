// Initial JavaScript of the login route: the entry script plus everything index.html preloads, gzipped;
// then the public site's chat widget entry with its static imports (from the build manifest), and
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

type ManifestChunk = { file: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const WIDGET = 'src/features/chat/widget-main.tsx';
const widget = new Set<string>();
for (const stack = [WIDGET]; stack.length > 0; ) {
  const key = stack.pop()!;
  if (widget.has(key)) continue;
  widget.add(key);
  stack.push(...(manifest[key]?.imports ?? []));
}
const widgetFiles = [...widget].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
let widgetGzip = 0;
for (const file of widgetFiles) widgetGzip += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const withZod = [...new Set([...widgetFiles, ...initial.map((f) => f.slice(1))])].filter((file) =>
  /ZodError|invalid_type/.test(readFileSync(join(dist, file)).toString('latin1')),
);
console.log(`chat widget entry JS: ${widgetFiles.length} files, ${(widgetGzip / 1024).toFixed(1)} KB gzip`);
console.log(withZod.length ? `ZOD IN A FIRST LOAD: ${withZod.join(', ')}` : 'no zod in either first load');
