/**
 * The reader's words for a file (core's column-words.ts): every column's label as the list shows it
 * (the interface language, the role's Replace Label rules) and every fixed option's label, sent with an
 * export (its header row, relations and options written as labels) and an import (its header row may
 * use them). Print uses the same labels (`labelOf`), so paper and files agree.
 */
import type { ColumnWords, Resource } from '@kantor/core';
import type { TFunction } from 'i18next';
import {
  fieldLabelKey,
  type OptionText,
  optionsOf,
  optionTextOf,
  visibleFields,
} from '../resource-fields.ts';

export function readerWords(
  resource: Resource,
  labelOf: (name: string) => string,
  option: OptionText,
  title: string,
): ColumnWords {
  const fields: Record<string, string> = {};
  const options: Record<string, Record<string, string>> = {};
  for (const name of ['id', ...visibleFields(resource), 'created_at', 'updated_at']) {
    fields[name] = labelOf(name);
    const field = resource.fields[name];
    if (field?.kind !== 'select') continue;
    const list = optionsOf(field, option);
    if (list.length > 0) options[name] = Object.fromEntries(list.map((o) => [String(o.value), o.label]));
  }
  return { fields, options, title };
}

/** The words as the `labels` query parameter the export and import routes read. */
export const wordsParam = (words: ColumnWords) => JSON.stringify(words);

/** The words of a screen: `labelOf` (the list's, with the role's rules), else the translated labels. */
export function screenWords(
  resource: Resource,
  t: TFunction,
  labelOf?: (name: string) => string,
): ColumnWords {
  const label = labelOf ?? ((name: string) => t(fieldLabelKey(resource, name)));
  return readerWords(resource, label, optionTextOf(t), t(resource.labelKey));
}
