// The web's calls check of `npm run lint` (scripts/lint.mjs; docs/architecture.md "Routes declared once"):
// web code outside apps/web/src/api calls the API only through a route's declaration (`callRoute`, or
// `callAt` with its address in a first load), never by hand. It fails on a call of the client's
// `api.get`, `post`, `put`, `delete` or `patch`, and on a string or template that writes an `/api/`
// path, outside apps/web/src/api and the tests, unless ALLOWED names the file and the finding with its
// reason. An allowed entry that no longer matches anything fails too, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const WEB = 'apps/web/src';
const HAND_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** The hand-written calls kept, each with why no declaration serves it. Findings read `api.get` or the path's text. */
export const ALLOWED = [
  {
    file: 'apps/web/src/resources/use-input-logics.ts',
    finding: 'api.get',
    reason:
      'an API_FETCH formula (docs/rules.md): the path is the admin’s own, written in a rule and checked by ' +
      'core’s API_FETCH path check; no declaration names it ahead',
  },
  {
    file: 'apps/web/src/app/realtime.ts',
    finding: '/api/realtime',
    reason:
      'the realtime WebSocket, the one /api route not declared (docs/architecture.md "Not declared"): a ' +
      'socket URL, not a request the client makes',
  },
];

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'test-support'].includes(entry.name)) yield* sources(path);
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(test|e2e)\.tsx?$|\.d\.ts$|test-utils|test-support/.test(entry.name)
    ) {
      yield path;
    }
  }
}

/** The hand calls in one file's text: `{ line, finding }` for each `api.<method>(` and `/api/` literal. */
export function handCallsIn(path, text) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const at = (node, finding) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, finding });
  const visit = (node) => {
    // a module's path (`../api/client.ts`) is an import, not a call
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'api' &&
      HAND_METHODS.has(node.expression.name.text)
    )
      at(node, `api.${node.expression.name.text}`);
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const path = /\/api(?:\/[\w./:-]*)?(?=$|[^\w])/.exec(node.text);
      if (path && (path[0].length > 4 || /\/api$/.test(node.text))) at(node, path[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every hand call outside apps/web/src/api not allowed, and every allowed entry that matches none. */
export function findHandCalls(base = root, allowed = ALLOWED) {
  const used = new Set();
  const problems = [];
  for (const path of sources(join(base, WEB))) {
    const name = relative(base, path).split('\\').join('/');
    if (name.startsWith(`${WEB}/api/`)) continue;
    for (const { line, finding } of handCallsIn(name, readFileSync(path, 'utf8'))) {
      const entry = allowed.find((a) => a.file === name && a.finding === finding);
      if (entry) used.add(entry);
      else
        problems.push(
          `${name}:${line}: ${finding} written by hand (call the route's declaration: callRoute)`,
        );
    }
  }
  for (const entry of allowed)
    if (!used.has(entry))
      problems.push(`${entry.file}: allowed "${entry.finding}" is no longer there (drop it)`);
  return problems;
}
