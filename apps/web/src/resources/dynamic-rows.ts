/**
 * The dynamic rows of a master form (Set Single Feat Dinamis Row, single to add row same inject;
 * docs/rules.md): which resource and columns the rows have, rows added by a look-up (prefilled,
 * counted up, or unmatched), their validation and their payloads. Pure functions, no React.
 */
import {
  getResource,
  inputHintOf,
  type PageConfig,
  parseNumber,
  type Resource,
  type SingleRowAutofill,
} from '@kantor/core';
import type { Row } from './api-hooks.ts';
import { expressionValues, type FormValues, initialValues, toFormValue, toPayload } from './form-values.ts';
import { formFields } from './resource-fields.ts';
import type { FieldError } from './use-form-state.ts';
import { validateFields } from './validation.ts';

export type DynamicRow = {
  key: string;
  values: FormValues;
  labels: Record<string, string | null>;
  /** true: filled from a look-up; false: added without a match; null: typed in by hand. */
  matched: boolean | null;
  /** The index of the autofill rule that added it. */
  rule: number | null;
  errors: Record<string, FieldError>;
  /** Why saving this row failed (after the master was saved). */
  saveError: string | null;
  /** The id of the saved record the row edits (edit form); null for a row not saved yet. */
  recordId: string | number | null;
  /** The row's payload as last saved (JSON), to tell changed rows from unchanged ones; null when new. */
  saved: string | null;
};

export type RowsSetup = {
  /** The rows' resource (`setup` of the rule). */
  resource: Resource;
  /** The rows' field that receives the master record's id (`taroh_id_di`). */
  idField: string;
  /** Columns every row shows. */
  columns: string[];
  /** Columns shown only while an unmatched row is in the list (`kolom_dinamis_ifnosame`). */
  extraColumns: string[];
  /** The quantity a repeated look-up counts up (`count_lebihdarisatu`), when the rows have one. */
  countField: string | null;
};

/** Quantity fields, most likely first, for counting a repeated look-up up. */
const COUNT_NAMES = ['qty', 'jumlah', 'kuantitas', 'quantity', 'banyak', 'jml'];

/**
 * The rows of a master form, or null when the role has no dynamic rows here: no Set Single Feat
 * Dinamis Row rule, its submit config is `Single`, its `setup` is not a resource, or no field can
 * receive the master id (`taroh_id_di`, else the rows' relation to the master's resource).
 * `rowsConfig` is the role's configuration of the rows' own add route: its hidden fields are not columns.
 */
