/**
 * Finds what issue 9 removed from the server: a message written in both languages where it is used
 * instead of in the catalogue, and a module's own way to pick the language. Read from the syntax tree
 * (TypeScript's parser), so line breaks, quotes and formatting do not hide anything:
 *
 * - `helper`: a function (or a const holding one) named like a language helper (`english`, `lang`,
 *   `localeOf`, `say` …) whose body asks for the language (the Accept-Language header, `locale`,
 *   `'en-US'`, `messageLocaleOf` …), anywhere but the one shared helper, lib/i18n.ts (a CLI's `say`
 *   that prints a line is no language helper);
 * - `pair`: an object literal holding the same text in both languages, `{ id: '…', en: '…' }` or
 *   `{ 'id-ID': '…', 'en-US': '…' }`, outside a catalogue file;
 * - `ternary`: `cond ? 'text' : 'text'` whose condition asks for the language (`english`, `en`,
 *   `locale`, `lang …`, `'en-US'`, `localeOf(…)` …, or a variable of the file set from such a
 *   question, as `const i = locale === 'id-ID' ? 1 : 2`), outside a catalogue file;
 * - `call`: a call handing over two texts together with the language, `pick(lang, 'Halo', 'Hello')`,
 *   outside a catalogue file;
 * - `index`: a text picked from a list by the language, as from `[id, en]` tuples
 *   (`const i = locale === 'id-ID' ? 0 : 1; … HEADINGS[key][i]`, `['Halo', 'Hello'][en ? 1 : 0]`),
 *   outside a catalogue file;
 * - `answer`: a text written in place (a string or template literal with words, not a catalogue key)
 *   handed straight to an error a route answers with, `new ValidationError({ file: ['No file'] })`,
 *   `new HttpError(401, 'Invalid signature')` (unless a catalogue key, its fourth argument, words the
 *   answer), `notFound('…')`/`forbidden('…')`/`unauthorized('…')` (errors.ts), or to a reply,
 *   `reply.code(404).send({ message: 'Not found' })`; such a text reaches the caller in English only.
 *   Looked for in the argument itself and in the objects, lists and branches written there; a text
 *   coming from a call (`say(request, MSG.x)`) or a variable is left alone.
 */
import ts from 'typescript';

export type InlineMessageProblem = {
  rule: 'helper' | 'pair' | 'ternary' | 'call' | 'index' | 'answer';
  line: number;
  text: string;
};

/** Names a module would give its own language switch. */
const HELPER_NAMES = new Set([
  'english',
  'isEnglish',
  'indonesian',
  'isIndonesian',
  'lang',
  'langOf',
  'language',
  'languageOf',
  'locale',
  'localeOf',
  'say',
  'word',
]);

/** Identifiers and strings that make a condition a question about the language. */
const LANGUAGE_WORD =
  /^(en|english|isEnglish|indonesian|isIndonesian|lang|langOf|language|locale|localeOf|messageLocale|messageLocaleOf)$/;
const LANGUAGE_TAG = /^(en|id)([-_][A-Za-z]{2})?$/i;

const PAIRS: readonly (readonly [string, string])[] = [
  ['id', 'en'],
  ['id-ID', 'en-US'],
];

const isText = (node: ts.Node | undefined): boolean =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
  /\p{L}/u.test(node.getText());

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  return null;
}

function asksForLanguage(condition: ts.Node, variables: ReadonlySet<string> = new Set()): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isIdentifier(node) && (LANGUAGE_WORD.test(node.text) || variables.has(node.text))) found = true;
    else if (
      ts.isStringLiteral(node) &&
      (LANGUAGE_TAG.test(node.text) || /^accept-language$/i.test(node.text))
    )
      found = true;
    else ts.forEachChild(node, visit);
  };
  visit(condition);
  return found;
}

/** Variables set from a question about the language (`const en = english(request)`, `const i = … ? 1 : 2`). */
function languageVariables(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isParenthesizedExpression(value)) value = value.expression;
      const question =
        ts.isConditionalExpression(value) || ts.isBinaryExpression(value) || ts.isCallExpression(value);
      if (question && asksForLanguage(value)) names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

/** `cond ? 0 : 1` asking for the language: a position in an `[id, en]` list. */
function isLanguagePosition(node: ts.Expression): boolean {
  const value = unwrap(node);
  return (
    ts.isConditionalExpression(value) &&
    ts.isNumericLiteral(unwrap(value.whenTrue)) &&
    ts.isNumericLiteral(unwrap(value.whenFalse)) &&
    asksForLanguage(value.condition)
  );
}

