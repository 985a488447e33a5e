import { notFound } from '../errors.ts';

/**
 * A serial id from a route's path (`/x/:id`): 1 to 10 digits, else 404, the answer of a record that is
 * not there (an id no serial column holds finds nothing, and saying "invalid" would tell them apart).
 */
export function idParam(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  return Number(raw);
}
