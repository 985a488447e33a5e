import { type ColourRule, compileColourRules } from '../expr/colours.ts';
import { compileExpr } from '../expr/compile.ts';
import { ExprSyntaxError } from '../expr/errors.ts';
import type { Builder } from './builder.ts';
import type { RuleNote } from './notes.ts';
import type { FieldRule } from './page-config.ts';
import type { ReadRule } from './record.ts';
import { isHideFlag, isYes } from './record.ts';
import { controlGroups, names } from './shared.ts';

/** Applies one rule of a category to the builder. */
export type Handler = (r: ReadRule, b: Builder) => void;

/** Parses an expression, warning (and returning false) when it is invalid. */
export function checkExpression(b: Builder, source: string, what: string): boolean {
  try {
    compileExpr(source);
    return true;
  } catch (error) {
    b.warn('invalid-expression', expressionNote(what, error));
    return false;
  }
}

/** An expression's error: the parser's code and where, which the web says in the reader's words. */
function expressionNote(field: string, error: unknown): RuleNote {
  if (!(error instanceof ExprSyntaxError)) return { key: 'invalidExpression', params: { field } };
  return {
    key: 'invalidExpressionAt',
    params: { field, code: error.code, detail: error.message, position: String(error.position) },
  };
}

/** Fields named in `setup`, warning when there are none. */
function setupFields(r: ReadRule, b: Builder): string[] {
  const fields = names(b, r.text('setup'));
  if (fields.length === 0) b.warn('missing-field', { key: 'noField' });
  return fields;
}

/** Hides a field and records the decision. */
export function hide(b: Builder, field: string, note?: RuleNote): void {
  b.hidden.add(field);
  b.decide('fields', field, 'hidden', true, note);
}

/** `display_none` and `tampilkaninput_yatidak` on the field-naming categories. */
export const applyFlags: Handler = (r, b) => {
  const hideFlag = r.text('display_none');
  const showFlag = r.text('tampilkaninput_yatidak');
  const hiddenByFlag = isHideFlag(hideFlag);
  const forced = isYes(showFlag);
  if (!hiddenByFlag && !forced) return;
  for (const field of names(b, r.text('setup'))) {
    if (hiddenByFlag)
      hide(b, field, { key: 'setByFlag', params: { field: 'display_none', value: hideFlag } });
    if (forced) {
      b.forced.add(field);
      b.decide('fields', field, 'forced-visible', true, {
        key: 'setByFlag',
        params: { field: 'tampilkaninput_yatidak', value: showFlag },
      });
    }
  }
};

/** Hide Kolom: `setup` fields are hidden. See docs/rules.md. */
export const hideKolom: Handler = (r, b) => {
  for (const field of setupFields(r, b)) hide(b, field);
};

/** Replace Label: `setup` fields get `replace_label` (first rule wins). See docs/rules.md. */
export const replaceLabel: Handler = (r, b) => {
  const label = r.text('replace_label');
  const fields = setupFields(r, b);
  if (label === '')
    return b.warn('missing-value', { key: 'emptySetting', params: { field: 'replace_label' } });
  for (const field of fields) {
    const first = b.config.labelReplacements[field] === undefined;
    if (first) b.config.labelReplacements[field] = label;
    b.decide(
      'fields',
      field,
      'label',
      first,
      first ? { key: 'newLabel', params: { value: label } } : undefined,
    );
  }
};

