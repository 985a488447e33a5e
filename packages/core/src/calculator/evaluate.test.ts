import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalcError, evaluateCalc, parseCalc, roundCalc, tokenizeCalc } from './evaluate.ts';

const value = (source: string) => {
  const outcome = evaluateCalc(source);
  if (!outcome.ok) throw new Error(`${source}: ${outcome.error}`);
  return outcome.value;
};
const error = (source: string) => {
  const outcome = evaluateCalc(source);
  return outcome.ok ? `value ${outcome.value}` : outcome.error;
};

describe('tokenizeCalc', () => {
  it('reads numbers with either decimal separator and every spelling of the operators', () => {
    expect(tokenizeCalc('1,5 + 2.25').map((t) => ('value' in t ? t.value : t.type))).toEqual([
      1.5,
      '+',
      2.25,
      'eof',
    ]);
    expect(tokenizeCalc('6×2÷3−1x4:2*1/1-0').map((t) => t.type)).toEqual([
      'number',
      '*',
      'number',
      '/',
      'number',
      '-',
      'number',
      '*',
      'number',
      '/',
      'number',
      '*',
      'number',
      '/',
      'number',
      '-',
      'number',
      'eof',
    ]);
  });

  it('accepts a leading or trailing separator and keeps positions', () => {
    expect(tokenizeCalc(',5')[0]).toEqual({ type: 'number', value: 0.5, pos: 0 });
    expect(tokenizeCalc('5,')[0]).toEqual({ type: 'number', value: 5, pos: 0 });
    expect(tokenizeCalc('  12 %')[1]).toEqual({ type: '%', pos: 5 });
  });

  it('refuses a second comma, points out of place, a lone separator and unknown characters', () => {
    expect(() => tokenizeCalc('1,2,3')).toThrow(CalcError);
    expect(() => tokenizeCalc('1.23.4567')).toThrow(CalcError);
    expect(() => tokenizeCalc(',')).toThrow(CalcError);
    expect(() => tokenizeCalc('2^3')).toThrow(CalcError);
    expect(() => tokenizeCalc('alert(1)')).toThrow(CalcError);
  });
});

describe('parseCalc', () => {
  it('builds a tree with the usual precedence', () => {
    expect(parseCalc('1+2*3')).toEqual({
      type: 'binary',
      op: '+',
      pos: 1,
      left: { type: 'number', value: 1 },
      right: {
        type: 'binary',
        op: '*',
        pos: 3,
        left: { type: 'number', value: 2 },
        right: { type: 'number', value: 3 },
      },
    });
  });

  it('reads percent as a postfix operator and unary minus as a prefix', () => {
    expect(parseCalc('-10%')).toEqual({
      type: 'negate',
      arg: { type: 'percent', arg: { type: 'number', value: 10 } },
    });
  });
});

