import type { SingleRowAutofill } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { classNames } from 'primereact/utils';
import { type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleColour, ruleColourClass, ruleColourStyleSheet } from '../rules/rule-colours.ts';
import {
  applyLookup,
  type DynamicRow,
  isCellReadOnly,
  newRow,
  type RowsSetup,
  shownColumns,
} from './dynamic-rows.ts';
import { applyChange, type FormValue } from './form-values.ts';
import { FieldInput } from './inputs/FieldInput.tsx';
import { lookupRecord } from './lookup.ts';
import { useIssueText } from './use-resource-support.ts';

export type DynamicRowsProps = {
  setup: RowsSetup;
  rows: readonly DynamicRow[];
  onRows: (update: (rows: readonly DynamicRow[]) => DynamicRow[]) => void;
  /** single to add row same inject rules of the master route. */
  autofills: readonly SingleRowAutofill[];
  /** A row column's label (the rows' route rules may replace it). */
  labelOf: (name: string) => string;
  idPrefix: string;
  /** While saving. */
  disabled?: boolean;
};

/** The colour of a row by its validity (`kalauvalidnonvalidbgrdynamicrow`), when the rule sets one. */
function rowColour(autofills: readonly SingleRowAutofill[], row: DynamicRow) {
  const rule = row.rule === null ? undefined : autofills[row.rule];
  if (!rule || row.matched === null) return null;
  return ruleColour(row.matched ? rule.validColour : rule.invalidColour);
}

type LookupMessage = { text: string; severity: 'info' | 'error' };

