import { formatDateTimeLong, formatTimeOfDay } from '@kantor/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatMessage, ChatSide } from './chat-api.ts';

type Props = {
  conversation: ChatConversation | null;
  messages: ChatMessage[];
  /** The side this screen speaks for: its messages are on the right and carry ticks. */
  side: ChatSide;
  typing: string | null;
};

const isImage = (path: string) => /\.(jpe?g|png|webp|gif)$/i.test(path);

/** Ticks of an own message: stored (✓), delivered to the other side (✓✓), read by it (blue ✓✓). */
function Ticks({
  message,
  conversation,
  side,
}: {
  message: ChatMessage;
  conversation: ChatConversation | null;
  side: ChatSide;
}) {
  const { t } = useTranslation();
  const delivered = side === 'Agen' ? conversation?.visitor_delivered_id : conversation?.agent_delivered_id;
  const read = side === 'Agen' ? conversation?.visitor_read_id : conversation?.agent_read_id;
  const state = (read ?? 0) >= message.id ? 'read' : (delivered ?? 0) >= message.id ? 'delivered' : 'sent';
  return (
    <span
      className={`chat-ticks chat-ticks-${state}`}
      data-testid="chat-ticks"
      data-state={state}
      title={t(`chat.ticks.${state}`)}
    >
      <span aria-hidden>{state === 'sent' ? '✓' : '✓✓'}</span>
      <span className="sr-only">{t(`chat.ticks.${state}`)}</span>
    </span>
  );
}

/**
 * The messages of one conversation, oldest at the top, kept scrolled to the newest. Text is rendered
 * as text (React escapes it), line breaks kept by CSS; attachments are our own upload paths.
 */
export function ChatThread({ conversation, messages, side, typing }: Props) {
  const { t, i18n } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the count or the typing line changes
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, typing]);
  return (
    <div
      className="chat-thread"
      data-testid="chat-thread"
      role="log"
      aria-live="polite"
      aria-label={t('chat.thread')}
    >
      {messages.length === 0 && <p className="chat-empty">{t('chat.noMessages')}</p>}
      {messages.map((m) => {
        const mine = m.pengirim === side;
        return (
          <div
            key={m.id}
            className={mine ? 'chat-bubble mine' : 'chat-bubble'}
            data-testid="chat-message"
            data-id={m.id}
          >
            {!mine && <div className="chat-sender">{m.nama_pengirim}</div>}
            {m.pesan && <div className="chat-text">{m.pesan}</div>}
            {m.lampiran.length > 0 && (
              <div className="chat-files">
                {m.lampiran.map((path) =>
                  isImage(path) ? (
                    <a key={path} href={`/${path}`} target="_blank" rel="noreferrer">
                      <img
                        src={`/${path.replace(/\/([^/]+)$/, '/small/$1')}`}
                        alt={t('chat.attachment')}
                        loading="lazy"
                      />
                    </a>
                  ) : (
                    <a key={path} href={`/${path}`} className="chat-file" download>
                      <i className="pi pi-paperclip" aria-hidden /> {path.split('/').pop()}
                    </a>
                  ),
                )}
              </div>
            )}
            <div className="chat-meta">
              <time dateTime={m.dikirim_pada} title={formatDateTimeLong(m.dikirim_pada, i18n.language)}>
                {formatTimeOfDay(m.dikirim_pada)}
              </time>
              {mine && <Ticks message={m} conversation={conversation} side={side} />}
            </div>
          </div>
        );
      })}
      {typing && (
        <p className="chat-typing" data-testid="chat-typing">
          {t('chat.typing', { name: typing })}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
