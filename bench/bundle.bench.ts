// Initial JavaScript of the login route: the entry script plus everything index.html preloads, gzipped.
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
