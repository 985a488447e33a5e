/** Small hooks the generic screens share: permissions, the API language, message text. */
import { defaultMessage, type RecordCan, type ScreenCan, type ValidationIssue } from '@kantor/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';

export type Abilities = { view: boolean; add: boolean; edit: boolean; delete: boolean };

const NOTHING: ScreenCan = {
  view: false,
  add: false,
  edit: false,
  delete: false,
  export: false,
  import: false,
};
const NO_RECORD: RecordCan = { view: false, edit: false, delete: false };

/**
 * What the server said the caller may do on a resource's list screen (the list answer's `can`): the
 * same policy that accepts or refuses the calls (pages, admin-managed and owner rules, Blokir rules,
 * read-only resources). Nothing is offered until the answer is there: the pages list alone guessed
 * wrong where the server's rules said otherwise.
 */
export function screenCan(can: ScreenCan | undefined | null): ScreenCan {
  return can ?? NOTHING;
}

/** `screenCan` of the list answer, as a stable object while the answer's `can` is the same. */
export function useResourceCan(can: ScreenCan | undefined | null): ScreenCan {
  const { view, add, edit, delete: remove, export: exporting, import: importing } = screenCan(can);
  return useMemo(
    () => ({ view, add, edit, delete: remove, export: exporting, import: importing }),
    [view, add, edit, remove, exporting, importing],
  );
}

/** What the server said the caller may do with one record (its `_can`); nothing when it said nothing. */
export function recordCan(record: Readonly<Record<string, unknown>> | null | undefined): RecordCan {
  const can = record?._can as Partial<RecordCan> | undefined;
  if (!can || typeof can !== 'object') return NO_RECORD;
  return { view: can.view === true, edit: can.edit === true, delete: can.delete === true };
}

/** `recordCan` as a hook, stable while the record's `_can` is the same. */
export function useRecordCan(record: Readonly<Record<string, unknown>> | null | undefined): RecordCan {
  const { view, edit, delete: remove } = recordCan(record);
  return useMemo(() => ({ view, edit, delete: remove }), [view, edit, remove]);
}

/**
 * Sends the interface language as `Accept-Language`, so the server's 422 messages match it. Set during
 * render too (it is idempotent), so the first request of the screen already carries it.
 */
export function useApiLanguage(): void {
  const { i18n } = useTranslation();
  if (api.defaultHeaders['Accept-Language'] !== i18n.language) {
    api.setDefaultHeader('Accept-Language', i18n.language);
  }
  useEffect(() => {
    const apply = (language: string) => api.setDefaultHeader('Accept-Language', language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);
}

/** Text of a validation failure: the locale files' message, or core's default when a key is not translated. */
export function useIssueText(): (issue: ValidationIssue) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (issue: ValidationIssue) =>
      i18n.exists(issue.key)
        ? t(issue.key, issue.params)
        : defaultMessage(issue.key, i18n.language, issue.params),
    [t, i18n],
  );
}
