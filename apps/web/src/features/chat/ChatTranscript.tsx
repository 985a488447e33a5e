import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { PlainButton } from '../../ui/PlainControls.tsx';
import { type ChatConversation, type ChatIdentity, conversationApi } from './chat-api.ts';

/**
 * "Send the transcript to my e-mail": the server mails it to the address the conversation holds (the
 * visitor's, or the customer's account address), so the button shows only when there is one.
 */
export function ChatTranscript({
  conversation,
  identity,
}: {
  conversation: ChatConversation;
  identity: ChatIdentity;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; said: string | null }>({ busy: false, said: null });
  if (!conversation.visitor_email) return null;
  const send = async () => {
    setState({ busy: true, said: null });
    try {
      const answer = await conversationApi(identity).transcript(conversation.code);
      setState({ busy: false, said: t('chat.transcript.sent', { to: answer.to }) });
    } catch (e) {
      const body = errorAnswerOf(e);
      const said =
        e instanceof ApiError && e.status === 429
          ? t('chat.transcript.tooMany')
          : (body?.errors && Object.values(body.errors).flat()[0]) || t('chat.sendFailed');
      setState({ busy: false, said });
    }
  };
  return (
    <div className="chat-transcript">
      <PlainButton
        type="button"
        label={t('chat.transcript.send')}
        icon="pi pi-envelope"
        link
        size="small"
        loading={state.busy}
        onClick={send}
        data-testid="chat-transcript"
      />
      {state.said && (
        <small role="status" data-testid="chat-transcript-said">
          {state.said}
        </small>
      )}
    </div>
  );
}
