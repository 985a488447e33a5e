import type { Expr, Value } from '../expr/ast.ts';
import { evaluate } from '../expr/evaluator.ts';
import { parse } from '../expr/parser.ts';
import { truthy } from '../expr/values.ts';
import type { FieldDef, Resource } from '../resources/define.ts';
import {
  castAsBoolean,
  castAsCalendar,
  castAsDecimal,
  castAsInteger,
  castAsMoney,
  castAsRelation,
  castAsSelect,
  castAsText,
  castAsTime,
  type FilterCast,
} from '../resources/field-kinds/filter.ts';
import { kindSpec } from '../resources/field-kinds/record.ts';
import { isNumericSelect } from '../resources/field-kinds/shape.ts';
import { fieldOf } from '../resources/system-fields.ts';

/**
 * Row scope rules (issue 37, docs/rules.md "Batasi Baris"): a condition in the expression language over
 * a record's fields and who is looking (`user.*`, `role.*`, `TODAY()`), compiled to an SQL condition on
 * the list alias `t` with every value a bound parameter. Nothing typed by an administrator reaches the
 * SQL text: field names are checked against the resource's declaration and quoted, values go through
 * `add`. A value that does not fit the column's type (a user fact that is text where the column holds
 * numbers) makes its comparison false, never an SQL error: a scope fails closed.
 */

/** What a scope may read besides the record: the looker's facts and the day. */
export type RowScopeFacts = {
  user: Readonly<Record<string, unknown>>;
  role: Readonly<Record<string, unknown>>;
  /** `TODAY()`: the calendar day in Jakarta, `YYYY-MM-DD`. */
  today: string;
  /** `NOW()`: an ISO instant. */
  now: string;
};

/** A condition the SQL compiler does not take (said at the rule's save as a 422 on `setup`). */
export class RowScopeError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'RowScopeError';
  }
}

type Family = 'number' | 'text' | 'day' | 'time' | 'flag';
type Term =
  | { t: 'const'; v: Value }
  | { t: 'col'; sql: string; field: FieldDef; family: Family }
  | { t: 'expr'; sql: string; family: 'number' | 'text' }
  | { t: 'cond'; sql: string };

const FAMILY_OF_CAST = new Map<FilterCast, Family>([
  [castAsText, 'text'],
  [castAsInteger, 'number'],
  [castAsMoney, 'number'],
  [castAsDecimal, 'number'],
  [castAsCalendar, 'day'],
  [castAsTime, 'time'],
  [castAsBoolean, 'flag'],
]);

