import { describe, expect, it } from 'vitest';
import { CsvLimitError, csvField, csvRow, iterateCsv, parseCsv, toCsv } from './index.ts';

describe('writing CSV', () => {
  it('quotes separators, quotes and line breaks, and leaves plain text bare', () => {
    expect(csvField('Rp 1.500.000')).toBe('Rp 1.500.000');
    expect(csvField('CV "Maju", Tbk')).toBe('"CV ""Maju"", Tbk"');
    expect(csvField('Jl. Merdeka; Blok A')).toBe('"Jl. Merdeka; Blok A"');
    expect(csvField('baris 1\nbaris 2')).toBe('"baris 1\nbaris 2"');
  });

  it('writes nothing for null, JSON for objects and text for numbers and booleans', () => {
    expect(csvRow([null, undefined, 12.5, true, { a: 1 }])).toBe(',,12.5,true,"{""a"":1}"');
  });

  it('neutralises formulas, but not negative figures', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+62 812')).toBe("'+62 812");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('-900.000')).toBe('-900.000');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('-1+2')).toBe("'-1+2");
  });

  it('quotes every field and keeps each record on one line when asked (the e-Faktur file)', () => {
    expect(csvRow(['FK', 'PT A\r\nJakarta', 0], { alwaysQuote: true, oneLine: true })).toBe(
      '"FK","PT A Jakarta","0"',
    );
    expect(csvRow(['=1+1'], { alwaysQuote: true })).toBe(`"'=1+1"`);
  });

  it('starts a file with the BOM Excel needs and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Periode', 'Total'],
        ['Nov 2026', 'Rp 5.000'],
      ]),
    ).toBe('\uFEFFPeriode,Total\r\nNov 2026,Rp 5.000\r\n');
    expect(toCsv([['a']], { bom: false })).toBe('a\r\n');
  });

  it('reads back what it writes', () => {
    const rows = [
      ['nama', 'alamat', 'catatan'],
      ['CV "Maju", Tbk', 'Jl. A; No. 1', 'baris 1\r\nbaris 2'],
      ['=2+3', '-900.000', ''],
    ];
    expect(parseCsv(toCsv(rows))).toEqual([rows[0], rows[1], ["'=2+3", '-900.000', '']]);
  });
});

describe('reading CSV', () => {
  it('takes `;` as the separator when the first line has more of them than commas', () => {
    expect(parseCsv('nama;kota\nBudi;Bandung, Jawa Barat\n')).toEqual([
      ['nama', 'kota'],
      ['Budi', 'Bandung, Jawa Barat'],
    ]);
  });

  it('skips blank rows and stops a row past its cell limit', () => {
    expect(parseCsv('a,b\n\n ,\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(() => [...iterateCsv('a,b,c\n', 2)]).toThrow(CsvLimitError);
  });

  it('ticks the budget once a line, blank lines too', () => {
    let ticks = 0;
    [...iterateCsv('a\n\nb\n', Number.POSITIVE_INFINITY, { tick: () => ticks++ })];
    expect(ticks).toBe(3);
  });
});
