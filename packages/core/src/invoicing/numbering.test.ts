import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVOICE_NUMBER_TEMPLATE,
  formatDocNumber,
  MAX_NUMBER_TEMPLATE_LENGTH,
  numberingPeriod,
  validateNumberTemplate,
} from './index.ts';

const parts = { seq: 12, date: '2026-11-05', code: 'INV' };

describe('formatDocNumber', () => {
  it('writes the Indonesian letter style by default', () => {
    expect(DEFAULT_INVOICE_NUMBER_TEMPLATE).toBe('{seq}/{code}/{roman}/{yyyy}');
    expect(formatDocNumber(DEFAULT_INVOICE_NUMBER_TEMPLATE, parts)).toBe('012/INV/XI/2026');
    expect(formatDocNumber(DEFAULT_INVOICE_NUMBER_TEMPLATE, { ...parts, seq: 1, date: '2027-01-02' })).toBe(
      '001/INV/I/2027',
    );
  });

  it('fills every token', () => {
    expect(formatDocNumber('{code}-{yy}{mm}-{seq:5}', parts)).toBe('INV-2611-00012');
    expect(formatDocNumber('{seq:1}|{seq:2}|{seq}|{seq:4}', { ...parts, seq: 7 })).toBe('7|07|007|0007');
    expect(formatDocNumber('{yyyy}/{yy}/{mm}/{roman}', { ...parts, date: '2030-04-30' })).toBe(
      '2030/30/04/IV',
    );
    expect(formatDocNumber('{seq}{seq}', parts)).toBe('012012');
    expect(formatDocNumber('{code}/{seq}', { ...parts, code: 'KW' })).toBe('KW/012');
  });

  it('writes a running number wider than its padding in full', () => {
    expect(formatDocNumber(DEFAULT_INVOICE_NUMBER_TEMPLATE, { ...parts, seq: 1234 })).toBe(
      '1234/INV/XI/2026',
    );
    expect(formatDocNumber('{seq}', { ...parts, seq: 0 })).toBe('000');
  });

  it('copies plain text and unknown tokens as they are', () => {
    expect(formatDocNumber('No. {seq} {bulan}', parts)).toBe('No. 012 {bulan}');
    expect(formatDocNumber('{SEQ}/{seq}', parts)).toBe('{SEQ}/012');
  });

  it('refuses a date that is not YYYY-MM-DD and a bad running number', () => {
    for (const date of ['', '2026-13-01', '2026-00-10', '05-11-2026', '2026-11-5', '2026-11-05T10:00']) {
      expect(() => formatDocNumber(DEFAULT_INVOICE_NUMBER_TEMPLATE, { ...parts, date })).toThrow(RangeError);
    }
    for (const seq of [-1, 1.5, Number.NaN]) {
      expect(() => formatDocNumber(DEFAULT_INVOICE_NUMBER_TEMPLATE, { ...parts, seq })).toThrow(RangeError);
    }
  });
});

describe('validateNumberTemplate', () => {
  it('accepts usable templates', () => {
    expect(validateNumberTemplate(DEFAULT_INVOICE_NUMBER_TEMPLATE)).toEqual([]);
    expect(validateNumberTemplate('{code}-{yy}{mm}-{seq:5}')).toEqual([]);
    expect(validateNumberTemplate(`{seq}/{yyyy}${'x'.repeat(MAX_NUMBER_TEMPLATE_LENGTH - 12)}`)).toEqual([]);
  });

  it('names each problem', () => {
    expect(validateNumberTemplate('{code}/{yyyy}')).toEqual(['must contain {seq}']);
    expect(validateNumberTemplate('{seq}/{bulan}/{yyyy}')).toEqual(['unknown token {bulan}']);
    expect(validateNumberTemplate('{seq:abc}/{}/{yyyy}')).toEqual([
      'must contain {seq}',
      'unknown token {seq:abc}',
      'unknown token {}',
    ]);
    expect(validateNumberTemplate(`{seq}/{yyyy}${'x'.repeat(MAX_NUMBER_TEMPLATE_LENGTH - 11)}`)).toEqual([
      'at most 60 characters',
    ]);
    expect(validateNumberTemplate('{seq}/{yyyy}/{code')).toEqual(['unbalanced { or }']);
    expect(validateNumberTemplate('{seq}}/{yyyy}')).toEqual(['unbalanced { or }']);
  });

  it('asks for the year, since numbering restarts every year', () => {
    expect(validateNumberTemplate('{seq}/{code}')).toEqual([
      'must contain {yyyy} or {yy} (numbering restarts every year)',
    ]);
    expect(validateNumberTemplate('')).toEqual([
      'must contain {seq}',
      'must contain {yyyy} or {yy} (numbering restarts every year)',
    ]);
  });
});

describe('numberingPeriod', () => {
  it('is the year: numbers restart every January', () => {
    expect(numberingPeriod('2026-11-05')).toBe('2026');
    expect(numberingPeriod('2026-12-31')).toBe('2026');
    expect(numberingPeriod('2027-01-01')).toBe('2027');
    expect(() => numberingPeriod('')).toThrow(RangeError);
    expect(() => numberingPeriod('2026')).toThrow(RangeError);
  });
});
