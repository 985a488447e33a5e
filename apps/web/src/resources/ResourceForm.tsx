import {
  ROUTE_ADDRESSES as address,
  type PageConfig,
  type Resource,
  type resourceAddRoute,
  type resourceDeleteRoute,
  type resourceEditRoute,
  type resourceListRoute,
  visibleFields as ruleVisibleFields,
} from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { type FormEvent, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAt } from '../api/call-route.ts';
import { Spinner } from '../app/Spinner.tsx';
import { usePageConfig } from '../rules/role-rules-context.tsx';
import { showRequestError, toast } from '../ui/index.ts';
import { type ListResponse, type Row, resourceKey, useRecord, useSaveRecord } from './api-hooks.ts';
import { DynamicRows } from './DynamicRows.tsx';
import {
  type DynamicRow,
  markSaved,
  rowChanges,
  rowFromRecord,
  rowPayload,
  rowsForExpressions,
  rowsSetupOf,
  validateRows,
} from './dynamic-rows.ts';
import { FormField } from './FormField.tsx';
import { rowErrorText, rowFieldErrors, ruleStartValues } from './form-rules.ts';
import { type FormValue, toPayload } from './form-values.ts';
import { ruleLabel, withoutHidden } from './page-rules.ts';
import { fieldLabelKey, formFields } from './resource-fields.ts';
import { stateLockedFields } from './state-lock.ts';
import { useFieldFlags } from './use-field-flags.ts';
import { useFormState } from './use-form-state.ts';
import { useInputLogics } from './use-input-logics.ts';
import { type ResourceRules, useResourceRules } from './use-page-rules.ts';
import { useApiLanguage } from './use-resource-support.ts';
import { type AutofillStatus, useSingleAutofill } from './use-single-autofill.ts';
import { formPanelsOf } from './view-panels.ts';
import './resources.css';

export type ResourceFormProps = {
  resource: Resource;
  /** The record to edit; null adds a new one. */
  id: string | null;
  /**
   * After a successful save (a new record: its view; an edit: back to the list; a dialog: close and
   * refresh). `next` is `'again'` when "Simpan & tambah lagi" saved it: the caller clears the form.
   */
  onSaved: (record: Row, next?: 'again') => void;
  onCancel: () => void;
  /** Offer "Simpan & tambah lagi" beside Simpan when adding. */
  addAnother?: boolean;
  /** Values a new record starts with (e.g. the receipt a new line belongs to), over the rules' defaults. */
  presets?: Record<string, unknown>;
};

/**
 * The add and edit form of any resource, built from its declaration; used as a page and in dialogs.
 * The role's rules of `/{resource}/add` or `/{resource}/edit/{id}` shape it (docs/rules.md): hidden
 * fields are neither shown nor sent, labels and order follow the rules, dynamic hides follow the
 * values as they are typed, computed inputs and validations of Logic Custom Input Add run live,
 * autofills look values up, camera fields stamp their photos, and a master form may carry dynamic rows.
 * The spinner shows until the rules are loaded.
 */
