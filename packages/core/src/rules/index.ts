export { applyDynamicHides, fillPlaceholders, orderFields, stripHidden, visibleFields } from './apply.ts';
export { defaultPageConfig } from './builder.ts';
export { CATEGORY_NAMES, categoryOf, RULE_CATEGORIES } from './categories.ts';
export { compareRules, compile, type Explanation, explain, type RuleTrace } from './compile.ts';
export { type FieldListEntry, fieldListNames, formatFieldList, parseFieldList } from './field-list.ts';
export { formulaOf as defaultAddFormula } from './handlers-fields.ts';
export { blockMessage } from './handlers-page.ts';
export {
  applyHiddenDefaults,
  type HiddenDefaultsContext,
  type HiddenDefaultsResult,
} from './hidden-defaults.ts';
export { applyMenuRules } from './menu.ts';
export { mergePageConfigs } from './merge-roles.ts';
export { noteText, RULE_NOTES, type RuleNote, type RuleNoteKey } from './notes.ts';
export type * from './page-config.ts';
export { safeLink } from './record.ts';
export type * from './types.ts';
