import { describe, expect, it } from 'vitest';
import type { Expr } from './ast.ts';
import { ExprSyntaxError } from './errors.ts';
import { parse } from './parser.ts';
import { tokenize } from './tokenizer.ts';

/** Fully parenthesised rendering of a tree, to read precedence and associativity at a glance. */
function show(e: Expr): string {
  switch (e.type) {
    case 'Literal':
      return typeof e.value === 'string' ? JSON.stringify(e.value) : String(e.value);
    case 'List':
      return `[${e.items.map(show).join(', ')}]`;
    case 'Field':
      return e.name;
    case 'Context':
      return `@${e.of}.${e.name}`;
    case 'Unary':
      return `(${e.op === 'not' ? 'not ' : e.op}${show(e.operand)})`;
    case 'Binary':
    case 'Logical':
      return `(${show(e.left)} ${e.op} ${show(e.right)})`;
    case 'Conditional':
      return `(${show(e.test)} ? ${show(e.consequent)} : ${show(e.alternate)})`;
    case 'Call':
      return `${e.name}(${e.args.map(show).join(', ')})`;
  }
}

const p = (s: string) => show(parse(s));

function syntaxError(source: string): ExprSyntaxError {
  try {
    parse(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ExprSyntaxError);
    return error as ExprSyntaxError;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be refused`);
}

describe('user and role context', () => {
  it('reads user.x and role.x as facts about who is looking, not as fields', () => {
    expect(p('user.id == created_by')).toBe('(@user.id == created_by)');
    expect(p("'Supervisor' in user.groups and role.name != 'Kasir'")).toBe(
      '(("Supervisor" in @user.groups) and (@role.name != "Kasir"))',
    );
    // a field named user is still a field
    expect(p('user + 1')).toBe('(user + 1)');
  });

  it('refuses prototype names and brackets after user', () => {
    expect(syntaxError('user.__proto__').code).toBe('forbidden-name');
    expect(syntaxError("user['id']").code).toBe('member-access');
  });
});

describe('tokenize', () => {
  it('splits operators longest first and records positions', () => {
    const tokens = tokenize('a<=b == c');
    expect(tokens.map((t) => [t.type, t.value, t.pos])).toEqual([
      ['ident', 'a', 0],
      ['op', '<=', 1],
      ['ident', 'b', 3],
      ['op', '==', 5],
      ['ident', 'c', 8],
      ['eof', '', 9],
    ]);
  });

  it('maps the admin-friendly spellings of equality', () => {
    expect(tokenize('a = b').map((t) => t.value)).toEqual(['a', '==', 'b', '']);
    expect(tokenize('a === b !== c <> d').map((t) => t.value)).toEqual([
      'a',
      '==',
      'b',
      '!=',
      'c',
      '!=',
      'd',
      '',
    ]);
  });
});

describe('literals', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['0.25', 0.25],
    ['1e3', 1000],
    ['2.5E-1', 0.25],
    ['true', true],
    ['FALSE', false],
    ['Null', null],
    ["'single'", 'single'],
    ['"double"', 'double'],
    ["'it\\'s'", "it's"],
    ['"say \\"hi\\""', 'say "hi"'],
    ["'a\\nb\\tc\\\\d\\/e'", 'a\nb\tc\\d/e'],
    ["'\\u0041\\u00e9'", 'Aé'],
    ['"it\'s"', "it's"],
    ['\'say "hi"\'', 'say "hi"'],
    ["''", ''],
  ])('%s', (source, value) => {
    expect(parse(source)).toMatchObject({ type: 'Literal', value });
  });

  it('parses list literals', () => {
    expect(p("['Done', 'Closed', 3]")).toBe('["Done", "Closed", 3]');
    expect(p('[]')).toBe('[]');
  });
});

describe('precedence', () => {
  it.each([
    ['1 + 2 * 3', '(1 + (2 * 3))'],
    ['1 * 2 + 3', '((1 * 2) + 3)'],
    ['1 - 2 % 3', '(1 - (2 % 3))'],
    ['-2 * 3', '((-2) * 3)'],
    ['-a.b', ''],
    ['a + b & c', '((a + b) & c)'],
    ['a & b + c', '(a & (b + c))'],
    ['a & b == c', '((a & b) == c)'],
    ['a + 1 < b * 2', '((a + 1) < (b * 2))'],
    ['a == 1 and b == 2', '((a == 1) and (b == 2))'],
    ['a or b and c', '(a or (b and c))'],
    ['a and b or c', '((a and b) or c)'],
    ['a || b && c', '(a or (b and c))'],
    ['not a == b', '(not (a == b))'],
    ['!a && b', '((not a) and b)'],
    ['not a and b', '((not a) and b)'],
    ['a or b ? 1 : 2', '((a or b) ? 1 : 2)'],
    ['status in [1, 2] and x', '((status in [1, 2]) and x)'],
    ['status not in [1] or x', '((status not in [1]) or x)'],
    ['nama contains "a" & "b"', '(nama contains ("a" & "b"))'],
    ['(1 + 2) * 3', '((1 + 2) * 3)'],
    ['a = 1', '(a == 1)'],
  ])('%s', (source, expected) => {
    if (expected === '') expect(() => parse(source)).toThrow(ExprSyntaxError);
    else expect(p(source)).toBe(expected);
  });
});

describe('associativity', () => {
  it.each([
    ['1 - 2 - 3', '((1 - 2) - 3)'],
    ['8 / 4 / 2', '((8 / 4) / 2)'],
    ['7 % 4 % 2', '((7 % 4) % 2)'],
    ['a & b & c', '((a & b) & c)'],
    ['a and b and c', '((a and b) and c)'],
    ['a or b or c', '((a or b) or c)'],
    ['a ? b : c ? d : e', '(a ? b : (c ? d : e))'],
    ['a ? b ? c : d : e', '(a ? (b ? c : d) : e)'],
    ['--a', '(-(-a))'],
    ['not not a', '(not (not a))'],
  ])('%s', (source, expected) => {
    expect(p(source)).toBe(expected);
  });

  it('refuses chained comparisons instead of guessing', () => {
    const e = syntaxError('1 < x < 3');
    expect(e.code).toBe('chained-comparison');
    expect(e.position).toBe(6);
  });
});

describe('fields and calls', () => {
  it.each([
    ['qty', 'qty'],
    ['row.qty', 'qty'],
    ['record.qty', 'qty'],
    ["record['nama barang']", 'nama barang'],
    ['row["kode-1"]', 'kode-1'],
    ['ROW.in', 'in'],
    ['row', 'row'],
  ])('%s reads field %s', (source, name) => {
    expect(parse(source)).toMatchObject({ type: 'Field', name });
  });

  it('resolves function names case-insensitively to their canonical name', () => {
    expect(p('round(x, 1)')).toBe('ROUND(x, 1)');
    expect(p('Sum_Row(qty * harga)')).toBe('SUM_ROW((qty * harga))');
    expect(p('now()')).toBe('NOW()');
  });

  it('turns field-name arguments of sum_row and SUM_BY into names', () => {
    expect(p("sum_row('qty')")).toBe('SUM_ROW(qty)');
    expect(p("SUM_BY(qty, kode, 'A1')")).toBe('SUM_BY(qty, "kode", "A1")');
    expect(p("SUM_BY('qty', 'kode', kode)")).toBe('SUM_BY(qty, "kode", kode)');
  });
});

describe('syntax errors carry positions', () => {
  it.each([
    ['', 0, 'empty'],
    ['   ', 0, 'empty'],
    ['1 +', 3, 'unexpected-end'],
    ['(1 + 2', 6, 'unexpected-end'],
    ['1 + 2)', 5, 'unexpected-token'],
    ['a b', 2, 'unexpected-token'],
    ['"abc', 0, 'unterminated-string'],
    ["x == 'abc", 5, 'unterminated-string'],
    ["'a\\q'", 2, 'invalid-escape'],
    ["'\\u12'", 1, 'invalid-escape'],
    ['12abc', 0, 'invalid-number'],
    ['1.2.3', 0, 'invalid-number'],
    ['1 # 2', 2, 'unexpected-character'],
    ['a ; b', 2, 'unexpected-character'],
    ['a.b', 1, 'member-access'],
    ["'x'.length", 3, 'member-access'],
    ['a[0]', 1, 'member-access'],
    ['row[0]', 4, 'field-name-expected'],
    ['row[name]', 4, 'field-name-expected'],
    ['row.', 4, 'field-name-expected'],
    ['row.qty.x', 7, 'member-access'],
    ['constructor', 0, 'forbidden-name'],
    ['__proto__', 0, 'forbidden-name'],
    ['x + prototype', 4, 'forbidden-name'],
    ['row.constructor', 4, 'forbidden-name'],
    ["record['__proto__']", 7, 'forbidden-name'],
    ["sum_row('constructor')", 8, 'forbidden-name'],
    ["require('fs')", 0, 'unknown-function'],
    ['eval(1)', 0, 'unknown-function'],
    ['ROUND()', 0, 'wrong-arity'],
    ['ABS(1, 2)', 0, 'wrong-arity'],
    ['IF(1)', 0, 'wrong-arity'],
    ['NOW(1)', 0, 'wrong-arity'],
    ['SUM_BY(qty, 1 + 1, 2)', 12, 'field-name-expected'],
    ['a ? b', 5, 'unexpected-end'],
    ['[1, 2', 5, 'unexpected-end'],
    ['[1,]', 3, 'unexpected-token'],
    ['and', 0, 'unexpected-token'],
    ['a not b', 2, 'unexpected-token'],
    ['f()()', 0, 'unknown-function'],
    ['ABS(1)(2)', 6, 'unexpected-token'],
    ['1 => 2', 3, 'unexpected-token'],
  ])('%j fails at %i (%s)', (source, position, code) => {
    const e = syntaxError(source);
    expect({ position: e.position, code: e.code }).toEqual({ position, code });
  });

  it('reports line and column for multi-line sources', () => {
    const e = syntaxError('qty * 2 +\n  harga +\n  )');
    expect(e).toMatchObject({ position: 22, line: 3, column: 3 });
  });

  it('limits length and nesting', () => {
    expect(syntaxError(`${'1+'.repeat(1000)}1`).code).toBe('too-long');
    expect(syntaxError(`${'('.repeat(70)}1${')'.repeat(70)}`).code).toBe('too-deep');
    expect(syntaxError(`${'-'.repeat(100)}1`).code).toBe('too-deep');
    expect(syntaxError(`${'ABS('.repeat(40)}1${')'.repeat(40)}`).code).toBe('too-deep');
    expect(() => parse(`${'('.repeat(30)}1${')'.repeat(30)}`)).not.toThrow();
    expect(() => parse(`${'1+'.repeat(990)}1`)).not.toThrow();
  });

  it('refuses non-text input with a syntax error', () => {
    expect(() => parse(42 as unknown as string)).toThrow(ExprSyntaxError);
  });
});
