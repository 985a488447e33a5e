import { isBlank } from '../values.ts';
import { isReservedDomain, normaliseDomain } from './domains.ts';
import type { DataField, SectionDef } from './sections.ts';

/** One problem with a `data` key: a message key of the catalogue (`validation.*`) and its parameters. */
export type DataIssue = { key: string; params?: Record<string, string | number> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{5,24}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Only web addresses, mail and phone links, and paths of this site: never `javascript:` or `data:`. */
export const SAFE_LINK =
  /^(https?:\/\/[^\s<>"]+|mailto:[^\s<>"]+|tel:[0-9+() .-]+|\/(?!\/)[^\s<>"]*|#[\w-]*)$/i;

/** The lines of a `lines` value: an array of texts, or one text with a line per entry. */
export function linesOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\r?\n/) : [];
  return raw.map((line) => (typeof line === 'string' ? line.trim() : '')).filter((line) => line !== '');
}

function checkOne(field: DataField, value: unknown): { value?: unknown; issue?: DataIssue } {
  const text = typeof value === 'string' ? value.trim() : value;
  const tooLong = (s: string) => field.max !== undefined && s.length > field.max;
  switch (field.type) {
    case 'integer':
    case 'money': {
      const n = typeof text === 'number' ? text : typeof text === 'string' ? Number(text) : Number.NaN;
      if (!Number.isInteger(n)) return { issue: { key: 'validation.integer' } };
      if (field.min !== undefined && n < field.min)
        return { issue: { key: 'validation.rangeMin', params: { min: field.min } } };
      if (field.max !== undefined && n > field.max)
        return { issue: { key: 'validation.rangeMax', params: { max: field.max } } };
      return { value: n };
    }
    case 'boolean':
      if (typeof value === 'boolean') return { value };
      if (value === 'true' || value === 'false') return { value: value === 'true' };
      return { issue: { key: 'validation.boolean' } };
    case 'lines': {
      if (!Array.isArray(value) && typeof value !== 'string') return { issue: { key: 'validation.invalid' } };
      const lines = linesOf(value);
      if (lines.length > 50) return { issue: { key: 'validation.invalid' } };
      const long = lines.find(tooLong);
      if (long !== undefined) return { issue: { key: 'validation.lengthMax', params: { max: field.max! } } };
      return { value: lines };
    }
    case 'domains': {
      if (!Array.isArray(value) && typeof value !== 'string') return { issue: { key: 'validation.invalid' } };
      const lines = linesOf(value);
      if (lines.length > 50) return { issue: { key: 'validation.invalid' } };
      const domains: string[] = [];
      for (const line of lines) {
        const domain = normaliseDomain(line);
        if (!domain || isReservedDomain(domain))
          return { issue: { key: 'validation.siteDomain', params: { domain: line.slice(0, 80) } } };
        if (!domains.includes(domain)) domains.push(domain);
      }
      return { value: domains };
    }
    default: {
      if (typeof text !== 'string') return { issue: { key: 'validation.invalid' } };
      if (tooLong(text)) return { issue: { key: 'validation.lengthMax', params: { max: field.max! } } };
      if (field.type === 'url' && (!SAFE_LINK.test(text) || text.length > 500))
        return { issue: { key: 'validation.url' } };
      if (field.type === 'email' && !EMAIL.test(text)) return { issue: { key: 'validation.email' } };
      if (field.type === 'phone' && !PHONE.test(text)) return { issue: { key: 'validation.invalid' } };
      if (field.type === 'color' && !COLOR.test(text)) return { issue: { key: 'validation.invalid' } };
      if (field.type === 'clock' && !CLOCK.test(text)) return { issue: { key: 'validation.time' } };
      if (field.type === 'select' && !(field.options ?? []).includes(text))
        return { issue: { key: 'validation.in' } };
      if (!field.max && text.length > 2000)
        return { issue: { key: 'validation.lengthMax', params: { max: 2000 } } };
      return { value: text };
    }
  }
}

/**
 * Checks and normalises a section's `data` against its catalogue entry: declared keys are checked by
 * type (numbers as integers, lines as arrays, blank values dropped), the identity key is set from the
 * section, and keys the catalogue does not declare are kept as they are (other modules keep settings
 * in the company profile). Issues are keyed `data.<name>`.
 *
 * @example checkSectionData(sectionByKey('price')!, { harga: '150000' }).data.harga === 150000
 */
export function checkSectionData(
  section: SectionDef,
  data: unknown,
): { data: Record<string, unknown>; issues: Record<string, DataIssue[]> } {
  const issues: Record<string, DataIssue[]> = {};
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    return { data: {}, issues: { data: [{ key: 'validation.json' }] } };
  }
  const input = (data ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...input };
  for (const field of section.data) {
    const value = input[field.name];
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
      delete out[field.name];
      if (field.required) issues[`data.${field.name}`] = [{ key: 'validation.required' }];
      continue;
    }
    const checked = checkOne(field, value);
    if (checked.issue) issues[`data.${field.name}`] = [checked.issue];
    else out[field.name] = checked.value;
  }
  if (section.match) out[section.match.name] = section.match.value;
  return { data: out, issues };
}

/** Whether a stored link may be put in an `href` (web, mail, phone or a path of this site). */
export function isSafeLink(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 500 && SAFE_LINK.test(value.trim());
}

/** Fills `{{name}}` placeholders from `values`; unknown names stay as typed. @example fillTemplate('Hi {{nama}}', { nama: 'Ayu' }) === 'Hi Ayu' */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}
