/**
 * Fortune-sheet's sheets ⇄ the shape the server converts to XLSX (apps/server/src/modules/spreadsheet/
 * sheets.ts): values, formulas, bold, italic, colours, number formats, column widths and row heights.
 * Kept free of the component so it loads and tests without it; the number formatter is passed in.
 */
import type { Cell, Sheet } from '@fortune-sheet/core';
import type { SpreadsheetCell, SpreadsheetSheet } from '@kantor/core';

/**
 * Core's cell as the page sends it: the type code is the component's own, which the server checks, so
 * it stays any string here. What the server answers (core's SpreadsheetSheet) fits these types.
 */
export type WireCell = Omit<SpreadsheetCell, 'ct'> & { ct?: { fa: string; t: string } };
export type WireSheet = Omit<SpreadsheetSheet, 'celldata'> & {
  celldata: { r: number; c: number; v: WireCell }[];
};
/** Formats a number as the cell's number format shows it (Fortune-sheet's own SSF). */
export type CellFormatter = (format: string, value: number) => string;

/** Rich text in a cell keeps its words, not its styling. */
function inlineText(cell: Cell): string | undefined {
  const parts =
    cell.ct?.t === 'inlineStr' && Array.isArray(cell.ct.s) ? (cell.ct.s as { v?: unknown }[]) : null;
  return parts
    ? parts.map((p) => (p.v === undefined || p.v === null ? '' : String(p.v))).join('')
    : undefined;
}

function wireCell(cell: Cell): WireCell | null {
  const out: WireCell = {};
  const inline = inlineText(cell);
  const v = inline ?? cell.v;
  if (v !== undefined && v !== null && v !== '') out.v = v;
  if (typeof cell.m === 'string' && cell.m !== '') out.m = cell.m;
  if (typeof cell.f === 'string' && cell.f.startsWith('=')) out.f = cell.f;
  if (cell.bl) out.bl = 1;
  if (cell.it) out.it = 1;
  if (typeof cell.fc === 'string' && cell.fc) out.fc = cell.fc;
  if (typeof cell.bg === 'string' && cell.bg) out.bg = cell.bg;
  if (cell.ct?.fa && inline === undefined) out.ct = { fa: cell.ct.fa, t: cell.ct.t ?? 'g' };
  return Object.keys(out).length > 0 ? out : null;
}

const sizes = (value: Record<string, number> | undefined) =>
  value && Object.keys(value).length > 0 ? { ...value } : undefined;

/** The component's sheets (matrix or celldata) in their tab order, as the server takes them. */
export function toWire(sheets: readonly Sheet[]): WireSheet[] {
  return [...sheets]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((sheet, index) => {
      const celldata: WireSheet['celldata'] = [];
      if (sheet.data) {
        sheet.data.forEach((row, r) => {
          row?.forEach((cell, c) => {
            const v = cell ? wireCell(cell) : null;
            if (v) celldata.push({ r, c, v });
          });
        });
      } else {
        for (const d of sheet.celldata ?? []) {
          const v = d.v ? wireCell(d.v) : null;
          if (v) celldata.push({ r: d.r, c: d.c, v });
        }
      }
      const columnlen = sizes(sheet.config?.columnlen);
      const rowlen = sizes(sheet.config?.rowlen);
      return {
        id: sheet.id ?? `s${index + 1}`,
        name: sheet.name,
        order: index,
        celldata,
        config: { ...(columnlen && { columnlen }), ...(rowlen && { rowlen }) },
      };
    });
}

/**
 * The server's sheets for the component: shown text filled in where the server left it to the page
 * (numbers in their format), and every formula registered so edits recalculate what depends on them.
 */
export function fromWire(sheets: readonly WireSheet[], format: CellFormatter, active = 0): Sheet[] {
  return sheets.map((sheet, index) => {
    const id = sheet.id || `s${index + 1}`;
    const calcChain: { r: number; c: number; id: string }[] = [];
    const celldata = sheet.celldata.map(({ r, c, v }) => {
      const cell: Cell = { ...v };
      if (cell.m === undefined && cell.v !== undefined) {
        if (typeof cell.v === 'number') {
          try {
            cell.m = format(v.ct?.fa ?? 'General', cell.v);
          } catch {
            cell.m = String(cell.v);
          }
        } else cell.m = typeof cell.v === 'boolean' ? (cell.v ? 'TRUE' : 'FALSE') : String(cell.v);
      }
      if (cell.f) calcChain.push({ r, c, id });
      return { r, c, v: cell };
    });
    return {
      id,
      name: sheet.name,
      order: index,
      status: index === active ? 1 : 0,
      // the cursor starts on A1 (without it the name box shows `A1:NaN`)
      luckysheet_select_save: [{ row: [0, 0], column: [0, 0] }],
      celldata,
      config: { ...sheet.config },
      calcChain,
    };
  });
}

/** Excel's longest sheet name (core's SHEET_LIMITS.name, which the server checks). */
const NAME_MAX = 31;

/**
 * The open workbook's sheets with another file's after them, as new tabs: each added sheet gets an id
 * and a name no tab has yet (Excel compares names case aside: a second `Lembar1` becomes `Lembar1 (2)`,
 * cut to fit 31 characters), and the tabs are numbered in order again.
 * @example appendSheets([{ name: 'Rekap', … }], [{ name: 'rekap', … }]).map((s) => s.name) // ['Rekap', 'rekap (2)']
 */
export function appendSheets(current: readonly WireSheet[], added: readonly WireSheet[]): WireSheet[] {
  const names = new Set(current.map((sheet) => sheet.name.toLocaleLowerCase()));
  const ids = new Set(current.map((sheet) => sheet.id));
  let nextId = current.length + 1;
  const fresh = added.map((sheet) => {
    let name = sheet.name;
    for (let n = 2; names.has(name.toLocaleLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${sheet.name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
    }
    names.add(name.toLocaleLowerCase());
    let id = sheet.id;
    while (!id || ids.has(id)) id = `s${nextId++}`;
    ids.add(id);
    return { ...sheet, id, name };
  });
  return [...current, ...fresh].map((sheet, order) => ({ ...sheet, order }));
}

/** A new workbook: one empty sheet. */
export function blankSheets(name: string): WireSheet[] {
  return [{ id: 's1', name, order: 0, celldata: [], config: {} }];
}
