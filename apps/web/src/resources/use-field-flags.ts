import type { PageConfig, Resource } from '@kantor/core';
import { useMemo } from 'react';
import { useUserFacts } from '../session/use-user-facts.ts';
import type { Row } from './api-hooks.ts';
import { expressionValues, type FormValues } from './form-values.ts';
import { hasConditionalFieldRules, ruleFieldFlags } from './page-rules.ts';

/**
 * The form's Kunci Kolom and Wajib Isi fields for the current values (issue 37): a conditional rule reads
 * the record as it would be saved (the stored record, then what the form holds) and the signed-in user's
 * facts, as the server does at save. Re-read only when a rule has a condition.
 */
export function useFieldFlags(
  resource: Resource,
  config: PageConfig,
  names: readonly string[],
  values: Readonly<FormValues>,
  stored: Row | null | undefined,
) {
  const facts = useUserFacts();
  const conditional = hasConditionalFieldRules(config);
  const record = useMemo(
    () => (conditional ? { ...(stored ?? {}), ...expressionValues(resource, names, values) } : null),
    [conditional, stored, resource, names, values],
  );
  return useMemo(() => ruleFieldFlags(config, record, facts), [config, record, facts]);
}
