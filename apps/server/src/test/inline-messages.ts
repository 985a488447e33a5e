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
 *   outside a catalogue file.
 */
import ts from 'typescript';

export type InlineMessageProblem = {
  rule: 'helper' | 'pair' | 'ternary' | 'call' | 'index';
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
      if (twoTexts && args.some((arg) => !isText(arg) && asksForLanguage(arg, variables)))
        report('call', node);
    }

    if (
      ts.isElementAccessExpression(node) &&
      !options.catalogue &&
      picksPosition(node.argumentExpression, positions)
    )
      report('index', node);

    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}
