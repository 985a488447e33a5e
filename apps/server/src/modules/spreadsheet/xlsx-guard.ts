/**
 * What an uploaded workbook may ask of ExcelJS before ExcelJS reads it. The archive's bounds
 * (lib/archive.ts) hold the bytes; these hold what a few bytes of XML make ExcelJS build: a
 * `<mergeCell ref="A1:Z40000"/>` (6 KB of file) made it create a million cells (2.5 s, +300 MB), a data
 * validation or a defined name over a range +130–160 MB per million cells. Found while fixing issue 32.
 *
 * So, one linear pass over each part with a time budget: cells and rows are counted, merged areas are
 * added up, shared strings are measured; data validations, defined names and extension lists (none of
 * which the page carries: docs/spreadsheet.md) are cut out of the XML ExcelJS gets.
 */
import type { TimeBudget } from '../../lib/time-budget.ts';
import { readSharedStrings, SharedStringsLimitError } from '../../lib/xlsx-rows.ts';
import { SHEET_LIMITS } from './sheets.ts';

/** Thrown when a workbook holds more than the page can take; the route answers a 422 (413 for `answer`). */
export class TooLargeError extends Error {
  constructor(readonly limit: 'sheets' | 'cells' | 'text' | 'merged' | 'answer') {
    super(`the workbook has too many ${limit}`);
  }
}

/** Thrown for XML that does not close what it opens: the file is answered as unreadable. */
export class BrokenPartError extends Error {}

/**
 * Cells and rows a workbook may hold as XML elements, filled or only formatted: twice the filled
 * cells the page takes (ExcelJS builds an object for each, ~300 bytes).
 */
export const MAX_CELL_ELEMENTS = SHEET_LIMITS.cells * 2;

const tags = (names: string) =>
  new RegExp(`<(/?)((?:[A-Za-z_][\\w.-]*:)?)(${names})(?=[\\s/>])([^<>]*)>`, 'g');

/** The XML without the elements named (and what they hold); linear, whatever the nesting of others. */
export function withoutElements(xml: string, names: string, budget: TimeBudget): string {
  const pattern = tags(names);
  const kept: string[] = [];
  let from = 0;
  for (let m = pattern.exec(xml); m; m = pattern.exec(xml)) {
    budget.tick();
    const [whole, slash, prefix, name, attrs] = m as unknown as [string, string, string, string, string];
    if (slash) continue; // a closing tag whose opening was cut with it, or a stray one
    kept.push(xml.slice(from, m.index));
    if (attrs.endsWith('/')) from = m.index + whole.length;
    else {
      const closing = `</${prefix}${name}>`;
      const end = xml.indexOf(closing, m.index + whole.length);
      if (end < 0) throw new BrokenPartError(`${name} is never closed`);
      from = end + closing.length;
    }
    pattern.lastIndex = from;
  }
  kept.push(xml.slice(from));
  return kept.join('');
}

/** Cells a range like `A1:Z40000` (or one cell) covers; an unreadable range counts as too many. */
export function areaOf(ref: string): number {
  const m = /^\$?([A-Z]{1,3})\$?(\d{1,7})(?::\$?([A-Z]{1,3})\$?(\d{1,7}))?$/i.exec(ref.trim());
  if (!m) return Number.POSITIVE_INFINITY;
  const column = (letters: string) =>
    [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  const rows = Math.abs(Number(m[4] ?? m[2]) - Number(m[2])) + 1;
  const columns = Math.abs(column(m[3] ?? m[1]!) - column(m[1]!)) + 1;
  return rows * columns;
}

/** Counts of one worksheet: cell and row elements, merged cells. */
function measureSheet(xml: string, budget: TimeBudget): { elements: number; merged: number } {
  const pattern = tags('row|c|mergeCell');
  let elements = 0;
  let merged = 0;
  for (let m = pattern.exec(xml); m; m = pattern.exec(xml)) {
    budget.tick();
    if (m[1]) continue;
    if (m[3] === 'mergeCell') merged += areaOf(/(?:^|\s)ref\s*=\s*(["'])(.*?)\1/.exec(m[4]!)?.[2] ?? '');
    else elements += 1;
  }
  return { elements, merged };
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;

/**
 * The parts of a workbook as ExcelJS may read them: checked against {@link SHEET_LIMITS} and
 * {@link MAX_CELL_ELEMENTS} (else {@link TooLargeError}), with what the page does not carry cut out.
 */
export function guardWorkbook(
  parts: ReadonlyMap<string, Uint8Array>,
  budget: TimeBudget,
): Map<string, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const out = new Map(parts);
  let elements = 0;
  let merged = 0;
  for (const [name, bytes] of parts) {
    if (WORKSHEET.test(name)) {
      const xml = decoder.decode(bytes);
      const counted = measureSheet(xml, budget);
      elements += counted.elements;
      merged += counted.merged;
      if (elements > MAX_CELL_ELEMENTS) throw new TooLargeError('cells');
      if (merged > SHEET_LIMITS.cells) throw new TooLargeError('merged');
      out.set(name, encoder.encode(withoutElements(xml, 'dataValidations|extLst', budget)));
    } else if (name === 'xl/workbook.xml') {
      out.set(name, encoder.encode(withoutElements(decoder.decode(bytes), 'definedNames', budget)));
    } else if (name === 'xl/sharedStrings.xml') {
      let strings: string[];
      try {
        strings = readSharedStrings(decoder.decode(bytes), budget, MAX_CELL_ELEMENTS);
      } catch (error) {
        throw error instanceof SharedStringsLimitError ? new TooLargeError('cells') : error;
      }
      if (strings.some((s) => s.length > SHEET_LIMITS.text)) throw new TooLargeError('text');
    }
  }
  return out;
}
