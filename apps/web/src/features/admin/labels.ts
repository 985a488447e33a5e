import { getResource } from '@kantor/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey } from '../../resources/resource-fields.ts';

/** Human names of resources and fields, from their declared label keys (the name itself when missing). */
export function useDeclarationLabels() {
  const { t } = useTranslation();
  const resourceLabel = useCallback(
    (name: string) => {
      const resource = getResource(name);
      return resource ? t(resource.labelKey, { defaultValue: name }) : name;
    },
    [t],
  );
  const fieldLabel = useCallback(
    (resourceName: string, field: string) => {
      const resource = getResource(resourceName);
      return resource ? t(fieldLabelKey(resource, field), { defaultValue: field }) : field;
    },
    [t],
  );
  return { resourceLabel, fieldLabel };
}

/** Whether a search text matches any of the given words (case-insensitive); an empty search matches. */
export function matches(search: string, ...words: (string | number | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return words.some((w) => w != null && String(w).toLowerCase().includes(needle));
}
