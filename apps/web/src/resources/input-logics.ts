/**
 * Logic Custom Input Add on the generic form (docs/rules.md): each rule either computes its target
 * input from the other values, or validates the form. Pure functions over core's expression language.
 *
 * Which of the two a rule is (the record has no flag for it, `nomor_logic_input` names a logic):
 * - `nomor_logic_input` `validasi`/`validate`/`validation`/`cek`/`check` → a validation;
 *   `hitung`/`compute`/`formula` → a computation;
 * - otherwise a rule without a target field, or whose expression reads its own target
 *   (`qty <= stok` on `qty`), is a validation: it cannot be the value of its own input;
 * - otherwise it is a computation: the target shows the expression's value, read-only.
 * Rules naming only a logic number (no expression) have no built-in logic on the web and are skipped.
 */
import { compileExpr, type ExprValue, exprTruthy, type FieldDef, type PageConfig } from '@kantor/core';
import { type LookerFacts, NO_FACTS } from '../session/use-user-facts.ts';
import { type FormValue, toFormValue } from './form-values.ts';

export type ComputedLogic = { field: string; expression: string; async: boolean; ruleId: string | null };
export type ValidationLogic = {
  field: string | null;
  expression: string;
  /** Calls API_FETCH: evaluated apart (`evaluateAsync`), not by `runInputLogics`. */
  async: boolean;
  ruleId: string | null;
};
export type LogicPlan = { computed: ComputedLogic[]; validations: ValidationLogic[] };

const VALIDATION_WORDS = new Set(['validasi', 'validate', 'validation', 'cek', 'check']);
const COMPUTE_WORDS = new Set(['hitung', 'compute', 'formula', 'rumus']);

/**
 * The form's computed inputs and validations. Targets outside `names` (hidden, read-only or unknown
 * fields) are left to the server; a field computed twice keeps the first rule.
 */
export function planInputLogics(
  config: Pick<PageConfig, 'inputLogics'>,
  names: readonly string[],
): LogicPlan {
  const plan: LogicPlan = { computed: [], validations: [] };
  const taken = new Set<string>();
  for (const rule of config.inputLogics) {
    if (rule.expression === null) continue;
    let compiled: ReturnType<typeof compileExpr>;
    try {
      compiled = compileExpr(rule.expression);
    } catch {
      continue;
    }
    const word = (rule.logic ?? '').trim().toLowerCase();
    if (rule.field !== null && !names.includes(rule.field)) continue;
    const validation =
      VALIDATION_WORDS.has(word) ||
      (!COMPUTE_WORDS.has(word) && (rule.field === null || compiled.fields.includes(rule.field)));
    if (validation) {
      plan.validations.push({
        field: rule.field,
        expression: rule.expression,
        async: compiled.async,
        ruleId: rule.ruleId,
      });
      continue;
    }
    const field = rule.field as string;
    if (taken.has(field)) continue;
    taken.add(field);
    plan.computed.push({ field, expression: rule.expression, async: compiled.async, ruleId: rule.ruleId });
  }
  return plan;
}

/** An expression's value as the input of `field` holds it (a number for numeric kinds, text for text). */
export function logicResultToFormValue(field: FieldDef, value: ExprValue): FormValue {
  if (Array.isArray(value)) return toFormValue(field, value.join(', '));
  if (field.kind === 'boolean') return value === null ? false : exprTruthy(value);
  const converted = toFormValue(field, value);
  return typeof converted === 'number' && !Number.isFinite(converted) ? null : converted;
}

export type LogicRun = {
  /** The computed inputs' values. */
  computed: Record<string, FormValue>;
  /** Validations that failed: by field, and those of the whole form (no target field). */
  failedFields: Set<string>;
  formFailures: number;
};

/**
 * Runs the plan once for the current values. `record` turns form values into what expressions read
 * (payload values); `asyncValues` are the last results of API_FETCH computations (evaluated apart,
 * like API_FETCH validations, which this skips); `facts`: who is typing (`user.x`, `role.x`).
 * Computations run in rule order, each seeing the ones before; a computation that fails leaves its
 * input empty.
 */
export function runInputLogics(
  plan: LogicPlan,
  fields: Readonly<Record<string, FieldDef>>,
  values: Readonly<Record<string, FormValue>>,
  record: (values: Readonly<Record<string, FormValue>>) => Record<string, unknown>,
  rows: readonly unknown[],
  asyncValues: Readonly<Record<string, FormValue>> = {},
  facts: LookerFacts = NO_FACTS,
): LogicRun {
  const current: Record<string, FormValue> = { ...values };
  const computed: Record<string, FormValue> = {};
  for (const logic of plan.computed) {
    let result: FormValue;
    if (logic.async) {
      result = Object.hasOwn(asyncValues, logic.field) ? (asyncValues[logic.field] ?? null) : null;
    } else {
      try {
        result = logicResultToFormValue(
          fields[logic.field]!,
          compileExpr(logic.expression).evaluate({ ...facts, record: record(current), rows }),
        );
      } catch {
        result = null;
      }
    }
    computed[logic.field] = result;
    current[logic.field] = result;
  }
  const failedFields = new Set<string>();
  let formFailures = 0;
  const finalRecord = record(current);
  for (const check of plan.validations) {
    if (check.async) continue; // evaluated apart, through the API
    let ok: boolean;
    try {
      ok = exprTruthy(compileExpr(check.expression).evaluate({ ...facts, record: finalRecord, rows }));
    } catch {
      ok = true; // a rule that cannot be evaluated does not block the form
    }
    if (ok) continue;
    if (check.field === null) formFailures++;
    else failedFields.add(check.field);
  }
  return { computed, failedFields, formFailures };
}
