// The import's XLSX reader: what a workbook holds, read as text (checked against what ExcelJS writes and
// against XML written by hand), with the shared strings bounded and the time budget checked inside each
// loop (issue 32: 20 million shared strings were read whole before any deadline was looked at).
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildZip, withParts, workbookParts } from '../test/zip-build.ts';
import { Archive } from './archive.ts';
import { OutOfTimeError, TimeBudget } from './time-budget.ts';
import {
  decodeXml,
  firstSheetRows,
  readSharedStrings,
  SharedStringsLimitError,
  worksheetRows,
} from './xlsx-rows.ts';

const budget = () => new TimeBudget(20);
const rowsOf = async (file: Buffer) =>
  [...(await firstSheetRows(Archive.open(file), budget(), { maxSharedStrings: 1_000 }))].map((row) =>
    Object.fromEntries(row),
  );

describe('firstSheetRows', () => {
  it('reads what ExcelJS writes: text, numbers, booleans, dates, rich text, formulas, errors, gaps', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Barang');
    workbook.addWorksheet('Lain').getCell('A1').value = 'tidak dibaca';
    first.addRow(['nama', 'harga', 'aktif', 'tanggal']);
    first.addRow(['Freon R32 & <oli>', 1250000.5, true, new Date(Date.UTC(2026, 0, 2))]);
    first.getCell('A3').value = { richText: [{ text: 'Servis ' }, { font: { bold: true }, text: 'AC' }] };
    first.getCell('B3').value = { formula: 'B2*2', result: 2500001 };
    first.getCell('C3').value = { formula: '1/0', result: { error: '#DIV/0!' } } as ExcelJS.CellValue;
    first.getCell('F3').value = 'jauh';
    expect(await rowsOf(Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual([
      { 0: 'nama', 1: 'harga', 2: 'aktif', 3: 'tanggal' },
      // ExcelJS writes a date as its serial number; the import reads what the cell holds
      { 0: 'Freon R32 & <oli>', 1: '1250000.5', 2: 'true', 3: '46024' },
      { 0: 'Servis AC', 1: '2500001', 2: '#DIV/0!', 5: 'jauh' },
    ]);
  });

  it('reads inline strings, prefixed tags, cells without references, entities and leaves out phonetic runs', async () => {
    const sheet = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>
      <x:row><x:c t="inlineStr"><x:is><x:t>a&amp;b &#x41;&#66;</x:t></x:is></x:c><x:c t="s"><x:v>0</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c></x:row>
      <x:row/><x:row r="9"><x:c r="C9" t="d"><x:v>2026-03-04T05:06:07Z</x:v></x:c><x:c t="str"><x:v>hasil</x:v></x:c><x:c r="E9"/></x:row>
    </x:sheetData></x:worksheet>`;
    const strings = '<sst><si><r><t>漢字</t></r><rPh sb="0" eb="2"><t>かんじ</t></rPh></si></sst>';
    const file = await buildZip(
      withParts(await workbookParts(), [
        { name: 'xl/worksheets/sheet1.xml', content: sheet },
        { name: 'xl/sharedStrings.xml', content: strings },
      ]),
    );
    expect(await rowsOf(file)).toEqual([
      { 0: 'a&b AB', 1: '漢字', 2: 'false' },
      { 2: '2026-03-04T05:06:07.000Z', 3: 'hasil' },
    ]);
  });

  it('bounds the shared strings and checks the budget inside their loop', () => {
    const xml = `<sst>${'<si><t>x</t></si>'.repeat(2_000)}</sst>`;
    expect(readSharedStrings(xml, budget(), 2_000)).toHaveLength(2_000);
    expect(() => readSharedStrings(xml, budget(), 1_999)).toThrow(SharedStringsLimitError);
    const spent = new TimeBudget(20, Date.now() - 21_000);
    expect(() => readSharedStrings(xml, spent, 1_000_000)).toThrow(OutOfTimeError);
  });

  it('checks the budget inside the row loop, empty rows included', () => {
    const xml = `<sheetData>${'<row/>'.repeat(1_000)}</sheetData>`;
    const spent = new TimeBudget(20, Date.now() - 21_000);
    expect(() => [...worksheetRows(xml, [], spent)]).toThrow(OutOfTimeError);
  });

  it('stays linear on tags that never close (each match stops at the next "<")', () => {
    const xml = `<sheetData><row>${'<c <v '.repeat(200_000)}</row></sheetData>`;
    expect([...worksheetRows(xml, [], budget())]).toEqual([]);
    expect(readSharedStrings(`<sst>${'<si <t '.repeat(200_000)}</sst>`, budget(), 10)).toEqual([]);
  });

  it('decodes the XML entities and character references only', () => {
    expect(decodeXml('&lt;a&gt; &amp;amp; &quot;&apos; &#233;&#x1F600; &nbsp;')).toBe(
      '<a> &amp; "\' é😀 &nbsp;',
    );
  });
});