const FORMULA_START = /^\s*(API_FETCH|SUM_BY|sum_row)\s*\(/i;

/**
 * The expression of a Default Add If Hidden value, or null when it is a plain value.
 *
 * @example formulaOf('=qty * 2') // 'qty * 2'
 * @example formulaOf('Active') // null
 */
export function formulaOf(value: string): string | null {
  if (value.startsWith('=')) return value.slice(1).trim();
  return FORMULA_START.test(value) ? value : null;
}

/** Default Add If Hidden: `setup` fields get `default_add` (value or formula). See docs/rules.md. */
export const defaultAddIfHidden: Handler = (r, b) => {
  const value = r.text('default_add');
  const fields = setupFields(r, b);
  if (value === '') return b.warn('missing-value', { key: 'emptySetting', params: { field: 'default_add' } });
  const formula = formulaOf(value);
  if (formula !== null && !checkExpression(b, formula, 'default_add')) return;
  for (const field of fields) {
    const first = b.config.hiddenDefaults[field] === undefined;
    if (first) b.config.hiddenDefaults[field] = { field, value, formula, ruleId: r.id };
    b.decide(
      'fields',
      field,
      'default',
      first,
      first ? { key: 'defaultValue', params: { value } } : undefined,
    );
  }
};

/** Logika List JSX: `setup` columns show the `logika_list` expression. See docs/rules.md. */
export const logikaList: Handler = (r, b) => {
  const expression = r.text('logika_list');
  const columns = setupFields(r, b);
  if (expression === '')
    return b.warn('missing-value', { key: 'emptySetting', params: { field: 'logika_list' } });
  if (!checkExpression(b, expression, 'logika_list')) return;
  for (const column of columns) {
    const first = b.config.listColumnLogics[column] === undefined;
    if (first) b.config.listColumnLogics[column] = { column, expression, ruleId: r.id };
    b.decide('fields', column, 'column-logic', first);
  }
};

/** Warnai List JSX / colour list: `warna_kolom_list` colours `setup` columns (or the row). See docs/rules.md. */
export const warnaiList: Handler = (r, b) => {
  const source = r.text('warna_kolom_list');
  if (source === '')
    return b.warn('missing-value', { key: 'emptySetting', params: { field: 'warna_kolom_list' } });
  let rules: readonly ColourRule[];
  try {
    rules = compileColourRules(source);
  } catch (error) {
    return b.warn(
      error instanceof ExprSyntaxError && error.code.startsWith('invalid-colour')
        ? 'invalid-colour'
        : 'invalid-expression',
      expressionNote('warna_kolom_list', error),
    );
  }
  const columns = names(b, r.text('setup'));
  for (const column of columns.length === 0 ? [null] : columns) {
    b.config.listColours.push({ column, rules, source, ruleId: r.id });
    if (column === null) b.decide('page', '', 'row-colour');
    else b.decide('fields', column, 'colour');
  }
};

/** Hide Dinamis Input: value-driven hides from `setup`, `mirror` mode. See docs/rules.md. */
export const hideDinamisInput: Handler = (r, b) => {
  const mirror = isYes(r.text('mirror'));
  const groups = controlGroups(b, r.text('setup'));
  if (groups.length === 0) return b.warn('missing-field', { key: 'noControlField' });
  for (const g of groups) {
    if (g.control === null) {
      b.warn('missing-field', { key: 'valueBeforeControl' });
      continue;
    }
    if (g.cases.length === 0 && g.defaults === null) {
      b.warn('invalid-setup', { key: 'controlMapsNoField', params: { field: String(g.control) } });
      continue;
    }
    b.config.dynamicHides.push({
      controlField: g.control,
      cases: g.cases,
      defaultFields: g.defaults,
      mirror,
      ruleId: r.id,
    });
    b.decide('fields', g.control, 'dynamic-control', true, mirror ? { key: 'mirrorMode' } : undefined);
    const targets = new Set([...g.cases.flatMap((c) => c.fields), ...(g.defaults ?? [])]);
    for (const field of targets) {
      b.dynamicTargets.add(field);
      b.decide('fields', field, 'dynamic-target', true, {
        key: 'controlledBy',
        params: { field: g.control },
      });
    }
  }
};

/** Urut Field Teratas: value-driven field orders from `setup`. See docs/rules.md. */
export const urutFieldTeratas: Handler = (r, b) => {
  const groups = controlGroups(b, r.text('setup'));
  if (groups.length === 0) return b.warn('missing-field', { key: 'noOrder' });
  for (const g of groups) {
    if (g.cases.length === 0 && g.defaults === null) {
      b.warn('invalid-setup', { key: 'controlMapsNoOrder', params: { field: String(g.control) } });
      continue;
    }
    b.config.fieldOrderConfigs.push({
      controlField: g.control,
      cases: g.cases,
      defaultOrder: g.defaults,
      ruleId: r.id,
    });
    if (g.defaults !== null && b.config.fieldOrder.length === 0) b.config.fieldOrder = g.defaults;
    if (g.control !== null) b.decide('fields', g.control, 'order');
  }
};

/** Hide Filter Sidebar: `setup` filters are hidden. See docs/rules.md. */
export const hideFilterSidebar: Handler = (r, b) => {
  for (const field of setupFields(r, b)) {
    b.add('hiddenFilters', field);
    b.decide('fields', field, 'filter-hidden');
  }
};

/** Rename Filter Sidebar: `rename_filter_h2` for `setup` filters, `nama_widget_h2` heading. See docs/rules.md. */
export const renameFilterSidebar: Handler = (r, b) => {
  const heading = r.text('nama_widget_h2');
  const label = r.text('rename_filter_h2') || r.text('replace_label');
  const fields = names(b, r.text('setup'));
  if (heading === '' && (label === '' || fields.length === 0)) {
    return b.warn('missing-value', { key: 'needsFilterRename' });
  }
  if (heading !== '') {
    const first = b.config.filterHeading === null;
    if (first) b.config.filterHeading = heading;
    b.decide('page', '', 'filter-heading', first, { key: 'headingText', params: { value: heading } });
  }
  if (label === '') return;
  for (const field of fields) {
    const first = b.config.filterRenames[field] === undefined;
    if (first) b.config.filterRenames[field] = label;
    b.decide('fields', field, 'filter-renamed', first, { key: 'newLabel', params: { value: label } });
  }
};

/** Upload to Camera Timestamp: `setup` fields use the camera. See docs/rules.md. */
export const cameraTimestamp: Handler = (r, b) => {
  for (const field of setupFields(r, b)) {
    b.add('cameraTimestampFields', field);
    b.decide('fields', field, 'camera-timestamp');
  }
};

/** Logic Custom Input Add: `nomor_logic_input` and/or an expression for `setup` fields. See docs/rules.md. */
export const logicCustomInputAdd: Handler = (r, b) => {
  const logic = r.text('nomor_logic_input') || null;
  const expression = r.text('logika_list') || r.text('default_add') || null;
  if (logic === null && expression === null) return b.warn('missing-value', { key: 'needsNumberLogic' });
  if (expression !== null && !checkExpression(b, expression, 'input logic')) return;
  const fields = names(b, r.text('setup'));
  for (const field of fields.length === 0 ? [null] : fields) {
    b.config.inputLogics.push({ logic, field, expression, ruleId: r.id });
    if (field !== null) b.decide('fields', field, 'input-logic');
  }
};

/**
 * Kunci Kolom and Wajib Isi (issue 37, docs/rules.md): `setup` fields are read-only (or required) for the
 * role, when the optional `logika_list` condition holds on the record as it would be saved (it may read
 * `user.*`), else always. The server enforces them on add, edit and import.
 */
function fieldPermission(rule: FieldRule['rule']): Handler {
  return (r, b) => {
    const fields = setupFields(r, b);
    const condition = r.text('logika_list').trim() || null;
    if (condition !== null && !checkExpression(b, condition, 'logika_list')) return;
    for (const field of fields) {
      b.config.fieldRules.push({ field, rule, condition, ruleId: r.id });
      b.decide(
        'fields',
        field,
        rule === 'readOnly' ? 'read-only' : 'required',
        true,
        condition === null ? undefined : { key: 'onlyWhen', params: { condition } },
      );
    }
  };
}

export const kunciKolom: Handler = fieldPermission('readOnly');
export const wajibIsi: Handler = fieldPermission('required');
