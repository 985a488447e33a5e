import { compileExpr } from '../expr/compile.ts';
import { ExprEvalError, ExprSyntaxError } from '../expr/errors.ts';
import type { ExprContext } from '../expr/evaluator.ts';
import { readOwn } from '../expr/values.ts';
import { isBlank } from '../values.ts';
import { applyDynamicHides, stripHidden } from './apply.ts';
import type { PageConfig } from './page-config.ts';

/** What formulas of Default Add If Hidden can use besides the submitted values. */
export type HiddenDefaultsContext = Omit<ExprContext, 'record'> & {
  /** Extra names formulas can read (e.g. the signed-in `user_id`); they win over submitted values. */
  variables?: Readonly<Record<string, unknown>>;
};

export type HiddenDefaultsResult = {
  /** The values to store: hidden fields removed, defaults filled. */
  values: Record<string, unknown>;
  /** Fields that received a default, in rule order. */
  applied: string[];
  errors: { field: string; code: string; message: string }[];
};

function set(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Server-side write handling for a role: hidden fields of the input are ignored (including fields
 * kept for a Hide Dinamis Input rule that hides them for these values), then each Default Add If
 * Hidden value or formula is applied to its field when the field is hidden for these values or
 * left empty. Formulas run through `core/expr` (asynchronously, for API_FETCH via `ctx.fetcher`),
 * in rule order, so a later formula sees earlier defaults. A failing formula leaves its field
 * unset and is reported in `errors`.
 *
 * @example await applyHiddenDefaults(config, { qty: 2 }, { rows }) // { values: { qty: 2, total: 30000 }, ... }
 */
export async function applyHiddenDefaults(
  config: Pick<
    PageConfig,
    'hiddenFields' | 'dynamicallyControlledFields' | 'forcedVisibleFields' | 'dynamicHides' | 'hiddenDefaults'
  >,
  input: unknown,
  ctx: HiddenDefaultsContext = {},
): Promise<HiddenDefaultsResult> {
  const dynamic = applyDynamicHides(config, (input ?? null) as Readonly<Record<string, unknown>> | null);
  const forced = new Set(config.forcedVisibleFields);
  const hiddenNow = new Set([...config.hiddenFields, ...[...dynamic].filter((f) => !forced.has(f))]);
  const values = stripHidden(
    {
      hiddenFields: [
        ...config.hiddenFields,
        ...config.dynamicallyControlledFields.filter((f) => dynamic.has(f)),
      ],
    },
    input,
  );
  const applied: string[] = [];
  const errors: HiddenDefaultsResult['errors'] = [];
  const { variables, ...exprContext } = ctx;
  for (const d of Object.values(config.hiddenDefaults)) {
    if (!hiddenNow.has(d.field) && !isBlank(readOwn(values, d.field))) continue;
    if (d.formula === null) {
      set(values, d.field, d.value);
      applied.push(d.field);
      continue;
    }
    try {
      const record = stripHidden({ hiddenFields: [] }, values);
      for (const [k, v] of Object.entries(variables ?? {})) set(record, k, v);
      set(values, d.field, await compileExpr(d.formula).evaluateAsync({ ...exprContext, record }));
      applied.push(d.field);
    } catch (error) {
      const known = error instanceof ExprEvalError || error instanceof ExprSyntaxError;
      errors.push({
        field: d.field,
        code: known ? error.code : 'fetch-failed',
        message: known ? error.message : 'the formula could not be evaluated',
      });
    }
  }
  return { values, applied, errors };
}
