/**
 * The calculator's arithmetic: a tokenizer, a precedence-climbing parser and an evaluator, written here
 * instead of reusing `../expr` (the safe evaluator of admin rules). That language does not fit a shop
 * calculator cleanly: `%` is modulo there (here it is a percentage with the shop rules below), `,`
 * separates function arguments (here it is the Indonesian decimal comma), `.` is its only decimal point,
 * division by zero quietly yields null (here the user must be told), and it brings fields, text,
 * comparisons and functions the calculator must not accept. No `eval`, no `new Function`.
 *
 * Grammar (usual precedence, left to right):
 *   sum     := product (('+' | '-') product)*
 *   product := unary (('*' | '/') unary | '(' … implicit ×)*
 *   unary   := ('-' | '+') unary | postfix
 *   postfix := primary '%'*
 *   primary := number | '(' sum ')'
 *
 * Percent rules (as on a shop calculator):
 *   a + b%  → a + a × b / 100   (200000 + 10% = 220000)
 *   a − b%  → a − a × b / 100   (200000 − 10% = 180000)
 *   a × b%  → a × b / 100       (50 × 10% = 5)
 *   a ÷ b%  → a ÷ (b / 100)     (50 ÷ 10% = 500)
 *   b%      → b / 100           (on its own, or as the left operand)
 * "a" in the first two rules is everything summed so far to the left: 100 + 100 + 10% = 220.
 */
import { round } from '../format/numbers.ts';

/** Why an expression has no result; each has its own message in the interface. */
export type CalcErrorCode =
  | 'empty'
  | 'malformed'
  | 'incomplete'
  | 'unbalanced'
  | 'divide-by-zero'
  | 'overflow'
  | 'too-long';

export type CalcResult = { ok: true; value: number } | { ok: false; error: CalcErrorCode; position: number };

/** Decimal places a result keeps (the display rounds float artefacts such as 0.1 + 0.2 away). */
export const CALC_DECIMALS = 10;
/** Largest magnitude whose digits a float still holds exactly; beyond it the result is "too large". */
export const CALC_MAX_VALUE = Number.MAX_SAFE_INTEGER;
/** Longest expression the evaluator reads, and the deepest nesting of parentheses. */
export const CALC_MAX_SOURCE = 1000;
export const CALC_MAX_DEPTH = 64;

export class CalcError extends Error {
  constructor(
    readonly code: CalcErrorCode,
    readonly position: number,
  ) {
    super(`Calculator: ${code} at ${position}`);
    this.name = 'CalcError';
  }
}

export type CalcOperator = '+' | '-' | '*' | '/';

export type CalcToken =
  | { type: 'number'; value: number; pos: number }
  | { type: CalcOperator | '%' | '(' | ')'; pos: number }
  | { type: 'eof'; pos: number };

/** Every spelling the tokenizer accepts for an operator: ASCII, the printed signs, `x` and `:` (Indonesian ÷). */
const SYMBOLS: Readonly<Record<string, CalcOperator | '%' | '(' | ')'>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '–': '-',
  '*': '*',
  '×': '*',
  x: '*',
  X: '*',
  '·': '*',
  '/': '/',
  '÷': '/',
  ':': '/',
  '%': '%',
  '(': '(',
  ')': ')',
};

const isDigit = (c: string) => c >= '0' && c <= '9';
const isSeparator = (c: string) => c === ',' || c === '.';

/**
 * The value of one typed number, read the Indonesian way (issue 34): `,` is the decimal sign and `.`
 * groups thousands, so `1.250.000` is one million two hundred fifty thousand and `1.250.000,5` has a
 * half. A lone point that cannot be a thousands sign (`1.5`, `0.500`, `1234.5`) stays the decimal
 * point it has always been here; groups in the wrong place (`1.25.000`, `1.5,5`) and a second comma
 * are malformed rather than guessed at. Null when malformed.
 */