export function ResourceForm(props: ResourceFormProps) {
  const { resource, id } = props;
  const rules = useResourceRules(
    resource,
    id === null ? `/${resource.name}/add` : `/${resource.name}/edit/${id}`,
  );
  // The rows of a master form follow the role's rules of their own add route (hidden columns, labels).
  const rowsSource = rules.config.singleDynamicRow?.rowsSource.trim().replace(/^\//, '') || resource.name;
  const rowsRules = usePageConfig(`/${rowsSource}/add`);
  if (!rules.ready || !rowsRules.ready) return <Spinner />;
  return <ResourceFormBody {...props} rules={rules} rowsConfig={rowsRules.config} />;
}

/** What the user reads under a field an autofill rule looks up. */
const AUTOFILL_KEYS: Record<AutofillStatus, string> = {
  searching: 'list.autofill.searching',
  found: 'list.autofill.found',
  notFound: 'list.autofill.notFound',
  failed: 'list.autofill.failed',
};

const filled = (value: FormValue | undefined) => value !== null && value !== undefined && value !== '';

function ResourceFormBody({
  resource,
  id,
  onSaved,
  onCancel,
  rules,
  rowsConfig,
  presets,
  addAnother,
}: ResourceFormProps & { rules: ResourceRules; rowsConfig: PageConfig }) {
  useApiLanguage();
  const { t } = useTranslation();
  const client = useQueryClient();
  const idPrefix = useId().replace(/:/g, '');
  const mode = id === null ? 'add' : 'edit';
  const { config, labelOf } = rules;
  // Hidden fields never become inputs, so they are never sent (the server ignores them too).
  const names = useMemo(() => withoutHidden(config, formFields(resource)), [resource, config]);
  const initial = useMemo(
    () => (mode === 'add' ? { ...ruleStartValues(resource, names, config), ...presets } : undefined),
    [mode, resource, names, config, presets],
  );
  const record = useRecord(resource.name, id);
  const nextAfterSave = useRef<'again' | null>(null);
  const form = useFormState(resource, names, mode, { initial });
  const save = useSaveRecord(resource.name, id);
  const [incomplete, setIncomplete] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const loaded = useRef<string | null>(null);

  // Dynamic rows: the rows' resource and columns, the rows, and a master already saved. On edit the
  // master's saved rows are loaded; `stored` are the rows the server holds (those taken out of the
  // list are deleted on save).
  const setup = useMemo(() => rowsSetupOf(resource, config, rowsConfig), [resource, config, rowsConfig]);
  const [rows, setRows] = useState<DynamicRow[]>([]);
  const [stored, setStored] = useState<DynamicRow[]>([]);
  const savedRows = useQuery({
    queryKey: [...resourceKey(setup?.resource.name ?? ''), 'rows-of', setup?.idField, id],
    queryFn: ({ signal }) =>
      callAt<typeof resourceListRoute>(address.resourceList, {
        params: { resource: setup!.resource.name },
        query: { [setup!.idField]: String(id), limit: '500' },
        signal,
      }) as Promise<ListResponse>,
    enabled: setup !== null && id !== null,
    retry: false,
  });
  const rowsLoaded = useRef<string | null>(null);
  const [savedMaster, setSavedMaster] = useState<Row | null>(null);
  const [failedRows, setFailedRows] = useState<number[]>([]);
  const [savingRows, setSavingRows] = useState(false);
  const expressionRows = useMemo(() => rowsForExpressions(setup, rows), [setup, rows]);
  const rowLabelOf = useCallback(
    (name: string) => (setup ? ruleLabel(rowsConfig, name, t(fieldLabelKey(setup.resource, name))) : name),
    [setup, rowsConfig, t],
  );

  // Computed inputs are part of the values: shown, checked, sent, and read by dynamic hides.
  const logics = useInputLogics(resource, config, names, form.values, expressionRows);
  const values = useMemo(() => ({ ...form.values, ...logics.computed }), [form.values, logics.computed]);
  const shown = ruleVisibleFields(config, names, values);
  const cameraFields = useMemo(() => new Set(config.cameraTimestampFields), [config]);
  // Kunci Kolom / Wajib Isi, conditional ones over the values and who is typing (the server decides at save)
  const fieldFlags = useFieldFlags(resource, config, names, values, record.data);
  const autofill = useSingleAutofill(resource, config, names, form.patchValues);
  // a posted document: what its state no longer lets change is shown read-only, with one notice
  const stateLock = mode === 'edit' ? stateLockedFields(resource, record.data, shown) : null;

  const { reset } = form;
  useEffect(() => {
    // Fill the form once per record; a background refetch must not overwrite what is being typed.
    if (record.data && loaded.current !== String(record.data.id)) {
      loaded.current = String(record.data.id);
      reset(record.data);
    }
  }, [record.data, reset]);
  useEffect(() => {
    // The saved rows, once: a refetch after a save must not overwrite the rows being edited.
    if (setup && savedRows.data && rowsLoaded.current !== id) {
      rowsLoaded.current = id;
      const loadedRows = (savedRows.data.records ?? []).map((row) => rowFromRecord(setup, row));
      setRows(loadedRows);
      setStored(loadedRows);
    }
  }, [setup, savedRows.data, id]);

  if (id !== null && (record.isPending || (setup !== null && savedRows.isPending)))
    return <ProgressSpinner aria-label={t('list.view.loading')} />;
  if (id !== null && record.isError) {
    const text = record.error instanceof Error ? record.error.message : t('errors.noRecordFound');
    return <Message severity="error" text={text} />;
  }
  if (setup !== null && savedRows.isError) {
    const error = savedRows.error;
    return (
      <Message severity="error" text={error instanceof Error ? error.message : t('list.rows.saveFailed')} />
    );
  }

  const change = (name: string, value: FormValue, label?: string | null) => {
    form.setValue(name, value, label);
    autofill.changed(name, value);
  };

  /**
   * Sends the rows one by one with the master's id: on add every row (the saved ones leave the list);
   * on edit the changed saved rows (PUT), the new ones (POST) and the removed ones (DELETE). The ones
   * that fail stay, with their errors (a removed row that could not be deleted comes back to the list).
   */
  const saveRows = async (master: Row): Promise<boolean> => {
    if (!setup) return true;
    const listed = new Set(rows.map((row) => row.recordId));
    const removed = stored.filter((row) => !listed.has(row.recordId));
    const changes = rowChanges(setup, rows, mode === 'edit' ? removed : []);
    if (changes.length === 0) return true;
    setSavingRows(true);
    const columns = [...setup.columns, ...setup.extraColumns];
    const name = setup.resource.name;
    const next = [...rows];
    const failedKeys = new Set<string>();
    const failed = (row: DynamicRow, error: unknown): DynamicRow => {
      failedKeys.add(row.key);
      return {
        ...row,
        errors: rowFieldErrors(error, columns),
        saveError: rowErrorText(error, rowLabelOf, t('list.rows.saveFailed')),
      };
    };
    for (const change of changes) {
      const { row } = change;
      const at = next.findIndex((r) => r.key === row.key);
      try {
        if (change.kind === 'delete') {
          await callAt<typeof resourceDeleteRoute>(address.resourceDelete, {
            params: { resource: name, id: String(row.recordId) },
          });
        } else if (change.kind === 'edit') {
          await callAt<typeof resourceEditRoute>(address.resourceEdit, {
            params: { resource: name, id: String(row.recordId) },
            body: rowPayload(setup, row, master.id),
          });
          next[at] = markSaved(setup, row, row.recordId!);
        } else {
          const answer = await callAt<typeof resourceAddRoute>(address.resourceAdd, {
            params: { resource: name },
            body: rowPayload(setup, row, master.id),
          });
          next[at] = markSaved(setup, row, answer?.record?.id ?? '');
        }
      } catch (error) {
        if (change.kind === 'delete') next.push(failed(row, error));
        else next[at] = failed(row, error);
      }
    }
    setSavingRows(false);
    void client.invalidateQueries({ queryKey: resourceKey(name) });
    // Rows are numbered as listed when saving (a failed delete comes back at the end).
    const numbered = next.map((row, index) =>
      failedKeys.has(row.key)
        ? { ...row, saveError: t('list.rows.rowFailed', { row: index + 1, message: row.saveError }) }
        : { ...row, saveError: null },
    );
    // On add the saved rows are done and leave the list; on edit they stay (they are the master's rows).
    setRows(numbered.filter((row) => mode === 'edit' || failedKeys.has(row.key)));
    // The rows the server holds now; a failed delete is back in the list (removing it again retries).
    setStored(next.filter((row) => row.recordId !== null));
    setFailedRows(numbered.flatMap((row, index) => (failedKeys.has(row.key) ? [index + 1] : [])));
    return failedKeys.size === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // which button sent the form: its click comes first (Enter clicks the first one, Simpan)
    const again = { current: nextAfterSave.current === 'again' };
    nextAfterSave.current = null;
    if (save.isPending || savingRows) return;
    setSubmitted(true);
    const masterSaved = savedMaster !== null;
    const valid = masterSaved || form.validate({ names: shown, values });
    // API_FETCH validations must have answered for these values, and passed.
    const logicOk =
      masterSaved || (!logics.pending && logics.failedFields.size === 0 && logics.formFailures === 0);
    let rowsOk = true;
    if (setup) {
      const checked = validateRows(setup, rows);
      setRows(checked.rows);
      rowsOk = checked.valid;
    }
    setIncomplete(!(valid && logicOk && rowsOk));
    if (!(valid && logicOk && rowsOk)) return;
    let master = savedMaster;
    if (!master) {
      try {
        // Only the inputs on screen are sent: hidden and dynamically hidden ones stay out.
        master = (await save.mutateAsync(toPayload(resource, shown, values))).record;
      } catch (error) {
        if (!form.applyServerErrors(error, shown)) showRequestError(error);
        return;
      }
    }
    if (!(await saveRows(master))) {
      // The master exists now: the next save sends only the rows that are left.
      setSavedMaster(master);
      return;
    }
    toast.success(t(mode === 'add' ? 'success.recordAdded' : 'success.recordUpdated'));
    onSaved(master, again.current ? 'again' : undefined);
  };

  const ruleErrorOf = (name: string) =>
    logics.failedFields.has(name) && (submitted || filled(values[name])) ? t('list.rules.logicFailed') : null;
  const busy = save.isPending || savingRows;

  return (
    <form className="resource-form" onSubmit={submit} noValidate data-testid="resource-form">
      {savedMaster && (
        <Message
          severity="warn"
          className="resource-form-message"
          text={t('list.rows.partialSaved', {
            id: String(savedMaster.id),
            rows: failedRows.join(', '),
          })}
        />
      )}
      {stateLock && (
        <Message
          severity="info"
          className="resource-form-message"
          data-testid="state-locked"
          text={
            stateLock.writable.length > 0
              ? t('list.form.stateLocked', {
                  state: stateLock.state,
                  fields: stateLock.writable.map(labelOf).join(', '),
                })
              : t('list.form.stateLockedAll', { state: stateLock.state })
          }
        />
      )}
      <fieldset className="resource-fieldset" disabled={savedMaster !== null}>
        <div className="resource-form-grid">
          {shown.map((name) => {
            const looked = Object.hasOwn(autofill.status, name) ? autofill.status[name] : undefined;
            // An API_FETCH validation under way reads like a look-up in progress.
            const checking = logics.pending && logics.asyncCheckedFields.has(name) && filled(values[name]);
            const status = looked ?? (checking ? 'searching' : undefined);
            return (
              <FormField
                key={name}
                resource={resource}
                name={name}
                idPrefix={idPrefix}
                mode={mode}
                values={values}
                error={form.errors[name]}
                relationLabel={form.labels[name]}
                onChange={change}
                onIssue={form.setInputIssue}
                label={labelOf(name)}
                computed={logics.computedFields.has(name)}
                locked={fieldFlags.locked.has(name)}
                stateLocked={stateLock?.locked.has(name) ?? false}
                ruleRequired={fieldFlags.required.has(name)}
                camera={cameraFields.has(name)}
                ruleError={ruleErrorOf(name)}
                note={
                  status && (
                    <small
                      className={status === 'notFound' || status === 'failed' ? 'p-error' : 'resource-help'}
                      role="status"
                    >
                      {t(AUTOFILL_KEYS[status])}
                    </small>
                  )
                }
              />
            );
          })}
        </div>
      </fieldset>
      {formPanelsOf(resource.name).map((Panel, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a resource's form panels are a fixed list
        <Suspense key={i} fallback={null}>
          <Panel resource={resource} mode={mode} values={values} />
        </Suspense>
      ))}
      {setup && (
        <DynamicRows
          setup={setup}
          rows={rows}
          onRows={(update) => setRows((current) => update(current))}
          autofills={config.singleRowAutofills}
          labelOf={rowLabelOf}
          idPrefix={`${idPrefix}-rows`}
          disabled={busy}
        />
      )}
      {logics.pending && submitted && !savedMaster && (
        <Message severity="info" className="resource-form-message" text={t('list.autofill.searching')} />
      )}
      {logics.formFailures > 0 && submitted && (
        <Message severity="warn" className="resource-form-message" text={t('list.rules.logicFailed')} />
      )}
      {form.otherErrors.length > 0 && (
        <Message
          severity="error"
          className="resource-form-message"
          content={
            <div>
              <p>{t('list.form.otherErrors')}</p>
              <ul>
                {form.otherErrors.map(([field, text]) => (
                  <li key={field}>
                    {resource.fields[field] || field === 'id' ? labelOf(field) : field}: {text}
                  </li>
                ))}
              </ul>
            </div>
          }
        />
      )}
      {incomplete &&
        (Object.keys(form.errors).length > 0 || rows.some((r) => Object.keys(r.errors).length > 0)) && (
          <Message severity="warn" className="resource-form-message" text={t('validation.completeForm')} />
        )}
      <div className="resource-form-actions">
        <Button
          type="button"
          label={t('list.actions.cancel')}
          severity="secondary"
          outlined
          onClick={savedMaster ? () => onSaved(savedMaster) : onCancel}
        />
        <Button
          type="submit"
          label={t(savedMaster ? 'list.rows.saveLeft' : 'list.actions.save')}
          icon="pi pi-check"
          loading={busy}
          onClick={() => {
            nextAfterSave.current = null;
          }}
        />
        {addAnother && mode === 'add' && !savedMaster && (
          <Button
            type="submit"
            label={t('list.actions.saveAndNew')}
            icon="pi pi-plus"
            outlined
            disabled={busy}
            onClick={() => {
              nextAfterSave.current = 'again';
            }}
            data-testid="save-and-new"
          />
        )}
      </div>
    </form>
  );
}
