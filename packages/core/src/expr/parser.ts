import {
  type BinaryOperator,
  type ContextRoot,
  EXPR_LIMITS,
  type Expr,
  FORBIDDEN_NAMES,
  type FunctionName,
} from './ast.ts';
import { arity, findFunction } from './catalogue.ts';
import { ExprSyntaxError, type ExprSyntaxErrorCode } from './errors.ts';
import { type Token, tokenize } from './tokenizer.ts';

const COMPARISON_OPS: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);
const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'contains', 'true', 'false', 'null']);
const RECORD_ROOTS: ReadonlySet<string> = new Set(['row', 'record']);
/** `user.x` and `role.x` read who is looking (ast.ts `ContextNode`); a bare `user` is still a field. */
const CONTEXT_ROOTS: ReadonlySet<string> = new Set<ContextRoot>(['user', 'role']);

/**
 * Parses an expression into its syntax tree. Throws `ExprSyntaxError` (never anything else) with a
 * 0-based `position` and 1-based `line`/`column` on any input the grammar refuses.
 *
 * @example parse("status in ['Done', 'Closed']") // { type: 'Binary', op: 'in', ... }
 */
export function parse(source: string): Expr {
  if (typeof source !== 'string') throw new ExprSyntaxError('Expression must be text', 0, '', 'not-text');
  if (source.length > EXPR_LIMITS.maxLength) {
    throw new ExprSyntaxError(
      `Expression is too long (at most ${EXPR_LIMITS.maxLength} characters)`,
      EXPR_LIMITS.maxLength,
      source,
      'too-long',
    );
  }
  return new Parser(source, tokenize(source)).parseAll();
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  parseAll(): Expr {
    if (this.peek().type === 'eof') this.fail('Expression is empty', 0, 'empty');
    const expr = this.expression();
    const rest = this.peek();
    if (rest.type !== 'eof') this.fail(`Unexpected ${describe(rest)}`, rest.pos, 'unexpected-token');
    return expr;
  }

  private fail(message: string, at: number, code: ExprSyntaxErrorCode): never {
    throw new ExprSyntaxError(message, at, this.source, code);
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const t = this.peek();
    if (t.type !== 'eof') this.index++;
    return t;
  }

  private isOp(value: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.type === 'op' && t.value === value;
  }

  private isKeyword(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.type === 'ident' && t.value.toLowerCase() === word;
  }

  private expect(value: string): Token {
    const t = this.peek();
    if (t.type === 'op' && t.value === value) return this.next();
    const code = t.type === 'eof' ? 'unexpected-end' : 'unexpected-token';
    return this.fail(`Expected '${value}' but found ${describe(t)}`, t.pos, code);
  }

  private nested<T>(at: number, body: () => T): T {
    if (++this.depth > EXPR_LIMITS.maxDepth) {
      this.fail(`Expression is nested too deeply (at most ${EXPR_LIMITS.maxDepth} levels)`, at, 'too-deep');
    }
    const result = body();
    this.depth--;
    return result;
  }

  private expression(): Expr {
    return this.nested(this.peek().pos, () => this.conditional());
  }

  /** `or ? expression : conditional`, right-associative. */
  private conditional(): Expr {
    const test = this.or();
    if (!this.isOp('?')) return test;
    const q = this.next();
    const consequent = this.expression();
    this.expect(':');
    const alternate = this.nested(q.pos, () => this.conditional());
    return { type: 'Conditional', pos: test.pos, test, consequent, alternate };
  }

  private or(): Expr {
    let left = this.and();
    while (this.isKeyword('or') || this.isOp('||')) {
      this.next();
      left = { type: 'Logical', op: 'or', pos: left.pos, left, right: this.and() };
    }
    return left;
  }

  private and(): Expr {
    let left = this.not();
    while (this.isKeyword('and') || this.isOp('&&')) {
      this.next();
      left = { type: 'Logical', op: 'and', pos: left.pos, left, right: this.not() };
    }
    return left;
  }

  /** `not` and `!` bind looser than comparisons: `not a == b` is `not (a == b)`. */
  private not(): Expr {
    if (this.isKeyword('not') || this.isOp('!')) {
      const t = this.next();
      return this.nested(t.pos, () => ({ type: 'Unary', op: 'not', pos: t.pos, operand: this.not() }));
    }
    return this.comparison();
  }

  private comparisonOperator(): { op: BinaryOperator; width: number } | null {
    const t = this.peek();
    if (t.type === 'op' && COMPARISON_OPS.has(t.value)) return { op: t.value as BinaryOperator, width: 1 };
    if (this.isKeyword('in')) return { op: 'in', width: 1 };
    if (this.isKeyword('contains')) return { op: 'contains', width: 1 };
    if (this.isKeyword('not') && this.isKeyword('in', 1)) return { op: 'not in', width: 2 };
    return null;
  }

  /** Comparisons do not chain: `a < b < c` is refused (write `a < b and b < c`). */
  private comparison(): Expr {
    const left = this.concat();
    const found = this.comparisonOperator();
    if (!found) return left;
    this.index += found.width;
    const right = this.concat();
    const again = this.peek();
    if (this.comparisonOperator()) {
      this.fail('Comparisons cannot be chained; join them with and', again.pos, 'chained-comparison');
    }
    return { type: 'Binary', op: found.op, pos: left.pos, left, right };
  }

  private concat(): Expr {
    let left = this.additive();
    while (this.isOp('&')) {
      this.next();
      left = { type: 'Binary', op: '&', pos: left.pos, left, right: this.additive() };
    }
    return left;
  }

  private additive(): Expr {
    let left = this.multiplicative();
    while (this.isOp('+') || this.isOp('-')) {
      const op = this.next().value as BinaryOperator;
      left = { type: 'Binary', op, pos: left.pos, left, right: this.multiplicative() };
    }
    return left;
  }

  private multiplicative(): Expr {
    let left = this.unary();
    while (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
      const op = this.next().value as BinaryOperator;
      left = { type: 'Binary', op, pos: left.pos, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    if (this.isOp('-') || this.isOp('+')) {
      const t = this.next();
      const op = t.value === '-' ? '-' : '+';
      return this.nested(t.pos, () => ({ type: 'Unary', op, pos: t.pos, operand: this.unary() }));
    }
    const expr = this.primary();
    const after = this.peek();
    if (after.type === 'op' && (after.value === '.' || after.value === '[')) {
      this.fail(
        "Only row.field and record['field'] can be accessed with . or [ ]",
        after.pos,
        'member-access',
      );
    }
    return expr;
  }

  private primary(): Expr {
    const t = this.peek();
    if (t.type === 'number') {
      this.next();
      return { type: 'Literal', pos: t.pos, value: t.num };
    }
    if (t.type === 'string') {
      this.next();
      return { type: 'Literal', pos: t.pos, value: t.value };
    }
    if (t.type === 'op' && t.value === '(') {
      this.next();
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    if (t.type === 'op' && t.value === '[') return this.list();
    if (t.type === 'ident') return this.identifier();
    if (t.type === 'eof') return this.fail('Unexpected end of expression', t.pos, 'unexpected-end');
    return this.fail(`Unexpected ${describe(t)}`, t.pos, 'unexpected-token');
  }

  private list(): Expr {
    const open = this.next();
    const items: Expr[] = [];
    if (!this.isOp(']')) {
      do {
        items.push(this.expression());
      } while (this.isOp(',') && this.next());
    }
    this.expect(']');
    return { type: 'List', pos: open.pos, items };
  }

  private fieldName(t: Token, name: string): string {
    if (FORBIDDEN_NAMES.has(name)) this.fail(`'${name}' cannot be used as a name`, t.pos, 'forbidden-name');
    return name;
  }

  private identifier(): Expr {
    const t = this.next();
    const lower = t.value.toLowerCase();
    if (lower === 'true' || lower === 'false')
      return { type: 'Literal', pos: t.pos, value: lower === 'true' };
    if (lower === 'null') return { type: 'Literal', pos: t.pos, value: null };
    if (KEYWORDS.has(lower)) this.fail(`Unexpected keyword '${t.value}'`, t.pos, 'unexpected-token');
    this.fieldName(t, t.value);
    if (this.isOp('(')) return this.call(t);
    if (RECORD_ROOTS.has(lower) && this.isOp('.')) {
      this.next();
      const name = this.next();
      if (name.type !== 'ident')
        this.fail('A field name is expected after the dot', name.pos, 'field-name-expected');
      return { type: 'Field', pos: t.pos, name: this.fieldName(name, name.value) };
    }
    if (CONTEXT_ROOTS.has(lower) && this.isOp('.')) {
      this.next();
      const name = this.next();
      if (name.type !== 'ident')
        this.fail('A field name is expected after the dot', name.pos, 'field-name-expected');
      return {
        type: 'Context',
        pos: t.pos,
        of: lower as ContextRoot,
        name: this.fieldName(name, name.value),
      };
    }
    if (RECORD_ROOTS.has(lower) && this.isOp('[')) {
      this.next();
      const name = this.next();
      if (name.type !== 'string') {
        this.fail(
          "Only a quoted field name can go inside [ ], as in record['nama barang']",
          name.pos,
          'field-name-expected',
        );
      }
      this.expect(']');
      return { type: 'Field', pos: t.pos, name: this.fieldName(name, name.value) };
    }
    return { type: 'Field', pos: t.pos, name: t.value };
  }

  private call(nameToken: Token): Expr {
    const fn = findFunction(nameToken.value);
    if (!fn) this.fail(`Unknown function '${nameToken.value}'`, nameToken.pos, 'unknown-function');
    this.next();
    const args: Expr[] = [];
    this.nested(nameToken.pos, () => {
      if (!this.isOp(')')) {
        do {
          args.push(this.expression());
        } while (this.isOp(',') && this.next());
      }
    });
    this.expect(')');
    if (args.length < fn.minArgs || args.length > fn.maxArgs) {
      this.fail(
        `${fn.name} takes ${arity(fn)} argument(s), not ${args.length}`,
        nameToken.pos,
        'wrong-arity',
      );
    }
    for (const i of fn.nameArgs) args[i] = this.asFieldName(args[i]!, fn.name, 'Literal');
    for (const i of fn.rowArgs) args[i] = this.asFieldName(args[i]!, fn.name, 'Field');
    return { type: 'Call', pos: nameToken.pos, name: fn.name, args };
  }

  /**
   * A field-name argument may be written bare (`kode`) or quoted (`'kode'`). Name arguments become
   * string literals; per-row arguments turn a quoted name into a field reference.
   */
  private asFieldName(arg: Expr, fn: FunctionName, as: 'Literal' | 'Field'): Expr {
    const name =
      arg.type === 'Field'
        ? arg.name
        : arg.type === 'Literal' && typeof arg.value === 'string'
          ? arg.value
          : null;
    if (name === null) {
      if (as === 'Field') return arg;
      return this.fail(`${fn} needs a field name here`, arg.pos, 'field-name-expected');
    }
    if (FORBIDDEN_NAMES.has(name)) this.fail(`'${name}' cannot be used as a name`, arg.pos, 'forbidden-name');
    return as === 'Literal'
      ? { type: 'Literal', pos: arg.pos, value: name }
      : { type: 'Field', pos: arg.pos, name };
  }
}

function describe(t: Token): string {
  if (t.type === 'eof') return 'end of expression';
  if (t.type === 'string') return 'text';
  return `'${t.value}'`;
}
