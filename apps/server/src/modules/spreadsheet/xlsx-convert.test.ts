import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS, ArchiveError } from '../../lib/archive.ts';
import { normaliseColor, readSheets, type SheetData } from './sheets.ts';
import {
  dateToSerial,
  heightToPixels,
  pixelsToHeight,
  pixelsToWidth,
  sheetsToWorkbook,
  sheetsToXlsx,
  TooLargeError,
  widthToPixels,
  workbookToSheets,
  xlsxToSheets,
} from './xlsx-convert.ts';

const RECAP: SheetData[] = [
  {
    id: 's1',
    name: 'Januari',
    order: 0,
    celldata: [
      { r: 0, c: 0, v: { v: 'Barang', m: 'Barang', bl: 1, bg: '#ffe599', ct: { fa: 'General', t: 'g' } } },
      {
        r: 0,
        c: 1,
        v: { v: 'Terjual', m: 'Terjual', bl: 1, it: 1, fc: '#1f4e79', ct: { fa: 'General', t: 'g' } },
      },
      { r: 1, c: 0, v: { v: 'Freon R32', m: 'Freon R32', ct: { fa: 'General', t: 'g' } } },
      { r: 1, c: 1, v: { v: 1250000, ct: { fa: '#,##0', t: 'n' } } },
      { r: 2, c: 1, v: { v: 2500.5, ct: { fa: '0.00', t: 'n' } } },
      { r: 3, c: 1, v: { v: 1252500.5, f: '=SUM(B2:B3)', bl: 1, ct: { fa: '#,##0', t: 'n' } } },
      { r: 4, c: 0, v: { v: 45292, ct: { fa: 'yyyy-mm-dd', t: 'd' } } },
      { r: 4, c: 1, v: { v: true, ct: { fa: 'General', t: 'b' } } },
      { r: 5, c: 0, v: { v: '0812', m: '0812', ct: { fa: '@', t: 's' } } },
    ],
    config: { columnlen: { 0: 180, 1: 96 }, rowlen: { 0: 32 } },
  },
  {
    id: 's2',
    name: 'Rekap',
    order: 1,
    celldata: [{ r: 0, c: 0, v: { v: 1252500.5, f: '=Januari!B4*2', ct: { fa: 'General', t: 'n' } } }],
    config: {},
  },
];

