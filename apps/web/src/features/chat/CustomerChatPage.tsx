import { formatDateTimeLong } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatRating } from './ChatRating.tsx';
import { ChatThread } from './ChatThread.tsx';
import { ChatTranscript } from './ChatTranscript.tsx';
import { chatApi } from './chat-api.ts';
import { useConversation } from './use-conversation.ts';
import './chat.css';

const USER = { kind: 'user' } as const;

/**
 * `/rchat/pusher`: the signed-in customer's chat with customer service: their open conversation (or a
 * button to start one) and the earlier ones to read back.
 */
export function CustomerChatPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const mine = useQuery({ queryKey: ['chat', 'mine'], queryFn: chatApi.mine });
  const [picked, setPicked] = useState<string | null>(null);
  const records = mine.data?.records ?? [];
  const code = picked ?? records.find((c) => c.status === 'open')?.code ?? null;
  const chat = useConversation(code, USER, 'Pelanggan');
  const start = async () => {
    const answer = await chatApi.start({});
    setPicked(answer.conversation.code);
    await client.invalidateQueries({ queryKey: ['chat', 'mine'] });
  };
  const open = chat.conversation?.status === 'open';
  return (
    <section className="chat-customer" data-testid="chat-customer">
      <header className="chat-console-head">
        <h1>{t('chat.customer.title')}</h1>
        {!records.some((c) => c.status === 'open') && mine.isSuccess && (
          <Button
            label={t('chat.customer.start')}
            icon="pi pi-comments"
            size="small"
            onClick={start}
            data-testid="chat-customer-start"
          />
        )}
      </header>
      <div className="chat-console-body">
        <aside className="chat-queue">
          {mine.isSuccess && records.length === 0 && <p className="chat-empty">{t('chat.customer.none')}</p>}
          <ul>
            {records.map((c) => (
              <li key={c.code}>
                <button
                  type="button"
                  className={c.code === code ? 'chat-queue-item active' : 'chat-queue-item'}
                  onClick={() => setPicked(c.code)}
                >
                  <span className="chat-queue-top">
                    <strong>{t(c.status === 'open' ? 'chat.customer.open' : 'chat.customer.closed')}</strong>
                    {c.unread_visitor > 0 && <span className="chat-unread">{c.unread_visitor}</span>}
                  </span>
                  <small>{formatDateTimeLong(c.created_at, i18n.language)}</small>
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <div className="chat-console-main">
          {code ? (
            <section className="chat-conversation">
              <header className="chat-conv-head">
                <div className="chat-conv-who">
                  <strong>{chat.conversation?.agent_name ?? t('chat.customer.team')}</strong>
                  <small>{open ? t('chat.customer.hint') : t('chat.closedNotice')}</small>
                </div>
              </header>
              <ChatThread
                conversation={chat.conversation}
                messages={chat.messages}
                side="Pelanggan"
                typing={chat.typing}
              />
              {open && <ChatComposer onSend={chat.send} onTyping={chat.signalTyping} canAttach />}
              {chat.conversation && <ChatTranscript conversation={chat.conversation} identity={USER} />}
              {chat.conversation?.status === 'closed' && (
                <ChatRating
                  conversation={chat.conversation}
                  identity={USER}
                  onRated={(conversation) => {
                    chat.setConversation(conversation);
                    void client.invalidateQueries({ queryKey: ['chat', 'mine'] });
                  }}
                />
              )}
            </section>
          ) : (
            <p className="chat-empty chat-pick">{t('chat.customer.none')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
