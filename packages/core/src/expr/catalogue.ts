import type { FunctionName } from './ast.ts';

/** What the parser knows about a whitelisted function. */
export type FunctionSpec = {
  name: FunctionName;
  minArgs: number;
  /** `Infinity` for variadic functions. */
  maxArgs: number;
  /** One-line description for docs and the authoring UI. */
  summary: string;
  /** Indexes of arguments that are field names of the rows, not values (`SUM_BY`'s match field). */
  nameArgs: readonly number[];
  /** Indexes of arguments evaluated once per dynamic row (`sum_row`, `SUM_BY`'s first). */
  rowArgs: readonly number[];
};

const ROW_FUNCTIONS: Partial<Record<FunctionName, { nameArgs: number[]; rowArgs: number[] }>> = {
  SUM_ROW: { nameArgs: [], rowArgs: [0] },
  SUM_BY: { nameArgs: [1], rowArgs: [0] },
};

const spec = (name: FunctionName, minArgs: number, maxArgs: number, summary: string): FunctionSpec => ({
  name,
  minArgs,
  maxArgs,
  summary,
  nameArgs: ROW_FUNCTIONS[name]?.nameArgs ?? [],
  rowArgs: ROW_FUNCTIONS[name]?.rowArgs ?? [],
});

/**
 * The fixed whitelist. Nothing outside it can ever be called.
 *
 * @example FUNCTIONS.map((f) => f.name) // ['IF', 'ROUND', ..., 'API_FETCH']
 */
export const FUNCTIONS: readonly FunctionSpec[] = [
  spec('IF', 2, 3, 'IF(condition, then, else?): only the chosen branch is evaluated'),
  spec('ROUND', 1, 2, 'ROUND(x, digits = 2): half away from zero'),
  spec('SUM', 1, Number.POSITIVE_INFINITY, 'SUM(a, b, ...): numbers and lists, non-numbers skipped'),
  spec('MIN', 1, Number.POSITIVE_INFINITY, 'MIN(a, b, ...): smallest number, null when none'),
  spec('MAX', 1, Number.POSITIVE_INFINITY, 'MAX(a, b, ...): largest number, null when none'),
  spec('ABS', 1, 1, 'ABS(x)'),
  spec('LEN', 1, 1, 'LEN(x): characters of text, items of a list, 0 for null'),
  spec('UPPER', 1, 1, 'UPPER(text)'),
  spec('LOWER', 1, 1, 'LOWER(text)'),
  spec('CONCAT', 0, Number.POSITIVE_INFINITY, 'CONCAT(a, b, ...): joins as text, null as empty'),
  spec('COALESCE', 1, Number.POSITIVE_INFINITY, 'COALESCE(a, b, ...): first value that is not null or empty'),
  spec('NOW', 0, 0, "NOW(): 'YYYY-MM-DD HH:MM:SS' in the context's time zone"),
  spec('TODAY', 0, 0, "TODAY(): 'YYYY-MM-DD' in the context's time zone"),
  spec('SUM_ROW', 1, 1, 'sum_row(expr): sum of expr over the dynamic rows'),
  spec(
    'SUM_BY',
    3,
    3,
    'SUM_BY(expr, matchField, matchValue): sum over rows whose matchField equals matchValue',
  ),
  spec('API_FETCH', 1, 3, "API_FETCH(path, params?, pick?): this product's API, asynchronous"),
];

const BY_LOWER_NAME: ReadonlyMap<string, FunctionSpec> = new Map(
  FUNCTIONS.map((f) => [f.name.toLowerCase(), f]),
);

/**
 * Looks a function up by name, case-insensitively (`sum_row`, `SUM_ROW` and `Sum_Row` are the same).
 *
 * @example findFunction('round')?.name // 'ROUND'
 */
export function findFunction(name: string): FunctionSpec | undefined {
  return BY_LOWER_NAME.get(name.toLowerCase());
}

/**
 * How many arguments a function takes, in words.
 *
 * @example arity(findFunction('ROUND')!) // '1 to 2'
 */
export function arity(fn: FunctionSpec): string {
  if (fn.minArgs === fn.maxArgs) return `${fn.minArgs}`;
  return fn.maxArgs === Number.POSITIVE_INFINITY
    ? `at least ${fn.minArgs}`
    : `${fn.minArgs} to ${fn.maxArgs}`;
}
