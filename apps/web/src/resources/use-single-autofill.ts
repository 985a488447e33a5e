import {
  type AutofillMapping,
  DEBOUNCE_MS,
  type PageConfig,
  type Resource,
  type ResourceLookup,
  type SingleFieldAutofill,
} from '@kantor/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Row } from './api-hooks.ts';
import { type FormValue, type FormValues, toFormValue } from './form-values.ts';
import { lookupRecord } from './lookup.ts';

export type AutofillStatus = 'searching' | 'found' | 'notFound' | 'failed';

/** The values (and relation labels) a matched record gives the form's fields, by the rule's mapping. */
export function autofillPatch(
  resource: Resource,
  rule: Pick<SingleFieldAutofill, 'match'> & { mapping: readonly AutofillMapping[] },
  record: Row,
  names: readonly string[],
): { values: FormValues; labels: Record<string, string | null> } {
  const values: FormValues = {};
  const labels: Record<string, string | null> = {};
  for (const { target, source } of rule.mapping) {
    if (!names.includes(target) || target === rule.match.field || !Object.hasOwn(record, source)) continue;
    const field = resource.fields[target]!;
    values[target] = toFormValue(field, record[source]);
    if (field.kind === 'relation') {
      const label = record[`${source}_label`];
      labels[target] = label == null ? null : String(label);
    }
  }
  return { values, labels };
}

/**
 * single to single same inject (and the resource's own `lookups`): when the user changes a matching field, the record with that value is
 * looked up on the rule's endpoint (500 ms after typing stops) and the mapped fields are filled.
 * Call `changed(name, value)` from the form's change handler; `status` tells the user per field.
 */
export function useSingleAutofill(
  resource: Resource,
  config: PageConfig,
  names: readonly string[],
  fill: (values: FormValues, labels: Record<string, string | null>) => void,
) {
  const [status, setStatus] = useState<Record<string, AutofillStatus>>({});
  const pending = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; abort: AbortController }>());
  const latest = useRef({ names, fill, config });
  latest.current = { names, fill, config };

  useEffect(() => {
    const running = pending.current;
    return () => {
      for (const { timer, abort } of running.values()) {
        clearTimeout(timer);
        abort.abort();
      }
      running.clear();
    };
  }, []);

  const setFieldStatus = useCallback(
    (name: string, next: AutofillStatus | null) =>
      setStatus((current) => {
        const copy = { ...current };
        if (next === null) delete copy[name];
        else copy[name] = next;
        return copy;
      }),
    [],
  );

  const changed = useCallback(
    (name: string, value: FormValue) => {
      // the resource's own look-ups first, so a role's rule mapping the same field has the last word
      const own: readonly ResourceLookup[] = resource.lookups ?? [];
      const rules = [...own, ...latest.current.config.singleFieldAutofills].filter(
        (rule) => rule.match.field === name,
      );
      if (rules.length === 0) return;
      const previous = pending.current.get(name);
      if (previous) {
        clearTimeout(previous.timer);
        previous.abort.abort();
      }
      const text = value === null || value instanceof Date ? '' : String(value).trim();
      if (text === '') {
        pending.current.delete(name);
        setFieldStatus(name, null);
        return;
      }
      const abort = new AbortController();
      const timer = setTimeout(async () => {
        setFieldStatus(name, 'searching');
        let found = false;
        try {
          for (const rule of rules) {
            const sort = 'sort' in rule ? rule.sort : undefined;
            const record = await lookupRecord(rule.match, text, abort.signal, sort);
            if (!record) continue;
            found = true;
            const patch = autofillPatch(resource, rule, record, latest.current.names);
            latest.current.fill(patch.values, patch.labels);
          }
          if (!abort.signal.aborted) setFieldStatus(name, found ? 'found' : 'notFound');
        } catch {
          if (!abort.signal.aborted) setFieldStatus(name, 'failed');
        }
      }, DEBOUNCE_MS);
      pending.current.set(name, { timer, abort });
    },
    [resource, setFieldStatus],
  );

  return { status, changed };
}
