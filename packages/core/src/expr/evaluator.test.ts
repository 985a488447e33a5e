import { describe, expect, it } from 'vitest';
import type { Value } from './ast.ts';
import { ExprEvalError } from './errors.ts';
import { binary, type ExprContext, evaluate } from './evaluator.ts';
import { parse } from './parser.ts';

const run = (
  source: string,
  record: Record<string, unknown> = {},
  extra: Omit<ExprContext, 'record'> = {},
): Value => evaluate(parse(source), { ...extra, record });

describe('arithmetic', () => {
  it.each<[string, Value]>([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['100 / 10 / 5', 2],
    ['7 % 4', 3],
    ['-7 % 4', -3],
    ['-2 * -3', 6],
    ['+5', 5],
    ['-0', 0],
    ['0.1 + 0.2 > 0.3', true],
    ['1 / 0', null],
    ['5 % 0', null],
    ['0 / 0', null],
    ["'abc' * 2", null],
    ["'3' * '4'", 12],
    ["' 2.5 ' * 2", 5],
    ['true + 1', 2],
    ['null + 5', 5],
    ['null * 5', 0],
    ['-null', 0],
    ["-'x'", null],
    ['[1] * 2', null],
    ['1e308 * 10', null],
  ])('%s = %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('+ and & on text', () => {
  it.each<[string, Value]>([
    ["'a' + 'b'", 'ab'],
    ["'Order ' + 12", 'Order 12'],
    ["12 + ' pcs'", '12 pcs'],
    ["'1' + 2", 3],
    ["'1' + '2'", 3],
    ["'a' + null", 'a'],
    ["'' + 5", 5],
    ['1 & 2', '12'],
    ["'a' & null & 'b'", 'ab'],
    ["'x' & true", 'xtrue'],
    ["'n: ' & [1, 2]", 'n: 1, 2'],
  ])('%s = %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });
});

describe('comparisons', () => {
  it.each<[string, Value]>([
    ['1 == 1', true],
    ['1 = 1', true],
    ["5 == '5'", true],
    ["'05' == '5'", false],
    ["'a' == 'A'", false],
    ['null == null', true],
    ["null == ''", true],
    ['null == 0', false],
    ['true == 1', true],
    ["true == 'true'", false],
    ['[1, 2] == [1, 2]', true],
    ['[1, 2] != [2, 1]', true],
    ['1 != 2', true],
    ['1 <> 2', true],
    ["'10' > '9'", true],
    ["'b' > 'a'", true],
    ["'abc' < 'abd'", true],
    ['2 <= 2', true],
    ['3 >= 4', false],
    ['null < 1', false],
    ['null >= 0', false],
    ['[1] < 2', false],
    ["'x' < 1", false],
  ])('%s = %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it('compares every ordering operator on numbers and text', () => {
    const table: [string, Value, Value, boolean][] = [
      ['<', 1, 2, true],
      ['<', 2, 2, false],
      ['<=', 2, 2, true],
      ['>', 3, 2, true],
      ['>=', 1, 2, false],
      ['<', 'a', 'b', true],
      ['>=', 'b', 'b', true],
    ];
    for (const [op, a, b, expected] of table) expect(binary(op, a, b)).toBe(expected);
  });
});

describe('membership', () => {
  it.each<[string, Value]>([
    ["status in ['Done', 'Closed']", true],
    ["status in ['Open']", false],
    ["status not in ['Open']", true],
    ["'on' in status", true],
    ['qty in [1, 2, 3]', true],
    ["'3' in [1, 2, 3]", true],
    ["tags contains 'b'", true],
    ["tags contains 'z'", false],
    ["status contains 'on'", true],
    ["status contains ''", false],
    ["null in ['a']", false],
    ["missing contains 'a'", false],
    ['5 in 5', false],
  ])('%s = %j', (source, expected) => {
    expect(run(source, { status: 'Done', qty: 3, tags: ['a', 'b'] })).toEqual(expected);
  });
});

describe('logic', () => {
  it.each<[string, Value]>([
    ['true and false', false],
    ['true && 1', true],
    ['false or 0', false],
    ["0 || 'x'", true],
    ['not 0', true],
    ["!''", true],
    ['![]', true],
    ['not [0]', false],
    ['1 ? 2 : 3', 2],
    ["'' ? 2 : 3", 3],
    ['null ? 1 : null ? 2 : 3', 3],
  ])('%s = %j', (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it('short-circuits: the skipped side is never evaluated', () => {
    const fetchLike = "API_FETCH('x')";
    expect(run(`false and ${fetchLike}`)).toBe(false);
    expect(run(`true or ${fetchLike}`)).toBe(true);
    expect(run(`1 ? 2 : ${fetchLike}`)).toBe(2);
    expect(run(`IF(0, ${fetchLike}, 'no')`)).toBe('no');
    expect(run(`COALESCE('a', ${fetchLike})`)).toBe('a');
    expect(() => run(`true and ${fetchLike}`)).toThrow(ExprEvalError);
  });
});

describe('fields', () => {
  const record = {
    qty: 2,
    'nama barang': 'Semen',
    nested: { a: 1 },
    list: [1, 'x', { y: 1 }],
    when: new Date(0),
    fn: () => 1,
  };

  it('reads own fields by name, row.x and record[...]', () => {
    expect(run('qty', record)).toBe(2);
    expect(run('row.qty * 2', record)).toBe(4);
    expect(run("record['nama barang']", record)).toBe('Semen');
  });

  it('gives null for missing fields, objects and functions; dates become ISO text', () => {
    expect(run('missing', record)).toBeNull();
    expect(run('nested', record)).toBeNull();
    expect(run('fn', record)).toBeNull();
    expect(run('list', record)).toEqual([1, 'x', null]);
    expect(run('when', record)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('never reads inherited properties', () => {
    expect(run('toString', {})).toBeNull();
    expect(run('hasOwnProperty', {})).toBeNull();
    expect(run('valueOf', Object.create({ valueOf: 5 }))).toBeNull();
    expect(run('x', Object.create({ x: 5 }))).toBeNull();
  });

  it('never runs getters', () => {
    let calls = 0;
    const record = Object.defineProperty({}, 'x', { get: () => ++calls, enumerable: true });
    expect(run('x', record)).toBeNull();
    expect(calls).toBe(0);
  });

  it('works without a record', () => {
    expect(evaluate(parse('qty'))).toBeNull();
    expect(evaluate(parse('qty'), { record: 'text' })).toBeNull();
  });
});

describe('user and role context', () => {
  const user = { id: 7, username: 'kasir1', groups: ['Supervisor', 'Gudang'] };
  const role = { id: 60, name: 'Kasir' };
  it('reads who is looking from the context, not from the record', () => {
    const ctx = { record: { id: 99, user: 'not me' }, user, role };
    expect(evaluate(parse('user.id'), ctx)).toBe(7);
    expect(evaluate(parse("'Gudang' in user.groups"), ctx)).toBe(true);
    expect(evaluate(parse("'Kasir' in user.groups"), ctx)).toBe(false);
    expect(evaluate(parse("role.name == 'Kasir'"), ctx)).toBe(true);
  });
  it('gives null for a fact that is not there, and without a context', () => {
    expect(evaluate(parse('user.cabang'), { user })).toBe(null);
    expect(evaluate(parse('user.id'), {})).toBe(null);
    expect(evaluate(parse('user.toString'), { user })).toBe(null);
  });
});
