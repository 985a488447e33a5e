import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colourKind, parseColourRules, pickColour } from './colours.ts';
import { ExprSyntaxError } from './errors.ts';

function refused(text: string): ExprSyntaxError {
  try {
    parseColourRules(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ExprSyntaxError);
    return error as ExprSyntaxError;
  }
  throw new Error('expected a refusal');
}

describe('colourKind', () => {
  it.each([
    ['green', 'named'],
    ['GREY', 'named'],
    ['#f00', 'hex'],
    ['#FF0000', 'hex'],
    ['success', 'severity'],
    ['danger', 'severity'],
    [' warning ', 'severity'],
  ])('%s is %s', (colour, kind) => {
    expect(colourKind(colour)).toBe(kind);
  });

  it.each([
    '#ff00',
    '#gggggg',
    'rgb(0,0,0)',
    'url(javascript:x)',
    'red;background:url(x)',
    'expression(1)',
    '',
    'chartreuse',
  ])('refuses %s', (colour) => {
    expect(colourKind(colour)).toBeNull();
  });
});

describe('parseColourRules', () => {
  it('reads condition => colour pairs separated by ; or line breaks', () => {
    const rules = parseColourRules("status == 'Done' => green; qty < 5 => #FF0000\nelse => info");
    expect(rules.map((r) => [r.conditionSource, r.colour, r.kind])).toEqual([
      ["status == 'Done'", 'green', 'named'],
      ['qty < 5', '#ff0000', 'hex'],
      ['else', 'info', 'severity'],
    ]);
  });

  it('respects quotes around ; and => and accepts >= in conditions', () => {
    const rules = parseColourRules("note == 'a; b => c' => red; qty >= 5 => 'blue'");
    expect(rules.map((r) => r.colour)).toEqual(['red', 'blue']);
    expect(rules[0]!.conditionSource).toBe("note == 'a; b => c'");
  });

  it('skips empty parts', () => {
    expect(parseColourRules(' ; \n ;')).toEqual([]);
    expect(parseColourRules('')).toEqual([]);
  });

  it('refuses disallowed colours with their position', () => {
    const e = refused('qty < 5 => red; qty > 9 => url(x)');
    expect(e).toMatchObject({ code: 'invalid-colour', position: 27 });
  });

  it('refuses parts without an arrow', () => {
    expect(refused('qty < 5 => red;  qty > 9 blue')).toMatchObject({
      code: 'invalid-colour-rule',
      position: 17,
    });
  });

  it('reports condition errors at their position in the whole text', () => {
    expect(refused('qty < 5 => red; qty > => blue')).toMatchObject({ position: 22 });
    expect(refused('a => red\nconstructor => blue')).toMatchObject({
      code: 'forbidden-name',
      line: 2,
      column: 1,
    });
  });

  it('limits the length of the whole text', () => {
    expect(refused(`${'a => red; '.repeat(2001)}`)).toMatchObject({ code: 'too-long', position: 20000 });
  });

  it('never throws anything but ExprSyntaxError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        try {
          parseColourRules(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ExprSyntaxError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('pickColour', () => {
  const rules = parseColourRules(
    "status == 'Done' => green; qty < 5 => danger; API_FETCH('x') => red; * => gray",
  );

  it('returns the first matching colour', () => {
    expect(pickColour(rules, { status: 'Done', qty: 1 })).toBe('green');
    expect(pickColour(rules, { status: 'Open', qty: 1 })).toBe('danger');
  });

  it('skips conditions that cannot be evaluated synchronously', () => {
    expect(pickColour(rules, { status: 'Open', qty: 9 })).toBe('gray');
  });

  it('gives null when nothing matches', () => {
    expect(pickColour(parseColourRules('qty < 5 => red'), { qty: 9 })).toBeNull();
    expect(pickColour([], {})).toBeNull();
  });
});
