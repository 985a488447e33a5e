// The helper copy check of `npm run lint` (scripts/lint.mjs), beside jscpd (which finds copied blocks of 8 lines and more): a small
// helper written again in another file (`idOf`, `msgOf`, `jakartaToday` were, four and five times). It
// reads every source file's top-level functions and arrow constants and fails when two files hold the
// same one, whatever its name: the second copy imports the first. Tests are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const DIRS = ['packages/core/src', 'apps/server/src', 'apps/web/src'];
/** Shorter bodies are idioms (`() => null`, `(v) => String(v)`), not helpers worth one home. */
const MIN_CHARS = 60;

/** The source files under a folder, tests and test support left out (lint's structure checks read them too). */
export function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test-support') yield* sources(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$|\.d\.ts$|test-utils/.test(entry.name))
      yield path;
  }
}

/**
 * What a structure check of lint finds in the web app's sources (tests left out): `scan` reads a file's
 * text and gives its findings with their line, `describe` names one; each as `file:line description`.
 * @param {(text: string) => { line: number }[]} scan
 * @param {(finding: any) => string} describe
 * @returns {string[]}
 */
export function findInWebSources(scan, describe) {
  const found = [];
  for (const path of sources(join(root, 'apps/web/src')))
    for (const finding of scan(readFileSync(path, 'utf8')))
      found.push(`${relative(root, path)}:${finding.line} ${describe(finding)}`);
  return found;
}

/** A function's parameters and body without its name, comments and layout. */
function shapeOf(node, file) {
  const printer = ts.createPrinter({ removeComments: true });
  const text = (part) => printer.printNode(ts.EmitHint.Unspecified, part, file).replace(/\s+/g, ' ');
  const params = node.parameters.map(text).join(',');
  return node.body ? `(${params})=>${text(node.body)}` : null;
}

/** The top-level helpers of a file: `function f(...)` and `const f = (...) =>` / `function (...)`. */
function* helpersOf(path) {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      yield {
        name: statement.name.text,
        line: file.getLineAndCharacterOfPosition(statement.getStart()).line + 1,
        shape: shapeOf(statement, file),
      };
    } else if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer;
        if (ts.isIdentifier(decl.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          yield {
            name: decl.name.text,
            line: file.getLineAndCharacterOfPosition(decl.getStart()).line + 1,
            shape: shapeOf(init, file),
          };
      }
    }
  }
}

export function findHelperCopies() {
  const seen = new Map();
  for (const dir of DIRS)
    for (const path of sources(join(root, dir)))
      for (const helper of helpersOf(path)) {
        if (!helper.shape || helper.shape.length < MIN_CHARS) continue;
        const list = seen.get(helper.shape) ?? [];
        list.push(`${relative(root, path)}:${helper.line} ${helper.name}`);
        seen.set(helper.shape, list);
      }
  return [...seen.values()].filter((places) => new Set(places.map((p) => p.split(':')[0])).size > 1);
}
