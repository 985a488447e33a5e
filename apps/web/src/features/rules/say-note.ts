import type { RuleNote } from '@kantor/core';
import type { TFunction } from 'i18next';

/**
 * A rule engine's note in the reader's words (`roles.notes.<key>`); an expression's error code is said
 * with the expression editor's own words for it.
 */
export function sayNote(t: TFunction, note: RuleNote): string {
  const params: Record<string, string> = { ...note.params };
  if (params.code)
    params.problem = t(`roles.expr.codes.${params.code}`, { defaultValue: params.detail ?? '' });
  return t(`roles.notes.${note.key}`, params);
}
