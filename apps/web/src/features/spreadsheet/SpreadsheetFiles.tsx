import { formatDateTimeLong, formatFileSize } from '@kantor/core';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../resources/export/download.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { type SpreadsheetFile, spreadsheetApi } from './spreadsheet-api.ts';

export type SpreadsheetFilesProps = {
  visible: boolean;
  currentId: number | null;
  onHide: () => void;
  onOpen: (id: number) => void;
  onDeleted: (id: number) => void;
};

/** The signed-in user's saved spreadsheets: open, download or delete one. */
export function SpreadsheetFiles({ visible, currentId, onHide, onOpen, onDeleted }: SpreadsheetFilesProps) {
  const { t, i18n } = useTranslation();
  const [files, setFiles] = useState<SpreadsheetFile[] | null>(null);

  const reload = useCallback(async () => {
    try {
      setFiles((await spreadsheetApi.list()).records);
    } catch (error) {
      showRequestError(error);
      setFiles([]);
    }
  }, []);

  useEffect(() => {
    if (visible) void reload();
  }, [visible, reload]);

  function confirmRemove(file: SpreadsheetFile) {
    confirmDialog({
      tagKey: 'spreadsheet-delete',
      header: t('spreadsheet.deleteNamed', { name: file.name }),
      message: t('spreadsheet.confirmDelete', { name: file.name }),
      icon: 'pi pi-trash',
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      acceptClassName: 'p-button-danger',
      accept: () => void remove(file),
    });
  }

  async function remove(file: SpreadsheetFile) {
    try {
      await spreadsheetApi.remove(file.id);
      toast.success(t('spreadsheet.deleted', { name: file.name }));
      onDeleted(file.id);
      await reload();
    } catch (error) {
      showRequestError(error);
    }
  }

  async function download(file: SpreadsheetFile) {
    try {
      saveBlob(await spreadsheetApi.download(file.id), `${file.name}.xlsx`);
    } catch (error) {
      showRequestError(error);
    }
  }

  return (
    <Dialog
      header={t('spreadsheet.myFiles')}
      visible={visible}
      onHide={onHide}
      className="spreadsheet-files-dialog"
      breakpoints={{ '640px': '96vw' }}
      style={{ width: '40rem' }}
    >
      <ConfirmDialog tagKey="spreadsheet-delete" />
      {files === null ? (
        <p>{t('spreadsheet.loading')}</p>
      ) : files.length === 0 ? (
        <p>{t('spreadsheet.noFiles')}</p>
      ) : (
        <ul className="spreadsheet-files" data-testid="spreadsheet-files">
          {files.map((file) => (
            <li key={file.id} className={file.id === currentId ? 'is-current' : undefined}>
              <button type="button" className="spreadsheet-file-open" onClick={() => onOpen(file.id)}>
                <i className="pi pi-file-excel" aria-hidden />
                <span className="spreadsheet-file-name">{file.name}</span>
                <span className="spreadsheet-file-meta">
                  {t('spreadsheet.changedAt', { when: formatDateTimeLong(file.updated_at, i18n.language) })} ·{' '}
                  {formatFileSize(file.size)}
                </span>
              </button>
              <Button
                type="button"
                icon="pi pi-download"
                text
                rounded
                aria-label={t('spreadsheet.downloadNamed', { name: file.name })}
                onClick={() => download(file)}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('spreadsheet.deleteNamed', { name: file.name })}
                onClick={() => confirmRemove(file)}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
