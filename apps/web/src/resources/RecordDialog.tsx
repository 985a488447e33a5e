import type { Resource } from '@kantor/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../app/Spinner.tsx';
import { whenIdle } from '../app/when-idle.ts';
import { PageDialog } from '../ui/index.ts';
import type { Row } from './api-hooks.ts';

/*
 * The form and its inputs (calendar, number, relation, upload, serial pickers: ~25 files) load when the
 * screen is idle, not with the list or view screen: every page of the generic screens drew with them
 * before, though most loads never open the form (issue 36: a cold job view evaluated them before its
 * record showed).
 */
const loadForm = () => import('./ResourceForm.tsx');
const ResourceForm = lazy(() => loadForm().then((m) => ({ default: m.ResourceForm })));

/** Starts the form's chunk once the screen has drawn and the browser is idle. */
function useFormSoon(): void {
  useEffect(() => whenIdle(() => void loadForm().catch(() => undefined)).cancel, []);
}

/** Which form a dialog shows: adding, or editing a record. */
export type FormDialog = { mode: 'add'; presets?: Record<string, unknown> } | { mode: 'edit'; id: string };

export type RecordDialogProps = {
  resource: Resource;
  dialog: FormDialog | null;
  onClose: () => void;
  /** After a save, before closing (e.g. to refresh a parent the server recomputed). */
  onSaved?: () => void;
  /** After a new record's save (not "Simpan & tambah lagi"), instead of closing (the list opens its view). */
  onAdded?: (record: Row) => void;
};

/** The add/edit form in a page dialog; saving closes it (the list refreshes through query invalidation). */
export function RecordDialog({ resource, dialog, onClose, onSaved, onAdded }: RecordDialogProps) {
  const { t } = useTranslation();
  useFormSoon();
  // "Simpan & tambah lagi" clears the form by mounting a fresh one
  const [round, setRound] = useState(0);
  const title = dialog
    ? t(dialog.mode === 'add' ? 'list.dialog.add' : 'list.dialog.edit', { resource: t(resource.labelKey) })
    : '';
  return (
    <PageDialog
      visible={dialog !== null}
      onHide={onClose}
      title={title}
      width="60rem"
      scope={`form-${resource.name}`}
    >
      {dialog && (
        <Suspense fallback={<Spinner />}>
          <ResourceForm
            key={dialog.mode === 'edit' ? `edit-${dialog.id}` : `add-${round}`}
            resource={resource}
            id={dialog.mode === 'edit' ? dialog.id : null}
            presets={dialog.mode === 'add' ? dialog.presets : undefined}
            addAnother
            onSaved={(record, next) => {
              onSaved?.();
              if (next === 'again') setRound((n) => n + 1);
              else if (dialog.mode === 'add' && onAdded) onAdded(record);
              else onClose();
            }}
            onCancel={onClose}
          />
        </Suspense>
      )}
    </PageDialog>
  );
}
