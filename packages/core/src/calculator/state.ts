/**
 * The calculator as a pure state machine: what each key does to the expression being typed, the
 * result, the memory (MC, MR, M+, M−) and the history. The screen only renders a `CalcState` and feeds
 * it keys; keeping the rules here makes every one of them a unit test.
 */
import { type CalcErrorCode, evaluateCalc, roundCalc } from './evaluate.ts';
import { calcNumberText } from './format.ts';

export type CalcDigit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

export type CalcKey =
  | CalcDigit
  | '00'
  | 'decimal'
  /** The thousands sign `.` typed on a keyboard (`1.250.000`): kept, and checked when evaluated. */
  | 'group'
  | '+'
  | '-'
  | '*'
  | '/'
  | '('
  | ')'
  | '%'
  | 'backspace'
  | 'clear'
  | 'equals'
  | 'MC'
  | 'MR'
  | 'M+'
  | 'M-';

export type CalcHistoryEntry = { expression: string; result: number };

export type CalcState = {
  /** What is being typed, in the calculator's own text: digits, `,`, `+ - * / % ( )`, no spaces. */
  expression: string;
  /** The expression that produced `result` (shown above it), until the next edit. */
  previous: string | null;
  /** The number on show after `=` (or a recalled number): a digit starts afresh, an operator goes on from it. */
  result: number | null;
  error: CalcErrorCode | null;
  memory: number;
  /** Newest first, at most `CALC_HISTORY_LIMIT`. */
  history: CalcHistoryEntry[];
};

export const CALC_HISTORY_LIMIT = 20;
/** Longest expression one can type; keys that would go past it are ignored. */
export const CALC_MAX_INPUT = 120;
/** Digits in one typed number (a double holds 15 exactly). */
export const CALC_MAX_DIGITS = 15;

export const initialCalcState: CalcState = {
  expression: '',
  previous: null,
  result: null,
  error: null,
  memory: 0,
  history: [],
};

/** A fresh state keeping the history and memory given (e.g. read back from storage). */
export function createCalcState(history: readonly CalcHistoryEntry[] = [], memory = 0): CalcState {
  return { ...initialCalcState, history: history.slice(0, CALC_HISTORY_LIMIT), memory };
}

const BINARY = new Set(['+', '-', '*', '/']);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
/** Characters an operand can end with (a following operator, `)` or `%` is then allowed). */
const endsOperand = (c: string | undefined) => isDigit(c) || c === ')' || c === '%' || c === ',' || c === '.';

/** The number being typed at the end of the expression (`12,5` in `3+12,5`, `1.250` in `5*1.250`), '' if none. */
function trailingNumber(expression: string): string {
  return /[0-9.,]*$/.exec(expression)![0];
}

/** An operand's text without a separator left dangling at its end (`5,` and `1.` are complete as 5 and 1). */
const withoutTrailingSeparator = (expression: string) => expression.replace(/[.,]$/, '');

function openParens(expression: string): number {
  let open = 0;
  for (const c of expression) {
    if (c === '(') open++;
    else if (c === ')') open--;
  }
  return open;
}

/** Adds the missing `)` at the end, as `=` does: `(1+2` → `(1+2)`. */
export function closeCalcParens(expression: string): string {
  return expression + ')'.repeat(Math.max(0, openParens(expression)));
}

/** Whether the text is one number and nothing else (no calculation to record). */
function isPlainNumber(expression: string): boolean {
  return /^-?[0-9.]*,?[0-9]*$/.test(expression);
}

/** The state after an edit: error and "previous" line gone, the result no longer on show. */
function edited(state: CalcState, expression: string): CalcState {
  if (expression.length > CALC_MAX_INPUT) return state;
  return { ...state, expression, previous: null, result: null, error: null };
}

/** The expression to extend: the result on show becomes text an operator continues from. */
function continued(state: CalcState): string {
  return state.result !== null ? calcNumberText(state.result) : state.expression;
}

function typeDigits(state: CalcState, digits: string): CalcState {
  let expression = state.result !== null ? '' : state.expression;
  if (expression.endsWith(')') || expression.endsWith('%')) expression += '*';
  const current = trailingNumber(expression);
  const count = current.replace(/[.,]/g, '').length;
  if (current === '0') {
    // a leading zero is replaced, never repeated: 0 then 5 is 5, 0 then 00 stays 0
    const first = digits.replace(/^0+/, '');
    if (first === '') return state;
    return typeDigits({ ...state, expression: expression.slice(0, -1) }, first);
  }
  if (current === '' && digits === '00') digits = '0';
  const room = CALC_MAX_DIGITS - count;
  if (room <= 0) return state;
  return edited(state, expression + digits.slice(0, room));
}

