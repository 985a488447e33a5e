import { apiParams, apiRelativePath, isSafeApiPath, pickFromResponse } from './api-path.ts';
import { EXPR_LIMITS, type Expr, type Value } from './ast.ts';
import { ExprEvalError } from './errors.ts';
import { EAGER } from './functions.ts';
import {
  compare,
  equals,
  isNumberLike,
  numberOrNull,
  readOwn,
  toNumber,
  toText,
  toValue,
  truthy,
} from './values.ts';

/**
 * Fetches `path` (relative to `/api`, no leading slash) with query `params` as the signed-in
 * user and resolves to the parsed JSON body. Supplied by the caller; the evaluator never fetches.
 */
export type ApiFetcher = (
  path: string,
  params: Readonly<Record<string, string>>,
) => Promise<unknown> | unknown;

/** What an expression can see. */
export type ExprContext = {
  /** The current record or row; identifiers read its own data properties only. */
  record?: unknown;
  /** The dynamic rows for `sum_row` and `SUM_BY`. */
  rows?: readonly unknown[] | null;
  /** The instant NOW() and TODAY() use (default: the current time). */
  now?: Date | number;
  /** Offset from UTC for NOW() and TODAY(), in minutes (default 420: Asia/Jakarta). */
  timeZoneOffsetMinutes?: number;
  /** Needed by API_FETCH, and only in `evaluateAsync`. */
  fetcher?: ApiFetcher;
  /** Who is looking, for `user.x` (`UserFacts`: id, username, role, groups, akun, ...); null when absent. */
  user?: Readonly<Record<string, unknown>> | null;
  /** The looker's role, for `role.x` (id, name). */
  role?: Readonly<Record<string, unknown>> | null;
};

type FetchRequest = { path: string; params: Record<string, string>; position: number };
type Env = {
  record: unknown;
  rows: readonly unknown[];
  now: number;
  offset: number;
  fetches: { count: number };
  user: unknown;
  role: unknown;
};
type Run = Generator<FetchRequest, Value, unknown>;

const DEFAULT_OFFSET_MINUTES = 420;

function makeEnv(context: ExprContext): Env {
  const c = context ?? {};
  const now =
    c.now instanceof Date
      ? Date.prototype.getTime.call(c.now)
      : typeof c.now === 'number'
        ? c.now
        : Date.now();
  const offset =
    typeof c.timeZoneOffsetMinutes === 'number' && Number.isFinite(c.timeZoneOffsetMinutes)
      ? c.timeZoneOffsetMinutes
      : DEFAULT_OFFSET_MINUTES;
  return {
    record: c.record ?? null,
    rows: Array.isArray(c.rows) ? c.rows : [],
    now: Number.isFinite(now) ? now : Date.now(),
    offset,
    fetches: { count: 0 },
    user: c.user ?? null,
    role: c.role ?? null,
  };
}

/**
 * Evaluates a parsed expression synchronously. Type mismatches and division by zero give `null`;
 * API_FETCH throws `ExprEvalError` with code `async-required` (use `evaluateAsync`).
 *
 * @example evaluate(parse('qty * harga'), { record: { qty: 2, harga: 1500 } }) // 3000
 */
export function evaluate(ast: Expr, context: ExprContext = {}): Value {
  const run = ev(ast, makeEnv(context));
  const step = run.next();
  if (step.done) return step.value;
  run.return(null);
  throw new ExprEvalError(
    'API_FETCH can only run in an asynchronous evaluation',
    step.value.position,
    'async-required',
  );
}

/**
 * Evaluates a parsed expression, performing API_FETCH calls through `context.fetcher`.
 *
 * @example await evaluateAsync(parse("API_FETCH('rstok/sum', 'kode=' & kode, 'data.total')"), { record, fetcher })
 */
export async function evaluateAsync(ast: Expr, context: ExprContext = {}): Promise<Value> {
  const fetcher = context?.fetcher;
  const run = ev(ast, makeEnv(context));
  let step = run.next();
  while (!step.done) {
    const request = step.value;
    if (typeof fetcher !== 'function') {
      run.return(null);
      throw new ExprEvalError('API_FETCH needs a fetcher in the context', request.position, 'no-fetcher');
    }
    let response: unknown;
    try {
      response = await fetcher(request.path, request.params);
    } catch (cause) {
      run.return(null);
      const why = cause instanceof Error ? cause.message : 'unknown error';
      throw new ExprEvalError(`API_FETCH '${request.path}' failed: ${why}`, request.position, 'fetch-failed');
    }
    step = run.next(response);
  }
  return step.value;
}

function* evAll(nodes: readonly Expr[], env: Env): Generator<FetchRequest, Value[], unknown> {
  const out: Value[] = [];
  for (const n of nodes) out.push(yield* ev(n, env));
  return out;
}

