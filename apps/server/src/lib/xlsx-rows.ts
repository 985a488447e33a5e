/**
 * The rows of a workbook's first worksheet as text, read from an {@link Archive} in one linear pass
 * per part with a time budget checked inside every loop (the import's reader; the spreadsheet page
 * keeps ExcelJS for formats). Only what an import needs: values (shared strings, inline strings,
 * numbers, booleans, dates, formula results); styles, hyperlinks and the other sheets are not read,
 * so nothing else is inflated.
 *
 * Why not ExcelJS's streaming reader: it reads the whole shared-strings part into memory before the
 * first row, with no way to stop it, so 20 million short strings took 113 s of CPU before the row
 * loop's deadline was ever checked (issue 32).
 */
import type { Archive } from './archive.ts';
import type { TimeBudget } from './time-budget.ts';

/** A row: column index (0 = A) → the cell's text, for the cells that hold something. */
export type SheetRow = Map<number, string>;

/** Thrown when the shared strings outnumber `maxSharedStrings`. */
export class SharedStringsLimitError extends Error {
  constructor(readonly max: number) {
    super(`more than ${max} shared strings`);
  }
}

/** Thrown for a workbook whose parts do not parse (no worksheet, an element never closed). */
export class XlsxShapeError extends Error {}

/**
 * The tags a pass looks at, with any namespace prefix (`x:c`). Attributes stop at `<` as well as `>`
 * (a raw `<` cannot occur in well-formed XML), which keeps every match linear: a file of unclosed
 * `<c` never makes the scanner look further than the next `<`.
 */
const tagPattern = (names: string) =>
  new RegExp(`<(/?)(?:[A-Za-z_][\\w.-]*:)?(${names})(?=[\\s/>])([^<>]*)>`, 'g');

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML character references and the five named entities. */
export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])(.*?)\\1`).exec(attrs);
  return match ? decodeXml(match[2]!) : null;
}

/**
 * Text runs of rich text: the `<t>` elements between `open` and `close` of `owner`, leaving out the
 * phonetic guides (`<rPh>`) Excel writes beside Japanese text. Shared by shared strings and inline strings.
 */
class TextCollector {
  private parts: string[] = [];
  private phonetic = 0;
  private start = -1;

  tag(close: boolean, name: string, selfClosing: boolean, index: number, end: number, xml: string): void {
    if (name === 'rPh') this.phonetic += selfClosing ? 0 : close ? -1 : 1;
    else if (name === 't' && !selfClosing) {
      if (!close) this.start = end;
      else if (this.start >= 0) {
        if (this.phonetic === 0) this.parts.push(decodeXml(xml.slice(this.start, index)));
        this.start = -1;
      }
    }
  }

  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    this.phonetic = 0;
    this.start = -1;
    return text;
  }
}

/** The shared-strings table, at most `max` strings, one budget tick per tag. */
export function readSharedStrings(xml: string, budget: TimeBudget, max: number): string[] {
  const strings: string[] = [];
  const text = new TextCollector();
  const tags = tagPattern('si|t|rPh');
  for (let m = tags.exec(xml); m; m = tags.exec(xml)) {
    budget.tick();
    const [whole, slash, name, attrs] = m as unknown as [string, string, string, string];
    const selfClosing = attrs.endsWith('/');
    if (name === 'si') {
      if (slash || selfClosing) {
        strings.push(slash ? text.take() : '');
        if (strings.length > max) throw new SharedStringsLimitError(max);
      } else text.take();
    } else text.tag(slash === '/', name, selfClosing, m.index, m.index + whole.length, xml);
  }
  return strings;
}

/** `B12` → 1; null when the reference has no column letters. */
function columnOf(ref: string | null): number | null {
  const letters = ref ? /^\$?([A-Za-z]{1,3})/.exec(ref)?.[1] : undefined;
  if (!letters) return null;
  let index = 0;
  for (const c of letters.toUpperCase()) index = index * 26 + (c.charCodeAt(0) - 64);
  return index - 1;
}

function cellValue(type: string, raw: string | null, inline: string, strings: readonly string[]): string {
  if (type === 'inlineStr') return inline;
  if (raw === null) return '';
  const value = decodeXml(raw);
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'b':
      return value.trim() === '1' ? 'true' : 'false';
    case 'str':
    case 'e':
      return value;
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date.toISOString();
    }
    default: {
      // a number, as Excel stores it (`1.5E-3`); ExcelJS answered the same parseFloat
      const number = Number.parseFloat(value);
      return Number.isFinite(number) ? String(number) : value.trim();
    }
  }
}

/**
 * The rows of one worksheet part, in file order, each as the cells that hold a value. A row's cells
 * without a reference follow the previous one, as Excel reads them.
 */
export function* worksheetRows(
  xml: string,
  strings: readonly string[],
  budget: TimeBudget,
): Generator<SheetRow> {
  const tags = tagPattern('row|c|v|is|t|rPh');
  const inline = new TextCollector();
  let row: SheetRow | null = null;
  let column = -1;
  let cell: { column: number; type: string; raw: string | null; inString: boolean } | null = null;
  let valueStart = -1;
  for (let m = tags.exec(xml); m; m = tags.exec(xml)) {
    budget.tick();
    const [whole, slash, name, attrs] = m as unknown as [string, string, string, string];
    const close = slash === '/';
    const selfClosing = attrs.endsWith('/');
    const end = m.index + whole.length;
    if (name === 'row') {
      if (!close) {
        row = new Map();
        column = -1;
      }
      if (close || selfClosing) {
        if (row && row.size > 0) yield row;
        row = null;
      }
    } else if (!row) {
      // cells outside a row belong to no row: ignored
    } else if (name === 'c') {
      if (!close) {
        column = columnOf(attribute(attrs, 'r')) ?? column + 1;
        cell = { column, type: attribute(attrs, 't') ?? 'n', raw: null, inString: false };
        inline.take();
      }
      if ((close || selfClosing) && cell) {
        const text = cellValue(cell.type, cell.raw, cell.type === 'inlineStr' ? inline.take() : '', strings);
        if (text !== '') row.set(cell.column, text);
        cell = null;
      }
    } else if (!cell) {
      // a value outside a cell: ignored
    } else if (name === 'v' && !selfClosing) {
      if (!close) valueStart = end;
      else if (valueStart >= 0) {
        cell.raw = xml.slice(valueStart, m.index);
        valueStart = -1;
      }
    } else if (name === 'is') cell.inString = !close && !selfClosing;
    else if (cell.inString) inline.tag(close, name, selfClosing, m.index, end, xml);
  }
}

/** `worksheets/sheet1.xml` relative to `xl/workbook.xml`, or an absolute `/xl/...`, as an entry name. */
function resolveTarget(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').slice(0, -1);
  for (const part of target.replace(/^\//, '').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Relationship id → entry name, from a part's `_rels/*.rels`. */
