/**
 * Line and column (both 1-based) of a 0-based index in `source`.
 *
 * @example lineColumn('a\nbc', 3) // { line: 2, column: 2 }
 */
export function lineColumn(source: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.max(0, Math.min(position, source.length));
  for (let i = 0; i < end; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Machine-readable reasons, so the authoring UI can translate messages. */
export type ExprSyntaxErrorCode =
  | 'not-text'
  | 'empty'
  | 'too-long'
  | 'too-deep'
  | 'unexpected-character'
  | 'invalid-number'
  | 'unterminated-string'
  | 'invalid-escape'
  | 'unexpected-token'
  | 'unexpected-end'
  | 'forbidden-name'
  | 'unknown-function'
  | 'wrong-arity'
  | 'field-name-expected'
  | 'member-access'
  | 'chained-comparison'
  | 'unknown-field'
  | 'invalid-colour'
  | 'invalid-colour-rule';

/**
 * A source text the expression language refuses. `position` is the 0-based index of the offending
 * character; `line` and `column` are 1-based.
 *
 * @example
 * try { parse('1 +') } catch (e) { if (e instanceof ExprSyntaxError) e.position; } // 3
 */
export class ExprSyntaxError extends Error {
  override readonly name = 'ExprSyntaxError';
  readonly position: number;
  readonly line: number;
  readonly column: number;
  readonly code: ExprSyntaxErrorCode;

  constructor(message: string, position: number, source: string, code: ExprSyntaxErrorCode) {
    const { line, column } = lineColumn(source, position);
    super(message);
    this.position = position;
    this.line = line;
    this.column = column;
    this.code = code;
  }
}

/** Machine-readable reasons for evaluation failures. */
export type ExprEvalErrorCode =
  | 'async-required'
  | 'no-fetcher'
  | 'api-path-refused'
  | 'fetch-failed'
  | 'too-many-fetches'
  | 'invalid-ast';

/**
 * An evaluation that cannot complete (API_FETCH in a synchronous evaluation, a refused API path,
 * a failing fetcher). Ordinary type mismatches and division by zero are not errors: they give `null`.
 *
 * @example
 * try { evaluate(parse("API_FETCH('x')"), {}) } catch (e) { (e as ExprEvalError).code; } // 'async-required'
 */
export class ExprEvalError extends Error {
  override readonly name = 'ExprEvalError';
  readonly position: number;
  readonly code: ExprEvalErrorCode;

  constructor(message: string, position: number, code: ExprEvalErrorCode) {
    super(message);
    this.position = position;
    this.code = code;
  }
}
