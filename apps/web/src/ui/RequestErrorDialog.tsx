import { describeRequestError, MSG } from '@kantor/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { RequestFailureLike } from './dialogs.ts';
import { PageDialog } from './PageDialog.tsx';

export type RequestErrorDialogProps = {
  visible: boolean;
  onHide: () => void;
  /** The failed request: an `ApiError` or any `{ status, body }`. */
  error: RequestFailureLike;
  scope?: string;
  onExited?: () => void;
};

/** Core names the lines with its message keys; the texts live in ui.json so this dialog owns them. */
const UI_KEYS: Record<string, string> = {
  [MSG.unableToComplete]: 'ui.requestError.title',
  [MSG.unableToSend]: 'ui.requestError.firstLine',
};

/**
 * The request-error dialog of spec §8: title 'unable to complete request', first line 'unable to
 * send request', then the server's detail lines as chosen by core's `describeRequestError`
 * (422 messages, array items, a message unless it is a database error; nothing for 5xx).
 */
export function RequestErrorDialog({ visible, onHide, error, scope, onExited }: RequestErrorDialogProps) {
  const { t } = useTranslation();
  const description = describeRequestError({ status: error.status, body: error.body });
  const text = (key: string) => t(UI_KEYS[key] ?? key);

  return (
    <PageDialog
      visible={visible}
      onHide={onHide}
      title={text(description.titleKey)}
      width="32rem"
      breakpoints={{ '640px': '95vw' }}
      maximizable={false}
      resizable={false}
      scope={scope}
      onExited={onExited}
      footer={
        <Button
          type="button"
          label={t('ui.requestError.close')}
          icon="pi pi-check"
          onClick={onHide}
          autoFocus
        />
      }
    >
      <div role="alert" style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start' }}>
        <i
          className="pi pi-exclamation-triangle"
          style={{ fontSize: '1.5rem', color: 'var(--red-500)' }}
          aria-hidden="true"
        />
        <div>
          <p style={{ marginTop: 0 }}>{text(description.firstLineKey)}</p>
          {description.details.length > 0 && (
            <ul data-testid="request-error-details" style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {description.details.map((detail, index) => (
                // Details may repeat (two fields with the same message), so the position is part of the key.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
                <li key={`${index}-${detail}`}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </PageDialog>
  );
}