/** Variables holding such a position (`const i = locale === 'id-ID' ? 0 : 1`). */
function positionVariables(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      isLanguagePosition(node.initializer)
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * An index that picks by the language's position (`[i]`, `[en ? 1 : 0]`); a lookup keyed by the locale
 * itself (`texts[locale]`, `headers['accept-language']`) picks no position and is left alone.
 */
function picksPosition(index: ts.Expression, positions: ReadonlySet<string>): boolean {
  const value = unwrap(index);
  return (ts.isIdentifier(value) && positions.has(value.text)) || isLanguagePosition(value);
}

/** The name of a function declared by `node` that picks or asks for the language, or null. */
function languageHelper(node: ts.Node): string | null {
  if (ts.isFunctionDeclaration(node) && node.name && node.body && asksForLanguage(node.body))
    return node.name.text;
  if (
    ts.isVariableDeclaration(node) &&
    ts.isIdentifier(node.name) &&
    node.initializer &&
    (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) &&
    asksForLanguage(node.initializer.body)
  )
    return node.name.text;
  return null;
}

/** Error classes and factories of errors.ts whose text is what the caller reads. */
const ANSWERED_ERRORS = new Set(['HttpError', 'ValidationError', 'notFound', 'forbidden', 'unauthorized']);
/** A catalogue key (`validation.required`) is no text: the answer is worded from it. */
const MESSAGE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** A string or template literal holding at least one word (two letters running) that is not a key. */
function isWrittenText(node: ts.Node): boolean {
  let text: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  else return false;
  return /\p{L}{2}/u.test(text) && !MESSAGE_KEY.test(text.trim());
}

/**
 * Written texts in an argument: itself, or inside the lists and branches written in place, and in an
 * object's `message` and `errors` (a field → texts map, as is `fields`, ValidationError's first
 * argument); other properties (`{ status: 'Blocked' }`) are data, not words for the caller.
 */
function writtenTexts(node: ts.Node, fields = false): ts.Node[] {
  if (isWrittenText(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return writtenTexts(node.expression, fields);
  if (ts.isConditionalExpression(node))
    return [...writtenTexts(node.whenTrue, fields), ...writtenTexts(node.whenFalse, fields)];
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return [...writtenTexts(node.left, fields), ...writtenTexts(node.right, fields)];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => writtenTexts(element));
  if (ts.isObjectLiteralExpression(node))
    return node.properties.flatMap((property) => {
      if (!ts.isPropertyAssignment(property)) return [];
      if (fields) return writtenTexts(property.initializer);
      const key = propertyName(property.name);
      if (key === 'message') return writtenTexts(property.initializer);
      if (key === 'errors') return writtenTexts(property.initializer, true);
      return [];
    });
  return [];
}

/** The name a call or `new` is made by (`HttpError`, `errors.notFound` → `notFound`). */
function calleeName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
}

/** `reply.send(…)`, `reply.code(404).send(…)`, `reply.status(404).header(…).send(…)`. */
function isReplySend(node: ts.CallExpression): boolean {
  if (!ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'send') return false;
  let receiver: ts.Expression = node.expression.expression;
  while (ts.isCallExpression(receiver) && ts.isPropertyAccessExpression(receiver.expression))
    receiver = receiver.expression.expression;
  return ts.isIdentifier(receiver) && receiver.text === 'reply';
}

/** The texts written in place that `node` (an error made or a reply sent) hands to the caller. */
function answeredTexts(node: ts.Node): ts.Node[] {
  if (!ts.isNewExpression(node) && !ts.isCallExpression(node)) return [];
  const args = node.arguments ?? [];
  if (ts.isCallExpression(node) && isReplySend(node)) return args.flatMap((arg) => writtenTexts(arg));
  const name = calleeName(node.expression);
  if (name === null || !ANSWERED_ERRORS.has(name)) return [];
  // `new ValidationError(fields, message?)`: the first argument maps fields to their texts
  if (name === 'ValidationError') return args.flatMap((arg, i) => writtenTexts(arg, i === 0));
  // `new HttpError(status, english, extra, key)`: a key words the answer, the English is only a fallback
  if (name === 'HttpError')
    return args.flatMap((arg, i) => (i === 1 && args.length >= 4 ? [] : writtenTexts(arg)));
  return args.flatMap((arg) => writtenTexts(arg));
}

/**
 * The problems of one source file. `catalogue` files may hold text pairs (they are keyed module
 * catalogues); `helperHome` is the file allowed to define the language helper.
 */
export function inlineMessageProblems(
  source: string,
  options: { fileName?: string; catalogue?: boolean; helperHome?: boolean } = {},
): InlineMessageProblem[] {
  const file = ts.createSourceFile(options.fileName ?? 'sample.ts', source, ts.ScriptTarget.Latest, true);
  const problems: InlineMessageProblem[] = [];
  const report = (rule: InlineMessageProblem['rule'], node: ts.Node) =>
    problems.push({
      rule,
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: node.getText(file).replace(/\s+/g, ' ').slice(0, 120),
    });

  const variables = languageVariables(file);
  const positions = positionVariables(file);
  const visit = (node: ts.Node) => {
    const name = languageHelper(node);
    if (name !== null && HELPER_NAMES.has(name) && !options.helperHome) report('helper', node);

    if (ts.isObjectLiteralExpression(node) && !options.catalogue) {
      const texts = new Map<string, boolean>();
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = propertyName(property.name);
        if (key !== null) texts.set(key, isText(property.initializer));
      }
      if (PAIRS.some(([a, b]) => texts.get(a) && texts.get(b))) report('pair', node);
    }

    if (
      ts.isConditionalExpression(node) &&
      !options.catalogue &&
      isText(node.whenTrue) &&
      isText(node.whenFalse) &&
      asksForLanguage(node.condition, variables)
    )
      report('ternary', node);

    if (ts.isCallExpression(node) && !options.catalogue) {
      const args = node.arguments;
      const twoTexts = args.some((arg, i) => isText(arg) && isText(args[i + 1]));
      // an object literal is data handed over (`{ param: 'id' }` names a route parameter), not a language
      const asks = (arg: ts.Expression) =>
        !isText(arg) && !ts.isObjectLiteralExpression(unwrap(arg)) && asksForLanguage(arg, variables);
      if (twoTexts && args.some(asks)) report('call', node);
    }

    if (
      ts.isElementAccessExpression(node) &&
      !options.catalogue &&
      picksPosition(node.argumentExpression, positions)
    )
      report('index', node);

    if (!options.catalogue) for (const text of answeredTexts(node)) report('answer', text);

    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}
