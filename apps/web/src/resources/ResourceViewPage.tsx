import { type Resource, visibleFields as ruleVisibleFields } from '@kantor/core';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isNotFound } from '../api/errors.ts';
import { ConfigureGear } from '../app/configure/ConfigureGear.tsx';
import { useConfiguring } from '../app/configure/configure-mode.ts';
import { NotFoundPage } from '../app/NotFoundPage.tsx';
import { Spinner } from '../app/Spinner.tsx';
import { useDeleteRecords, useRecord } from './api-hooks.ts';
import { FieldValue } from './FieldValue.tsx';
import { isTabHidden, ruleAbilities } from './page-rules.ts';
import { type FormDialog, RecordDialog } from './RecordDialog.tsx';
import { RecordHistory } from './RecordHistory.tsx';
import { fieldOf, recordName, visibleFields } from './resource-fields.ts';
import { StateActions } from './StateActions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';
import { type ResourceRules, useResourceRules } from './use-page-rules.ts';
import { useApiLanguage, useRecordCan } from './use-resource-support.ts';
import { viewActions, viewPanelsOf } from './view-panels.ts';
import './resources.css';

/** Names a Hide Nama Tab rule may use for the view's two sections (besides their translated titles). */
const DETAIL_TAB = ['detail', 'details', 'rincian', 'data'];
const HISTORY_TAB = ['history', 'riwayat', 'riwayat perubahan', 'change history'];

/**
 * One record in full: every visible field formatted, Edit and Delete by permission, and its history;
 * shaped by the role's rules for `/{resource}/view/{id}` (hidden, relabelled and ordered fields,
 * header title, hidden action buttons, hidden sections by Hide Nama Tab). The spinner shows until the
 * rules are loaded; the record is asked for meanwhile.
 */
export function ResourceViewPage({ resource, id }: { resource: Resource; id: string }) {
  const rules = useResourceRules(resource, `/${resource.name}/view/${id}`);
  // asked for now, beside the rules, not once they are in (the screen below reads the same query)
  useRecord(resource.name, id);
  if (!rules.ready) return <Spinner />;
  return <ResourceViewScreen resource={resource} id={id} rules={rules} />;
}

function ResourceViewScreen({
  resource,
  id,
  rules,
}: {
  resource: Resource;
  id: string;
  rules: ResourceRules;
}) {
  useApiLanguage();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useRecord(resource.name, id);
  const { config, labelOf } = rules;
  const configuring = useConfiguring();
  // what the server said of this record (`_can`), narrowed by the role's hide rules
  const can = useRecordCan(record.data);
  const abilities = ruleAbilities({ ...can, add: false }, config);
  const showDetail = !isTabHidden(config, [...DETAIL_TAB, t('list.view.detailTab')]);
  const showHistory = !isTabHidden(config, [...HISTORY_TAB, t('list.history.title')]);
  const [dialog, setDialog] = useState<FormDialog | null>(null);
  const listPath = `/${resource.name}`;
  const remove = useDeleteRecords(resource.name, () => navigate(listPath));
  const tagKey = `delete-view-${resource.name}`;
  const confirmDelete = useConfirmDelete(tagKey);
  const title = config.headerTitle ?? t('list.view.title', { resource: t(resource.labelKey) });
  // A posted document (a locked state) is cancelled through its states, never deleted.
  const state = resource.states && record.data ? String(record.data[resource.states.field] ?? '') : null;
  const locked = state !== null && (resource.states?.locked?.includes(state) ?? false);
  const panels = viewPanelsOf(resource.name);

  let body: ReactNode;
  if (record.isPending) body = <ProgressSpinner aria-label={t('list.view.loading')} />;
  else if (record.isError) {
    const text = record.error instanceof Error ? record.error.message : t('errors.noRecordFound');
    body = <Message severity="error" text={text || t('errors.noRecordFound')} />;
  } else if (showDetail) {
    const data = record.data;
    // The record's own values drive dynamic hides and the field order, as on its form.
    const names = ruleVisibleFields(
      config,
      [...visibleFields(resource), 'id', 'created_at', 'updated_at'],
      data,
    );
    body = (
      <Card title={recordName(resource, data)}>
        <dl className="resource-view-grid">
          {names.map((name) => {
            const label = labelOf(name);
            return (
              <div key={name} style={{ display: 'contents' }}>
                <dt>
                  {label}
                  {configuring && (
                    <ConfigureGear target={{ kind: 'field', route: `/${resource.name}/view`, name, label }} />
                  )}
                </dt>
                <dd>
                  <FieldValue
                    field={fieldOf(resource, name)!}
                    value={data[name]}
                    label={data[`${name}_label`]}
                    variant="view"
                    title={label}
                    resource={resource.name}
                    name={name}
                  />
                </dd>
              </div>
            );
          })}
        </dl>
      </Card>
    );
  }

  // an id no record has (or one the caller may not see) is the 404 page, as for an unknown address
  if (record.isError && isNotFound(record.error))
    return <NotFoundPage detail={(record.error as Error).message} />;
  return (
    <section className="resource-page" data-testid="resource-view">
      <header className="resource-page-header">
        <h1>{title}</h1>
        <div className="resource-toolbar">
          <Button
            icon="pi pi-arrow-left"
            label={t('list.actions.back')}
            text
            onClick={() => navigate(listPath)}
          />
          {abilities.edit && record.data && (
            <Button
              icon="pi pi-pencil"
              label={t('list.actions.edit')}
              onClick={() => setDialog({ mode: 'edit', id })}
            />
          )}
          {abilities.edit && record.data && (
            <StateActions resource={resource} id={id} record={record.data} tagKey={tagKey} />
          )}
          {record.data &&
            viewActions().map((Action, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the actions of every view are fixed
              <Suspense key={i} fallback={null}>
                <Action resource={resource.name} id={id} />
              </Suspense>
            ))}
          {abilities.delete && record.data && !locked && (
            <Button
              icon="pi pi-trash"
              label={t('list.actions.delete')}
              severity="danger"
              outlined
              onClick={() => confirmDelete(() => remove.mutate([id]))}
            />
          )}
        </div>
      </header>
      {body}
      {record.data && showDetail && panels.length > 0 && (
        <Suspense fallback={<ProgressSpinner aria-label={t('list.view.loading')} />}>
          {panels.map((Panel, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the panel list of a resource is fixed
            <Panel key={i} resource={resource} id={id} record={record.data} />
          ))}
        </Suspense>
      )}
      {record.data && showHistory && (
        <RecordHistory resource={resource} id={id} hidden={config.hiddenFields} labelOf={labelOf} />
      )}
      <RecordDialog resource={resource} dialog={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog tagKey={tagKey} />
    </section>
  );
}
