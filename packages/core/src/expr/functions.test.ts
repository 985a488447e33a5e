import { describe, expect, it } from 'vitest';
import type { Value } from './ast.ts';
import { FUNCTIONS } from './catalogue.ts';
import { evaluate } from './evaluator.ts';
import { roundHalfAway } from './functions.ts';
import { parse } from './parser.ts';

const rows = [
  { kode: 'A', qty: 2, harga: 1000 },
  { kode: 'B', qty: '3', harga: 500 },
  { kode: 'A', qty: 5, harga: 'x' },
  'not a row',
  null,
];
const run = (source: string, record: Record<string, unknown> = {}): Value =>
  evaluate(parse(source), { record, rows, now: Date.UTC(2024, 0, 31, 20, 5, 9) });

describe('whitelisted functions', () => {
  it.each<[string, Value]>([
    ['IF(1 > 0, "yes", "no")', 'yes'],
    ['IF(0, "yes", "no")', 'no'],
    ['IF(0, "yes")', null],
    ['ROUND(2.345)', 2.35],
    ['ROUND(2.344)', 2.34],
    ['ROUND(1.005, 2)', 1.01],
    ['ROUND(-2.5, 0)', -3],
    ['ROUND(1234.5678, 1)', 1234.6],
    ["ROUND('x')", null],
    ['ROUND(2.5, 99)', 2.5],
    ['SUM(1, 2, 3)', 6],
    ["SUM([1, 2], '3', 'x', null)", 6],
    ['SUM(null)', 0],
    ['MIN(3, 1, 2)', 1],
    ['MIN([5, -1])', -1],
    ["MIN('x')", null],
    ['MAX(3, 1, 2)', 3],
    ['MAX(null)', null],
    ['ABS(-4.5)', 4.5],
    ["ABS('x')", null],
    ["LEN('Semen')", 5],
    ['LEN([1, 2, 3])', 3],
    ['LEN(null)', 0],
    ['LEN(12345)', 5],
    ["UPPER('abc')", 'ABC'],
    ['UPPER(null)', ''],
    ["LOWER('AbC')", 'abc'],
    ["CONCAT('a', 1, null, true)", 'a1true'],
    ['CONCAT()', ''],
    ["COALESCE(null, '', 'x', 'y')", 'x'],
    ['COALESCE(null, missing)', null],
    ['COALESCE(0, 1)', 0],
    ['NOW()', '2024-02-01 03:05:09'],
    ['TODAY()', '2024-02-01'],
    ['sum_row(qty)', 10],
    ["sum_row('qty')", 10],
    ['sum_row(qty * harga)', 3500],
    ['sum_row(missing)', 0],
    ["SUM_BY(qty, kode, 'A')", 7],
    ["SUM_BY(qty, 'kode', 'B')", 3],
    ['SUM_BY(qty, kode, kode)', 7],
    ["SUM_BY(qty * 2, kode, 'Z')", 0],
  ])('%s = %j', (source, expected) => {
    expect(run(source, { kode: 'A' })).toEqual(expected);
  });

  it('every whitelisted function is exercised above', () => {
    expect(FUNCTIONS.map((f) => f.name)).toEqual([
      'IF',
      'ROUND',
      'SUM',
      'MIN',
      'MAX',
      'ABS',
      'LEN',
      'UPPER',
      'LOWER',
      'CONCAT',
      'COALESCE',
      'NOW',
      'TODAY',
      'SUM_ROW',
      'SUM_BY',
      'API_FETCH',
    ]);
  });

  it('NOW and TODAY honour the time-zone offset', () => {
    const at = Date.UTC(2024, 0, 31, 20, 0, 0);
    expect(evaluate(parse('TODAY()'), { now: at, timeZoneOffsetMinutes: 0 })).toBe('2024-01-31');
    expect(evaluate(parse('NOW()'), { now: new Date(at), timeZoneOffsetMinutes: 0 })).toBe(
      '2024-01-31 20:00:00',
    );
  });

  it('sum_row without rows is 0', () => {
    expect(evaluate(parse('sum_row(qty)'), {})).toBe(0);
  });

  it('roundHalfAway rounds half away from zero and clamps digits', () => {
    expect(roundHalfAway(0.125, 2)).toBe(0.13);
    expect(roundHalfAway(-0.125, 2)).toBe(-0.13);
    expect(roundHalfAway(1.5, -3)).toBe(2);
  });
});
