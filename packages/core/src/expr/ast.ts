/** The expression language's syntax tree: plain JSON-serialisable objects. */

/** A value the language computes with. Objects never enter it (they become `null`). */
export type Value = string | number | boolean | null | readonly Value[];

export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '&'
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'in'
  | 'not in'
  | 'contains';

export type UnaryOperator = '-' | '+' | 'not';

export type LogicalOperator = 'and' | 'or';

/** Whitelisted function names, in their canonical spelling. */
export type FunctionName =
  | 'IF'
  | 'ROUND'
  | 'SUM'
  | 'MIN'
  | 'MAX'
  | 'ABS'
  | 'LEN'
  | 'UPPER'
  | 'LOWER'
  | 'CONCAT'
  | 'COALESCE'
  | 'NOW'
  | 'TODAY'
  | 'SUM_ROW'
  | 'SUM_BY'
  | 'API_FETCH';

type At = { /** 0-based start index in the source. */ pos: number };

export type LiteralNode = At & { type: 'Literal'; value: string | number | boolean | null };
export type ListNode = At & { type: 'List'; items: Expr[] };
/** A field of the current record (`qty`, `row.qty`, `record['nama barang']`). */
export type FieldNode = At & { type: 'Field'; name: string };
/**
 * A fact about who is looking (`user.id`, `user.groups`, `role.name`): read from the evaluation's
 * `user` / `role` context, never from the record (issue 37's user context in every rule condition).
 */
export type ContextNode = At & { type: 'Context'; of: ContextRoot; name: string };
/** The roots of a context fact. */
export type ContextRoot = 'user' | 'role';
export type UnaryNode = At & { type: 'Unary'; op: UnaryOperator; operand: Expr };
export type BinaryNode = At & { type: 'Binary'; op: BinaryOperator; left: Expr; right: Expr };
export type LogicalNode = At & { type: 'Logical'; op: LogicalOperator; left: Expr; right: Expr };
export type ConditionalNode = At & { type: 'Conditional'; test: Expr; consequent: Expr; alternate: Expr };
export type CallNode = At & { type: 'Call'; name: FunctionName; args: Expr[] };

export type Expr =
  | LiteralNode
  | ListNode
  | FieldNode
  | ContextNode
  | UnaryNode
  | BinaryNode
  | LogicalNode
  | ConditionalNode
  | CallNode;

/**
 * Names no identifier, member or bracket access may use.
 *
 * @example FORBIDDEN_NAMES.has('__proto__') // true
 */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Limits that keep hostile input cheap.
 *
 * @example EXPR_LIMITS.maxLength // 2000
 */
export const EXPR_LIMITS = {
  /** Characters in one expression. */
  maxLength: 2000,
  /** Nesting of parentheses, lists, calls, conditionals and unary operators. */
  maxDepth: 64,
  /** API_FETCH calls in one evaluation. */
  maxFetches: 50,
} as const;
