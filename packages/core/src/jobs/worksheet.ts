/**
 * Worksheets and proof of work (issue 35, docs/jobs.md "Worksheets"): a checklist template per job
 * type, filled by the technician for a sub job, closed by the customer's signature. The pure rules:
 * what an item is, how an answer is read (a measurement the Indonesian way: `12,5`), and which
 * required items a signature still waits for.
 */
import { parseNumberInput } from '../format/number-input.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** What an item asks: a tick, a text, a measurement with its unit, or photos (camera uploads). */
export const WORKSHEET_ITEM_KINDS = ['check', 'text', 'measure', 'photo'] as const;
export type WorksheetItemKind = (typeof WORKSHEET_ITEM_KINDS)[number];

/** At most this many items in a template, photos per item, characters of a text answer. */
export const WORKSHEET_LIMITS = { items: 50, photos: 6, text: 1000, label: 200, unit: 20 } as const;

/** An item as a template (and the worksheet's copy of it) keeps it; `key` names its answer. */
export type WorksheetItem = {
  key: string;
  kind: WorksheetItemKind;
  label: string;
  unit?: string | null;
  required: boolean;
};

/** An answer as stored: a tick, a text, a number, or comma-separated upload paths. */
export type WorksheetAnswer = boolean | string | number | null;
export type WorksheetAnswers = Record<string, WorksheetAnswer>;

/** Decimal places a measurement keeps. */
const MEASURE_DIGITS = 3;

/**
 * A measurement as typed on the phone, read the Indonesian way (`1.250,5` is 1250.5); a number as it
 * is. Null for an empty answer, undefined for text that is no number.
 *
 * @example readMeasure('12,5') === 12.5
 * @example readMeasure('abc') === undefined
 */
export function readMeasure(value: unknown): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const parsed = parseNumberInput(value, { locale: 'id-ID', fractionDigits: MEASURE_DIGITS });
  return parsed.ok ? parsed.value : undefined;
}

/** Whether an item counts as answered (a required one must be before the signature). */
export function isAnswered(item: Pick<WorksheetItem, 'kind'>, answer: WorksheetAnswer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  if (item.kind === 'check') return answer === true;
  if (item.kind === 'measure') return typeof answer === 'number';
  return typeof answer === 'string' && answer.trim() !== '';
}

/** The photos of a photo item's answer, each a stored path. */
export const photosOf = (answer: WorksheetAnswer | undefined): string[] =>
  typeof answer === 'string'
    ? answer
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [];

export type AnswerCheck = {
  /** The answers as stored: only the items' keys, each read by its kind. */
  answers: WorksheetAnswers;
  /** `answers.{key}` → catalogue keys, for the 422. */
  errors: Record<string, MessageKey[]>;
};

/**
 * Reads sent answers against the worksheet's items: unknown keys are dropped, each answer read by its
 * item's kind (a measurement through the number parser), and, when `signing`, every required item
 * not answered is named (`answers.{key}`: validation.required).
 *
 * @example checkAnswers([{ key: 'a', kind: 'measure', label: 'Tekanan', required: true }], { a: '12,5' }, true).answers.a === 12.5
 */
export function checkAnswers(
  items: readonly WorksheetItem[],
  sent: Record<string, unknown>,
  signing: boolean,
): AnswerCheck {
  const answers: WorksheetAnswers = {};
  const errors: Record<string, MessageKey[]> = {};
  for (const item of items) {
    const raw = sent[item.key];
    const field = `answers.${item.key}`;
    let value: WorksheetAnswer = null;
    if (item.kind === 'check') value = raw === true || raw === 'true' ? true : raw === false ? false : null;
    else if (item.kind === 'measure') {
      const read = readMeasure(raw);
      if (read === undefined) errors[field] = ['validation.numeric'];
      else value = read;
    } else if (typeof raw === 'string' && raw.trim() !== '') {
      value =
        item.kind === 'photo'
          ? photosOf(raw).slice(0, WORKSHEET_LIMITS.photos).join(',')
          : raw.trim().slice(0, WORKSHEET_LIMITS.text);
    } else if (raw !== undefined && raw !== null && raw !== '') errors[field] = ['validation.invalid'];
    answers[item.key] = value;
    if (signing && item.required && !errors[field] && !isAnswered(item, value))
      errors[field] = ['validation.required'];
  }
  return { answers, errors };
}

/**
 * A template's items as the admin sends them, given stable keys: an item keeps its key when it has a
 * well-formed one not used before, else gets the next free `i{n}`.
 */
export type SentItem = Omit<WorksheetItem, 'key' | 'required'> & { key?: string | null; required?: boolean };

export function keyedItems(items: readonly SentItem[]): WorksheetItem[] {
  const used = new Set<string>();
  const wellFormed = /^[a-z0-9_-]{1,40}$/;
  const out: WorksheetItem[] = [];
  let n = 1;
  for (const item of items) {
    let key = item.key && wellFormed.test(item.key) && !used.has(item.key) ? item.key : '';
    while (!key) {
      const candidate = `i${n++}`;
      if (!used.has(candidate) && !items.some((other) => other.key === candidate)) key = candidate;
    }
    used.add(key);
    out.push({
      key,
      kind: item.kind,
      label: item.label,
      unit: item.kind === 'measure' ? item.unit || null : null,
      required: item.required === true,
    });
  }
  return out;
}

/** How a worksheet stands: not started, being filled, or signed (closed). */
export const WORKSHEET_STATES = ['baru', 'diisi', 'ditandatangani'] as const;
export type WorksheetState = (typeof WORKSHEET_STATES)[number];
