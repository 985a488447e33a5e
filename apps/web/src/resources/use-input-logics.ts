import { type ApiFetcher, compileExpr, DEBOUNCE_MS, type PageConfig, type Resource } from '@kantor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api/api.ts';
import { type FormValue, type FormValues, validationValues } from './form-values.ts';
import { type LogicRun, logicResultToFormValue, planInputLogics, runInputLogics } from './input-logics.ts';

/** API_FETCH of a formula: this product's API only (core checks the path), as the signed-in user. */
const fetcher: ApiFetcher = (path, params) => api.get(path, { ...params });

export type InputLogics = LogicRun & {
  /** Inputs whose value a rule computes (shown read-only). */
  computedFields: ReadonlySet<string>;
};

/**
 * Logic Custom Input Add, live: the computed inputs for the current values (and dynamic rows), and the
 * validations that fail. Formulas with API_FETCH are evaluated 500 ms after the values stop changing.
 */
export function useInputLogics(
  resource: Resource,
  config: PageConfig,
  names: readonly string[],
  values: Readonly<FormValues>,
  rows: readonly unknown[],
): InputLogics {
  const plan = useMemo(() => planInputLogics(config, names), [config, names]);
  const computedFields = useMemo(() => new Set(plan.computed.map((logic) => logic.field)), [plan]);
  const recordOf = useCallback(
    (current: Readonly<Record<string, FormValue>>) => validationValues(resource, names, current),
    [resource, names],
  );
  const [asyncValues, setAsyncValues] = useState<Record<string, FormValue>>({});
  const run = runInputLogics(plan, resource.fields, values, recordOf, rows, asyncValues);

  const latest = useRef({ values, rows, computed: run.computed });
  latest.current = { values, rows, computed: run.computed };
  const asyncPlan = plan.computed.filter((logic) => logic.async);
  // What the formulas read: the typed values and the rows (not their own results, so no loop).
  const inputKey = asyncPlan.length === 0 ? '' : JSON.stringify([recordOf(values), rows]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: inputKey stands for the values and rows
  useEffect(() => {
    if (asyncPlan.length === 0) return;
    let live = true;
    const timer = setTimeout(async () => {
      const { values: typed, rows: currentRows, computed } = latest.current;
      const current: Record<string, FormValue> = { ...typed, ...computed };
      const next: Record<string, FormValue> = {};
      for (const logic of asyncPlan) {
        try {
          const value = await compileExpr(logic.expression).evaluateAsync({
            record: recordOf(current),
            rows: currentRows,
            fetcher,
          });
          next[logic.field] = logicResultToFormValue(resource.fields[logic.field]!, value);
        } catch {
          next[logic.field] = null;
        }
        current[logic.field] = next[logic.field] ?? null;
      }
      if (live) setAsyncValues(next);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [inputKey, plan, recordOf, resource]);

  return { ...run, computedFields };
}
