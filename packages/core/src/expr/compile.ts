import { EXPR_LIMITS, type Expr, type Value } from './ast.ts';
import { ExprSyntaxError } from './errors.ts';
import { type ExprContext, evaluate, evaluateAsync } from './evaluator.ts';
import { parse } from './parser.ts';

/** A parsed expression with its evaluators bound. */
export type CompiledExpr = {
  readonly source: string;
  readonly ast: Expr;
  /** Whether the expression calls API_FETCH (and so needs `evaluateAsync`). */
  readonly async: boolean;
  /** The field names it reads from the current record, and from the dynamic rows. */
  readonly fields: readonly string[];
  readonly rowFields: readonly string[];
  evaluate(context?: ExprContext): Value;
  evaluateAsync(context?: ExprContext): Promise<Value>;
};

/** What an expression refers to, collected once. */
export type ExprReferences = { fields: string[]; rowFields: string[]; functions: string[] };

/**
 * Lists the fields (of the record and of the dynamic rows) and functions an expression uses.
 *
 * @example references(parse('sum_row(qty) + ongkir')) // { fields: ['ongkir'], rowFields: ['qty'], functions: ['SUM_ROW'] }
 */
export function references(ast: Expr): ExprReferences {
  const fields = new Set<string>();
  const rowFields = new Set<string>();
  const functions = new Set<string>();
  const visit = (node: Expr, inRow: boolean): void => {
    switch (node.type) {
      case 'Field':
        (inRow ? rowFields : fields).add(node.name);
        return;
      case 'Context':
        return;
      case 'List':
        for (const item of node.items) visit(item, inRow);
        return;
      case 'Unary':
        visit(node.operand, inRow);
        return;
      case 'Binary':
      case 'Logical':
        visit(node.left, inRow);
        visit(node.right, inRow);
        return;
      case 'Conditional':
        visit(node.test, inRow);
        visit(node.consequent, inRow);
        visit(node.alternate, inRow);
        return;
      case 'Call':
        functions.add(node.name);
        node.args.forEach((arg, i) => {
          const perRow = (node.name === 'SUM_ROW' || node.name === 'SUM_BY') && i === 0;
          if (node.name === 'SUM_BY' && i === 1 && arg.type === 'Literal') rowFields.add(String(arg.value));
          else visit(arg, inRow || perRow);
        });
        return;
      default:
        return;
    }
  };
  visit(ast, false);
  return { fields: [...fields], rowFields: [...rowFields], functions: [...functions] };
}

const CACHE_LIMIT = 500;
const cache = new Map<string, CompiledExpr | ExprSyntaxError>();

/**
 * Parses `source` once and caches the result (the last 500 sources, errors included). Throws
 * `ExprSyntaxError` like `parse`.
 *
 * @example compileExpr('qty * 2').evaluate({ record: { qty: 4 } }) // 8
 */
export function compileExpr(source: string): CompiledExpr {
  const hit = cache.get(source);
  if (hit !== undefined) {
    cache.delete(source);
    cache.set(source, hit);
    if (hit instanceof ExprSyntaxError) throw hit;
    return hit;
  }
  let entry: CompiledExpr | ExprSyntaxError;
  try {
    const ast = parse(source);
    const refs = references(ast);
    entry = Object.freeze({
      source,
      ast,
      async: refs.functions.includes('API_FETCH'),
      fields: refs.fields,
      rowFields: refs.rowFields,
      evaluate: (context?: ExprContext) => evaluate(ast, context),
      evaluateAsync: (context?: ExprContext) => evaluateAsync(ast, context),
    });
  } catch (error) {
    if (!(error instanceof ExprSyntaxError)) throw error;
    entry = error;
  }
  // Over-long sources are refused by parse and not worth keeping in memory.
  if (typeof source === 'string' && source.length <= EXPR_LIMITS.maxLength) {
    cache.set(source, entry);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }
  if (entry instanceof ExprSyntaxError) throw entry;
  return entry;
}

/** Result of `validateExpr`. */
export type ExprValidation =
  | { ok: true; fields: readonly string[] }
  | { ok: false; message: string; position: number; line: number; column: number; code: string };

/** Options of `validateExpr`. */
export type ValidateOptions = {
  /** Fields of the record; when given, any other identifier is reported. */
  knownFields?: Iterable<string>;
  /** Fields of the dynamic rows (for sum_row and SUM_BY); when given, others are reported. */
  knownRowFields?: Iterable<string>;
};

function locate(ast: Expr, name: string, inRowScope: boolean): number {
  let found = -1;
  const visit = (node: Expr, inRow: boolean): void => {
    if (found >= 0) return;
    if (node.type === 'Field' && node.name === name && inRow === inRowScope) found = node.pos;
    else if (node.type === 'List') for (const i of node.items) visit(i, inRow);
    else if (node.type === 'Unary') visit(node.operand, inRow);
    else if (node.type === 'Binary' || node.type === 'Logical') {
      visit(node.left, inRow);
      visit(node.right, inRow);
    } else if (node.type === 'Conditional')
      for (const n of [node.test, node.consequent, node.alternate]) visit(n, inRow);
    else if (node.type === 'Call') {
      node.args.forEach((arg, i) => {
        if (node.name === 'SUM_BY' && i === 1 && arg.type === 'Literal' && arg.value === name && inRowScope)
          found = arg.pos;
        else visit(arg, inRow || ((node.name === 'SUM_ROW' || node.name === 'SUM_BY') && i === 0));
      });
    }
  };
  visit(ast, false);
  return Math.max(0, found);
}

/**
 * As-you-type validation for the authoring screens: never throws.
 *
 * @example validateExpr('qty *') // { ok: false, message: 'Unexpected end of expression', position: 5, ... }
 * @example validateExpr('qtx * 2', { knownFields: ['qty'] }) // { ok: false, message: "Unknown field 'qtx'", position: 0, ... }
 */
export function validateExpr(source: string, options: ValidateOptions = {}): ExprValidation {
  let compiled: CompiledExpr;
  try {
    compiled = compileExpr(source);
  } catch (error) {
    if (error instanceof ExprSyntaxError) {
      const { message, position, line, column, code } = error;
      return { ok: false, message, position, line, column, code };
    }
    return {
      ok: false,
      message: 'Invalid expression',
      position: 0,
      line: 1,
      column: 1,
      code: 'unexpected-token',
    };
  }
  const checks: [Iterable<string> | undefined, readonly string[], boolean, string][] = [
    [options.knownFields, compiled.fields, false, 'field'],
    [options.knownRowFields, compiled.rowFields, true, 'row field'],
  ];
  for (const [known, used, inRow, what] of checks) {
    if (!known) continue;
    const allowed = new Set(known);
    const unknown = used.find((f) => !allowed.has(f));
    if (unknown === undefined) continue;
    const position = locate(compiled.ast, unknown, inRow);
    const error = new ExprSyntaxError(`Unknown ${what} '${unknown}'`, position, source, 'unknown-field');
    return {
      ok: false,
      message: error.message,
      position,
      line: error.line,
      column: error.column,
      code: error.code,
    };
  }
  return { ok: true, fields: compiled.fields };
}
