/**
 * XLSX ⇄ the spreadsheet page's sheets, with ExcelJS on the server, so the browser needs no second
 * XLSX library: values, formulas (with their last result), bold, italic, text and fill colours,
 * number formats, column widths and row heights. Merged cells, borders, comments, images and
 * conditional formats are not carried (docs/spreadsheet.md).
 */
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { ARCHIVE_LIMITS, Archive, ArchiveError, type ArchiveLimits } from '../../lib/archive.ts';
import { TimeBudget } from '../../lib/time-budget.ts';
import { type CellKind, normaliseColor, SHEET_LIMITS, type SheetCell, type SheetData } from './sheets.ts';
import { BrokenPartError, guardWorkbook, TooLargeError } from './xlsx-guard.ts';

export { TooLargeError };

/** Excel's day 0 (1899-12-30) as a Unix time: serial dates and ExcelJS's UTC dates differ by it. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const GENERAL = 'General';

export const dateToSerial = (date: Date) => (date.getTime() - EXCEL_EPOCH_MS) / DAY_MS;

/** Excel column width (characters of the default font) ⇄ pixels, as Excel draws them at 100%. */
export const widthToPixels = (width: number) => Math.round(width * 7 + 5);
export const pixelsToWidth = (px: number) => Math.max(0, Math.round(((px - 5) / 7) * 100) / 100);
/** Row height in points ⇄ pixels (96 dpi). */
export const heightToPixels = (points: number) => Math.round((points * 4) / 3);
export const pixelsToHeight = (px: number) => Math.round(px * 0.75 * 100) / 100;

const argbOf = (hex: string) => `FF${hex.slice(1).toUpperCase()}`;
/** `FFRRGGBB` (or `RRGGBB`) as `#rrggbb`; theme and indexed colours are not resolved. */
function hexOf(color: Partial<ExcelJS.Color> | undefined): string | null {
  const argb = color?.argb;
  if (typeof argb !== 'string' || !/^([0-9a-f]{2})?[0-9a-f]{6}$/i.test(argb)) return null;
  return normaliseColor(`#${argb.slice(-6)}`);
}

/** The workbook the sheets describe, first sheet first. */
export function sheetsToWorkbook(sheets: readonly SheetData[]): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kantor';
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name);
    for (const [col, px] of Object.entries(sheet.config.columnlen ?? {}))
      ws.getColumn(Number(col) + 1).width = pixelsToWidth(px);
    for (const [row, px] of Object.entries(sheet.config.rowlen ?? {}))
      ws.getRow(Number(row) + 1).height = pixelsToHeight(px);
    for (const { r, c, v: cell } of sheet.celldata) writeCell(ws.getCell(r + 1, c + 1), cell);
  }
  return workbook;
}

function writeCell(target: ExcelJS.Cell, cell: SheetCell): void {
  const result = cell.v;
  if (cell.f) {
    // ExcelJS writes formulas without their `=`; the last result lets readers show it before recalculating
    target.value = { formula: cell.f.slice(1), ...(result !== undefined && { result }) } as ExcelJS.CellValue;
  } else if (result !== undefined) {
    target.value = cell.ct?.t === 's' && typeof result !== 'string' ? String(result) : result;
  }
  const fa = cell.ct?.fa;
  if (fa && fa !== GENERAL) target.numFmt = fa;
  if (cell.bl || cell.it || cell.fc)
    target.font = {
      ...(cell.bl && { bold: true }),
      ...(cell.it && { italic: true }),
      ...(cell.fc && { color: { argb: argbOf(cell.fc) } }),
    };
  if (cell.bg) target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argbOf(cell.bg) } };
}

type Plain = string | number | boolean | Date | null;

/** A cell's own value, rich text and links flattened to their text, errors to their code. */
function plainValue(value: ExcelJS.CellValue): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return value.error;
  if ('text' in value && 'hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  if ('result' in value || 'formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null) return null;
    if (typeof result === 'object' && !(result instanceof Date))
      return 'error' in result ? String((result as { error: unknown }).error) : null;
    return result as Plain;
  }
  return null;
}

