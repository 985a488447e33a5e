/**
 * The one yes/no word list of the product, for every flag a person types: query switches (`dryRun`,
 * `replace`), boolean filters and imports, role-rule flags ('ya' / 'tidak'). Indonesian and English
 * words, the short forms admins type in rules (`y`, `t` = tidak, `tdk`), and the machine forms.
 */
const YES: ReadonlySet<string> = new Set(['1', 'true', 'ya', 'iya', 'y', 'yes', 'on']);
const NO: ReadonlySet<string> = new Set(['0', 'false', 'tidak', 'tdk', 't', 'no', 'n', 'off']);

/**
 * True for a yes word, false for a no word, null for anything else (the caller decides the default).
 *
 * @example parseYesNo('Ya') === true
 * @example parseYesNo('tidak') === false
 * @example parseYesNo('mungkin') === null
 */
export function parseYesNo(value: unknown): boolean | null {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}