describe('evaluateCalc', () => {
  it('follows precedence: × and ÷ before + and −, left to right', () => {
    expect(value('2 + 3 × 4')).toBe(14);
    expect(value('2 × 3 + 4')).toBe(10);
    expect(value('10 − 4 − 3')).toBe(3);
    expect(value('100 ÷ 10 ÷ 5')).toBe(2);
    expect(value('8 ÷ 2 × 4')).toBe(16);
    expect(value('1 + 2 × 3 − 4 ÷ 2')).toBe(5);
  });

  it('honours parentheses, nested, and multiplies a number or ) written before (', () => {
    expect(value('(2 + 3) × 4')).toBe(20);
    expect(value('2 × (3 + (4 − 1) × 2)')).toBe(18);
    expect(value('((((7))))')).toBe(7);
    expect(value('2(3 + 4)')).toBe(14);
    expect(value('(1 + 1)(2 + 3)')).toBe(10);
  });

  it('handles unary minus and plus', () => {
    expect(value('-5 + 3')).toBe(-2);
    expect(value('5 × -2')).toBe(-10);
    expect(value('5 - -2')).toBe(7);
    expect(value('-(2 + 3)')).toBe(-5);
    expect(value('--4')).toBe(4);
    expect(value('+4 - +1')).toBe(3);
    expect(value('-2 × -3')).toBe(6);
  });

  it('reads numbers the Indonesian way: the point groups thousands (issue 34)', () => {
    // 1.250.000 × 11% is the PPN of a Rp 1.250.000 sale: 137.500 (it gave 0,1375)
    expect(value('1.250.000 × 11%')).toBe(137500);
    expect(value('1.250.000,5 + 0,5')).toBe(1250001);
    expect(value('1.250')).toBe(1250);
    expect(value('12.500.000 ÷ 1.000')).toBe(12500);
    // a point that cannot group thousands stays a decimal point
    expect(value('0.500')).toBe(0.5);
    expect(value('1234.5')).toBe(1234.5);
  });

  it('reads the decimal comma (and the point)', () => {
    expect(value('1,5 + 1,25')).toBe(2.75);
    expect(value('1.5 + 1,5')).toBe(3);
    expect(value('0,5 × 4')).toBe(2);
    expect(value(',5 + 5,')).toBe(5.5);
  });

  it('rounds float artefacts away (10 decimals)', () => {
    expect(value('0,1 + 0,2')).toBe(0.3);
    expect(value('0,1 × 3')).toBe(0.3);
    expect(value('1 ÷ 3')).toBe(0.3333333333);
    expect(value('2 ÷ 3')).toBe(0.6666666667);
    expect(value('1 ÷ 3 × 3')).toBe(1);
    expect(value('1,005 × 1000')).toBe(1005);
    expect(value('0,3 − 0,1')).toBe(0.2);
    expect(value('4,35 × 100')).toBe(435);
    expect(value('-0 × 5')).toBe(0);
    expect(Object.is(value('-0 × 5'), -0)).toBe(false);
  });

  describe('percent, as on a shop calculator', () => {
    it('a + b% adds b percent of a; a − b% takes it off', () => {
      expect(value('200000 + 10%')).toBe(220000);
      expect(value('200000 − 10%')).toBe(180000);
      expect(value('150000 + 11%')).toBe(166500);
      expect(value('99,999 + 2,5%')).toBe(102.498975);
    });

    it('a × b% is b percent of a; a ÷ b% divides by the fraction', () => {
      expect(value('50 × 10%')).toBe(5);
      expect(value('200000 × 15%')).toBe(30000);
      expect(value('50 ÷ 10%')).toBe(500);
    });

    it('a lone b% is b ÷ 100, also as the left operand', () => {
      expect(value('10%')).toBe(0.1);
      expect(value('10% × 200000')).toBe(20000);
      expect(value('10% + 5')).toBe(5.1);
      expect(value('(50 + 50)%')).toBe(1);
    });

    it('the base of + and − is everything summed to the left, and chains compound', () => {
      expect(value('100 + 100 + 10%')).toBe(220);
      expect(value('200000 + 10% + 5%')).toBe(231000);
      expect(value('1000 − 10% − 10%')).toBe(810);
      expect(value('50 + 2 × 10%')).toBe(50.2); // inside a product the percent is just a fraction
    });

    it('keeps a signed percentage relative to the left side', () => {
      expect(value('200 + -10%')).toBe(180);
      expect(value('200 - -10%')).toBe(220);
    });

    it('works inside parentheses', () => {
      expect(value('(200000 + 10%) × 2')).toBe(440000);
      expect(value('3 × (100 − 20%)')).toBe(240);
      expect(value('10%%')).toBe(0.001);
    });
  });

  describe('errors: a clear code, never NaN or Infinity', () => {
    it('division by zero', () => {
      expect(error('1 ÷ 0')).toBe('divide-by-zero');
      expect(error('5 / (2 − 2)')).toBe('divide-by-zero');
      expect(error('0 ÷ 0')).toBe('divide-by-zero');
      expect(error('5 ÷ 0%')).toBe('divide-by-zero');
      expect(evaluateCalc('1 ÷ 0')).toEqual({ ok: false, error: 'divide-by-zero', position: 2 });
    });

    it('missing operands at the end are incomplete', () => {
      expect(error('5 +')).toBe('incomplete');
      expect(error('5 × (')).toBe('incomplete');
      expect(error('-')).toBe('incomplete');
      expect(error('(5 −)')).toBe('incomplete');
      expect(error('()')).toBe('incomplete');
    });

    it('parentheses that do not match', () => {
      expect(error('(1 + 2')).toBe('unbalanced');
      expect(error('1 + 2)')).toBe('unbalanced');
      expect(error('(1 + 2))')).toBe('unbalanced');
    });

    it('anything out of place is malformed', () => {
      expect(error('× 5')).toBe('malformed');
      expect(error('5 × × 2')).toBe('malformed');
      expect(error('%5')).toBe('malformed');
      expect(error('5 5')).toBe('malformed');
      expect(error('(2)3')).toBe('malformed');
      expect(error('1.25.000')).toBe('malformed');
      expect(error('1.5,5')).toBe('malformed');
      expect(error('2 ** 3')).toBe('malformed');
      expect(error('constructor')).toBe('malformed');
      expect(error('1e5')).toBe('malformed');
      expect(error('Infinity')).toBe('malformed');
      expect(error('NaN')).toBe('malformed');
    });

    it('nothing to evaluate', () => {
      expect(error('')).toBe('empty');
      expect(error('   ')).toBe('empty');
    });

    it('numbers past what a double holds exactly', () => {
      expect(error('99999999 × 99999999 × 99999999')).toBe('overflow');
      expect(error('99999999999999999999')).toBe('overflow');
      expect(value('9007199254740991')).toBe(9007199254740991);
    });

    it('inputs that are too long or too deep', () => {
      expect(error(`${'1+'.repeat(600)}1`)).toBe('too-long');
      expect(error(`${'('.repeat(100)}1${')'.repeat(100)}`)).toBe('too-long');
      expect(error(`${'-'.repeat(100)}1`)).toBe('too-long');
    });
  });

  it('never gives NaN, Infinity or a thrown error for any string of calculator characters', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...'0123456789,.+-×÷*/%() '.split('')), { maxLength: 40 }),
        (chars) => {
          const outcome = evaluateCalc(chars.join(''));
          if (outcome.ok) expect(Number.isFinite(outcome.value)).toBe(true);
          else expect(typeof outcome.error).toBe('string');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('adds and multiplies whole numbers exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (a, b) => {
          expect(value(`${a} + ${b}`)).toBe(a + b);
          expect(value(`${a} − (${b})`)).toBe(a - b);
          expect(value(`${a} × (${b})`)).toBe(a * b || 0);
        },
      ),
    );
  });
});

describe('roundCalc', () => {
  it('keeps 10 decimals, half away from zero, and refuses non-finite values', () => {
    expect(roundCalc(0.1 + 0.2)).toBe(0.3);
    expect(roundCalc(1.23456789015)).toBe(1.2345678902);
    expect(roundCalc(-1.23456789015)).toBe(-1.2345678902);
    expect(roundCalc(-0)).toBe(0);
    expect(() => roundCalc(Number.POSITIVE_INFINITY)).toThrow(CalcError);
    expect(() => roundCalc(Number.NaN)).toThrow(CalcError);
    expect(() => roundCalc(1e300)).toThrow(CalcError);
  });
});
