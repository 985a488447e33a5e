import type { Builder } from './builder.ts';
import { parseFieldList } from './field-list.ts';
import { isSafeName } from './record.ts';
import type { ValueCase } from './types.ts';

/** Field (or menu, tab) names from field-list text, dropping unusable names with a warning. */
export function names(b: Builder, text: string): string[] {
  const out: string[] = [];
  for (const { name } of parseFieldList(text)) {
    if (!isSafeName(name)) {
      b.warn('forbidden-name', { key: 'forbiddenName', params: { value: name } });
      continue;
    }
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** The first of `texts` that is non-empty and not just dots. */
export function firstMeaningful(...texts: string[]): string {
  return texts.find((t) => t !== '' && !/^[.\s]*$/.test(t)) ?? '';
}

/** A control field with its value cases, from `control, value:f1|f2, default:f3` text. */
export type ControlGroup = { control: string | null; cases: ValueCase[]; defaults: string[] | null };

/**
 * Reads the value-driven syntax of Hide Dinamis Input and Urut Field Teratas: an entry without a
 * value names the control field; following `value:field|field` entries map its values; a
 * `default:…` entry applies when no value matches. Another bare name starts a new control field.
 *
 * @example controlGroups(b, 'jenis, Tunai:no_rek|bank, default:bank')
 *   // [{ control: 'jenis', cases: [{ value: 'Tunai', fields: ['no_rek', 'bank'] }], defaults: ['bank'] }]
 */
export function controlGroups(b: Builder, text: string): ControlGroup[] {
  const groups: ControlGroup[] = [];
  let group: ControlGroup | null = null;
  const safe = (fields: string[]) =>
    fields.filter((f) => {
      if (isSafeName(f)) return true;
      b.warn('forbidden-name', { key: 'forbiddenName', params: { value: f } });
      return false;
    });
  for (const entry of parseFieldList(text)) {
    if (entry.values.length === 0 && entry.name.toLowerCase() !== 'default') {
      if (!isSafeName(entry.name)) {
        b.warn('forbidden-name', { key: 'forbiddenName', params: { value: entry.name } });
        group = null;
        continue;
      }
      group = { control: entry.name, cases: [], defaults: null };
      groups.push(group);
      continue;
    }
    if (group === null) {
      group = { control: null, cases: [], defaults: null };
      groups.push(group);
    }
    const fields = safe(entry.values);
    if (entry.name.toLowerCase() === 'default') group.defaults ??= fields;
    else group.cases.push({ value: entry.name, fields });
  }
  return groups;
}
