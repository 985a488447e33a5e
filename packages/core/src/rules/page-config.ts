import type { RuleNote } from './notes.ts';
import type {
  BlockedPage,
  ColumnLogic,
  DynamicHide,
  FieldOrderConfig,
  HiddenDefault,
  InputLogic,
  ListAction,
  ListColour,
  ManualMenu,
  MenuReplacement,
  PageNotification,
  RuleCategory,
  SingleDynamicRow,
  SingleFieldAutofill,
  SingleRowAutofill,
} from './types.ts';

/** What a rule did to a field, menu, tab or the page. */
export type DecisionEffect =
  | 'hidden'
  | 'forced-visible'
  | 'kept-for-dynamic-input'
  | 'dynamic-control'
  | 'dynamic-target'
  | 'label'
  | 'default'
  | 'column-logic'
  | 'colour'
  | 'input-logic'
  | 'order'
  | 'filter-hidden'
  | 'filter-renamed'
  | 'camera-timestamp'
  | 'autofill'
  | 'menu-replaced'
  | 'menu-hidden'
  | 'menu-added'
  | 'tab-hidden'
  | 'action-added'
  | 'blocked'
  | 'route-blocked'
  | 'header-title'
  | 'filter-heading'
  | 'redirect-after-login'
  | 'hide-action-button'
  | 'hide-add-button'
  | 'default-role-id'
  | 'notification'
  | 'single-dynamic-row'
  | 'row-colour'
  | 'row-scope'
  | 'read-only'
  | 'required';

/** One field permission of a role (see `PageConfig.fieldRules`). */
export type FieldRule = {
  field: string;
  rule: 'readOnly' | 'required';
  condition: string | null;
  ruleId: string | null;
};

export type Decision = {
  ruleId: string | null;
  category: RuleCategory;
  effect: DecisionEffect;
  /** False when a rule of higher precedence (or an earlier one) won. */
  applied: boolean;
  /** Why, as a key and its values (`noteText` gives the English; the web says it in the reader's language). */
  note?: RuleNote;
};

export type Decisions = {
  /** Per field name (also filters and columns). */
  fields: Record<string, Decision[]>;
  /** Per normalised menu route. */
  menus: Record<string, Decision[]>;
  tabs: Record<string, Decision[]>;
  /** Page-wide decisions (blocking, title, buttons, redirect, notifications). */
  page: Decision[];
};

export type WarningCode =
  | 'not-an-object'
  | 'missing-category'
  | 'unknown-category'
  | 'missing-route'
  | 'missing-field'
  | 'missing-value'
  | 'forbidden-name'
  | 'invalid-expression'
  | 'invalid-colour'
  | 'unsafe-link'
  | 'invalid-endpoint'
  | 'invalid-setup'
  | 'internal-error';

export type CompileWarning = {
  ruleId: string | null;
  kategori: string;
  code: WarningCode;
  /** In English, for logs and the API; `note` says it in the reader's language. */
  message: string;
  note: RuleNote;
};

/** The per-role configuration of one route (spec §3 "Resulting per-role page configuration"). */
export type PageConfig = {
  /** The role and normalised route it was compiled for (null role: guest defaults). */
  role: string | null;
  route: string;
  hiddenFields: string[];
  /** Hidden by a rule but kept because a Hide Dinamis Input rule controls them. */
  dynamicallyControlledFields: string[];
  forcedVisibleFields: string[];
  labelReplacements: Record<string, string>;
  hiddenDefaults: Record<string, HiddenDefault>;
  listColumnLogics: Record<string, ColumnLogic>;
  listColours: ListColour[];
  inputLogics: InputLogic[];
  dynamicHides: DynamicHide[];
  /** The default order of the first Urut Field Teratas rule that has one. */
  fieldOrder: string[];
  fieldOrderConfigs: FieldOrderConfig[];
  singleDynamicRow: SingleDynamicRow | null;
  singleRowAutofills: SingleRowAutofill[];
  singleFieldAutofills: SingleFieldAutofill[];
  cameraTimestampFields: string[];
  hiddenFilters: string[];
  filterRenames: Record<string, string>;
  filterHeading: string | null;
  hiddenTabs: string[];
  menuReplacements: Record<string, MenuReplacement>;
  manualMenus: ManualMenu[];
  hiddenMenus: string[];
  listActions: ListAction[];
  hideActionButton: boolean;
  /** Specific row actions to hide (`view`, `edit`, `delete` or a list action id). */
  hiddenActionButtons: string[];
  hideAddButton: boolean;
  defaultRoleIdAdd: string | null;
  headerTitle: string | null;
  blocked: BlockedPage | null;
  /** Normalised routes of every block rule of the role, whatever the current route. */
  blockedRoutes: string[];
  redirectAfterLogin: string | null;
  notifications: PageNotification[];
  /**
   * Batasi Baris conditions on this route's resource (issue 37): every one must hold for a row the
   * role reaches. The server applies them (access/row-scope.ts); a page shows them to explain a list.
   */
  rowScopes: { ruleId: string | null; condition: string }[];
  /**
   * Kunci Kolom and Wajib Isi (issue 37): fields read-only or required for the role on this route, when
   * `condition` (over the record as it would be saved and `user.*`) holds, or always when it is null.
   * The server refuses a write against them (422 on the field); forms show the unconditional ones.
   */
  fieldRules: FieldRule[];
  decisions: Decisions;
  warnings: CompileWarning[];
};
