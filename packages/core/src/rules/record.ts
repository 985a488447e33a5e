import { FORBIDDEN_NAMES } from '../expr/ast.ts';
import { parseYesNo } from '../format/yes-no.ts';
import { normaliseRoute } from '../routes/normalise.ts';
import { categoryOf } from './categories.ts';
import type { LinkTarget, RoleRuleField, RuleCategory } from './types.ts';

/** A rule record read into trimmed text, whatever the database gave. */
export type ReadRule = {
  readonly id: string | null;
  /** `id` as a number (NaN when it is not numeric), for ordering. */
  readonly idNumber: number;
  readonly roleId: string;
  /** `nama_route` trimmed, as written. */
  readonly rawRoute: string;
  readonly kategori: string;
  readonly category: RuleCategory | null;
  readonly urutan: number | null;
  /** Trimmed text of any record field ('' when absent or not text/number/boolean). */
  text(field: RoleRuleField): string;
  /** Tie-break key for rules with the same `urutan` and `id`. */
  key(): string;
};

const KEY_FIELDS: readonly RoleRuleField[] = [
  'nama_route',
  'kategori',
  'setup',
  'replace_label',
  'url_replace_route',
  'link_action',
  'url_action',
  'label_action',
  'logika_list',
  'warna_kolom_list',
  'default_add',
  'keterangan',
];

/**
 * Trimmed text of a record value: strings, finite numbers and booleans; '' for anything else.
 *
 * @example fieldText({ urutan: 3 }, 'urutan') // '3'
 */
export function fieldText(record: unknown, field: string): string {
  if (record === null || typeof record !== 'object') return '';
  let v: unknown;
  try {
    // Own properties only: inherited values are ignored. (A throwing getter or proxy reads as '').
    v = Object.hasOwn(record, field) ? (record as Record<string, unknown>)[field] : undefined;
  } catch {
    return '';
  }
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

class RuleRecord implements ReadRule {
  readonly id: string | null;
  readonly idNumber: number;
  readonly roleId: string;
  readonly rawRoute: string;
  readonly kategori: string;
  readonly category: RuleCategory | null;
  readonly urutan: number | null;

  constructor(
    private readonly record: object,
    roleId: string,
  ) {
    const id = fieldText(record, 'id');
    const urutan = fieldText(record, 'urutan');
    this.id = id === '' ? null : id;
    this.idNumber = id === '' ? Number.NaN : Number(id);
    this.roleId = roleId;
    this.rawRoute = fieldText(record, 'nama_route');
    this.kategori = fieldText(record, 'kategori');
    this.category = categoryOf(this.kategori);
    this.urutan = NUMBER.test(urutan) ? Number(urutan) : null;
  }

  text(field: RoleRuleField): string {
    return fieldText(this.record, field);
  }

  key(): string {
    return KEY_FIELDS.map((f) => this.text(f)).join('\u0000');
  }
}

/** Whether a value can be a rule record (a non-array object). */
export const isRecordLike = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads a rule record; null for anything that is not a plain object. `roleId` may be passed when
 * the caller already read it.
 */
export function readRule(record: unknown, roleId?: string): ReadRule | null {
  if (!isRecordLike(record)) return null;
  return new RuleRecord(record, roleId ?? fieldText(record, 'role_id'));
}

const HIDE_WORDS: ReadonlySet<string> = new Set(['none', 'hide', 'hidden']);

/** 'ya', 'yes', 'true', '1', … (the one word list, parseYesNo) */
export const isYes = (text: string): boolean => parseYesNo(text) === true;
/** 'tidak', 'no', 'false', '0', … */
export const isNo = (text: string): boolean => parseYesNo(text) === false;
/** A `display_none` value that hides ('ya', 'true', '1', 'none', …). */
export const isHideFlag = (text: string): boolean => isYes(text) || HIDE_WORDS.has(text.trim().toLowerCase());

/** Whether a name can be used as a field, menu, tab or record key. */
export const isSafeName = (name: string): boolean => name !== '' && !FORBIDDEN_NAMES.has(name);

/**
 * A link a rule may point to: an in-app path (made absolute, normalised only by trimming) or an
 * http(s) URL when `allowExternal`. Refuses other schemes (`javascript:`), protocol-relative
 * `//host`, backslashes and control characters.
 *
 * @example safeLink('rsupplier/add') // '/rsupplier/add'
 * @example safeLink('javascript:alert(1)') // null
 */
export function safeLink(text: string, allowExternal = true): string | null {
  const t = text.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (t === '' || /[\\\u0000-\u001f\u007f\s]/.test(t)) return null;
  if (/^https?:\/\/[^/]/i.test(t)) return allowExternal ? t : null;
  if (t.startsWith('//')) return null;
  const colon = t.indexOf(':');
  const firstBreak = t.search(/[/?#]/);
  if (colon >= 0 && (firstBreak < 0 || colon < firstBreak)) return null;
  return t.startsWith('/') ? t : `/${t}`;
}

/** A link target, or null when it is not one of the four HTML keywords. */
export function linkTarget(text: string): LinkTarget | null {
  const t = text.trim().toLowerCase();
  return t === '_blank' || t === '_self' || t === '_parent' || t === '_top' ? t : null;
}

const routeMemo = new Map<string, string>();

/** The route a rule is attached to, normalised; '' when empty. `*` routes keep their star. */
export function ruleRoute(raw: string): string {
  if (raw === '') return '';
  let route = routeMemo.get(raw);
  if (route === undefined) {
    route = raw.endsWith('*') ? raw : normaliseRoute(raw);
    if (routeMemo.size >= 2000) routeMemo.clear();
    routeMemo.set(raw, route);
  }
  return route;
}
