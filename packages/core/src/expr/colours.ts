import { EXPR_LIMITS, type Expr } from './ast.ts';
import { ExprSyntaxError } from './errors.ts';
import { type ExprContext, evaluate } from './evaluator.ts';
import { parse } from './parser.ts';
import { truthy } from './values.ts';

/**
 * CSS colour names a rule may use; anything else is refused so no arbitrary CSS is emitted.
 *
 * @example NAMED_COLOURS.has('green') // true
 */
export const NAMED_COLOURS: ReadonlySet<string> = new Set([
  'black',
  'blue',
  'brown',
  'cyan',
  'gold',
  'gray',
  'green',
  'grey',
  'indigo',
  'lime',
  'maroon',
  'navy',
  'olive',
  'orange',
  'pink',
  'purple',
  'red',
  'silver',
  'teal',
  'violet',
  'white',
  'yellow',
]);

/**
 * PrimeReact severity words (rendered as the theme's tag/row styles).
 *
 * @example SEVERITY_COLOURS.has('danger') // true
 */
export const SEVERITY_COLOURS: ReadonlySet<string> = new Set(['success', 'info', 'warning', 'danger']);

export type ColourKind = 'named' | 'hex' | 'severity';

/** One `condition => colour` pair of a Warnai List JSX rule. */
export type ColourRule = {
  condition: Expr;
  /** The condition as written (trimmed). */
  conditionSource: string;
  /** Lower-case colour: a whitelisted name, `#rgb`/`#rrggbb`, or a severity word. */
  colour: string;
  kind: ColourKind;
};

/**
 * Validates a colour and tells its kind; `null` when it is not allowed.
 *
 * @example colourKind('#FF0000') // 'hex'
 * @example colourKind('url(x)') // null
 */
export function colourKind(colour: string): ColourKind | null {
  const c = String(colour ?? '')
    .trim()
    .toLowerCase();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(c)) return 'hex';
  if (SEVERITY_COLOURS.has(c)) return 'severity';
  if (NAMED_COLOURS.has(c)) return 'named';
  return null;
}

/** Splits on unquoted `;` and line breaks, keeping each part's start offset. */
function splitParts(text: string): { part: string; offset: number }[] {
  const parts: { part: string; offset: number }[] = [];
  let quote = '';
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === undefined || c === ';' || c === '\n') {
      parts.push({ part: text.slice(start, i), offset: start });
      start = i + 1;
    }
  }
  return parts;
}

/** Index of the last unquoted `=>` in `part`, or -1. */
function arrowIndex(part: string): number {
  let quote = '';
  let found = -1;
  for (let i = 0; i < part.length; i++) {
    const c = part[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '=' && part[i + 1] === '>') found = i;
  }
  return found;
}

/** Longest colour-rule text: ten full-length conditions. */
const MAX_COLOUR_TEXT = 10 * EXPR_LIMITS.maxLength;

const ALWAYS: ReadonlySet<string> = new Set(['else', 'default', '*']);

/**
 * Parses colour rules: `condition => colour` pairs separated by `;` or line breaks. The condition
 * is an expression (`else`, `default` or `*` always match); the colour must pass `colourKind`.
 * Throws `ExprSyntaxError` with the position in the whole text.
 *
 * @example parseColourRules("status == 'Done' => green; qty < 5 => #ff0000")
 */
export function parseColourRules(text: string): ColourRule[] {
  const source = typeof text === 'string' ? text : '';
  const rules: ColourRule[] = [];
  if (source.length > MAX_COLOUR_TEXT) {
    throw new ExprSyntaxError(
      `Colour rules are too long (at most ${MAX_COLOUR_TEXT} characters)`,
      MAX_COLOUR_TEXT,
      source,
      'too-long',
    );
  }
  for (const { part, offset } of splitParts(source)) {
    if (part.trim() === '') continue;
    const arrow = arrowIndex(part);
    const lead = offset + (part.length - part.trimStart().length);
    if (arrow < 0)
      throw new ExprSyntaxError("Expected 'condition => colour'", lead, source, 'invalid-colour-rule');
    const conditionSource = part.slice(0, arrow).trim();
    const rawColour = part
      .slice(arrow + 2)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
    const kind = colourKind(rawColour);
    if (kind === null) {
      const at =
        offset + arrow + 2 + (part.slice(arrow + 2).length - part.slice(arrow + 2).trimStart().length);
      throw new ExprSyntaxError(
        `'${rawColour}' is not an allowed colour (a colour name, #rgb, #rrggbb, or success/info/warning/danger)`,
        at,
        source,
        'invalid-colour',
      );
    }
    let condition: Expr;
    if (ALWAYS.has(conditionSource.toLowerCase())) condition = { type: 'Literal', pos: 0, value: true };
    else {
      try {
        condition = parse(part.slice(0, arrow));
      } catch (error) {
        if (!(error instanceof ExprSyntaxError)) throw error;
        throw new ExprSyntaxError(error.message, offset + error.position, source, error.code);
      }
    }
    rules.push({ condition, conditionSource, colour: rawColour.toLowerCase(), kind });
  }
  return rules;
}

const CACHE_LIMIT = 500;
const cache = new Map<string, readonly ColourRule[] | ExprSyntaxError>();

/**
 * `parseColourRules` with a cache of the last 500 texts (errors included); the result is frozen
 * because it is shared.
 *
 * @example compileColourRules('qty < 5 => red') === compileColourRules('qty < 5 => red') // true
 */
export function compileColourRules(text: string): readonly ColourRule[] {
  let entry = cache.get(text);
  if (entry === undefined) {
    try {
      entry = Object.freeze(parseColourRules(text).map((rule) => Object.freeze(rule)));
    } catch (error) {
      if (!(error instanceof ExprSyntaxError)) throw error;
      entry = error;
    }
    if (typeof text === 'string' && text.length <= MAX_COLOUR_TEXT) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(text, entry);
    }
  }
  if (entry instanceof ExprSyntaxError) throw entry;
  return entry;
}

/**
 * The colour of the first rule whose condition holds for `row`, or null. A condition that cannot
 * be evaluated (e.g. uses API_FETCH) counts as not matching.
 *
 * @example pickColour(parseColourRules('qty < 5 => red'), { qty: 2 }) // 'red'
 */
export function pickColour(
  rules: readonly ColourRule[],
  row: unknown,
  context: Omit<ExprContext, 'record'> = {},
): string | null {
  for (const rule of rules) {
    try {
      if (truthy(evaluate(rule.condition, { ...context, record: row }))) return rule.colour;
    } catch {
      // An unevaluable condition does not colour anything.
    }
  }
  return null;
}
