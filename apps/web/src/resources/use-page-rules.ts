import type { PageConfig, Resource } from '@kantor/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageConfig } from '../rules/role-rules-context.tsx';
import { ruleLabel } from './page-rules.ts';
import { fieldLabelKey } from './resource-fields.ts';

export type ResourceRules = {
  config: PageConfig;
  /** The role's rules are loaded: until then the screen shows the spinner (spec §4). */
  ready: boolean;
  /** A field's label on this route: the Replace Label text, else the translated label. */
  labelOf: (name: string) => string;
};

/** The signed-in role's configuration of one route of a resource, with the label helper the screens share. */
export function useResourceRules(resource: Resource, route: string): ResourceRules {
  const { t } = useTranslation();
  const { config, ready } = usePageConfig(route);
  const labelOf = useCallback(
    (name: string) => ruleLabel(config, name, t(fieldLabelKey(resource, name))),
    [config, resource, t],
  );
  return { config, ready, labelOf };
}
