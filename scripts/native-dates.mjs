// The native date input check of `npm run lint` (scripts/lint.mjs): web code picks dates, times and
// date-times with ui/DateInput.tsx (the app's calendar, in the user's language), never with the
// browser's own `<input type="date">`, which shows 11/28/2026 on an Indonesian screen (issue 36).
// Tests are left out: they may build a native input to prove something about one.
import { findInWebSources } from './copies.mjs';

const KINDS = 'date|time|datetime-local|month|week';
/** `type="date"`, `type={'time'}`, `setAttribute('type', 'month')` and `.type = 'datetime-local'`. */
const NATIVE = new RegExp(
  `(?:\\btype\\s*=\\s*\\{?\\s*|setAttribute\\(\\s*['"\`]type['"\`]\\s*,\\s*)['"\`](${KINDS})['"\`]`,
  'g',
);

/**
 * The native date inputs a source text writes, with their line: `nativeDateInputs('<input type="date" />')`
 * is `[{ line: 1, kind: 'date' }]`.
 * @param {string} text
 * @returns {{ line: number, kind: string }[]}
 */
export function nativeDateInputs(text) {
  return [...text.matchAll(NATIVE)].map((match) => ({
    line: text.slice(0, match.index).split('\n').length,
    kind: match[1],
  }));
}

/**
 * Every native date input of the web app's code, as `file:line type="kind"`.
 * @returns {string[]}
 */
export function findNativeDateInputs() {
  return findInWebSources(nativeDateInputs, ({ kind }) => `type="${kind}"`);
}
