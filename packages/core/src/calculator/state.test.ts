import { describe, expect, it } from 'vitest';
import {
  CALC_HISTORY_LIMIT,
  CALC_MAX_INPUT,
  type CalcKey,
  type CalcState,
  calcKeyFromKeyboard,
  clearCalcHistory,
  closeCalcParens,
  createCalcState,
  initialCalcState,
  parseCalcHistory,
  pressCalcKey,
  previewCalc,
  recallCalcValue,
} from './state.ts';

/** Presses keys written as in a key sequence: digits one by one, words for the rest ('= C ⌫ , MR'). */
function keys(sequence: string, from: CalcState = initialCalcState): CalcState {
  const map: Record<string, CalcKey> = {
    '=': 'equals',
    C: 'clear',
    '⌫': 'backspace',
    ',': 'decimal',
    '.': 'group',
    '×': '*',
    '÷': '/',
    '−': '-',
    'M−': 'M-',
  };
  let state = from;
  for (const token of sequence.split(' ').filter(Boolean)) {
    if (/^\d+$/.test(token) && token !== '00') {
      for (const digit of token) state = pressCalcKey(state, digit as CalcKey);
    } else {
      state = pressCalcKey(state, map[token] ?? (token as CalcKey));
    }
  }
  return state;
}

describe('typing', () => {
  it('builds the expression from digits, operators and the decimal comma', () => {
    expect(keys('12 , 5 + 3').expression).toBe('12,5+3');
    expect(keys(', 5').expression).toBe('0,5');
    expect(keys('7 00').expression).toBe('700');
    expect(keys('1 , 2 , 3').expression).toBe('1,23'); // a second comma in one number is ignored
  });

  it('never repeats a leading zero and lets a digit replace it', () => {
    expect(keys('0 0 00').expression).toBe('0');
    expect(keys('00').expression).toBe('0');
    expect(keys('0 5').expression).toBe('5');
    expect(keys('5 + 0 3').expression).toBe('5+3');
    expect(keys('0 , 0 5').expression).toBe('0,05');
  });

  it('replaces an operator typed twice, but a minus after × or ÷ is a sign', () => {
    expect(keys('5 + ×').expression).toBe('5*');
    expect(keys('5 × −').expression).toBe('5*-');
    expect(keys('5 × − 2 =').result).toBe(-10);
    expect(keys('5 × − +').expression).toBe('5+');
    expect(keys('5 , +').expression).toBe('5+');
  });

  it('only lets a minus start an expression or a parenthesis', () => {
    expect(keys('+').expression).toBe('');
    expect(keys('×').expression).toBe('');
    expect(keys('− 5').expression).toBe('-5');
    expect(keys('( × − 2').expression).toBe('(-2');
  });

  it('puts × before ( after a number and before a number after ) or %', () => {
    expect(keys('2 ( 3 + 4 ) =').result).toBe(14);
    expect(keys('2 (').expression).toBe('2*(');
    expect(keys('( 2 ) 3').expression).toBe('(2)*3');
    expect(keys('( 2 ) ,').expression).toBe('(2)*0,');
    expect(keys('10 % 5').expression).toBe('10%*5');
  });

  it('closes a parenthesis only when one is open and an operand ends it', () => {
    expect(keys(')').expression).toBe('');
    expect(keys('5 )').expression).toBe('5');
    expect(keys('( 5 + )').expression).toBe('(5+');
    expect(keys('( 5 )').expression).toBe('(5)');
  });

  it('takes % only after an operand', () => {
    expect(keys('%').expression).toBe('');
    expect(keys('5 + %').expression).toBe('5+');
    expect(keys('5 , %').expression).toBe('5%');
  });

  it('caps the digits of one number and the length of the expression', () => {
    expect(keys('1234567890123456789').expression).toBe('123456789012345');
    let state = initialCalcState;
    for (let i = 0; i < 200; i++) state = keys('1 +', state);
    expect(state.expression.length).toBeLessThanOrEqual(CALC_MAX_INPUT);
  });

  it('backspace removes the last character; clear empties the display but keeps memory', () => {
    expect(keys('12 + 3 ⌫').expression).toBe('12+');
    expect(keys('⌫').expression).toBe('');
    const state = keys('5 M+ 12 + 3 C');
    expect(state.expression).toBe('');
    expect(state.memory).toBe(5);
  });
});

