import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Value } from './ast.ts';
import { ExprEvalError, ExprSyntaxError } from './errors.ts';
import { evaluate, evaluateAsync } from './evaluator.ts';
import { parse } from './parser.ts';

const ALPHABET = [...'abcrowdn_xyz0123456789 .,()[]\'"\\+-*/%&|!=<>?:;#{}$`@\n'];
const WORDS = [
  'constructor',
  '__proto__',
  'prototype',
  'this',
  'globalThis',
  'process',
  'require',
  'Function',
  'eval',
  'row',
  'record',
  'and',
  'or',
  'not',
  'in',
  'contains',
  'true',
  'null',
  'IF',
  'SUM',
  'API_FETCH',
  'sum_row',
  'SUM_BY',
  'ROUND',
  'LEN',
  'qty',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

/** Source-like strings: random characters mixed with the language's words and dangerous names. */
const sourceLike = fc
  .array(fc.oneof(fc.constantFrom(...ALPHABET), fc.constantFrom(...WORDS), fc.string({ maxLength: 4 })), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));

/** Records with hostile keys and values. */
const hostileRecord = fc.dictionary(
  fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'qty', 'row', 'this'),
    fc.string(),
  ),
  fc.oneof(
    fc.integer(),
    fc.string(),
    fc.constant(null),
    fc.constant(() => 'called'),
    fc.object(),
  ),
);

function isValue(v: unknown, depth = 0): v is Value {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  return (
    Array.isArray(v) &&
    depth < 10 &&
    Object.getPrototypeOf(v) === Array.prototype &&
    v.every((x) => isValue(x, depth + 1))
  );
}

const prototypeSnapshot = () => ({
  object: Object.getOwnPropertyNames(Object.prototype).sort().join(),
  fn: Object.getOwnPropertyNames(Function.prototype).sort().join(),
  array: Object.getOwnPropertyNames(Array.prototype).sort().join(),
  globals: Object.getOwnPropertyNames(globalThis).length,
});

describe('no way out of the language', () => {
  it('parse throws nothing but ExprSyntaxError on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 40 }), sourceLike),
        (s) => {
          try {
            parse(s);
          } catch (error) {
            expect(error).toBeInstanceOf(ExprSyntaxError);
            const e = error as ExprSyntaxError;
            expect(e.position).toBeGreaterThanOrEqual(0);
            expect(e.position).toBeLessThanOrEqual(s.length);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('evaluation of anything that parses yields a plain value and touches no prototype or global', () => {
    const before = prototypeSnapshot();
    fc.assert(
      fc.property(sourceLike, hostileRecord, (s, record) => {
        let ast: ReturnType<typeof parse>;
        try {
          ast = parse(s);
        } catch {
          return;
        }
        try {
          const value = evaluate(ast, { record, rows: [record, record] });
          expect(isValue(value)).toBe(true);
          expect(value).not.toBe(Object.prototype);
          expect(value).not.toBe(globalThis);
        } catch (error) {
          expect(error).toBeInstanceOf(ExprEvalError);
        }
      }),
      { numRuns: 3000 },
    );
    expect(prototypeSnapshot()).toEqual(before);
  });

  it.each([
    "constructor.constructor('x')()",
    "row.constructor.constructor('return process')()",
    "record['constructor']",
    "record['__proto__']",
    '__proto__',
    "require('fs')",
    'process.exit(1)',
    'globalThis.process',
    'this.constructor',
    "Function('x')",
    "eval('1')",
    "import('fs')",
    'toString.call(1)',
    "qty['constructor']",
    'IF(1, constructor, 2)',
    ['`', '$', '{1}', '`'].join(''),
    'new Date()',
    'x => x',
    'a = 1; b',
  ])('%s does not parse', (source) => {
    expect(() => parse(source)).toThrow(ExprSyntaxError);
  });

  it.each(['this', 'globalThis', 'process', 'window', 'toString', 'valueOf', 'hasOwnProperty', 'Function'])(
    '%s parses as a field and reads null',
    (source) => {
      expect(evaluate(parse(source), { record: {} })).toBeNull();
    },
  );

  it('a __proto__ key in the context is data, never a way in', () => {
    const record = JSON.parse('{"__proto__": {"polluted": 1}, "qty": 2}') as Record<string, unknown>;
    expect(evaluate(parse('qty * 2'), { record })).toBe(4);
    expect(evaluate(parse('polluted'), { record })).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('API_FETCH refuses foreign and traversing paths, even asynchronously', async () => {
    for (const path of ['http://evil', '//evil.com/x', '../x', 'api/../../etc']) {
      let called = false;
      const fetcher = async () => {
        called = true;
        return 1;
      };
      await expect(evaluateAsync(parse(`API_FETCH('${path}')`), { fetcher })).rejects.toBeInstanceOf(
        ExprEvalError,
      );
      expect(called).toBe(false);
    }
  });
});
