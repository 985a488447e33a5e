/**
 * What the rule engine says about a rule it skipped or did not apply, and why it took (or overrode) a
 * decision, as a key and its values: the web
 * says it in the reader's language (`roles.notes.<key>` in every locale), and the English here stays as
 * the warning's `message` for logs, the API and an import's row errors.
 */
export const RULE_NOTES = {
  notAnObject: 'a rule record is not an object',
  emptyCategory: 'kategori is empty',
  unknownCategory: "unknown kategori '{{value}}'",
  emptyRoute: "nama_route is empty (use '*' for every route)",
  internalError: 'the rule could not be applied',
  compileError: 'the rules could not be compiled',
  invalidExpression: '{{field}}: invalid',
  invalidExpressionAt: '{{field}}: {{detail}} at position {{position}}',
  noField: 'setup names no field',
  emptySetting: '{{field}} is empty',
  noControlField: 'setup names no control field',
  valueBeforeControl: 'value entries come before any control field',
  controlMapsNoField: "control field '{{field}}' maps no value to fields",
  noOrder: 'setup gives no order',
  controlMapsNoOrder: "control field '{{field}}' maps no value to an order",
  needsFilterRename: 'needs setup with rename_filter_h2, or nama_widget_h2',
  needsNumberLogic: 'needs nomor_logic_input or an expression',
  unsafeLink: "'{{value}}' is not an allowed link",
  menuEntryToReplace: 'nama_route must name the menu entry to replace',
  nothingToReplace: 'nothing to replace',
  needsLabelAndTarget: 'needs a label (replace_label) and a target (url_replace_route)',
  menuEntriesToHide: 'nama_route (or setup) must name the menu entries to hide',
  needsActionLink: 'needs label_action and link_action (or url_action)',
  noTab: 'nama_tab names no tab',
  setupNoRows: 'setup must name the rows',
  invalidSubmit: "config_submit '{{value}}' is neither Single nor Single and dynamic rows",
  needsEndpoint: 'persamaan_api_lain needs field:endpoint',
  invalidEndpoint: "'{{value}}' is not a path of this API",
  forbiddenName: "'{{value}}' cannot be used as a name",
  autofillNoField: 'kolom_single_autofill maps no field',
  otherRole: 'rule is for role {{role}}',
  blocksItsRoute: 'adds its route to blockedRoutes',
  appliesTo: 'applies to {{route}}',
  // why a decision (`Decision.note`) was taken or overridden; names and values stay as they are stored
  setByFlag: "{{field}} is '{{value}}'",
  keptForDynamicInput: 'hidden by a rule but kept: a Hide Dinamis Input rule decides its visibility',
  hiddenWins: 'hidden wins over forced visible',
  newLabel: "new label '{{value}}'",
  defaultValue: "value '{{value}}'",
  headingText: "heading '{{value}}'",
  titleText: "title '{{value}}'",
  messageText: "message '{{value}}'",
  actionLabel: "labelled '{{value}}'",
  mirrorMode: 'mirror mode',
  controlledBy: 'controlled by {{field}}',
  onlyWhen: 'when {{condition}}',
  rowsWhere: 'only rows where {{condition}}',
  placedBefore: 'placed before {{route}}',
  placedAfter: 'placed after {{route}}',
  redirectTo: 'to {{route}}',
  addsRowsFrom: 'adds rows from {{endpoint}}',
  fillsFields: 'fills {{fields}}',
  roleValue: 'role {{role}}',
  onlyActions: 'only {{actions}}',
  allRowActions: 'all row actions',
} as const;

export type RuleNoteKey = keyof typeof RULE_NOTES;
export type RuleNote = { key: RuleNoteKey; params?: Record<string, string> };

/** The note in English, its values filled in. */
export function noteText(note: RuleNote): string {
  return RULE_NOTES[note.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => note.params?.[name] ?? '');
}
