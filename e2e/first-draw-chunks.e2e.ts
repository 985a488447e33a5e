/**
 * What the first draw of the main signed-in pages statically needs, read from the build (issue 36): no
 * zod and no API schema (the `schemas` chunk, ~41 KB compressed and ~40-80 ms of a 2-core machine's
 * start). The signed-in layout, the generic list and view screens and /home call the API at the routes'
 * addresses (`callAt`, core's ROUTE_ADDRESSES); a screen that imports a route's declaration puts the
 * schemas back in its first draw, and this fails, naming the chunk that brought them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ASSETS = resolve(import.meta.dirname, '../apps/web/dist/assets');

/** The chunks a built chunk imports statically (the `from "./x.js"` and `import "./x.js"` of its text). */
const importsOf = (file: string): string[] =>
  [...readFileSync(resolve(ASSETS, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );

/** Every chunk `root` needs before it runs, and which chunk asked for each. */
function staticClosure(root: string): Map<string, string> {
  const by = new Map<string, string>([[root, '(root)']]);
  const stack = [root];
  for (let file = stack.pop(); file !== undefined; file = stack.pop())
    for (const dep of importsOf(file))
      if (!by.has(dep)) {
        by.set(dep, file);
        stack.push(dep);
      }
  return by;
}

const SCREENS = [
  'main',
  'AppProviders',
  'signed-in-shell',
  'ResourceListPage',
  'ResourceViewPage',
  'HomePage',
  'AdminDashboard',
];

/** Where a chunk matching `unwanted` is in the static needs of these screens' chunks, and who asked for it. */
function neededBy(screens: readonly string[], unwanted: RegExp): string[] {
  const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const found: string[] = [];
  for (const screen of screens) {
    const roots = files.filter((f) => new RegExp(`^${screen}-[\\w-]{8}\\.js$`).test(f));
    expect(roots.length, `${screen}'s chunk in the build`).toBeGreaterThan(0);
    for (const root of roots)
      for (const [chunk, asker] of staticClosure(root))
        if (unwanted.test(chunk)) found.push(`${root} needs ${chunk}, asked for by ${asker}`);
  }
  return found;
}

const schemasNeededBy = (screens: readonly string[]) => neededBy(screens, /^schemas-/);

/**
 * The record view's actions (on every view) and the view panels, drawn once a record is in (issue 36):
 * with the schemas, PrimeReact's DataTable (~150 KB of script for a few rows) and the list screen's
 * chunk (a serial picker's MultiSelect), a cold job view ran tasks of 100-280 ms after its content,
 * inside Lighthouse's blocking time. They call at VIEW_ADDRESSES and draw a PanelTable.
 */
const VIEW_PARTS = [
  'PrintWithTemplateButton',
  'RecordMindmapLink',
  'JobProgressPanel',
  'JobMaterialsPanel',
  'JobWorksheetsPanel',
  'AskAiPanel',
  'InvoiceLinesPanel',
  'InvoicePaymentsPanel',
  'InvoiceCreditNotesPanel',
  'StockCardPanel',
  'ReceiptLinesPanel',
];

/**
 * The view panels that still call through their declarations (a report's figures and a job type's
 * worksheet template, on views that are not a daily screen): each must still need the schemas, so this
 * list only shrinks, and moving one to VIEW_ADDRESSES moves it to VIEW_PARTS.
 */
const STILL_DECLARED = ['ReportPanel', 'TemplatePanel'];

describe('the first draw of a signed-in page', () => {
  it('needs no zod and no API schema: the layout, a list, a record view and /home', () => {
    expect(schemasNeededBy(SCREENS)).toEqual([]);
  });

  it('nor does the form, which every list and view loads once the page is idle', () => {
    // its evaluation with the schemas was a task of ~200 ms (2-core machine, under load) ~3 s into a
    // cold job view, inside Lighthouse's blocking time; the form calls the routes at their addresses
    expect(schemasNeededBy(['ResourceForm'])).toEqual([]);
  });

  it("nor do the record view's actions and its panels, nor DataTable or the list screen", () => {
    expect(neededBy(VIEW_PARTS, /^(schemas|datatable\.esm|list-screen)-/)).toEqual([]);
    for (const panel of STILL_DECLARED)
      expect(
        schemasNeededBy([panel]),
        `${panel}: now free of the schemas, move it to VIEW_PARTS`,
      ).not.toEqual([]);
  });

  it('the check sees the schemas where a screen does need them (the POS calls its declarations)', () => {
    const pos = readdirSync(ASSETS).find((f) => /^PosPage-[\w-]{8}\.js$/.test(f))!;
    expect([...staticClosure(pos).keys()].some((chunk) => /^schemas-/.test(chunk))).toBe(true);
  });
});
