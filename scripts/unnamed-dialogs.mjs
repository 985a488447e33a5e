// The unnamed dialog check of `npm run lint` (scripts/lint.mjs): an element the web code marks as a
// dialog (`role="dialog"` or `role="alertdialog"`) carries its name (`aria-label` or `aria-labelledby`),
// so a screen reader says what it is (axe `aria-dialog-name`, serious; issue 36 found the install prompt
// without one). PrimeReact's Dialog names itself from its header. Tests are left out.
import { findInWebSources } from './copies.mjs';

const ROLE = /(?<=\s)role\s*=\s*\{?\s*['"`](dialog|alertdialog)['"`]/g;
const NAMED = /\baria-label(?:ledby)?\s*=/;

/** The JSX opening tag around `at`: from its `<` to the `>` that closes it outside braces. */
function tagAround(text, at) {
  const start = text.lastIndexOf('<', at);
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    else if (c === '>' && depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/**
 * The dialogs a source text marks without a name, with their line:
 * `unnamedDialogs('<div role="dialog">')` is `[{ line: 1, role: 'dialog' }]`.
 * @param {string} text
 * @returns {{ line: number, role: string }[]}
 */
export function unnamedDialogs(text) {
  return [...text.matchAll(ROLE)]
    .filter((match) => !NAMED.test(tagAround(text, match.index)))
    .map((match) => ({ line: text.slice(0, match.index).split('\n').length, role: match[1] }));
}

/**
 * Every unnamed dialog of the web app's code, as `file:line role="dialog"`.
 * @returns {string[]}
 */
export function findUnnamedDialogs() {
  return findInWebSources(unnamedDialogs, ({ role }) => `role="${role}"`);
}
