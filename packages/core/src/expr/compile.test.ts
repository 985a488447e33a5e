import { describe, expect, it } from 'vitest';
import { compileExpr, references, validateExpr } from './compile.ts';
import { ExprSyntaxError } from './errors.ts';
import { parse } from './parser.ts';

describe('compileExpr', () => {
  it('parses once and binds evaluators', async () => {
    const a = compileExpr('qty * harga');
    expect(compileExpr('qty * harga')).toBe(a);
    expect(a.evaluate({ record: { qty: 2, harga: 3 } })).toBe(6);
    await expect(a.evaluateAsync({ record: { qty: 2, harga: 3 } })).resolves.toBe(6);
    expect(a.async).toBe(false);
    expect(a.fields).toEqual(['qty', 'harga']);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('flags expressions that need the asynchronous evaluator', () => {
    expect(compileExpr("IF(x, API_FETCH('a'), 0)").async).toBe(true);
  });

  it('rethrows the cached syntax error', () => {
    expect(() => compileExpr('1 +')).toThrow(ExprSyntaxError);
    expect(() => compileExpr('1 +')).toThrow(ExprSyntaxError);
  });

  it('keeps working past the cache limit', () => {
    for (let i = 0; i < 600; i++) expect(compileExpr(`${i} + 1`).evaluate()).toBe(i + 1);
  });
});

describe('references', () => {
  it('separates record fields from row fields', () => {
    expect(
      references(parse('sum_row(qty * harga) + ongkir + SUM_BY(qty, kode, kode_cari) + IF(a, b, c)')),
    ).toEqual({
      fields: ['ongkir', 'kode_cari', 'a', 'b', 'c'],
      rowFields: ['qty', 'harga', 'kode'],
      functions: ['SUM_ROW', 'SUM_BY', 'IF'],
    });
  });
});

describe('validateExpr', () => {
  it('accepts valid expressions', () => {
    expect(validateExpr('qty * 2')).toEqual({ ok: true, fields: ['qty'] });
  });

  it('reports syntax errors with position, line and column', () => {
    expect(validateExpr('qty *')).toEqual({
      ok: false,
      message: 'Unexpected end of expression',
      position: 5,
      line: 1,
      column: 6,
      code: 'unexpected-end',
    });
    expect(validateExpr('')).toMatchObject({ ok: false, code: 'empty' });
  });

  it('reports unknown fields when the known ones are given', () => {
    expect(validateExpr('qty + qtx', { knownFields: ['qty'] })).toMatchObject({
      ok: false,
      message: "Unknown field 'qtx'",
      position: 6,
      code: 'unknown-field',
    });
    expect(validateExpr('row.qty', { knownFields: new Set(['qty']) })).toMatchObject({ ok: true });
  });

  it('checks row fields of sum_row and SUM_BY separately', () => {
    expect(validateExpr('sum_row(qty)', { knownFields: ['total'] })).toMatchObject({ ok: true });
    expect(validateExpr('sum_row(qty)', { knownFields: [], knownRowFields: ['qty'] })).toMatchObject({
      ok: true,
    });
    expect(validateExpr("SUM_BY(qty, kode, 'A')", { knownRowFields: ['qty'] })).toMatchObject({
      ok: false,
      message: "Unknown row field 'kode'",
      position: 12,
    });
    expect(validateExpr('sum_row(qtx)', { knownRowFields: ['qty'] })).toMatchObject({
      ok: false,
      position: 8,
    });
  });

  it('never throws, whatever it is given', () => {
    expect(validateExpr(undefined as unknown as string)).toMatchObject({ ok: false, code: 'not-text' });
  });
});
