/** The field-kind table and what reads it (docs/resources.md, "Field kinds"). */
export type { Decoded } from './decode.ts';
export {
  FILTER_MODE_OPERATORS,
  FILTER_OPERATORS,
  type FilterCast,
  type FilterMode,
  type FilterOperator,
} from './filter.ts';
export * from './record.ts';
export * from './shape.ts';
export * from './table.ts';
export * from './types.ts';
