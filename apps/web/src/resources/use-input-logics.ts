import {
  type ApiFetcher,
  compileExpr,
  DEBOUNCE_MS,
  exprTruthy,
  type PageConfig,
  type Resource,
} from '@kantor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api/api.ts';
import { useUserFacts } from '../session/use-user-facts.ts';
import { expressionValues, type FormValue, type FormValues } from './form-values.ts';
import { type LogicRun, logicResultToFormValue, planInputLogics, runInputLogics } from './input-logics.ts';

/** API_FETCH of a formula: this product's API only (core checks the path), as the signed-in user. */
const fetcher: ApiFetcher = (path, params) => api.get(path, { ...params });

export type InputLogics = LogicRun & {
  /** Inputs whose value a rule computes (shown read-only). */
  computedFields: ReadonlySet<string>;
  /** API_FETCH formulas wait for their answer for the current values: the form cannot be saved yet. */
  pending: boolean;
  /** Inputs an API_FETCH validation checks (to say the check is under way). */
  asyncCheckedFields: ReadonlySet<string>;
};

/** The last API_FETCH results and the values (`key`) they answer for. */
type AsyncResult = { key: string; values: Record<string, FormValue>; failed: (string | null)[] };

/**
 * Logic Custom Input Add, live: the computed inputs for the current values (and dynamic rows), and the
 * validations that fail. Formulas with API_FETCH (computations and validations) are evaluated 500 ms
 * after the values stop changing; until they answer for the current values the logics are `pending`,
 * and an API_FETCH validation that answers false fails like any other.
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
    (current: Readonly<Record<string, FormValue>>) => expressionValues(resource, names, current),
    [resource, names],
  );
  const [asyncResult, setAsyncResult] = useState<AsyncResult>({ key: '', values: {}, failed: [] });
  // who is typing (`user.x`, `role.x`), the same for every logic of the form
  const facts = useUserFacts();
  const run = runInputLogics(plan, resource.fields, values, recordOf, rows, asyncResult.values, facts);

  const latest = useRef({ values, rows, computed: run.computed, facts });
  latest.current = { values, rows, computed: run.computed, facts };
  const asyncPlan = plan.computed.filter((logic) => logic.async);
  const asyncChecks = plan.validations.filter((check) => check.async);
  const needsAsync = asyncPlan.length + asyncChecks.length > 0;
  // What the formulas read: the typed values and the rows (not their own results, so no loop).
  const inputKey = needsAsync ? JSON.stringify([recordOf(values), rows]) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: inputKey stands for the values and rows; facts for who is typing
  useEffect(() => {
    if (!needsAsync) return;
    let live = true;
    const timer = setTimeout(async () => {
      const { values: typed, rows: currentRows, computed, facts: looker } = latest.current;
      const current: Record<string, FormValue> = { ...typed, ...computed };
      const next: Record<string, FormValue> = {};
      for (const logic of asyncPlan) {
        try {
          const value = await compileExpr(logic.expression).evaluateAsync({
            ...looker,
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
      const failed: (string | null)[] = [];
      const record = recordOf(current);
      for (const check of asyncChecks) {
        try {
          const ok = await compileExpr(check.expression).evaluateAsync({
            ...looker,
            record,
            rows: currentRows,
            fetcher,
          });
          if (!exprTruthy(ok)) failed.push(check.field);
        } catch {
          // like the other validations, a rule that cannot be evaluated does not block the form
        }
      }
      if (live) setAsyncResult({ key: inputKey, values: next, failed });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [inputKey, plan, recordOf, resource, facts]);

  const pending = needsAsync && asyncResult.key !== inputKey;
  const failedFields = new Set(run.failedFields);
  let formFailures = run.formFailures;
  if (!pending) {
    for (const field of asyncResult.failed) {
      if (field === null) formFailures++;
      else failedFields.add(field);
    }
  }
  const asyncCheckedFields = new Set(asyncChecks.flatMap((check) => (check.field ? [check.field] : [])));
  return { ...run, failedFields, formFailures, computedFields, pending, asyncCheckedFields };
}
