import type { Sheet } from '@fortune-sheet/core';
import { describe, expect, it } from 'vitest';
import { appendSheets, blankSheets, fromWire, toWire, type WireSheet } from './sheet-data.ts';

const format = (fa: string, v: number) => (fa === '#,##0' ? v.toLocaleString('en-US') : String(v));

const WIRE: WireSheet[] = [
  {
    id: 's1',
    name: 'Rekap',
    order: 0,
    celldata: [
      { r: 0, c: 0, v: { v: 'Bulan', m: 'Bulan', bl: 1, bg: '#ffe599', ct: { fa: 'General', t: 'g' } } },
      { r: 1, c: 0, v: { v: 1500000, ct: { fa: '#,##0', t: 'n' } } },
      { r: 2, c: 0, v: { v: 1500000, f: '=SUM(A2)', ct: { fa: 'General', t: 'n' } } },
      { r: 3, c: 0, v: { v: true } },
    ],
    config: { columnlen: { '0': 120 } },
  },
  { id: 's2', name: 'Target', order: 1, celldata: [], config: {} },
];

describe('sheet data for the page', () => {
  it('fills the shown text in the cell format and registers every formula', () => {
    const [first, second] = fromWire(WIRE, format);
    const at = (r: number) => first!.celldata!.find((d) => d.r === r)!.v!;
    expect(at(1).m).toBe('1,500,000');
    expect(at(2).m).toBe('1500000');
    expect(at(3).m).toBe('TRUE');
    expect(first!.calcChain).toEqual([{ r: 2, c: 0, id: 's1' }]);
    expect(first!.status).toBe(1);
    expect(second!.status).toBe(0);
  });

  it("reads the component's matrix back in tab order, keeping only what the file keeps", () => {
    const sheets: Sheet[] = [
      { id: 'b', name: 'Dua', order: 1, data: [[{ v: 2, m: '2', ct: { fa: 'General', t: 'n' } }]] },
      {
        id: 'a',
        name: 'Satu',
        order: 0,
        data: [
          [{ v: 'x', m: 'x', bl: 1, ps: { value: 'komentar' } as never, mc: { r: 0, c: 0 } }, null],
          [null, { f: '=A1', v: 'x', fc: '#ff0000' }],
          [{ ct: { fa: 'General', t: 'inlineStr', s: [{ v: 'Servis ' }, { v: 'AC' }] } }],
        ],
        config: { columnlen: { 1: 90 }, merge: {} },
      },
    ];
    expect(toWire(sheets)).toEqual([
      {
        id: 'a',
        name: 'Satu',
        order: 0,
        celldata: [
          { r: 0, c: 0, v: { v: 'x', m: 'x', bl: 1 } },
          { r: 1, c: 1, v: { v: 'x', f: '=A1', fc: '#ff0000' } },
          { r: 2, c: 0, v: { v: 'Servis AC' } },
        ],
        config: { columnlen: { 1: 90 } },
      },
      {
        id: 'b',
        name: 'Dua',
        order: 1,
        celldata: [{ r: 0, c: 0, v: { v: 2, m: '2', ct: { fa: 'General', t: 'n' } } }],
        config: {},
      },
    ]);
  });

  it('round-trips the server shape through the page', () => {
    expect(toWire(fromWire(WIRE, format)).map((s) => s.celldata.length)).toEqual([4, 0]);
    expect(blankSheets('Lembar1')).toEqual([
      { id: 's1', name: 'Lembar1', order: 0, celldata: [], config: {} },
    ]);
  });
});

describe('another file’s sheets as new tabs of the open workbook', () => {
  const sheet = (id: string, name: string, order = 0): WireSheet => ({
    id,
    name,
    order,
    celldata: [{ r: 0, c: 0, v: { v: name } }],
    config: {},
  });

  it('keeps the open tabs first, gives each added sheet a free id and name, and numbers the tabs again', () => {
    const open = [sheet('s1', 'Rekap'), sheet('s2', 'Target', 1)];
    const added = [sheet('s1', 'rekap'), sheet('s2', 'Biaya', 1), sheet('s3', 'Rekap (2)', 2)];
    const merged = appendSheets(open, added);
    // by hand: 'rekap' meets 'Rekap' case aside → 'rekap (2)'; then 'Rekap (2)' meets that → 'Rekap (2) (2)'
    expect(merged.map((s) => [s.id, s.name, s.order])).toEqual([
      ['s1', 'Rekap', 0],
      ['s2', 'Target', 1],
      ['s3', 'rekap (2)', 2],
      ['s4', 'Biaya', 3],
      ['s5', 'Rekap (2) (2)', 4],
    ]);
    // the cells travel with their sheet
    expect(merged[3]!.celldata[0]!.v.v).toBe('Biaya');
    expect(new Set(merged.map((s) => s.id)).size).toBe(5);
  });

  it('cuts a long name so the number still fits Excel’s 31 characters', () => {
    const long = 'Laporan penjualan bulanan 2026'; // 30 characters
    const [, copy] = appendSheets([sheet('s1', long)], [sheet('s1', long)]);
    expect(copy!.name).toBe('Laporan penjualan bulanan 2 (2)');
    expect(copy!.name).toHaveLength(31);
  });

  it('shows the tab asked for first', () => {
    const shown = fromWire([sheet('s1', 'A'), sheet('s2', 'B', 1)], format, 1);
    expect(shown.map((s) => s.status)).toEqual([0, 1]);
  });
});
