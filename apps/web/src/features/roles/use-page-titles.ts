import { getResource } from '@kantor/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuEntries } from '../rules/index.ts';

/** A page's human name: the resource's title, else its side-menu label, else the page name itself. */
export function usePageTitles(): (name: string) => string {
  const { t } = useTranslation();
  const menu = useMemo(() => new Map(menuEntries().map((e) => [e.route, e.label])), []);
  return useCallback(
    (name: string) => {
      const resource = getResource(name);
      if (resource) return t(resource.labelKey, { defaultValue: name });
      const label = menu.get(`/${name}`);
      return label ? t(label, { defaultValue: name }) : name;
    },
    [t, menu],
  );
}
