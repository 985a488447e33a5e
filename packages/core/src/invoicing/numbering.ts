import { romanMonth } from './roman.ts';

/** `012/INV/XI/2026`: running number, code, Roman month, year (the Indonesian letter style). */
export const DEFAULT_INVOICE_NUMBER_TEMPLATE = '{seq}/{code}/{roman}/{yyyy}';

const TOKEN = /\{(seq(?::(\d{1,2}))?|code|roman|mm|yyyy|yy)\}/g;
const ANY_TOKEN = /\{([^{}]*)\}/g;

/**
 * A document number from its template: `{seq}` (padded to 3), `{seq:N}` (padded to N), `{code}`,
 * `{roman}` (the month), `{mm}`, `{yyyy}`, `{yy}` of the document's date.
 *
 * @example formatDocNumber('{seq}/{code}/{roman}/{yyyy}', { seq: 12, date: '2026-11-05', code: 'INV' }) === '012/INV/XI/2026'
 */
export function formatDocNumber(
  template: string,
  parts: { seq: number; date: string; code: string },
): string {
  const year = parts.date.slice(0, 4);
  const month = Number(parts.date.slice(5, 7));
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

/** What is wrong with a template an admin typed (empty when it can be used). */
export function validateNumberTemplate(template: string): string[] {
  const problems: string[] = [];
  if (template.length > 60) problems.push('at most 60 characters');
  if (!/\{seq(?::\d{1,2})?\}/.test(template)) problems.push('must contain {seq}');
  for (const [, token] of template.matchAll(ANY_TOKEN)) {
    if (!/^(seq(?::\d{1,2})?|code|roman|mm|yyyy|yy)$/.test(token ?? ''))
      problems.push(`unknown token {${token}}`);
  }
  return problems;
}

/** The period a running number restarts in: the document's year (numbers reset yearly). */
export const numberingPeriod = (date: string): string => date.slice(0, 4);
