/**
 * Maintenance ticket numbers, e.g. `TKT-2611-0001`: the prefix, the ticket's month as `YYMM` (Asia/Jakarta)
 * and a running number that starts again each month, four digits wide (wider past 9999).
 */
export const TICKET_PREFIX = 'TKT';

/**
 * The numbering period of a ticket dated `day` (`YYYY-MM-DD`, or a longer ISO text): its counter key.
 *
 * @example ticketPeriod('2026-11-24') === 'TKT-2611'
 */
export function ticketPeriod(day: string): string {
  const match = /^(\d{2})(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return `${TICKET_PREFIX}-${match[2]}${match[3]}`;
}

/**
 * The ticket number `sequence` of the month of `day`.
 *
 * @example ticketNumber('2026-11-24', 1) === 'TKT-2611-0001'
 * @example ticketNumber('2026-11-24', 12345) === 'TKT-2611-12345'
 */
export function ticketNumber(day: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`bad ticket sequence: ${sequence}`);
  return `${ticketPeriod(day)}-${String(sequence).padStart(4, '0')}`;
}

/**
 * Reads a number made by {@link ticketNumber} back into its period and sequence; null for other text.
 *
 * @example parseTicketNumber('TKT-2611-0042') // { period: 'TKT-2611', sequence: 42 }
 * @example parseTicketNumber('A-17') === null
 */
export function parseTicketNumber(text: string): { period: string; sequence: number } | null {
  const match = /^(TKT-\d{4})-(\d{4,9})$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { period: match[1]!, sequence } : null;
}