function typeDecimal(state: CalcState): CalcState {
  let expression = state.result !== null ? '' : state.expression;
  const current = trailingNumber(expression);
  if (current.includes(',')) return state;
  if (expression.endsWith(')') || expression.endsWith('%')) expression += '*';
  // a comma right after a thousands point replaces it: `1.` then `,` is `1,`
  if (current.endsWith('.')) expression = expression.slice(0, -1);
  return edited(state, expression + (current === '' ? '0,' : ','));
}

/** A thousands point: only inside the whole part of a number being typed, never twice in a row. */
function typeGroup(state: CalcState): CalcState {
  if (state.result !== null) return state;
  const current = trailingNumber(state.expression);
  if (current === '' || current.includes(',') || current.endsWith('.')) return state;
  return edited(state, `${state.expression}.`);
}

function typeOperator(state: CalcState, op: '+' | '-' | '*' | '/'): CalcState {
  const expression = withoutTrailingSeparator(continued(state));
  const last = expression.at(-1);
  if (last === undefined || last === '(') {
    // only a minus can start an operand
    return op === '-' ? edited(state, `${expression}-`) : state;
  }
  if (BINARY.has(last)) {
    // a minus after × or ÷ is the sign of the next number (5 × −2); otherwise the new operator replaces
    if (op === '-' && (last === '*' || last === '/')) return edited(state, `${expression}-`);
    let trimmed = expression;
    while (BINARY.has(trimmed.at(-1) ?? '')) trimmed = trimmed.slice(0, -1);
    const before = trimmed.at(-1);
    if (before === undefined || before === '(') return op === '-' ? edited(state, `${trimmed}-`) : state;
    return edited(state, trimmed + op);
  }
  return edited(state, expression + op);
}

function typeOpen(state: CalcState): CalcState {
  let expression = withoutTrailingSeparator(state.result !== null ? '' : state.expression);
  if (endsOperand(expression.at(-1))) expression += '*';
  return edited(state, `${expression}(`);
}

function typeClose(state: CalcState): CalcState {
  if (state.result !== null) return state;
  if (openParens(state.expression) <= 0 || !endsOperand(state.expression.at(-1))) return state;
  return edited(state, `${withoutTrailingSeparator(state.expression)})`);
}

function typePercent(state: CalcState): CalcState {
  const expression = continued(state);
  const last = expression.at(-1);
  if (!isDigit(last) && last !== ')' && last !== ',' && last !== '.') return state;
  return edited(state, `${withoutTrailingSeparator(expression)}%`);
}

function backspace(state: CalcState): CalcState {
  const expression = continued(state);
  if (expression === '') return state;
  return edited(state, expression.slice(0, -1));
}

/** Records a finished calculation (a lone number is not one), newest first, capped. */
function remember(
  history: readonly CalcHistoryEntry[],
  expression: string,
  result: number,
): CalcHistoryEntry[] {
  if (isPlainNumber(expression)) return [...history];
  return [{ expression, result }, ...history].slice(0, CALC_HISTORY_LIMIT);
}

/** `=`: evaluates (closing open parentheses), shows the result and records it in the history. */
function equals(state: CalcState): CalcState {
  if (state.result !== null || state.expression === '') return state;
  const expression = closeCalcParens(state.expression);
  const outcome = evaluateCalc(expression);
  if (!outcome.ok) return { ...state, error: outcome.error };
  return {
    ...state,
    expression: calcNumberText(outcome.value),
    previous: expression,
    result: outcome.value,
    error: null,
    history: remember(state.history, expression, outcome.value),
  };
}

/** M+ / M−: the value on show (evaluated first, like `=`) added to or taken from the memory. */
function memoryAdd(state: CalcState, sign: 1 | -1): CalcState {
  if (state.result === null && state.expression === '') return state;
  const shown = state.result !== null ? state : equals(state);
  if (shown.error || shown.result === null) return shown;
  try {
    return { ...shown, memory: roundCalc(state.memory + sign * shown.result) };
  } catch {
    return { ...shown, error: 'overflow' };
  }
}

