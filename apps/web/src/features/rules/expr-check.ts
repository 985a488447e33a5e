/** As-you-type checks of the rule editor's expressions, with core's parser: never run, only parsed. */
import { defaultAddFormula, ExprSyntaxError, parseColourRules, validateExpr } from '@kantor/core';

export type ExprKind = 'expr' | 'colourRules' | 'formula';

export type ExprCheck =
  | { state: 'empty' }
  /** A Default Add If Hidden value that is not a formula: stored as typed. */
  | { state: 'value' }
  | { state: 'ok'; fields: readonly string[] }
  | { state: 'error'; code: string; message: string; position: number; line: number; column: number };

function lineColumn(source: string, position: number) {
  const before = source.slice(0, position).split('\n');
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
}

/**
 * Checks what was typed. `knownFields` (the route's resource fields) turns unknown names in list and
 * input logic into errors;
 * positions are always into `source` as typed (a formula's leading `=` included).
 */
export function checkExpression(kind: ExprKind, source: string, knownFields?: readonly string[]): ExprCheck {
  if (source.trim() === '') return { state: 'empty' };
  if (kind === 'colourRules') {
    try {
      parseColourRules(source);
      return { state: 'ok', fields: [] };
    } catch (error) {
      if (!(error instanceof ExprSyntaxError)) throw error;
      const { code, message, position, line, column } = error;
      return { state: 'error', code, message, position, line, column };
    }
  }
  let text = source;
  let offset = 0;
  if (kind === 'formula') {
    const formula = defaultAddFormula(source.trim());
    if (formula === null) return { state: 'value' };
    offset = source.indexOf(formula);
    text = formula;
  }
  // formulas also read variables such as user_id, so only list logic is held to the route's fields
  const known =
    kind === 'expr' && knownFields && knownFields.length > 0
      ? [...knownFields, 'id', 'created_at', 'updated_at']
      : undefined;
  const result = validateExpr(text, known ? { knownFields: known } : {});
  if (result.ok) return { state: 'ok', fields: result.fields };
  const position = result.position + Math.max(offset, 0);
  return {
    state: 'error',
    code: result.code,
    message: result.message,
    position,
    ...lineColumn(source, position),
  };
}