function numberOfRun(run: string): number | null {
  const commas = run.split(',');
  if (commas.length > 2) return null;
  const [whole = '', fraction = ''] = commas;
  if (fraction.includes('.')) return null;
  const groups = whole.split('.');
  let digits: string;
  if (groups.length === 1) digits = whole;
  else {
    const grouped =
      /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
    if (grouped) digits = groups.join('');
    else if (groups.length === 2 && commas.length === 1) return numberOfRun(`${groups[0]},${groups[1]}`);
    else return null;
  }
  if (digits === '' && fraction === '') return null;
  return Number(`${digits || '0'}.${fraction || '0'}`);
}

/**
 * Splits a calculator expression into tokens. A number is read the Indonesian way (see `numberOfRun`):
 * `1.250.000,5`, `1,5`, `,5` and `5,` are numbers; `1.25.000` and `1,2,3` are malformed.
 *
 * @example tokenizeCalc('2×(3+4)').map((t) => t.type) // ['number', '*', '(', 'number', '+', 'number', ')', 'eof']
 */
export function tokenizeCalc(source: string): CalcToken[] {
  if (source.length > CALC_MAX_SOURCE) throw new CalcError('too-long', CALC_MAX_SOURCE);
  const tokens: CalcToken[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0' || c === '\u2009') {
      i++;
      continue;
    }
    if (isDigit(c) || isSeparator(c)) {
      const start = i;
      while (i < source.length && (isDigit(source[i]!) || isSeparator(source[i]!))) i++;
      const value = numberOfRun(source.slice(start, i));
      if (value === null) throw new CalcError('malformed', start);
      if (!Number.isFinite(value) || Math.abs(value) > CALC_MAX_VALUE) throw new CalcError('overflow', start);
      tokens.push({ type: 'number', value, pos: start });
      continue;
    }
    const symbol = SYMBOLS[c];
    if (symbol === undefined) throw new CalcError('malformed', i);
    tokens.push({ type: symbol, pos: i });
    i++;
  }
  tokens.push({ type: 'eof', pos: source.length });
  return tokens;
}

export type CalcNode =
  | { type: 'number'; value: number }
  | { type: 'negate'; arg: CalcNode }
  | { type: 'percent'; arg: CalcNode }
  | { type: 'binary'; op: CalcOperator; left: CalcNode; right: CalcNode; pos: number };

/**
 * Parses an expression into a tree. Throws `CalcError`: `incomplete` when an operand is missing at
 * the end or before `)` (`5 +`, `(5 +)`, `()`), `unbalanced` for a missing or extra parenthesis, `malformed` for anything else out
 * of place. A number or `)` directly before `(` multiplies: `2(3 + 4)` is 14.
 */
export function parseCalc(source: string): CalcNode {
  const tokens = tokenizeCalc(source);
  let index = 0;
  let depth = 0;
  const peek = () => tokens[index]!;
  const next = () => tokens[index++]!;

  function sum(): CalcNode {
    let left = product();
    for (let t = peek(); t.type === '+' || t.type === '-'; t = peek()) {
      next();
      left = { type: 'binary', op: t.type, left, right: product(), pos: t.pos };
    }
    return left;
  }

  function product(): CalcNode {
    let left = unary();
    for (let t = peek(); t.type === '*' || t.type === '/' || t.type === '('; t = peek()) {
      if (t.type !== '(') next();
      left = { type: 'binary', op: t.type === '/' ? '/' : '*', left, right: unary(), pos: t.pos };
    }
    return left;
  }

  function unary(): CalcNode {
    const t = peek();
    if (t.type === '-' || t.type === '+') {
      next();
      if (++depth > CALC_MAX_DEPTH) throw new CalcError('too-long', t.pos);
      const arg = unary();
      depth--;
      return t.type === '-' ? { type: 'negate', arg } : arg;
    }
    let node = primary();
    while (peek().type === '%') {
      next();
      node = { type: 'percent', arg: node };
    }
    return node;
  }

  function primary(): CalcNode {
    const t = next();
    if (t.type === 'number') return { type: 'number', value: t.value };
    if (t.type === '(') {
      if (++depth > CALC_MAX_DEPTH) throw new CalcError('too-long', t.pos);
      const inner = sum();
      const close = next();
      if (close.type === 'eof') throw new CalcError('unbalanced', t.pos);
      if (close.type !== ')') throw new CalcError('malformed', close.pos);
      depth--;
      return inner;
    }
    // an operand is missing: at the end, or before a `)` (`(5 −)`, also what `=` makes of `(5 −`)
    if (t.type === 'eof' || t.type === ')') throw new CalcError('incomplete', t.pos);
    throw new CalcError('malformed', t.pos);
  }

  const tree = sum();
  const rest = peek();
  if (rest.type === ')') throw new CalcError('unbalanced', rest.pos);
  if (rest.type !== 'eof') throw new CalcError('malformed', rest.pos);
  return tree;
}

