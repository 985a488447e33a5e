import { describe, expect, it } from 'vitest';
import {
  bindableNames,
  childTablesOf,
  documentValues,
  fillTemplateText,
  PAGE_SIZES,
  templateEngineOf,
} from './index.ts';

describe('document values', () => {
  it('prints a record as id-ID text: money, dates, relations by label, amount in words', () => {
    const values = documentValues(
      'rinvoice',
      {
        id: 7,
        no_invoice: '001/INV/XI/2026',
        tanggal: '2026-08-17',
        id_akun: 3,
        id_akun_label: 'PT Maju',
        total: 1_500_000,
        diskon: null,
      },
      { today: new Date('2026-11-25T03:00:00Z') },
    );
    expect(values.id).toBe('7');
    expect(values.no_invoice).toBe('001/INV/XI/2026');
    expect(values.tanggal).toBe('17 Agustus 2026');
    expect(values.id_akun).toBe('PT Maju');
    expect(values.total).toBe('Rp\u00a01.500.000');
    expect(values.total_terbilang).toBe('Satu Juta Lima Ratus Ribu Rupiah');
    expect(values.diskon).toBe('');
    expect(values.diskon_terbilang).toBe('');
    expect(values.tanggal_cetak).toBe('25 November 2026');
  });

  it('leaves out hidden fields and passwords', () => {
    const values = documentValues('rinvoice', { total: 5 }, { hidden: new Set(['total']) });
    expect(values).not.toHaveProperty('total');
    expect(values).not.toHaveProperty('total_terbilang');
    expect(documentValues('users', { password_hash: 'x' })).not.toHaveProperty('password_hash');
    expect(documentValues('nope', { a: 1 })).toEqual({});
  });

  it('fills plain {name} placeholders only, leaving anything else as written', () => {
    const values = { no_invoice: 'INV/1', nama: '{x}' };
    expect(fillTemplateText('No: {no_invoice} / { no_invoice }', values)).toBe('No: INV/1 / INV/1');
    expect(fillTemplateText('{unknown} {1+1} {nama}', values)).toBe('{unknown} {1+1} {x}');
  });

  it('names what a template of a resource may bind, and its child tables', () => {
    expect(bindableNames('rinvoice')).toEqual(
      expect.arrayContaining(['id', 'no_invoice', 'total_terbilang', 'tanggal_cetak']),
    );
    expect(bindableNames('nope')).toEqual([]);
    expect(childTablesOf('rinvoice')).toContainEqual({ resource: 'rsubinvoice', field: 'id_invoice' });
    expect(childTablesOf('rpekerjaan')).toContainEqual({ resource: 'rsubpekerjaan', field: 'id_pekerjaan' });
  });

  it('knows the page sizes and the engines', () => {
    expect(PAGE_SIZES.F4).toEqual({ width: 215, height: 330 });
    expect(templateEngineOf({ engine: 'pdfme' })).toBe('pdfme');
    expect(templateEngineOf({ engine: 'docx' })).toBe('docx');
    expect(templateEngineOf({ engine: 'eval' })).toBeNull();
    expect(templateEngineOf([1])).toBeNull();
    expect(templateEngineOf(null)).toBeNull();
  });
});
