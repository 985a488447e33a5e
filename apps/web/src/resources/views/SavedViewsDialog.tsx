import type { Resource } from '@kantor/core';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageDialog } from '../../ui/index.ts';
import { fieldLabelKey } from '../resource-fields.ts';
import { type ListView, type SavedView, viewLocation } from './saved-view.ts';
import { useDeleteView, useSavedViews, useSaveView, useViewAbilities } from './views-api.ts';
import '../export/transfer.css';

export type SavedViewsDialogProps = {
  resource: Resource;
  /** The list as it is now (what "save" keeps). */
  current: ListView;
  /** Shows a view's columns on the list (the list keeps its column choice itself). */
  onColumns: (columns: string[]) => void;
  visible: boolean;
  onHide: () => void;
};

/** Saved list views of the signed-in user: save the current one under a name, apply or delete one. */
export function SavedViewsDialog(props: SavedViewsDialogProps) {
  const { t } = useTranslation();
  return (
    <PageDialog
      visible={props.visible}
      onHide={props.onHide}
      title={t('transfer.views.title', { resource: t(props.resource.labelKey) })}
      width="44rem"
      scope={`views-${props.resource.name}`}
    >
      {props.visible && <SavedViewsPanel {...props} />}
    </PageDialog>
  );
}

function SavedViewsPanel({ resource, current, onColumns, onHide }: SavedViewsDialogProps) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const abilities = useViewAbilities();
  const views = useSavedViews(resource, abilities.list);
  const list = views.data ?? [];
  const save = useSaveView(resource, list);
  const remove = useDeleteView();
  const [name, setName] = useState('');
  const tagKey = `views-${resource.name}`;

  const apply = (view: SavedView) => {
    onColumns(view.columns);
    navigate(viewLocation(resource, view));
    onHide();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || save.isPending) return;
    save.mutate({ name, view: current }, { onSuccess: () => setName('') });
  };

  const askDelete = (view: SavedView) =>
    confirmDialog({
      tagKey,
      header: t('list.dialog.deleteHeader'),
      message: t('transfer.views.deleteConfirm', { name: view.name }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => remove.mutate(view.id),
    });

  const summary = (view: SavedView) => {
    const columns = view.columns.map((column) => t(fieldLabelKey(resource, column))).join(', ');
    const parts = [t('transfer.views.summary', { columns, rows: view.state.limit })];
    if (view.state.sort) {
      parts.push(
        t('transfer.views.sortedBy', {
          field: t(fieldLabelKey(resource, view.state.sort)),
          order: t(`transfer.views.${view.state.order}`),
        }),
      );
    }
    return parts.join(' · ');
  };

  return (
    <div className="transfer-panel" data-testid="views-dialog">
      <p className="transfer-intro">{t('transfer.views.intro')}</p>
      {abilities.add && (
        <form className="transfer-save" onSubmit={submit}>
          <div className="transfer-field">
            <label htmlFor={`${id}-name`}>{t('transfer.views.name')}</label>
            <InputText
              id={`${id}-name`}
              value={name}
              maxLength={100}
              placeholder={t('transfer.views.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button
            type="submit"
            icon="pi pi-save"
            label={t('transfer.views.save')}
            disabled={!name.trim()}
            loading={save.isPending}
          />
        </form>
      )}
      {views.isPending && abilities.list ? (
        <ProgressSpinner style={{ width: '2rem', height: '2rem' }} />
      ) : views.isError ? (
        <Message severity="error" text={t('errors.unableToComplete')} />
      ) : list.length === 0 ? (
        <p className="transfer-note">{t('transfer.views.empty')}</p>
      ) : (
        <ul className="transfer-views" data-testid="views-list">
          {list.map((view) => (
            <li key={String(view.id)} className="transfer-view">
              <span className="transfer-view-text">
                <strong>{view.name}</strong>
                <small>{summary(view)}</small>
              </span>
              <Button
                type="button"
                label={t('transfer.views.apply')}
                icon="pi pi-check"
                size="small"
                outlined
                aria-label={t('transfer.views.applyNamed', { name: view.name })}
                onClick={() => apply(view)}
              />
              {abilities.delete && (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  size="small"
                  severity="danger"
                  text
                  rounded
                  aria-label={t('transfer.views.deleteNamed', { name: view.name })}
                  title={t('transfer.views.deleteNamed', { name: view.name })}
                  onClick={() => askDelete(view)}
                  disabled={remove.isPending}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="transfer-actions">
        <Button type="button" label={t('transfer.views.close')} severity="secondary" text onClick={onHide} />
      </div>
      <ConfirmDialog tagKey={tagKey} />
    </div>
  );
}
