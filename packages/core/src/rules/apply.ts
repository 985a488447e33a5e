import { readOwn } from '../expr/values.ts';
import type { PageConfig } from './page-config.ts';
import type { ValueCase } from './types.ts';

type Values = Readonly<Record<string, unknown>> | null | undefined;

/** The texts a form value can match: trimmed and lower-cased; every item of a multi-select. */
function valueTexts(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap(valueTexts);
  if (typeof v === 'string') return [v.trim().toLowerCase()];
  if (typeof v === 'number' && Number.isFinite(v)) return [String(v)];
  if (typeof v === 'boolean') return [String(v)];
  return [''];
}

/** The first case whose value equals the control field's current value (case-insensitive, trimmed). */
function matchCase(cases: readonly ValueCase[], values: Values, control: string): ValueCase | undefined {
  const current = valueTexts(readOwn(values, control));
  return cases.find((c) => current.includes(c.value.trim().toLowerCase()));
}

/**
 * Fields the Hide Dinamis Input rules hide for the current form values. Per rule: the case matching
 * the control field's value (else its `default` entry) lists the fields to hide; in mirror mode the
 * listed fields are the ones shown and every other field the rule mentions (plus `allFields`, when
 * given) is hidden. The control field itself is never hidden by its own rule.
 *
 * @example applyDynamicHides(config, { jenis: 'Tunai' }) // Set { 'no_rekening', 'bank' }
 */
export function applyDynamicHides(
  config: Pick<PageConfig, 'dynamicHides'>,
  values: Values,
  allFields: readonly string[] = [],
): Set<string> {
  const hidden = new Set<string>();
  for (const rule of config.dynamicHides) {
    const picked = matchCase(rule.cases, values, rule.controlField)?.fields ?? rule.defaultFields ?? [];
    if (!rule.mirror) {
      for (const f of picked) if (f !== rule.controlField) hidden.add(f);
      continue;
    }
    const shown = new Set(picked);
    const universe = [...rule.cases.flatMap((c) => c.fields), ...(rule.defaultFields ?? []), ...allFields];
    for (const f of universe) if (!shown.has(f) && f !== rule.controlField) hidden.add(f);
  }
  return hidden;
}

/** `top` fields (those present in `fields`) first, in their order, then the rest in original order. */
function arrange(fields: readonly string[], top: readonly string[]): string[] {
  const present = new Set(fields);
  const head = [...new Set(top)].filter((f) => present.has(f));
  const inHead = new Set(head);
  return [...head, ...fields.filter((f) => !inHead.has(f))];
}

/**
 * Urut Field Teratas: the first rule whose control field's value matches a case puts that case's
 * fields on top; otherwise the default order applies; otherwise `fields` are returned unchanged.
 *
 * @example orderFields(config, ['a', 'b', 'c'], { jenis: 'Jasa' }) // ['c', 'a', 'b']
 */
export function orderFields(
  config: Pick<PageConfig, 'fieldOrderConfigs' | 'fieldOrder'>,
  fields: readonly string[],
  values: Values,
): string[] {
  for (const rule of config.fieldOrderConfigs) {
    if (rule.controlField === null) continue;
    const hit = matchCase(rule.cases, values, rule.controlField);
    if (hit) return arrange(fields, hit.fields);
  }
  return arrange(fields, config.fieldOrder);
}

/**
 * The fields a form shows, in order, for the current values. Precedence: hidden (Hide Kolom,
 * display_none) > forced visible ('ya' flag) > dynamic hide > shown.
 *
 * @example visibleFields(config, ['nama', 'harga', 'no_hp'], {}) // ['nama', 'harga'] when no_hp is hidden
 */
export function visibleFields(
  config: Pick<
    PageConfig,
    'hiddenFields' | 'forcedVisibleFields' | 'dynamicHides' | 'fieldOrderConfigs' | 'fieldOrder'
  >,
  allFields: readonly string[],
  values: Values,
): string[] {
  const hidden = new Set(config.hiddenFields);
  const forced = new Set(config.forcedVisibleFields);
  const dynamic = applyDynamicHides(config, values, allFields);
  return orderFields(config, allFields, values).filter(
    (f) => !hidden.has(f) && (forced.has(f) || !dynamic.has(f)),
  );
}

function copyExcept(record: unknown, drop: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (record === null || typeof record !== 'object') return out;
  try {
    for (const key of Object.keys(record)) {
      if (drop.has(key)) continue;
      const d = Object.getOwnPropertyDescriptor(record, key);
      if (!d || !('value' in d)) continue;
      // defineProperty, not assignment: a `__proto__` key stays data and never changes the prototype.
      Object.defineProperty(out, key, {
        value: d.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  } catch {
    // A hostile object (throwing proxy) yields what was copied so far.
  }
  return out;
}

/**
 * A copy of `record` without the role's hidden fields (server answers, exports and writes).
 * Own enumerable data properties only; the input is not changed.
 *
 * @example stripHidden({ hiddenFields: ['no_hp'] }, { nama: 'A', no_hp: '08' }) // { nama: 'A' }
 */
export function stripHidden(
  config: Pick<PageConfig, 'hiddenFields'>,
  record: unknown,
): Record<string, unknown> {
  return copyExcept(record, new Set(config.hiddenFields));
}

/**
 * Fills `{id}`/`{field}` placeholders of a list action's target with the row's values,
 * URL-encoded; a missing or non-scalar value becomes empty.
 *
 * @example fillPlaceholders('/rinvoice/view/{id}?nama={nama}', { id: 7, nama: 'A&B' }) // '/rinvoice/view/7?nama=A%26B'
 */
export function fillPlaceholders(target: string, row: unknown): string {
  return String(target ?? '').replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => {
    const v = readOwn(row, name);
    const text =
      typeof v === 'string'
        ? v
        : (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean'
          ? String(v)
          : '';
    return encodeURIComponent(text);
  });
}
