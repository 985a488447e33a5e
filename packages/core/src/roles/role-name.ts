/**
 * Role names as people see them: two names that look the same are the same name. A role name is
 * stored cleaned (NFKC, invisible characters removed, white space collapsed and trimmed) and is unique
 * by its key (the cleaned name case-folded), on every write path and, as a backstop against two
 * writers racing, by a unique index of the database on the same steps (db/role-name-sql.ts).
 */

type Range = readonly [from: number, to: number];

/**
 * Code points that show nothing: format characters (Cf), default-ignorables (zero-width spaces and
 * joiners, BOM, soft hyphen, variation selectors, Hangul fillers, tags) and control characters, white
 * space excepted (see {@link SPACE_RANGES}). Written out (rather than `\p{…}`) because the database
 * index must use the very same set; role-name.test.ts checks each range against Unicode's properties.
 * NUL is left out: it cannot be stored in text and the input guard refuses it.
 */
// biome-ignore format: one range per pair reads better than one number per line
export const INVISIBLE_RANGES: readonly Range[] = [
  [0x0001, 0x0008], [0x000e, 0x001f], [0x007f, 0x0084], [0x0086, 0x009f], [0x00ad, 0x00ad],
  [0x034f, 0x034f], [0x0600, 0x0605], [0x061c, 0x061c], [0x06dd, 0x06dd], [0x070f, 0x070f],
  [0x0890, 0x0891], [0x08e2, 0x08e2], [0x115f, 0x1160], [0x17b4, 0x17b5], [0x180b, 0x180f],
  [0x200b, 0x200f], [0x202a, 0x202e], [0x2060, 0x206f], [0x3164, 0x3164], [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff], [0xffa0, 0xffa0], [0xfff0, 0xfffb], [0x110bd, 0x110bd], [0x110cd, 0x110cd],
  [0x13430, 0x1343f], [0x1bca0, 0x1bca3], [0x1d173, 0x1d17a], [0xe0000, 0xe0fff],
];

/** Unicode's White_Space: runs of it become one space (after NFKC most are a space already). */
// biome-ignore format: one range per pair reads better than one number per line
export const SPACE_RANGES: readonly Range[] = [
  [0x0009, 0x000d], [0x0020, 0x0020], [0x0085, 0x0085], [0x00a0, 0x00a0], [0x1680, 0x1680],
  [0x2000, 0x200a], [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000],
];

/**
 * A bracket expression of the ranges with `\u{…}` escapes for JavaScript, or `\uXXXX`/`\UXXXXXXXX` for
 * PostgreSQL's regular expressions (which take no braces).
 *
 * @example characterClass([[0x20, 0x20]], 'js') === '[\\u{20}]'
 */
export function characterClass(ranges: readonly Range[], dialect: 'js' | 'postgres'): string {
  const escaped = (cp: number) =>
    dialect === 'js'
      ? `\\u{${cp.toString(16)}}`
      : cp > 0xffff
        ? `\\U${cp.toString(16).padStart(8, '0')}`
        : `\\u${cp.toString(16).padStart(4, '0')}`;
  return `[${ranges.map(([from, to]) => (from === to ? escaped(from) : `${escaped(from)}-${escaped(to)}`)).join('')}]`;
}

const INVISIBLE = new RegExp(characterClass(INVISIBLE_RANGES, 'js'), 'gu');
const SPACES = new RegExp(`${characterClass(SPACE_RANGES, 'js')}+`, 'gu');

/**
 * A role name as it is stored and shown: NFKC (full-width letters, no-break and ideographic spaces
 * become plain ones), invisible characters removed, white space collapsed to one space and trimmed.
 * Case is kept.
 *
 * @example cleanRoleName('\u00a0Ad\u00admin\u3000 Gudang\ufeff') === 'Admin Gudang'
 */
export function cleanRoleName(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE, '').replace(SPACES, ' ').replace(/^ | $/g, '');
}

/**
 * The key two role names are compared by: the cleaned name case-folded (lower, then upper and lower
 * again so that `ß`/`SS` and the dotless `ı` meet their plain forms), NFKC again after case mapping.
 * Names with the same key are one name: the second is refused as taken.
 *
 * @example roleNameKey('Admin\ufeff') === roleNameKey(' admin') // both 'admin'
 */
export function roleNameKey(name: string): string {
  return cleanRoleName(name).toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
}