function* ev(node: Expr, env: Env): Run {
  switch (node?.type) {
    case 'Literal':
      return toValue(node.value);
    case 'List':
      return yield* evAll(node.items, env);
    case 'Field':
      return toValue(readOwn(env.record, String(node.name)));
    case 'Context':
      return toValue(readOwn(node.of === 'user' ? env.user : env.role, String(node.name)));
    case 'Unary': {
      const v = yield* ev(node.operand, env);
      if (node.op === 'not') return !truthy(v);
      if (Array.isArray(v)) return null;
      const n = toNumber(v);
      if (Number.isNaN(n)) return null;
      return node.op === '-' ? (n === 0 ? 0 : -n) : n;
    }
    case 'Logical': {
      const left = truthy(yield* ev(node.left, env));
      if (node.op === 'and' ? !left : left) return left;
      return truthy(yield* ev(node.right, env));
    }
    case 'Conditional':
      return truthy(yield* ev(node.test, env))
        ? yield* ev(node.consequent, env)
        : yield* ev(node.alternate, env);
    case 'Binary':
      return binary(node.op, yield* ev(node.left, env), yield* ev(node.right, env));
    case 'Call':
      return yield* call(node, env);
    default:
      throw new ExprEvalError('Not an expression tree', 0, 'invalid-ast');
  }
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (Array.isArray(a) || Array.isArray(b)) return null;
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return null;
  switch (op) {
    case '+':
      return numberOrNull(x + y);
    case '-':
      return numberOrNull(x - y);
    case '*':
      return numberOrNull(x * y);
    case '/':
      return y === 0 ? null : numberOrNull(x / y);
    default:
      return y === 0 ? null : numberOrNull(x % y);
  }
}

const isText = (v: Value): boolean => typeof v === 'string' && v !== '' && !isNumberLike(v);

function contains(haystack: Value, needle: Value): boolean {
  if (Array.isArray(haystack)) return haystack.some((item) => equals(item, needle));
  if (typeof haystack === 'string' && needle !== null && !Array.isArray(needle)) {
    const text = toText(needle);
    return text !== '' && haystack.includes(text);
  }
  return false;
}

/** Binary operators; exported for tests of the operator tables. */
export function binary(op: string, a: Value, b: Value): Value {
  switch (op) {
    case '+':
      return isText(a) || isText(b) ? toText(a) + toText(b) : arithmetic(op, a, b);
    case '-':
    case '*':
    case '/':
    case '%':
      return arithmetic(op, a, b);
    case '&':
      return toText(a) + toText(b);
    case '==':
      return equals(a, b);
    case '!=':
      return !equals(a, b);
    case 'in':
      return contains(b, a);
    case 'not in':
      return !contains(b, a);
    case 'contains':
      return contains(a, b);
    default: {
      const c = compare(a, b);
      if (c === null) return false;
      if (op === '<') return c < 0;
      if (op === '<=') return c <= 0;
      if (op === '>') return c > 0;
      if (op === '>=') return c >= 0;
      return null;
    }
  }
}

function* call(node: Extract<Expr, { type: 'Call' }>, env: Env): Run {
  const args = node.args;
  switch (node.name) {
    case 'IF':
      if (truthy(yield* ev(args[0]!, env))) return yield* ev(args[1]!, env);
      return args[2] ? yield* ev(args[2], env) : null;
    case 'COALESCE':
      for (const a of args) {
        const v = yield* ev(a, env);
        if (v !== null && v !== '') return v;
      }
      return null;
    case 'SUM_ROW':
    case 'SUM_BY': {
      const matchField =
        node.name === 'SUM_BY' ? toText(toValue(args[1]?.type === 'Literal' ? args[1].value : null)) : '';
      const matchValue = node.name === 'SUM_BY' ? yield* ev(args[2]!, env) : null;
      let sum = 0;
      for (const row of env.rows) {
        if (row === null || typeof row !== 'object') continue;
        if (node.name === 'SUM_BY' && !equals(toValue(readOwn(row, matchField)), matchValue)) continue;
        const v = yield* ev(args[0]!, { ...env, record: row });
        if (!Array.isArray(v) && v !== '' && v !== null && isNumberLike(v)) sum += toNumber(v);
      }
      return numberOrNull(sum);
    }
    case 'API_FETCH': {
      const path = toText(yield* ev(args[0]!, env));
      if (!isSafeApiPath(path)) {
        throw new ExprEvalError(
          `API_FETCH refuses '${path.slice(0, 80)}': only paths of this product's API`,
          node.pos,
          'api-path-refused',
        );
      }
      const params = args[1] ? apiParams(yield* ev(args[1], env)) : apiParams(null);
      const pick = args[2] ? toText(yield* ev(args[2], env)) : null;
      if (++env.fetches.count > EXPR_LIMITS.maxFetches) {
        throw new ExprEvalError(
          `At most ${EXPR_LIMITS.maxFetches} API_FETCH calls per evaluation`,
          node.pos,
          'too-many-fetches',
        );
      }
      const response = yield { path: apiRelativePath(path), params, position: node.pos };
      return pickFromResponse(response, pick);
    }
    default: {
      if (!Object.hasOwn(EAGER, node.name))
        throw new ExprEvalError('Not an expression tree', node.pos, 'invalid-ast');
      const values = yield* evAll(args, env);
      return EAGER[node.name]!(values, { now: env.now, offsetMinutes: env.offset });
    }
  }
}