function relationships(xml: string | null, base: string): Map<string, { target: string; type: string }> {
  const out = new Map<string, { target: string; type: string }>();
  if (!xml) return out;
  const tags = tagPattern('Relationship');
  for (let m = tags.exec(xml); m; m = tags.exec(xml)) {
    const attrs = m[3]!;
    const id = attribute(attrs, 'Id');
    const target = attribute(attrs, 'Target');
    if (id && target && attribute(attrs, 'TargetMode') !== 'External')
      out.set(id, { target: resolveTarget(base, target), type: attribute(attrs, 'Type') ?? '' });
  }
  return out;
}

/** The parts of the workbook's first sheet: the worksheet and the shared strings (if any). */
export async function firstSheetParts(
  archive: Archive,
  budget: TimeBudget,
): Promise<{ sheet: string; sharedStrings: string | null }> {
  const book = 'xl/workbook.xml';
  const rels = relationships(await archive.text('xl/_rels/workbook.xml.rels', budget), book);
  const workbook = (await archive.text(book, budget)) ?? '';
  const first = tagPattern('sheet').exec(workbook);
  // `r:id`, whatever the relationships namespace's prefix is
  const id = first ? /(?:^|\s)[\w.-]+:id\s*=\s*(["'])(.*?)\1/.exec(first[3]!)?.[2] : undefined;
  const byId = id ? rels.get(id)?.target : undefined;
  const sheet =
    (byId && archive.has(byId) ? byId : null) ??
    archive.names.find((n) => /^xl\/worksheets\/[^/]+\.xml$/i.test(n)) ??
    null;
  if (!sheet) throw new XlsxShapeError('no worksheet');
  const shared = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target;
  return {
    sheet,
    sharedStrings:
      shared && archive.has(shared)
        ? shared
        : archive.has('xl/sharedStrings.xml')
          ? 'xl/sharedStrings.xml'
          : null,
  };
}

/**
 * The rows of the first worksheet of an XLSX archive. Only its worksheet, workbook, relationships and
 * shared strings are inflated (each bounded by the archive's limits); every tag read ticks `budget`.
 */
export async function firstSheetRows(
  archive: Archive,
  budget: TimeBudget,
  limits: { maxSharedStrings: number },
): Promise<Generator<SheetRow>> {
  const parts = await firstSheetParts(archive, budget);
  const sharedXml = parts.sharedStrings ? await archive.text(parts.sharedStrings, budget) : null;
  const strings = sharedXml ? readSharedStrings(sharedXml, budget, limits.maxSharedStrings) : [];
  const sheet = (await archive.text(parts.sheet, budget)) ?? '';
  return worksheetRows(sheet, strings, budget);
}
