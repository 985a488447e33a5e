// A report's file names its columns and its title from the catalogue: Indonesian for a caller that
// names no language, English when it asks (issue 9).

import { parseCsv } from '@kantor/core';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { callerOf } from '../../test/helpers.ts';

const get = callerOf(
  () => ctx,
  () => ctx.admin,
);
const call = (url: string, language?: string) => get('GET', url, undefined, language);

const ctx = useTestApp({}, { clientLanguage: null });

describe('report files without Accept-Language', () => {
  it('head the CSV columns in Indonesian, and in English when asked', async () => {
    const url = '/api/rlaporan/laporan/umur-piutang?format=csv';
    const indonesian = await call(url);
    expect(indonesian.statusCode, indonesian.body).toBe(200);
    const rows = parseCsv(indonesian.body);
    expect(rows[0]).toEqual(['Pelanggan', '0–30 hari', '31–60 hari', '61–90 hari', '> 90 hari', 'Total']);
    expect(rows.at(-1)?.[0]).toBe('Total');
    const english = parseCsv((await call(url, 'en')).body);
    expect(english[0]).toEqual(['Customer', '0–30 days', '31–60 days', '61–90 days', '> 90 days', 'Total']);
  });

  it('name the XLSX sheet after the report in the caller language', async () => {
    const sheetOf = async (language?: string) => {
      const xlsx = await call('/api/rlaporan/laporan/pemasukan-pengeluaran?format=xlsx', language);
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      return { name: sheet.name, headings: sheet.getRow(1).values };
    };
    expect(await sheetOf()).toEqual({
      name: 'Pemasukan vs pengeluaran',
      headings: [undefined, 'Periode', 'Masuk', 'Keluar', 'Selisih', 'Saldo'],
    });
    expect(await sheetOf('en-US')).toEqual({
      name: 'Income vs expenses',
      headings: [undefined, 'Period', 'In', 'Out', 'Net', 'Balance'],
    });
  });
});