/** A percentage operand (`10%`, `-10%`) of `+`/`-`, which takes its share of the left side. */
function isPercentTerm(node: CalcNode): boolean {
  return node.type === 'percent' || (node.type === 'negate' && isPercentTerm(node.arg));
}

function finite(value: number, pos: number): number {
  if (!Number.isFinite(value)) throw new CalcError('overflow', pos);
  return value;
}

function evaluateNode(node: CalcNode): number {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'negate':
      return -evaluateNode(node.arg);
    case 'percent':
      return evaluateNode(node.arg) / 100;
    case 'binary': {
      const left = evaluateNode(node.left);
      if ((node.op === '+' || node.op === '-') && isPercentTerm(node.right)) {
        const share = shareOf(left, node.right);
        return finite(node.op === '+' ? left + share : left - share, node.pos);
      }
      const right = evaluateNode(node.right);
      switch (node.op) {
        case '+':
          return finite(left + right, node.pos);
        case '-':
          return finite(left - right, node.pos);
        case '*':
          return finite(left * right, node.pos);
        case '/':
          if (right === 0) throw new CalcError('divide-by-zero', node.pos);
          return finite(left / right, node.pos);
      }
    }
  }
}

/** `base × b / 100` for a percentage term `b%` (sign kept for `-b%`). */
function shareOf(base: number, node: CalcNode): number {
  if (node.type === 'negate') return -shareOf(base, node.arg);
  if (node.type === 'percent') return (base * evaluateNode(node.arg)) / 100;
  return evaluateNode(node);
}

/**
 * The value shown for a raw float: 15 significant digits (what a double holds honestly), then
 * `CALC_DECIMALS` decimal places, half away from zero; never -0. Throws `overflow` past `CALC_MAX_VALUE`.
 *
 * @example roundCalc(0.1 + 0.2) // 0.3
 * @example roundCalc(2 / 3) // 0.6666666667
 */
export function roundCalc(value: number): number {
  if (!Number.isFinite(value)) throw new CalcError('overflow', 0);
  // Below 10^15 a double has digits to spare after 15 significant ones: those are the artefacts.
  // From there on it barely holds whole numbers, so the value is only rounded to one.
  const rounded =
    Math.abs(value) < 1e15 ? round(Number(value.toPrecision(15)), CALC_DECIMALS) : Math.round(value);
  if (Math.abs(rounded) > CALC_MAX_VALUE) throw new CalcError('overflow', 0);
  return rounded === 0 ? 0 : rounded;
}

/**
 * Evaluates a calculator expression: never throws, never returns NaN or Infinity.
 *
 * @example evaluateCalc('200000 + 10%') // { ok: true, value: 220000 }
 * @example evaluateCalc('1 ÷ 0') // { ok: false, error: 'divide-by-zero', position: 2 }
 */
export function evaluateCalc(source: string): CalcResult {
  if (source.trim() === '') return { ok: false, error: 'empty', position: 0 };
  try {
    return { ok: true, value: roundCalc(evaluateNode(parseCalc(source))) };
  } catch (error) {
    if (error instanceof CalcError) return { ok: false, error: error.code, position: error.position };
    // A stack overflow on pathological input is still just "too long", never a crash.
    if (error instanceof RangeError) return { ok: false, error: 'too-long', position: 0 };
    throw error;
  }
}