function familyOf(field: FieldDef): Family | null {
  const cast = kindSpec(field).filter.cast;
  if (cast === castAsRelation) return field.region ? 'text' : 'number';
  if (cast === castAsSelect) return isNumericSelect(field) ? 'number' : 'text';
  return FAMILY_OF_CAST.get(cast) ?? null;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const FLIP: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
const SQL_OP: Readonly<Record<string, string>> = { '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

class Compiler {
  constructor(
    private readonly resource: Resource,
    private readonly facts: RowScopeFacts,
    private readonly add: (value: unknown) => string,
    private readonly alias: string,
  ) {}

  condition(node: Expr): string {
    return this.asCondition(this.term(node), node.pos);
  }

  private fail(message: string, pos: number): never {
    throw new RowScopeError(message, pos);
  }

  private asCondition(term: Term, pos: number): string {
    if (term.t === 'cond') return term.sql;
    if (term.t === 'const') return truthy(term.v) ? 'TRUE' : 'FALSE';
    if (term.t === 'col' && term.family === 'flag') return `COALESCE(${term.sql}, FALSE)`;
    return this.fail('A condition is expected here (a comparison, or a yes/no field)', pos);
  }

  private term(node: Expr): Term {
    switch (node.type) {
      case 'Literal':
        return { t: 'const', v: node.value };
      case 'List':
        return { t: 'const', v: node.items.map((item) => this.constant(item)) };
      case 'Context':
        return { t: 'const', v: evaluate(node, { user: this.facts.user, role: this.facts.role }) };
      case 'Field':
        return this.column(node.name, node.pos);
      case 'Unary':
        return this.unary(node.op, node.operand, node.pos);
      case 'Logical': {
        const left = this.condition(node.left);
        const right = this.condition(node.right);
        return { t: 'cond', sql: `(${left} ${node.op === 'and' ? 'AND' : 'OR'} ${right})` };
      }
      case 'Binary':
        return this.binary(node.op, node.left, node.right, node.pos);
      case 'Call':
        return this.call(node.name, node.args, node.pos);
      default:
        return this.fail('This part of the language cannot limit rows (IF, ?:, API_FETCH, SUM)', node.pos);
    }
  }

  private constant(node: Expr): Value {
    const term = this.term(node);
    if (term.t !== 'const') return this.fail('A list may hold only values here', node.pos);
    return term.v;
  }

  private column(name: string, pos: number): Term {
    const field = fieldOf(this.resource, name);
    const family = field && !field.hidden ? familyOf(field) : null;
    if (!field || !family || field.kind === 'password' || field.secret)
      return this.fail(`'${name}' is not a field of ${this.resource.name} a scope can read`, pos);
    return { t: 'col', sql: `${this.alias}.${ident(name)}`, field, family };
  }

  private unary(op: string, operand: Expr, pos: number): Term {
    if (op === 'not') return { t: 'cond', sql: `(NOT ${this.condition(operand)})` };
    const inner = this.term(operand);
    if (inner.t === 'const')
      return {
        t: 'const',
        v: evaluate({ type: 'Unary', op: op === '-' ? '-' : '+', pos, operand: lit(inner.v) }),
      };
    return {
      t: 'expr',
      family: 'number',
      sql: op === '-' ? `(-${this.numeric(inner, pos)})` : this.numeric(inner, pos),
    };
  }

  /** A number as SQL: a numeric column or expression, or a constant bound as a parameter. */
  private numeric(term: Term, pos: number): string {
    if (term.t === 'const') {
      const n = typeof term.v === 'number' ? term.v : Number(term.v);
      if (term.v === null || term.v === '' || !Number.isFinite(n)) return 'NULL::numeric';
      return `${this.add(String(n))}::numeric`;
    }
    if ((term.t === 'col' || term.t === 'expr') && term.family === 'number') return term.sql;
    return this.fail('A number is expected here', pos);
  }

  private text(term: Term, pos: number): string {
    if (term.t === 'const') return `${this.add(term.v === null ? '' : String(term.v))}::text`;
    if (term.t === 'col') return `COALESCE(${term.sql}::text, '')`;
    if (term.t === 'expr') return term.sql;
    return this.fail('A value is expected here, not a condition', pos);
  }

  private binary(op: string, leftNode: Expr, rightNode: Expr, pos: number): Term {
    const left = this.term(leftNode);
    const right = this.term(rightNode);
    if (left.t === 'const' && right.t === 'const')
      return {
        t: 'const',
        v: evaluate({ type: 'Binary', op, pos, left: lit(left.v), right: lit(right.v) } as Expr),
      };
    switch (op) {
      case '+':
      case '-':
      case '*':
      case '%':
        return {
          t: 'expr',
          family: 'number',
          sql: `(${this.numeric(left, pos)} ${op} ${this.numeric(right, pos)})`,
        };
      case '/':
        return {
          t: 'expr',
          family: 'number',
          sql: `(${this.numeric(left, pos)} / NULLIF(${this.numeric(right, pos)}, 0))`,
        };
      case '&':
        return { t: 'expr', family: 'text', sql: `(${this.text(left, pos)} || ${this.text(right, pos)})` };
      case 'contains': {
        const needle = `lower(${this.text(right, pos)})`;
        return { t: 'cond', sql: `COALESCE(strpos(lower(${this.text(left, pos)}), ${needle}) > 0, FALSE)` };
      }
      case 'in':
      case 'not in': {
        const inside = this.membership(left, right, pos);
        return { t: 'cond', sql: op === 'in' ? inside : `(NOT ${inside})` };
      }
      case '==':
      case '!=': {
        const same = this.equality(left, right, pos);
        return { t: 'cond', sql: op === '==' ? same : `(NOT ${same})` };
      }
      default:
        return this.order(SQL_OP[op] ?? this.fail(`'${op}' cannot limit rows`, pos), left, right, pos);
    }
  }

  /** `a == b` as a condition that is never NULL (so `not` and `!=` read as the evaluator does). */
  private equality(left: Term, right: Term, pos: number): string {
    if (left.t === 'const') return this.equality(right, left, pos);
    if (right.t === 'const') {
      if (left.t !== 'col')
        return `COALESCE(${this.valueSql(left, pos)} = ${this.bindFor(left, right.v, pos)}, FALSE)`;
      if (right.v === null || right.v === '')
        return left.family === 'text'
          ? `(${left.sql} IS NULL OR ${left.sql}::text = '')`
          : `(${left.sql} IS NULL)`;
      const cast = this.cast(left.field, right.v);
      return cast === null ? 'FALSE' : `COALESCE(${left.sql} = ${this.add(cast)}, FALSE)`;
    }
    this.sameFamily(left, right, pos);
    return `(${this.valueSql(left, pos)} IS NOT DISTINCT FROM ${this.valueSql(right, pos)})`;
  }

  private order(op: string, left: Term, right: Term, pos: number): Term {
    if (left.t === 'const') return this.order(FLIP[op]!, right, left, pos);
    if (right.t === 'const') {
      if (right.v === null || right.v === '') return { t: 'cond', sql: 'FALSE' };
      const bound = this.bindFor(left, right.v, pos);
      return {
        t: 'cond',
        sql: bound === 'NULL' ? 'FALSE' : `COALESCE(${this.valueSql(left, pos)} ${op} ${bound}, FALSE)`,
      };
    }
    this.sameFamily(left, right, pos);
    return {
      t: 'cond',
      sql: `COALESCE(${this.valueSql(left, pos)} ${op} ${this.valueSql(right, pos)}, FALSE)`,
    };
  }

  /** `a in [..]` with the list known when the SQL is built (a literal list, or `user.groups`). */
  private membership(left: Term, right: Term, pos: number): string {
    if (right.t !== 'const')
      return this.fail("'in' needs a list of values on its right (a list, or user.groups)", pos);
    if (left.t === 'const')
      return truthy(evaluate({ type: 'Binary', op: 'in', pos, left: lit(left.v), right: lit(right.v) }))
        ? 'TRUE'
        : 'FALSE';
    const items = Array.isArray(right.v) ? right.v : right.v === null ? [] : [right.v];
    const parts: string[] = [];
    const bound: string[] = [];
    for (const item of items) {
      if (item === null || item === '') parts.push(this.equality(left, { t: 'const', v: null }, pos));
      else {
        const value = this.bindFor(left, item, pos);
        if (value !== 'NULL') bound.push(value);
      }
    }
    if (bound.length) parts.push(`COALESCE(${this.valueSql(left, pos)} IN (${bound.join(', ')}), FALSE)`);
    return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
  }

  private valueSql(term: Term, pos: number): string {
    if (term.t === 'col' || term.t === 'expr') return term.sql;
    return this.fail('A value is expected here, not a condition', pos);
  }

  /** A constant as a parameter of the other side's type, or the text `NULL` when it has none. */
  private bindFor(other: Term, value: Value, pos: number): string {
    if (other.t === 'col') {
      const cast = this.cast(other.field, value);
      return cast === null ? 'NULL' : this.add(cast);
    }
    if (other.t === 'expr')
      return other.family === 'number'
        ? this.numeric({ t: 'const', v: value }, pos)
        : this.text({ t: 'const', v: value }, pos);
    return this.fail('A value is expected here, not a condition', pos);
  }

  private cast(field: FieldDef, value: Value): unknown {
    if (value === null || Array.isArray(value)) return null;
    const text =
      typeof value === 'boolean' && familyOf(field) !== 'flag' ? (value ? '1' : '0') : String(value);
    return kindSpec(field).filter.cast(field, text)?.value ?? null;
  }

  private sameFamily(left: Term, right: Term, pos: number): void {
    const family = (term: Term) => (term.t === 'col' || term.t === 'expr' ? term.family : null);
    if (family(left) === null || family(left) !== family(right))
      this.fail(
        'Both sides must be of one kind (numbers with numbers, text with text, dates with dates)',
        pos,
      );
  }

  private call(name: string, args: readonly Expr[], pos: number): Term {
    if (name === 'TODAY') return { t: 'const', v: this.facts.today };
    if (name === 'NOW') return { t: 'const', v: this.facts.now };
    if ((name === 'LOWER' || name === 'UPPER' || name === 'LEN') && args.length === 1) {
      const inner = this.term(args[0]!);
      if (inner.t === 'const')
        return { t: 'const', v: evaluate({ type: 'Call', name, pos, args: [lit(inner.v)] }) };
      const text = this.text(inner, pos);
      if (name === 'LEN') return { t: 'expr', family: 'number', sql: `char_length(${text})` };
      return { t: 'expr', family: 'text', sql: `${name.toLowerCase()}(${text})` };
    }
    return this.fail(`${name}() cannot limit rows`, pos);
  }
}

function lit(value: Value): Expr {
  if (Array.isArray(value)) return { type: 'List', pos: 0, items: value.map(lit) };
  return { type: 'Literal', pos: 0, value: value as string | number | boolean | null };
}

/**
 * The SQL condition of a parsed scope on the alias `t`; values are bound through `add` (which returns
 * the placeholder, as the server's `Params.add`). Throws {@link RowScopeError} for what it cannot say.
 *
 * @example rowScopeSql(rinvoice, parse('total > 10000000'), facts, p.add) // 'COALESCE(t."total" > $1, FALSE)'
 */
export function rowScopeSql(
  resource: Resource,
  ast: Expr,
  facts: RowScopeFacts,
  add: (value: unknown) => string,
  alias = 't',
): string {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`rowScopeSql: a bad alias ${alias}`);
  return new Compiler(resource, facts, add, alias).condition(ast);
}

/** Facts for checking a scope's shape when no one is looking yet (a rule's save). */
const NOBODY: RowScopeFacts = { user: {}, role: {}, today: '2000-01-01', now: '2000-01-01T00:00:00Z' };

/**
 * Whether a scope condition is one the server can apply to `resource`: parsed, and compiled once
 * with no user facts. `null` when it is, else the message and position to show on the rule's `setup`.
 */
export function rowScopeProblem(
  resource: Resource,
  source: string,
): { message: string; position: number } | null {
  try {
    rowScopeSql(resource, parse(source), NOBODY, () => '$0');
    return null;
  } catch (error) {
    const position = (error as { position?: number }).position ?? 0;
    return { message: error instanceof Error ? error.message : String(error), position };
  }
}
