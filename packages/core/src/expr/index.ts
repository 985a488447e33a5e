export { apiParams, isSafeApiPath, pickFromResponse } from './api-path.ts';
export type {
  BinaryOperator,
  CallNode,
  ConditionalNode,
  ContextNode,
  ContextRoot,
  Expr,
  FieldNode,
  FunctionName,
  ListNode,
  LiteralNode,
  LogicalNode,
  LogicalOperator,
  UnaryNode,
  UnaryOperator,
  Value as ExprValue,
} from './ast.ts';
export { EXPR_LIMITS, FORBIDDEN_NAMES as EXPR_FORBIDDEN_NAMES } from './ast.ts';
export {
  FUNCTIONS as EXPR_FUNCTIONS,
  type FunctionSpec,
  findFunction as findExprFunction,
} from './catalogue.ts';
export {
  type ColourKind,
  type ColourRule,
  colourKind,
  compileColourRules,
  NAMED_COLOURS,
  parseColourRules,
  pickColour,
  SEVERITY_COLOURS,
} from './colours.ts';
export {
  type CompiledExpr,
  compileExpr,
  type ExprReferences,
  type ExprValidation,
  references as exprReferences,
  type ValidateOptions,
  validateExpr,
} from './compile.ts';
export {
  ExprEvalError,
  type ExprEvalErrorCode,
  ExprSyntaxError,
  type ExprSyntaxErrorCode,
} from './errors.ts';
export { type ApiFetcher, type ExprContext, evaluate, evaluateAsync } from './evaluator.ts';
export { roundHalfAway } from './functions.ts';
export { parse } from './parser.ts';
export { toText as exprValueText, truthy as exprTruthy } from './values.ts';