/**
 * Puts a number into the expression, as MR and a tap on a history line do: on an empty display (or
 * over a result) it becomes the number on show; after an operator it is the next operand (negative
 * numbers in parentheses, `5 − (−2)`); over a number being typed it replaces it; after `)` or `%` it multiplies.
 */
export function recallCalcValue(state: CalcState, value: number): CalcState {
  const text = calcNumberText(value);
  if (state.result !== null || state.expression === '') {
    return { ...state, expression: text, previous: null, result: value, error: null };
  }
  let expression = state.expression;
  const current = trailingNumber(expression);
  if (current !== '') expression = expression.slice(0, -current.length);
  const last = expression.at(-1);
  if (last === ')' || last === '%') expression += '*';
  const lastNow = expression.at(-1);
  // a sign typed before the replaced number stays (5 × −3, MR 2 → 5 × −2)
  const operand = value < 0 && lastNow !== undefined && BINARY.has(lastNow) ? `(${text})` : text;
  return edited(state, expression + operand);
}

/** The state after one key. Any key first clears an error on show (even a key that is then ignored). */
export function pressCalcKey(current: CalcState, key: CalcKey): CalcState {
  const state = current.error ? { ...current, error: null } : current;
  switch (key) {
    case '00':
      return typeDigits(state, '00');
    case 'decimal':
      return typeDecimal(state);
    case 'group':
      return typeGroup(state);
    case '+':
    case '-':
    case '*':
    case '/':
      return typeOperator(state, key);
    case '(':
      return typeOpen(state);
    case ')':
      return typeClose(state);
    case '%':
      return typePercent(state);
    case 'backspace':
      return backspace(state);
    case 'clear':
      return { ...state, expression: '', previous: null, result: null, error: null };
    case 'equals':
      return equals(state);
    case 'MC':
      return { ...state, memory: 0 };
    case 'MR':
      return recallCalcValue(state, state.memory);
    case 'M+':
      return memoryAdd(state, 1);
    case 'M-':
      return memoryAdd(state, -1);
    default:
      // digits; anything else (a key from an untyped caller) changes nothing
      return /^[0-9]$/.test(key) ? typeDigits(state, key) : state;
  }
}

/** Empties the history, keeping everything else. */
export function clearCalcHistory(state: CalcState): CalcState {
  return { ...state, history: [] };
}

/**
 * The live result while typing (`5 + 3 ×` shows nothing, `5 + 3 × 2` shows 11), or null when there is
 * nothing worth previewing: a lone number, a result already on show, or an expression that does not evaluate.
 */
export function previewCalc(state: CalcState): number | null {
  if (state.result !== null || state.error || isPlainNumber(state.expression)) return null;
  const outcome = evaluateCalc(closeCalcParens(state.expression));
  return outcome.ok ? outcome.value : null;
}

const KEYBOARD: Readonly<Record<string, CalcKey>> = {
  ',': 'decimal',
  // Indonesian: the point groups thousands (1.250.000), the comma is the decimal sign
  '.': 'group',
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  x: '*',
  X: '*',
  '×': '*',
  '/': '/',
  ':': '/',
  '÷': '/',
  '(': '(',
  ')': ')',
  '%': '%',
  '=': 'equals',
  Enter: 'equals',
  Backspace: 'backspace',
  Escape: 'clear',
  Delete: 'clear',
};

/**
 * The calculator key for a `KeyboardEvent.key` (digits, both decimal separators, operators, Enter or
 * `=`, Backspace, Escape or Delete), or null for keys the calculator does not use.
 *
 * @example calcKeyFromKeyboard('Enter') // 'equals'
 */
export function calcKeyFromKeyboard(key: string): CalcKey | null {
  if (key.length === 1 && key >= '0' && key <= '9') return key as CalcDigit;
  return Object.hasOwn(KEYBOARD, key) ? KEYBOARD[key]! : null;
}

/** Reads history entries back from untrusted storage: only well-formed entries, at most the limit. */
export function parseCalcHistory(input: unknown): CalcHistoryEntry[] {
  if (!Array.isArray(input)) return [];
  const out: CalcHistoryEntry[] = [];
  for (const entry of input) {
    if (out.length >= CALC_HISTORY_LIMIT) break;
    if (entry === null || typeof entry !== 'object') continue;
    const { expression, result } = entry as Record<string, unknown>;
    if (typeof expression !== 'string' || expression.length > CALC_MAX_INPUT + 10) continue;
    if (typeof result !== 'number' || !Number.isFinite(result)) continue;
    out.push({ expression, result });
  }
  return out;
}