describe('XLSX ⇄ sheets', () => {
  it('keeps values, formulas, bold, italic, colours, number formats and sizes through a file', async () => {
    const back = await xlsxToSheets(await sheetsToXlsx(RECAP));
    expect(back).toEqual(RECAP);
  });

  it('writes what Excel reads: formulas without "=", results, fonts, fills, formats, widths', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await sheetsToXlsx(RECAP)) as unknown as ExcelJS.Buffer);
    const ws = workbook.getWorksheet('Januari')!;
    expect(ws.getCell('B4').value).toEqual({ formula: 'SUM(B2:B3)', result: 1252500.5 });
    expect(ws.getCell('B2').numFmt).toBe('#,##0');
    expect(ws.getCell('A1').font).toMatchObject({ bold: true });
    expect(ws.getCell('B1').font).toMatchObject({ bold: true, italic: true, color: { argb: 'FF1F4E79' } });
    expect(ws.getCell('A1').fill).toMatchObject({ pattern: 'solid', fgColor: { argb: 'FFFFE599' } });
    expect(ws.getColumn(1).width).toBe(pixelsToWidth(180));
    expect(ws.getCell('A5').value).toEqual(new Date(Date.UTC(2024, 0, 1)));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Januari', 'Rekap']);
  });

  it('reads a workbook written elsewhere: shared formulas, rich text, links, errors, theme colours', () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Data');
    ws.getCell('A1').value = 2;
    ws.getCell('A2').value = 3;
    ws.getCell('B1').value = { formula: 'A1*10', result: 20 };
    ws.getCell('B2').value = { sharedFormula: 'B1', result: 30 } as ExcelJS.CellValue;
    ws.getCell('C1').value = { richText: [{ text: 'Servis ' }, { font: { bold: true }, text: 'AC' }] };
    ws.getCell('C2').value = { text: 'Kantor', hyperlink: 'https://example.test' };
    ws.getCell('D1').value = { formula: '1/0', result: { error: '#DIV/0!' } } as ExcelJS.CellValue;
    ws.getCell('D2').font = { color: { theme: 1 } };
    ws.getCell('D2').value = 'tema';
    ws.mergeCells('E1:F1');
    ws.getCell('E1').value = 'gabung';
    const [sheet] = workbookToSheets(workbook);
    const at = (r: number, c: number) => sheet!.celldata.find((d) => d.r === r && d.c === c)?.v;
    expect(at(0, 1)).toMatchObject({ v: 20, f: '=A1*10' });
    expect(at(1, 1)).toMatchObject({ v: 30, f: '=A2*10' });
    expect(at(0, 2)).toMatchObject({ v: 'Servis AC' });
    expect(at(1, 2)).toMatchObject({ v: 'Kantor' });
    expect(at(0, 3)).toMatchObject({ v: '#DIV/0!', f: '=1/0' });
    expect(at(1, 3)).toEqual({ v: 'tema', m: 'tema', ct: { fa: 'General', t: 'g' } });
    expect(at(0, 4)).toMatchObject({ v: 'gabung' });
    expect(at(0, 5)).toBeUndefined();
  });

  it('answers null for a file that is not a workbook and refuses one that is too big', async () => {
    expect(await xlsxToSheets(Buffer.from('bukan excel'))).toBeNull();
    // the bytes a part really unpacks to are bounded (lib/archive.ts): 2 MB from 2 KB is a bomb
    const bomb = Buffer.from(zipSync({ 'xl/a.xml': new Uint8Array(2 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(10_000);
    await expect(xlsxToSheets(bomb)).rejects.toMatchObject({ limit: 'ratio' });
    await expect(xlsxToSheets(bomb, { ...ARCHIVE_LIMITS, maxEntryBytes: 1024 })).rejects.toBeInstanceOf(
      ArchiveError,
    );
    const wide = new ExcelJS.Workbook();
    for (let i = 0; i < 51; i++) wide.addWorksheet(`S${i}`);
    expect(() => workbookToSheets(wide)).toThrow(TooLargeError);
  });

  it('converts sizes and dates both ways without drift', () => {
    for (const px of [20, 64, 73, 100, 180, 999]) expect(widthToPixels(pixelsToWidth(px))).toBe(px);
    for (const px of [16, 20, 21, 32, 100]) expect(heightToPixels(pixelsToHeight(px))).toBe(px);
    expect(dateToSerial(new Date(Date.UTC(1900, 0, 1)))).toBe(2);
    expect(sheetsToWorkbook([]).worksheets).toHaveLength(0);
  });
});

describe('readSheets', () => {
  it('keeps the known keys of each cell and drops empty cells and everything else', () => {
    const result = readSheets([
      {
        name: ' Januari ',
        hyperlink: { x: 1 },
        celldata: [
          {
            r: 0,
            c: 0,
            v: { v: 5, ps: { value: 'komentar' }, hl: { r: 0 }, bg: 'rgb(255, 0, 0)', bl: true },
          },
          { r: 0, c: 1, v: null },
          { r: 0, c: 2, v: { v: '' } },
          { r: 1, c: 0, v: { f: '=A1*2', v: 10, fc: '#000', bg: '#FFFFFF' } },
        ],
        config: { columnlen: { '0': 120.4 }, merge: {} },
      },
    ]);
    expect(result).toEqual({
      ok: true,
      sheets: [
        {
          id: 's1',
          name: 'Januari',
          order: 0,
          celldata: [
            { r: 0, c: 0, v: { v: 5, bg: '#ff0000', bl: 1 } },
            { r: 1, c: 0, v: { f: '=A1*2', v: 10 } },
          ],
          config: { columnlen: { '0': 120 } },
        },
      ],
    });
  });

  it('stores a number typed into a General cell as a number (the page keeps it as text)', () => {
    const typed = readSheets([
      {
        name: 'A',
        celldata: [
          { r: 0, c: 0, v: { v: '175000', m: '175000', ct: { fa: 'General', t: 'n' } } },
          { r: 1, c: 0, v: { v: '-1.5e3', ct: { fa: 'General', t: 'n' } } },
          { r: 2, c: 0, v: { v: '0812', ct: { fa: '@', t: 's' } } },
          { r: 3, c: 0, v: { v: '12 unit', ct: { fa: 'General', t: 'n' } } },
        ],
      },
    ]);
    if (!typed.ok) throw new Error('expected sheets');
    expect(typed.sheets[0]!.celldata.map((d) => d.v.v)).toEqual([175000, -1500, '0812', '12 unit']);
  });

  it('names the path of the first problem', () => {
    const cell = (v: unknown) => [{ name: 'A', celldata: [{ r: 0, c: 0, v }] }];
    expect(readSheets([])).toMatchObject({ error: { path: '', key: 'validation.required' } });
    expect(readSheets('x')).toMatchObject({ error: { path: '' } });
    expect(readSheets([{ name: '' }])).toMatchObject({
      error: { path: '0.name', key: 'validation.required' },
    });
    expect(readSheets([{ name: 'a/b' }])).toMatchObject({
      error: { path: '0.name', key: 'validation.invalid' },
    });
    expect(readSheets([{ name: 'A' }, { name: 'a' }])).toMatchObject({
      error: { path: '1.name', key: 'validation.unique' },
    });
    expect(readSheets([{ name: 'x'.repeat(32) }])).toMatchObject({ error: { key: 'validation.lengthMax' } });
    expect(readSheets(cell({ f: 'SUM(A1)' }))).toMatchObject({ error: { path: '0.celldata.0.v.f' } });
    expect(readSheets(cell({ v: { nested: 1 } }))).toMatchObject({ error: { path: '0.celldata.0.v.v' } });
    expect(readSheets(cell({ bg: 'url(javascript:1)' }))).toMatchObject({
      error: { path: '0.celldata.0.v.bg' },
    });
    expect(readSheets([{ name: 'A', celldata: [{ r: -1, c: 0, v: { v: 1 } }] }])).toMatchObject({
      error: { path: '0.celldata.0.r' },
    });
    expect(readSheets([{ name: 'A', config: { columnlen: { x: 5 } } }])).toMatchObject({
      error: { path: '0.config.columnlen.x' },
    });
  });

  it('understands the colour notations the page uses', () => {
    expect(normaliseColor('#AbC')).toBe('#aabbcc');
    expect(normaliseColor('rgba(1,2,3,0.5)')).toBe('#010203');
    expect(normaliseColor('rgb(256,0,0)')).toBeNull();
    expect(normaliseColor('red')).toBeNull();
  });
});
