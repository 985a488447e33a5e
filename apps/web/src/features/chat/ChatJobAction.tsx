import { holdsPage } from '@kantor/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorAnswerOf } from '../../api/errors.ts';
import { useSessionStoreIfAny } from '../../app/session-context.tsx';
import type { ChatConversation } from './chat-api.ts';
import { consoleApi } from './console-api.ts';

/**
 * "Jadikan pekerjaan" in the console: for an agent who may add jobs (the server decides; the button
 * shows for who holds `rpekerjaan/add`), once; afterwards the link to the job.
 */
export function ChatJobAction({
  conversation,
  onChanged,
  pages,
}: {
  conversation: ChatConversation;
  onChanged: (conversation: ChatConversation) => void;
  /** The caller's pages (the session's; tests hand them in). */
  pages?: readonly string[];
}) {
  const { t } = useTranslation();
  const session = useSessionStoreIfAny();
  const held = pages ?? session?.getState().pages ?? [];
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (conversation.job_id != null)
    return (
      <Link
        to={`/rpekerjaan/view/${conversation.job_id}`}
        className="chat-job-link"
        data-testid="chat-job-link"
      >
        {t('chat.console.job', { id: conversation.job_id })}
      </Link>
    );
  if (!holdsPage(held, 'rpekerjaan/add')) return null;
  const make = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onChanged((await consoleApi.toJob(conversation.code)).conversation);
    } catch (e) {
      const body = errorAnswerOf(e);
      setFailure(
        (body?.errors && Object.values(body.errors).flat()[0]) || body?.message || t('chat.sendFailed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        label={t('chat.console.toJob')}
        icon="pi pi-briefcase"
        size="small"
        outlined
        loading={busy}
        onClick={make}
        data-testid="chat-to-job"
      />
      {failure && (
        <small className="chat-error" role="alert">
          {failure}
        </small>
      )}
    </>
  );
}
