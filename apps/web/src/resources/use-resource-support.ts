/** Small hooks the generic screens share: permissions, the API language, message text. */
import { actionsOf, canViewRoute, defaultMessage, type Resource, type ValidationIssue } from '@kantor/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { useSession } from '../app/session-context.tsx';

export type Abilities = { view: boolean; add: boolean; edit: boolean; delete: boolean };

/** What the pages list allows on a resource (`x/view`, `x/add` ...); read-only resources are never written. */
export function useAbilities(resource: Resource): Abilities {
  const { pages } = useSession();
  return useMemo(() => {
    const actions = actionsOf(resource.name);
    const can = (action: string) => canViewRoute(pages, `/${resource.name}/${action}`, actions);
    const writable = !resource.readOnly;
    return {
      view: can('view'),
      add: writable && can('add'),
      edit: writable && can('edit'),
      delete: writable && can('delete'),
    };
  }, [pages, resource]);
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
