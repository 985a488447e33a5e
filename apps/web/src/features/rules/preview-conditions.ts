/**
 * The rule preview "as a user" (issue 37): every condition of the previewed page (Kunci Kolom and Wajib
 * Isi, Batasi Baris, colours, column and input logic) read with a chosen login's facts, so an
 * administrator sees what `user.groups` or `user.cabang` make of a rule before saving it. Pure, no React.
 *
 * A condition that reads only who is looking (and the day) has one answer for that user; one that also
 * reads the record depends on each record, and the preview says which fields it reads, with the user's
 * values it reads beside them.
 */
import { compileExpr, type Expr, exprTruthy, exprValueText, type PageConfig } from '@kantor/core';
import type { LookerFacts } from '../../session/use-user-facts.ts';

export type ConditionKind = 'readOnly' | 'required' | 'rowScope' | 'colour' | 'logic' | 'input';

export type ConditionPreview = {
  kind: ConditionKind;
  /** The field or column it is about (null: the whole row, the form, the list's rows). */
  target: string | null;
  expression: string;
  /** `user.x` / `role.x` it reads, with the chosen user's values (null: not there). */
  facts: { path: string; value: string | null }[];
  /** Fields of the record it reads. */
  fields: readonly string[];
  /**
   * `holds` / `fails`: the answer for this user (it reads no record); `record`: it depends on each
   * record; `value`: a logic's value for this user; `invalid`: it cannot be read.
   */
  verdict: 'holds' | 'fails' | 'record' | 'value' | 'invalid';
  /** The value of a logic that reads no record. */
  value: string | null;
};

/** The `user.x` and `role.x` an expression reads, in the order written, without repeats. */
export function contextPaths(ast: Expr): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const n = node as { type?: unknown; of?: unknown; name?: unknown };
    if (n.type === 'Context') {
      const path = `${String(n.of)}.${String(n.name)}`;
      if (!found.includes(path)) found.push(path);
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(ast);
  return found;
}

function factText(facts: LookerFacts, path: string): string | null {
  const [root, name] = path.split('.') as ['user' | 'role', string];
  const source = facts[root];
  if (!source || !Object.hasOwn(source, name)) return null;
  const value = source[name];
  if (value === null || value === undefined) return null;
  return Array.isArray(value) ? `[${value.map(String).join(', ')}]` : String(value);
}

function previewOf(
  kind: ConditionKind,
  target: string | null,
  expression: string,
  facts: LookerFacts,
): ConditionPreview {
  const base = { kind, target, expression, facts: [], fields: [], value: null };
  let compiled: ReturnType<typeof compileExpr>;
  try {
    compiled = compileExpr(expression);
  } catch {
    return { ...base, verdict: 'invalid' };
  }
  const read = contextPaths(compiled.ast).map((path) => ({ path, value: factText(facts, path) }));
  const fields = [...compiled.fields, ...compiled.rowFields];
  const shown = { ...base, facts: read, fields };
  if (fields.length > 0 || compiled.async) return { ...shown, verdict: 'record' };
  try {
    const result = compiled.evaluate({ ...facts, record: {} });
    if (kind === 'logic' || kind === 'input')
      return { ...shown, verdict: 'value', value: exprValueText(result) };
    return { ...shown, verdict: exprTruthy(result) ? 'holds' : 'fails' };
  } catch {
    return { ...shown, verdict: 'invalid' };
  }
}

/** Every condition of the page configuration, read with `facts` (`NO_FACTS`: no user chosen). */
export function previewConditions(config: PageConfig, facts: LookerFacts): ConditionPreview[] {
  const out: ConditionPreview[] = [];
  for (const rule of config.fieldRules)
    if (rule.condition !== null) out.push(previewOf(rule.rule, rule.field, rule.condition, facts));
  for (const scope of config.rowScopes) out.push(previewOf('rowScope', null, scope.condition, facts));
  for (const entry of config.listColours)
    for (const rule of entry.rules) out.push(previewOf('colour', entry.column, rule.conditionSource, facts));
  for (const [name, logic] of Object.entries(config.listColumnLogics))
    out.push(previewOf('logic', name, logic.expression, facts));
  for (const logic of config.inputLogics)
    if (logic.expression !== null) out.push(previewOf('input', logic.field, logic.expression, facts));
  return out;
}
