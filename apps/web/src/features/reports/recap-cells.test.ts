import { describe, expect, it } from 'vitest';
import { countCell, csvRows, moneyCell, shownRows, textCell } from './recap-cells.ts';

describe('recap cells (issue 34: the CSV of qnevt and rbdkm wrote "Rp 10.200.000" as text)', () => {
  const rows = [
    [textCell('PT Maju'), countCell(3), moneyCell(10_200_000), moneyCell(1_250_000.5)],
    [textCell(undefined), countCell(null), moneyCell(undefined), moneyCell(0)],
  ];

  it('shows Rupiah and Indonesian digits on the screen, a dash where a figure is withheld', () => {
    expect(shownRows(rows).map((row) => row.map((text) => text.replace(/\u00a0/g, ' ')))).toEqual([
      ['PT Maju', '3', 'Rp 10.200.000', 'Rp 1.250.001'],
      ['—', '—', '—', 'Rp 0'],
    ]);
  });

  it('writes numbers a spreadsheet reads in the file, and an empty cell for a withheld figure', () => {
    expect(csvRows(rows)).toEqual([
      ['PT Maju', '3', '10200000', '1250000.5'],
      ['', '', '', '0'],
    ]);
  });
});
