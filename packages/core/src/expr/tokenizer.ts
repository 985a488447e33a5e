import { ExprSyntaxError, type ExprSyntaxErrorCode } from './errors.ts';

export type TokenType = 'number' | 'string' | 'ident' | 'op' | 'eof';

/** One token; `pos`/`end` are 0-based source indexes (end exclusive). */
export type Token = {
  type: TokenType;
  /** Operator or punctuation text, identifier as written, string contents after unescaping. */
  value: string;
  /** Numeric value of a `number` token. */
  num: number;
  pos: number;
  end: number;
};

/** Operators and punctuation, longest first so `<=` wins over `<`. */
const OPERATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<>',
  '<=',
  '>=',
  '&&',
  '||',
  '=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '&',
  '!',
  '?',
  ':',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
];

/** Spellings that mean the same operator. */
const OPERATOR_ALIASES: Readonly<Record<string, string>> = {
  '===': '==',
  '!==': '!=',
  '<>': '!=',
  '=': '==',
};

const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
  '0': '\0',
};

const isDigit = (c: string) => c >= '0' && c <= '9';
const isIdentStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isIdentPart = (c: string) => isIdentStart(c) || isDigit(c);
const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/**
 * Splits an expression into tokens. Throws `ExprSyntaxError` (with the 0-based position) on
 * characters the language does not know, bad numbers, bad escapes and unterminated strings.
 *
 * @example tokenize('qty * 2').map((t) => t.value) // ['qty', '*', '2', '']
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = source.length;
  function fail(message: string, at: number, code: ExprSyntaxErrorCode): never {
    throw new ExprSyntaxError(message, at, source, code);
  }
  while (i < n) {
    const c = source[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    if (isDigit(c)) {
      while (i < n && isDigit(source[i]!)) i++;
      if (source[i] === '.' && isDigit(source[i + 1] ?? '')) {
        i++;
        while (i < n && isDigit(source[i]!)) i++;
      }
      if ((source[i] === 'e' || source[i] === 'E') && /^[eE][+-]?\d/.test(source.slice(i, i + 3))) {
        i++;
        if (source[i] === '+' || source[i] === '-') i++;
        while (i < n && isDigit(source[i]!)) i++;
      }
      if (i < n && (isIdentPart(source[i]!) || source[i] === '.')) {
        fail(`Invalid number '${source.slice(start, i + 1)}'`, start, 'invalid-number');
      }
      const text = source.slice(start, i);
      const num = Number(text);
      if (!Number.isFinite(num)) fail(`Number '${text}' is too large`, start, 'invalid-number');
      tokens.push({ type: 'number', value: text, num, pos: start, end: i });
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      let text = '';
      let closed = false;
      while (i < n) {
        const d = source[i]!;
        if (d === c) {
          closed = true;
          i++;
          break;
        }
        if (d === '\\') {
          const e = source[i + 1];
          if (e === undefined) break;
          if (e === 'u') {
            const hex = source.slice(i + 2, i + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex))
              fail('Invalid \\u escape: four hex digits expected', i, 'invalid-escape');
            text += String.fromCharCode(Number.parseInt(hex, 16));
            i += 6;
            continue;
          }
          const mapped = ESCAPES[e];
          if (mapped === undefined) fail(`Unknown escape '\\${e}' in string`, i, 'invalid-escape');
          text += mapped;
          i += 2;
          continue;
        }
        text += d;
        i++;
      }
      if (!closed) fail(`Unterminated string: ${c} is never closed`, start, 'unterminated-string');
      tokens.push({ type: 'string', value: text, num: 0, pos: start, end: i });
      continue;
    }
    if (isIdentStart(c)) {
      while (i < n && isIdentPart(source[i]!)) i++;
      tokens.push({ type: 'ident', value: source.slice(start, i), num: 0, pos: start, end: i });
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (op === undefined) fail(`Unexpected character '${c}'`, start, 'unexpected-character');
    i += op.length;
    tokens.push({ type: 'op', value: OPERATOR_ALIASES[op] ?? op, num: 0, pos: start, end: i });
  }
  tokens.push({ type: 'eof', value: '', num: 0, pos: n, end: n });
  return tokens;
}
