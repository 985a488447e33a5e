/**
 * A `date` column as 'YYYY-MM-DD' on both engines: node-postgres is told to keep the text, PGlite answers
 * a Date at UTC midnight of that day (whatever the process time zone), so its UTC date is the day.
 */
export function dayText(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