/** The scan/type box of one autofill rule: Enter looks the value up and adds or counts a row. */
function LookupBox({
  rule,
  index,
  setup,
  rowsRef,
  onRows,
  label,
  inputId,
  disabled,
}: {
  rule: SingleRowAutofill;
  index: number;
  setup: RowsSetup;
  rowsRef: { current: readonly DynamicRow[] };
  onRows: DynamicRowsProps['onRows'];
  label: string;
  inputId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<LookupMessage | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const lookup = async () => {
    const value = text.trim();
    if (value === '' || busy) return;
    setBusy(true);
    try {
      const record = await lookupRecord(rule.match, value);
      const result = applyLookup(rowsRef.current, setup, rule, index, value, record);
      if (result.outcome !== 'refused') onRows(() => result.rows);
      const keys = {
        added: 'list.rows.added',
        counted: 'list.rows.counted',
        unmatched: 'list.rows.unmatched',
        refused: 'list.rows.notFound',
      } as const;
      setMessage({
        text: t(keys[result.outcome], { value }),
        severity: result.outcome === 'added' || result.outcome === 'counted' ? 'info' : 'error',
      });
      if (rule.autoClear) setText('');
      else input.current?.select();
    } catch {
      setMessage({ text: t('list.rows.lookupFailed', { value }), severity: 'error' });
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter scans, it does not submit the form
    void lookup();
  };

  return (
    <div className="resource-field resource-rows-lookup">
      <label htmlFor={inputId}>{label}</label>
      <div className="p-inputgroup">
        <InputText
          id={inputId}
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
          placeholder={t('list.rows.scanPlaceholder')}
          disabled={disabled}
          autoComplete="off"
        />
        <Button
          type="button"
          icon="pi pi-search"
          aria-label={t('list.rows.lookup')}
          loading={busy}
          disabled={disabled}
          onClick={() => void lookup()}
        />
      </div>
      {message && (
        <small
          className={message.severity === 'error' ? 'p-error' : 'resource-help'}
          role={message.severity === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </small>
      )}
    </div>
  );
}

/**
 * The dynamic rows of a master form: look-up boxes (one per autofill rule), the rows as inputs of the
 * rows' resource (looked-up values read-only, coloured valid/invalid when the rule says so), a button
 * to add an empty row, and each row's save error.
 */
export function DynamicRows({
  setup,
  rows,
  onRows,
  autofills,
  labelOf,
  idPrefix,
  disabled = false,
}: DynamicRowsProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const columns = shownColumns(setup, rows);
  const styleSheet = useMemo(
    () => ruleColourStyleSheet(rows.map((row) => rowColour(autofills, row))),
    [rows, autofills],
  );
  const title = t(setup.resource.labelKey);

  const change = (key: string, name: string, value: FormValue, label?: string | null) =>
    onRows((current) =>
      current.map((row) => {
        if (row.key !== key) return row;
        const errors = { ...row.errors };
        delete errors[name];
        return {
          ...row,
          values: applyChange(setup.resource, row.values, name, value),
          labels: label === undefined ? row.labels : { ...row.labels, [name]: label },
          errors,
        };
      }),
    );

  return (
    <section className="resource-rows" aria-label={title} data-testid="dynamic-rows">
      <h2>{title}</h2>
      {styleSheet && <style>{styleSheet}</style>}
      {autofills.length > 0 && (
        <div className="resource-form-grid">
          {autofills.map((rule, index) => (
            <LookupBox
              // biome-ignore lint/suspicious/noArrayIndexKey: rules are fixed for the page
              key={index}
              rule={rule}
              index={index}
              setup={setup}
              rowsRef={rowsRef}
              onRows={onRows}
              label={labelOf(rule.match.field)}
              inputId={`${idPrefix}-lookup-${index}`}
              disabled={disabled}
            />
          ))}
        </div>
      )}
      <div className="resource-rows-scroll">
        <table className="resource-rows-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              {columns.map((name) => (
                <th key={name} scope="col">
                  {labelOf(name)}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">{t('list.actions.rowActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2} className="resource-help">
                  {t('list.rows.empty')}
                </td>
              </tr>
            )}
            {rows.map((row, i) => (
              <RowLines
                key={row.key}
                row={row}
                number={i + 1}
                columns={columns}
                className={classNames(
                  ruleColourClass(rowColour(autofills, row)),
                  row.matched === false && 'resource-row-unmatched',
                )}
              >
                {columns.map((name) => {
                  const inputId = `${idPrefix}-${row.key}-${name}`;
                  const error = row.errors[name];
                  return (
                    <td key={name}>
                      <label htmlFor={inputId} className="sr-only">
                        {t('list.rows.cell', { field: labelOf(name), row: i + 1 })}
                      </label>
                      <FieldInput
                        resource={setup.resource}
                        name={name}
                        values={row.values}
                        inputId={inputId}
                        invalid={error !== undefined}
                        relationLabel={row.labels[name]}
                        readOnly={disabled || isCellReadOnly(setup, autofills, row, name)}
                        onChange={(field, value, label) => change(row.key, field, value, label)}
                      />
                      {error !== undefined && (
                        <small className="p-error" role="alert">
                          {typeof error === 'string' ? error : issueText(error)}
                        </small>
                      )}
                    </td>
                  );
                })}
                <td>
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    rounded
                    severity="danger"
                    aria-label={t('list.rows.remove', { row: i + 1 })}
                    disabled={disabled}
                    onClick={() => onRows((current) => current.filter((r) => r.key !== row.key))}
                  />
                </td>
              </RowLines>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('list.rows.add')}
          outlined
          size="small"
          disabled={disabled}
          onClick={() => onRows((current) => [...current, newRow(setup)])}
        />
      </div>
    </section>
  );
}

/** A row's inputs, and under them why saving it failed. */
function RowLines({
  row,
  number,
  columns,
  className,
  children,
}: {
  row: DynamicRow;
  number: number;
  columns: readonly string[];
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <tr className={className || undefined} data-row={number} data-matched={String(row.matched)}>
        <th scope="row">{number}</th>
        {children}
      </tr>
      {row.saveError && (
        <tr className="resource-row-error">
          <td colSpan={columns.length + 2}>
            <small className="p-error" role="alert">
              {row.saveError}
            </small>
          </td>
        </tr>
      )}
    </>
  );
}
