import { confirmDialog } from 'primereact/confirmdialog';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks 'Are you sure you want to delete this record?' in PrimeReact's confirm dialog (the screen mounts
 * `<ConfirmDialog tagKey={tagKey} />`), then runs `onAccept`.
 */
export function useConfirmDelete(tagKey: string) {
  const { t } = useTranslation();
  return useCallback(
    (onAccept: () => void) =>
      confirmDialog({
        tagKey,
        header: t('list.dialog.deleteHeader'),
        message: t('prompts.confirmDelete'),
        icon: 'pi pi-exclamation-triangle',
        acceptLabel: t('common.yes'),
        rejectLabel: t('common.no'),
        acceptClassName: 'p-button-danger',
        defaultFocus: 'reject',
        accept: onAccept,
      }),
    [t, tagKey],
  );
}
