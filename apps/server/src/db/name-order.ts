/**
 * Names sort as people read them (issue 36: "lists of names sort with the locale's collation"): by the
 * ICU root collation `und-x-icu` (letters before case and accents: "apel", "bakso", "Éclair", "Zebra"),
 * not the databases' default C order, where every capital comes before every small letter ("Zebra"
 * before "apel"). Both engines have it (PGlite ships ICU's root data; PostgreSQL built with ICU, as
 * Debian's is); a database without it keeps its default order, found when it is opened.
 *
 * Numbers inside names still sort as text ("AC 10 PK" before "AC 2 PK"): ICU's numeric ordering
 * (`und-u-kn-true`) is not honoured by PGlite's build. Sorting by a collation no index carries costs a
 * sort of the matching rows (measured: 62 ms for a page of 100,000 names on PGlite, 1 ms by the index);
 * the lists of a small business's tables stay far below that.
 */

const COLLATION = 'und-x-icu';
/** Whether every database this process opened has the collation (null: none opened yet). */
let available: boolean | null = null;

/**
 * Reads whether a freshly opened database has the collation (called once per open). The query's shape is
 * written here: connect.ts calls this, and importing its type back would make a cycle.
 */
export async function detectNameCollation(
  query: (text: string, params?: unknown[]) => Promise<unknown[]>,
): Promise<void> {
  const rows = await query('SELECT 1 AS found FROM pg_collation WHERE collname = $1', [COLLATION]);
  available = (available ?? true) && rows.length > 0;
}

/**
 * A text expression as an ORDER BY term that sorts names as people read them.
 *
 * @example byName('t."nama"') // 't."nama" COLLATE "und-x-icu"'
 */
export function byName(expression: string): string {
  return available ? `${expression} COLLATE "${COLLATION}"` : expression;
}