describe('equals', () => {
  it('shows the result, the expression above it, and records the calculation', () => {
    const state = keys('200000 + 10 % =');
    expect(state.result).toBe(220000);
    expect(state.expression).toBe('220000');
    expect(state.previous).toBe('200000+10%');
    expect(state.history).toEqual([{ expression: '200000+10%', result: 220000 }]);
  });

  it('applies the shop percent rules and the decimal comma', () => {
    expect(keys('50 × 10 % =').result).toBe(5);
    expect(keys('0 , 1 + 0 , 2 =').result).toBe(0.3);
    expect(keys('1 , 5 × 4 =').result).toBe(6);
  });

  it('closes open parentheses itself', () => {
    const state = keys('( 1 + 2 × ( 3 =');
    expect(state.result).toBe(7);
    expect(state.previous).toBe('(1+2*(3))');
  });

  it('after a result a digit starts afresh, an operator or % goes on from it', () => {
    expect(keys('2 + 3 = 7').expression).toBe('7');
    expect(keys('2 + 3 = × 2 =').result).toBe(10);
    expect(keys('200 = + 10 % =').result).toBe(220);
    expect(keys('2 + 3 = , 5').expression).toBe('0,5');
    expect(keys('2 + 3 = (').expression).toBe('(');
    expect(keys('2 + 3 = )').expression).toBe('5');
  });

  it('backspace edits a result on show', () => {
    const state = keys('1 ÷ 4 = ⌫');
    expect(state.expression).toBe('0,2');
    expect(state.result).toBeNull();
  });

  it('does nothing on an empty display or when pressed again', () => {
    expect(keys('=')).toEqual(initialCalcState);
    const once = keys('2 + 3 =');
    expect(pressCalcKey(once, 'equals')).toBe(once);
  });

  it('does not record a lone number', () => {
    const state = keys('42 =');
    expect(state.result).toBe(42);
    expect(state.history).toEqual([]);
  });

  it('shows an error and keeps the expression to fix; the next key clears the error', () => {
    const divided = keys('5 ÷ 0 =');
    expect(divided.error).toBe('divide-by-zero');
    expect(divided.expression).toBe('5/0');
    expect(divided.result).toBeNull();
    expect(divided.history).toEqual([]);
    const fixed = keys('⌫ 2 =', divided);
    expect(fixed.error).toBeNull();
    expect(fixed.result).toBe(2.5);
    expect(keys('5 + =').error).toBe('incomplete');
    expect(keys('( 5 − =').error).toBe('incomplete'); // auto-closing does not turn it into a syntax error
    expect(keys('5 + = 3').error).toBeNull();
    expect(keys('5 + = 3').expression).toBe('5+3');
    expect(keys('5 + = C')).toEqual(initialCalcState);
  });

  it('keeps the newest calculations first, at most the limit', () => {
    let state = initialCalcState;
    for (let i = 1; i <= CALC_HISTORY_LIMIT + 5; i++) state = keys(`${i} + 1 =`, state);
    expect(state.history).toHaveLength(CALC_HISTORY_LIMIT);
    expect(state.history[0]).toEqual({
      expression: `${CALC_HISTORY_LIMIT + 5}+1`,
      result: CALC_HISTORY_LIMIT + 6,
    });
    expect(clearCalcHistory(state).history).toEqual([]);
    expect(clearCalcHistory(state).result).toBe(state.result);
  });
});

describe('memory', () => {
  it('M+ and M− add and take away the value on show, MR recalls it, MC clears it', () => {
    let state = keys('100 M+');
    expect(state.memory).toBe(100);
    state = keys('30 M−', state);
    expect(state.memory).toBe(70);
    state = keys('C MR', state);
    expect(state.expression).toBe('70');
    state = keys('× 2 =', state);
    expect(state.result).toBe(140);
    state = keys('MC', state);
    expect(state.memory).toBe(0);
    expect(state.result).toBe(140);
  });

  it('M+ evaluates the expression first, like =, and records it', () => {
    const state = keys('2 × 3 M+ 4 × 5 M+');
    expect(state.memory).toBe(26);
    expect(state.result).toBe(20);
    expect(state.history.map((e) => e.result)).toEqual([20, 6]);
  });

  it('M+ on a result on show adds that result', () => {
    expect(keys('2 + 3 = M+ M+').memory).toBe(10);
  });

  it('M+ leaves the memory alone when the expression does not evaluate', () => {
    const state = keys('10 M+ 5 ÷ 0 M+');
    expect(state.memory).toBe(10);
    expect(state.error).toBe('divide-by-zero');
    expect(keys('M+').memory).toBe(0);
  });

  it('keeps decimals exact enough', () => {
    expect(keys('0 , 1 M+ 0 , 2 M+').memory).toBe(0.3);
  });

  it('MR puts the memory where a number goes: after an operator, over a typed number, after )', () => {
    const withMemory = keys('25 M+ C');
    expect(keys('4 × MR', withMemory).expression).toBe('4*25');
    expect(keys('4 × 9 MR', withMemory).expression).toBe('4*25');
    expect(keys('( 1 ) MR', withMemory).expression).toBe('(1)*25');
    expect(keys('4 × MR =', withMemory).result).toBe(100);
  });

  it('MR wraps a negative memory in parentheses after an operator', () => {
    const negative = keys('5 M− C');
    expect(negative.memory).toBe(-5);
    expect(keys('10 − MR', negative).expression).toBe('10-(-5)');
    expect(keys('10 − MR =', negative).result).toBe(15);
    expect(keys('MR', negative).expression).toBe('-5');
  });
});

