import { romanMonth } from './roman.ts';

/** `012/INV/XI/2026`: running number, code, Roman month, year (the Indonesian letter style). */
export const DEFAULT_INVOICE_NUMBER_TEMPLATE = '{seq}/{code}/{roman}/{yyyy}';

/** The longest template an admin may set (the number column and the printed header have room for it). */
export const MAX_NUMBER_TEMPLATE_LENGTH = 60;

/** What a document number is made of: the running number, the document's date and its code (INV). */
export type DocNumberParts = { seq: number; date: string; code: string };

const KNOWN = '(seq(?::(\\d{1,2}))?|code|roman|mm|yyyy|yy)';
const TOKEN = new RegExp(`\\{${KNOWN}\\}`, 'g');
const KNOWN_ONLY = new RegExp(`^${KNOWN}$`);
const ANY_TOKEN = /\{([^{}]*)\}/g;
const SEQ = /\{seq(?::\d{1,2})?\}/;
const YEAR = /\{(yyyy|yy)\}/;

/** Year and month of a `YYYY-MM-DD` date; anything else is a RangeError (a number needs its date). */
function yearMonth(date: string): { year: string; month: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > 31)
    throw new RangeError(`a document date is YYYY-MM-DD: "${date}"`);
  return { year: match[1]!, month };
}

/**
 * A document number from its template: `{seq}` (the running number, zero-padded to 3), `{seq:N}`
 * (padded to N), `{code}`, `{roman}` (the month in Roman numerals), `{mm}`, `{yyyy}`, `{yy}` of the
 * document's date. A running number wider than the padding is written in full (1234 stays 1234); any
 * other text, and an unknown token, is copied as is (`validateNumberTemplate` reports those). A date
 * that is not `YYYY-MM-DD`, or a running number that is not a whole number ≥ 0, is a RangeError.
 *
 * @example formatDocNumber('{seq}/{code}/{roman}/{yyyy}', { seq: 12, date: '2026-11-05', code: 'INV' }) === '012/INV/XI/2026'
 */
export function formatDocNumber(template: string, parts: DocNumberParts): string {
  if (!Number.isSafeInteger(parts.seq) || parts.seq < 0)
    throw new RangeError(`a running number is a whole number ≥ 0: ${parts.seq}`);
  const { year, month } = yearMonth(parts.date);
  return template.replace(TOKEN, (_all, token: string, pad?: string) => {
    if (token.startsWith('seq')) return String(parts.seq).padStart(pad ? Number(pad) : 3, '0');
    switch (token) {
      case 'code':
        return parts.code;
      case 'roman':
        return romanMonth(month);
      case 'mm':
        return String(month).padStart(2, '0');
      case 'yyyy':
        return year;
      default:
        return year.slice(2);
    }
  });
}

/**
 * What is wrong with a template an admin typed, in English for the log and the form (empty when it can
 * be used): longer than 60 characters; no `{seq}`; an unknown token; an unclosed brace; and no `{yyyy}` or
 * `{yy}`: numbering restarts every year (`numberingPeriod`), so without the year 001 would come again.
 *
 * @example validateNumberTemplate('{seq}/{bulan}/{yyyy}') // ['unknown token {bulan}']
 */
export function validateNumberTemplate(template: string): string[] {
  const problems: string[] = [];
  if (template.length > MAX_NUMBER_TEMPLATE_LENGTH)
    problems.push(`at most ${MAX_NUMBER_TEMPLATE_LENGTH} characters`);
  if (!SEQ.test(template)) problems.push('must contain {seq}');
  if (!YEAR.test(template)) problems.push('must contain {yyyy} or {yy} (numbering restarts every year)');
  for (const [, token] of template.matchAll(ANY_TOKEN)) {
    if (!KNOWN_ONLY.test(token ?? '')) problems.push(`unknown token {${token}}`);
  }
  if (/[{}]/.test(template.replace(ANY_TOKEN, ''))) problems.push('unbalanced { or }');
  return problems;
}

/**
 * The period a running number restarts in: the document's year as `YYYY` (invoice numbers reset yearly,
 * so the counter key is per code and year). A date that is not `YYYY-MM-DD` is a RangeError.
 *
 * @example numberingPeriod('2026-11-05') === '2026'
 */
export function numberingPeriod(date: string): string {
  return yearMonth(date).year;
}
