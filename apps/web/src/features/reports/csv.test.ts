import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('report CSV', () => {
  it('quotes separators and quotes, and keeps accents readable in Excel (BOM)', () => {
    expect(csvCell('Rp 1.500.000')).toBe('Rp 1.500.000');
    expect(csvCell('CV "Maju", Tbk')).toBe('"CV ""Maju"", Tbk"');
    expect(
      toCsv([
        ['Periode', 'Total'],
        ['Nov 2026', 'Rp 5.000'],
      ]),
    ).toBe('\uFEFFPeriode,Total\r\nNov 2026,Rp 5.000\r\n');
  });

  it('neutralises formulas but not negative figures', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-900.000')).toBe('-900.000');
  });
});