describe('recallCalcValue (a tap on a history line)', () => {
  it('on an empty display the value is on show: a digit replaces it, an operator continues', () => {
    const recalled = recallCalcValue(initialCalcState, 1234.5);
    expect(recalled.expression).toBe('1234,5');
    expect(recalled.result).toBe(1234.5);
    expect(keys('7', recalled).expression).toBe('7');
    expect(keys('+ 0 , 5 =', recalled).result).toBe(1235);
  });

  it('after an operator it becomes the next operand', () => {
    expect(recallCalcValue(keys('10 +'), 5).expression).toBe('10+5');
  });
});

describe('previewCalc', () => {
  it('shows the live result of a calculation being typed', () => {
    expect(previewCalc(keys('5 + 3 × 2'))).toBe(11);
    expect(previewCalc(keys('( 1 + 2'))).toBe(3);
    expect(previewCalc(keys('200000 + 10 %'))).toBe(220000);
  });

  it('shows nothing for a lone number, an unfinished or failing calculation, or a result', () => {
    expect(previewCalc(initialCalcState)).toBeNull();
    expect(previewCalc(keys('42'))).toBeNull();
    expect(previewCalc(keys('-42'))).toBeNull();
    expect(previewCalc(keys('5 +'))).toBeNull();
    expect(previewCalc(keys('5 ÷ 0'))).toBeNull();
    expect(previewCalc(keys('5 + 1 ='))).toBeNull();
  });
});

describe('thousands points typed on a keyboard (issue 34)', () => {
  it('keeps them, so 1.250.000 × 11% is 137.500 and not 0,1375', () => {
    const state = keys('1 . 250 . 000 × 11 % =');
    expect(state.previous).toBe('1.250.000*11%');
    expect(state.result).toBe(137500);
  });

  it('takes no point after the decimal comma, none twice, and a comma replaces a dangling point', () => {
    expect(keys('1 , 5 .').expression).toBe('1,5');
    expect(keys('1 . .').expression).toBe('1.');
    expect(keys('1 . ,').expression).toBe('1,');
    expect(keys('. 5').expression).toBe('5');
  });

  it('reports a point out of place when evaluated instead of guessing', () => {
    expect(keys('1 . 25 . 000 =').error).toBe('malformed');
  });
});

describe('calcKeyFromKeyboard', () => {
  it('maps digits, both decimal separators, operators and the control keys', () => {
    expect(calcKeyFromKeyboard('7')).toBe('7');
    expect(calcKeyFromKeyboard(',')).toBe('decimal');
    expect(calcKeyFromKeyboard('.')).toBe('group');
    expect(calcKeyFromKeyboard('+')).toBe('+');
    expect(calcKeyFromKeyboard('-')).toBe('-');
    expect(calcKeyFromKeyboard('*')).toBe('*');
    expect(calcKeyFromKeyboard('x')).toBe('*');
    expect(calcKeyFromKeyboard('/')).toBe('/');
    expect(calcKeyFromKeyboard(':')).toBe('/');
    expect(calcKeyFromKeyboard('%')).toBe('%');
    expect(calcKeyFromKeyboard('(')).toBe('(');
    expect(calcKeyFromKeyboard(')')).toBe(')');
    expect(calcKeyFromKeyboard('Enter')).toBe('equals');
    expect(calcKeyFromKeyboard('=')).toBe('equals');
    expect(calcKeyFromKeyboard('Backspace')).toBe('backspace');
    expect(calcKeyFromKeyboard('Escape')).toBe('clear');
  });

  it('ignores everything else', () => {
    for (const key of ['a', 'Tab', 'F5', ' ', 'ArrowLeft', 'constructor', 'toString', '__proto__', '']) {
      expect(calcKeyFromKeyboard(key)).toBeNull();
    }
  });
});

describe('helpers', () => {
  it('pressCalcKey ignores a key it does not know', () => {
    const state = keys('1 + 2');
    expect(pressCalcKey(state, 'sqrt' as CalcKey)).toBe(state);
  });

  it('closeCalcParens adds the missing closing parentheses', () => {
    expect(closeCalcParens('(1+(2')).toBe('(1+(2))');
    expect(closeCalcParens('1+2')).toBe('1+2');
    expect(closeCalcParens('1)')).toBe('1)');
  });

  it('createCalcState starts from a stored history and memory', () => {
    const history = Array.from({ length: 30 }, (_, i) => ({ expression: `${i}+1`, result: i + 1 }));
    const state = createCalcState(history, 9);
    expect(state.history).toHaveLength(CALC_HISTORY_LIMIT);
    expect(state.memory).toBe(9);
    expect(state.expression).toBe('');
  });

  it('parseCalcHistory keeps only well-formed entries from storage', () => {
    expect(parseCalcHistory(null)).toEqual([]);
    expect(parseCalcHistory('[]')).toEqual([]);
    expect(
      parseCalcHistory([
        { expression: '1+1', result: 2 },
        { expression: '1/0', result: null },
        { expression: 5, result: 5 },
        { expression: 'x'.repeat(1000), result: 1 },
        null,
        'text',
        { expression: '2*2', result: 4, extra: true },
      ]),
    ).toEqual([
      { expression: '1+1', result: 2 },
      { expression: '2*2', result: 4 },
    ]);
  });
});
