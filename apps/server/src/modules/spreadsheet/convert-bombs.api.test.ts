// Issue 32 (Critical): "`excel/convert` answers a 190 MB JSON for one cell." A workbook is read through
// the bounded archive reader, checked before ExcelJS sees it, and its answer is bounded as it is built:
// a cell's text at 32,767 characters (Excel's own limit), the sheets at what a save may send back
// (25 MB of JSON). Each bomb is made here and answers 413/422 naming the bound.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile } from '../../test/helpers.ts';
import { buildZip, joined, repeated, withParts, workbookParts } from '../../test/zip-build.ts';
import { SHEET_LIMITS } from './sheets.ts';

const MB = 1024 * 1024;
const SST =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

const ctx = useTestApp();

function convert(file: Buffer) {
  const form = multipartFile(file, { name: 'rekap.xlsx' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/excel/convert',
    payload: form.payload,
    headers: { authorization: `Bearer ${ctx.admin}`, ...form.headers },
  });
}

/** A workbook whose first sheet is `rows` (sheetData's content) and shared strings `strings`. */
async function workbook(
  rows: string | (() => Iterable<string>),
  strings: string | (() => Iterable<string>),
  tail = '',
) {
  return buildZip(
    withParts(await workbookParts(), [
      {
        name: 'xl/worksheets/sheet1.xml',
        content: joined(SHEET_HEAD, rows, `</sheetData>${tail}</worksheet>`),
      },
      { name: 'xl/sharedStrings.xml', content: joined(SST, strings, '</sst>') },
    ]),
  );
}

const cellRows = (count: number) =>
  function* () {
    for (let r = 1; r <= count; r++) yield `<row r="${r}"><c r="A${r}" t="s"><v>0</v></c></row>`;
  };

describe('excel/convert bombs', () => {
  it('answers the one cell of 95 MB (a 190 MB answer before) with a 413 naming the bound', async () => {
    const file = await workbook(cellRows(1), joined('<si><t>', repeated('A', 95 * MB), '</t></si>'));
    expect(file.length).toBeLessThan(200 * 1024);
    const response = await convert(file);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(413);
    expect(response.json().errors.file[0]).toMatch(/^A part of the file unpacks to more than/);
    expect(response.body.length).toBeLessThan(1_000);
  });

  it(`refuses a cell of more than ${SHEET_LIMITS.text} characters with a 422`, async () => {
    const file = await workbook(cellRows(1), `<si><t>${'B'.repeat(SHEET_LIMITS.text + 1)}</t></si>`);
    const response = await convert(file);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([`A cell holds more than ${SHEET_LIMITS.text} characters`]);
  });

  it('refuses a tiny file whose sheets would be 130 MB of JSON with a 413 naming the 25 MB bound', async () => {
    // 2,000 cells quoting one text of the largest length a cell may hold
    const file = await workbook(cellRows(2_000), `<si><t>${'C'.repeat(SHEET_LIMITS.text)}</t></si>`);
    expect(file.length).toBeLessThan(50 * 1024);
    const response = await convert(file);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(413);
    expect(response.json().errors.file).toEqual(['The sheets of this workbook would be larger than 25 MB']);
  });

  it('refuses merged cells over a million cells (6 KB that made ExcelJS build them all) with a 422', async () => {
    const file = await workbook(
      cellRows(1),
      '<si><t>judul</t></si>',
      '<mergeCells count="1"><mergeCell ref="A1:Z40000"/></mergeCells>',
    );
    const response = await convert(file);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([`Merged cells cover more than ${SHEET_LIMITS.cells} cells`]);
  });

  it('converts a sheet whose data validation covers whole columns, without the validation', async () => {
    const validation =
      '<dataValidations count="1"><dataValidation type="list" sqref="B1:B1048576 C1:XFD1048576"><formula1>"Ya,Tidak"</formula1></dataValidation></dataValidations>';
    const file = await workbook(cellRows(3), '<si><t>Servis AC</t></si>', validation);
    const response = await convert(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().sheets[0].celldata.map((c: { r: number; v: { v: unknown } }) => [c.r, c.v.v]),
    ).toEqual([
      [0, 'Servis AC'],
      [1, 'Servis AC'],
      [2, 'Servis AC'],
    ]);
  });
});