function readCell(source: ExcelJS.Cell): SheetCell | null {
  const raw = source.value;
  const formula = source.type === ExcelJS.ValueType.Formula ? source.formula : undefined;
  const value = plainValue(raw);
  const numFmt = source.numFmt || GENERAL;
  const cell: SheetCell = {};
  let kind: CellKind = 'g';
  if (value instanceof Date) {
    cell.v = dateToSerial(value);
    kind = 'd';
  } else if (typeof value === 'number') {
    cell.v = value;
    kind = 'n';
  } else if (typeof value === 'boolean') {
    cell.v = value;
    kind = 'b';
  } else if (typeof value === 'string' && value !== '') {
    cell.v = value;
    cell.m = value;
    kind = source.type === ExcelJS.ValueType.Error ? 'e' : numFmt === '@' ? 's' : 'g';
  }
  if (formula) cell.f = `=${formula}`;
  const font = source.font;
  if (font?.bold) cell.bl = 1;
  if (font?.italic) cell.it = 1;
  const fc = hexOf(font?.color);
  if (fc && fc !== '#000000') cell.fc = fc;
  const fill = source.fill;
  if (fill?.type === 'pattern' && fill.pattern === 'solid') {
    const bg = hexOf(fill.fgColor);
    if (bg && bg !== '#ffffff') cell.bg = bg;
  }
  if (cell.v !== undefined || numFmt !== GENERAL) cell.ct = { fa: numFmt, t: kind };
  if (cell.v === undefined && !cell.f && !cell.bl && !cell.it && !cell.fc && !cell.bg && !cell.ct)
    return null;
  return cell;
}

/**
 * The sheets of a workbook, within {@link SHEET_LIMITS} (else {@link TooLargeError}): at most that many
 * sheets and filled cells, text of a cell at most `text` characters, and the whole answer, as JSON, at
 * most `jsonBytes` (what the page can save back). Every cell ticks `budget`.
 */
export function workbookToSheets(
  workbook: ExcelJS.Workbook,
  budget = new TimeBudget(SHEET_LIMITS.convertSeconds),
): SheetData[] {
  const worksheets = workbook.worksheets.filter((ws) => ws.state !== 'veryHidden');
  if (worksheets.length > SHEET_LIMITS.sheets) throw new TooLargeError('sheets');
  let cells = 0;
  let bytes = 0;
  return worksheets.map((ws, index) => {
    const celldata: SheetData['celldata'] = [];
    const columnlen: Record<string, number> = {};
    const rowlen: Record<string, number> = {};
    ws.columns?.forEach((column, i) => {
      if (column.width && i < SHEET_LIMITS.columns) columnlen[i] = widthToPixels(column.width);
    });
    ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber > SHEET_LIMITS.rows) throw new TooLargeError('cells');
      if (row.height) rowlen[rowNumber - 1] = heightToPixels(row.height);
      row.eachCell({ includeEmpty: false }, (source, colNumber) => {
        budget.tick();
        // the other cells of a merge repeat the master's value; the page shows it once
        if (source.isMerged && source.master !== source) return;
        const cell = readCell(source);
        if (!cell) return;
        cells += 1;
        if (cells > SHEET_LIMITS.cells) throw new TooLargeError('cells');
        if (typeof cell.v === 'string' && cell.v.length > SHEET_LIMITS.text) throw new TooLargeError('text');
        // `{"r":…,"c":…,"v":…}` and a comma: the answer is counted as it is built, not after
        bytes += JSON.stringify(cell).length + 32;
        if (bytes > SHEET_LIMITS.jsonBytes) throw new TooLargeError('answer');
        celldata.push({ r: rowNumber - 1, c: colNumber - 1, v: cell });
      });
    });
    const name = ws.name.slice(0, SHEET_LIMITS.name) || `Sheet${index + 1}`;
    return {
      id: `s${index + 1}`,
      name,
      order: index,
      celldata,
      config: {
        ...(Object.keys(columnlen).length > 0 && { columnlen }),
        ...(Object.keys(rowlen).length > 0 && { rowlen }),
      },
    };
  });
}

/** The sheets as an XLSX file. */
export async function sheetsToXlsx(sheets: readonly SheetData[]): Promise<Buffer> {
  return Buffer.from(await sheetsToWorkbook(sheets).xlsx.writeBuffer());
}

/**
 * The sheets of an XLSX file, read through the bounded archive reader (lib/archive.ts: past its bounds
 * an {@link ArchiveError}), checked before ExcelJS sees it (xlsx-guard.ts: a {@link TooLargeError}),
 * within `SHEET_LIMITS.convertSeconds` (an OutOfTimeError); a file that is no readable workbook
 * answers null.
 */
export async function xlsxToSheets(
  buffer: Buffer,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
  budget = new TimeBudget(SHEET_LIMITS.convertSeconds),
): Promise<SheetData[] | null> {
  let parts: Map<string, Uint8Array>;
  try {
    parts = guardWorkbook(await Archive.open(buffer, limits).readAll(budget), budget);
  } catch (error) {
    if ((error instanceof ArchiveError && error.limit === 'unreadable') || error instanceof BrokenPartError)
      return null;
    throw error;
  }
  // ExcelJS reads the parts the reader unpacked, stored as they are: it inflates nothing itself
  const stored = zipSync(Object.fromEntries(parts), { level: 0 });
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS's types predate Node's generic Buffer
    await workbook.xlsx.load(Buffer.from(stored) as unknown as ExcelJS.Buffer);
  } catch {
    return null;
  }
  budget.check();
  return workbookToSheets(workbook, budget);
}
