import type { Sheet } from '@fortune-sheet/core';
import { describe, expect, it } from 'vitest';
import { blankSheets, fromWire, toWire, type WireSheet } from './sheet-data.ts';

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
