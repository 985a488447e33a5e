import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FieldListEntry, fieldListNames, formatFieldList, parseFieldList } from './field-list.ts';

describe('parseFieldList', () => {
  it.each<[string, FieldListEntry[]]>([
    [
      'status:Done|Closed, kategori:"A, B"',
      [
        { name: 'status', values: ['Done', 'Closed'] },
        { name: 'kategori', values: ['A, B'] },
      ],
    ],
    [
      'nama, harga ,  qty',
      [
        { name: 'nama', values: [] },
        { name: 'harga', values: [] },
        { name: 'qty', values: [] },
      ],
    ],
    ["a:'x|y'|z", [{ name: 'a', values: ['x|y', 'z'] }]],
    ['"a:b":c', [{ name: 'a:b', values: ['c'] }]],
    ['jam:10:00', [{ name: 'jam', values: ['10:00'] }]],
    [
      'f:[a, b]|(c, d), g',
      [
        { name: 'f', values: ['[a, b]', '(c, d)'] },
        { name: 'g', values: [] },
      ],
    ],
    ['f:{"a": "x, y"}', [{ name: 'f', values: ['{"a": "x, y"}'] }]],
    ['a:"  spaced  "', [{ name: 'a', values: ['  spaced  '] }]],
    ['a:""', [{ name: 'a', values: [''] }]],
    ['a:', [{ name: 'a', values: [] }]],
    ['a:x||y|', [{ name: 'a', values: ['x', 'y'] }]],
    [
      "nama:Jum'at, x",
      [
        { name: 'nama', values: ["Jum'at"] },
        { name: 'x', values: [] },
      ],
    ],
    ['a:"say \\"hi\\""', [{ name: 'a', values: ['say "hi"'] }]],
    ['a:"back\\\\slash"', [{ name: 'a', values: ['back\\slash'] }]],
    ['a:"unterminated, b', [{ name: 'a', values: ['unterminated, b'] }]],
    [',, ,', []],
    [':x', []],
    ['', []],
    [
      'a)b, c',
      [
        { name: 'a)b', values: [] },
        { name: 'c', values: [] },
      ],
    ],
  ])('%s', (text, expected) => {
    expect(parseFieldList(text)).toEqual(expected);
  });

  it('accepts null and non-text input', () => {
    expect(parseFieldList(null)).toEqual([]);
    expect(parseFieldList(undefined)).toEqual([]);
    expect(parseFieldList(5 as unknown as string)).toEqual([]);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(Array.isArray(parseFieldList(text))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('fieldListNames', () => {
  it('gives the names once each', () => {
    expect(fieldListNames('a, b:x, a')).toEqual(['a', 'b']);
  });
});

describe('formatFieldList', () => {
  it('quotes only what needs it', () => {
    expect(
      formatFieldList([
        { name: 'status', values: ['Done', 'Closed'] },
        { name: 'kategori', values: ['A, B'] },
        { name: 'x', values: [] },
        { name: 'e', values: [''] },
      ]),
    ).toBe('status:Done|Closed, kategori:"A, B", x, e:""');
  });

  it('round-trips through parseFieldList', () => {
    const part = fc.string({ maxLength: 8 });
    const entry = fc.record({
      name: part.filter((s) => s !== ''),
      values: fc.array(part, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), (entries) => {
        expect(parseFieldList(formatFieldList(entries))).toEqual(entries);
      }),
      { numRuns: 2000 },
    );
  });
});