export function rowsSetupOf(master: Resource, config: PageConfig, rowsConfig: PageConfig): RowsSetup | null {
  const rule = config.singleDynamicRow;
  if (!rule || rule.submit === 'single') return null;
  const resource = getResource(rule.rowsSource.trim().replace(/^\//, '').split('/')[0] ?? '');
  if (!resource || resource.readOnly) return null;
  const idField =
    rule.idField && Object.hasOwn(resource.fields, rule.idField)
      ? rule.idField
      : resource.fieldNames.find((name) => resource.fields[name]!.relation?.resource === master.name);
  if (!idField) return null;
  const hidden = new Set(rowsConfig.hiddenFields);
  const all = formFields(resource).filter((name) => name !== idField && !hidden.has(name));
  const extra = new Set(
    config.singleRowAutofills
      .filter((rule) => rule.allowUnmatched && rule.showExtraColumnsWhenUnmatched)
      .flatMap((rule) => rule.unmatchedColumns)
      .filter((name) => all.includes(name)),
  );
  const mapped = new Set(config.singleRowAutofills.flatMap((rule) => rule.mapping.map((m) => m.target)));
  const numeric = (name: string) =>
    inputHintOf(resource.fields[name]!).widget === 'number' && !mapped.has(name);
  const countField =
    COUNT_NAMES.find((name) => all.includes(name) && numeric(name)) ??
    all.find((name) => ['integer', 'decimal'].includes(resource.fields[name]!.kind) && !mapped.has(name)) ??
    null;
  return {
    resource,
    idField,
    columns: all.filter((name) => !extra.has(name)),
    extraColumns: [...extra],
    countField,
  };
}

let rowCounter = 0;

/** A new row with the declared defaults and `values` over them. */
export function newRow(
  setup: RowsSetup,
  values: FormValues = {},
  extra: Partial<Pick<DynamicRow, 'labels' | 'matched' | 'rule'>> = {},
): DynamicRow {
  rowCounter += 1;
  const names = [...setup.columns, ...setup.extraColumns];
  return {
    key: `row-${rowCounter}`,
    values: { ...initialValues(setup.resource, names, null), ...values },
    labels: extra.labels ?? {},
    matched: extra.matched ?? null,
    rule: extra.rule ?? null,
    errors: {},
    saveError: null,
    recordId: null,
    saved: null,
  };
}

/** A saved row of the master being edited, as an editable row (every cell editable). */
export function rowFromRecord(setup: RowsSetup, record: Row): DynamicRow {
  const names = [...setup.columns, ...setup.extraColumns];
  const labels: Record<string, string | null> = {};
  for (const name of names) {
    if (setup.resource.fields[name]!.kind !== 'relation') continue;
    const label = record[`${name}_label`];
    labels[name] = label == null ? null : String(label);
  }
  const row = newRow(setup, initialValues(setup.resource, names, record), { labels });
  return { ...row, recordId: record.id, saved: savedPayloadOf(setup, row) };
}

/** What a row sends, without the master's id (which does not change), as compared text. */
function savedPayloadOf(setup: RowsSetup, row: DynamicRow) {
  return JSON.stringify(toPayload(setup.resource, [...setup.columns, ...setup.extraColumns], row.values));
}

/** The row marked as saved: its record id and its current payload. */
export function markSaved(setup: RowsSetup, row: DynamicRow, recordId: string | number): DynamicRow {
  return { ...row, recordId, saved: savedPayloadOf(setup, row), errors: {}, saveError: null };
}

export type RowChange =
  | { kind: 'add'; row: DynamicRow }
  | { kind: 'edit'; row: DynamicRow }
  | { kind: 'delete'; row: DynamicRow };

/**
 * What saving the rows of an edited master sends: the changed saved rows (PUT), the new rows (POST),
 * and the saved rows the user removed (DELETE). Unchanged saved rows send nothing.
 */
export function rowChanges(
  setup: RowsSetup,
  rows: readonly DynamicRow[],
  removed: readonly DynamicRow[],
): RowChange[] {
  const changes: RowChange[] = [];
  for (const row of rows) {
    if (row.recordId === null) changes.push({ kind: 'add', row });
    else if (row.saved !== savedPayloadOf(setup, row)) changes.push({ kind: 'edit', row });
  }
  for (const row of removed) if (row.recordId !== null) changes.push({ kind: 'delete', row });
  return changes;
}

const sameText = (a: unknown, b: string) =>
  a !== null && a !== undefined && String(a).trim().toLowerCase() === b.trim().toLowerCase();

export type LookupOutcome = 'added' | 'counted' | 'unmatched' | 'refused';

/**
 * A looked-up value into the rows. With a record: a repeat counts its row up when the rule says so
 * (and the rows have a quantity), else a new row gets the value, the mapped fields and a quantity of 1.
 * Without one: an unmatched row when the rule allows it, else nothing (`refused`).
 */
export function applyLookup(
  rows: readonly DynamicRow[],
  setup: RowsSetup,
  rule: SingleRowAutofill,
  ruleIndex: number,
  value: string,
  record: Row | null,
): { rows: DynamicRow[]; outcome: LookupOutcome } {
  const { resource, countField } = setup;
  const names = [...setup.columns, ...setup.extraColumns];
  const field = rule.match.field;
  const typed: FormValues = names.includes(field)
    ? { [field]: toFormValue(resource.fields[field]!, value) }
    : {};
  if (!record) {
    if (!rule.allowUnmatched) return { rows: [...rows], outcome: 'refused' };
    const row = newRow(setup, typed, { matched: false, rule: ruleIndex });
    return { rows: [...rows, row], outcome: 'unmatched' };
  }
  if (rule.countUp && countField) {
    const existing = rows.find((row) => row.matched === true && sameText(row.values[field], value));
    if (existing) {
      const counted = rows.map((row) => {
        if (row !== existing) return row;
        const count = parseNumber(row.values[countField]) ?? 0;
        return { ...row, values: { ...row.values, [countField]: count + 1 }, errors: {} };
      });
      return { rows: counted, outcome: 'counted' };
    }
  }
  const values: FormValues = { ...typed };
  const labels: Record<string, string | null> = {};
  for (const { target, source } of rule.mapping) {
    if (!names.includes(target) || !Object.hasOwn(record, source)) continue;
    const def = resource.fields[target]!;
    values[target] = toFormValue(def, record[source]);
    if (def.kind === 'relation') {
      const label = record[`${source}_label`];
      labels[target] = label == null ? null : String(label);
    }
  }
  if (countField && (values[countField] === undefined || values[countField] === null)) values[countField] = 1;
  return {
    rows: [...rows, newRow(setup, values, { labels, matched: true, rule: ruleIndex })],
    outcome: 'added',
  };
}

/** The columns on screen: the extra ones only while a row not filled by a look-up is listed. */
export function shownColumns(setup: RowsSetup, rows: readonly DynamicRow[]): string[] {
  const unmatched = rows.some((row) => row.matched !== true);
  return unmatched ? [...setup.columns, ...setup.extraColumns] : setup.columns;
}

/**
 * Whether a cell is read-only: a matched row's looked-up values (and its extra columns, which the
 * look-up answers), never a row typed in by hand or added without a match.
 */
export function isCellReadOnly(
  setup: RowsSetup,
  autofills: readonly SingleRowAutofill[],
  row: DynamicRow,
  name: string,
) {
  if (setup.extraColumns.includes(name)) return row.matched === true;
  if (row.matched !== true || row.rule === null) return false;
  const rule = autofills[row.rule];
  return Boolean(rule?.mapping.some((m) => m.target === name) || rule?.match.field === name);
}

/** Checks every row's shown columns; the rows with their errors, and whether all passed. */
export function validateRows(
  setup: RowsSetup,
  rows: readonly DynamicRow[],
): { rows: DynamicRow[]; valid: boolean } {
  const names = shownColumns(setup, rows);
  let valid = true;
  const checked = rows.map((row) => {
    const errors = validateFields(
      setup.resource.fields,
      names,
      toPayload(setup.resource, names, row.values),
      'add',
    );
    if (Object.keys(errors).length > 0) valid = false;
    return { ...row, errors };
  });
  return { rows: checked, valid };
}

/** The request body of one row: every column (looked-up values included) and the master's id. */
export function rowPayload(
  setup: RowsSetup,
  row: DynamicRow,
  masterId: string | number,
): Record<string, unknown> {
  return {
    ...toPayload(setup.resource, [...setup.columns, ...setup.extraColumns], row.values),
    [setup.idField]: masterId,
  };
}

/** The rows as expressions read them (`sum_row`, `SUM_BY`): payload values of every column. */
export function rowsForExpressions(
  setup: RowsSetup | null,
  rows: readonly DynamicRow[],
): Record<string, unknown>[] {
  if (!setup) return [];
  const names = [...setup.columns, ...setup.extraColumns];
  return rows.map((row) => expressionValues(setup.resource, names, row.values));
}
