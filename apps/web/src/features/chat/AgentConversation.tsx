import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Menu } from 'primereact/menu';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatJobAction } from './ChatJobAction.tsx';
import { RatingStars } from './ChatRating.tsx';
import { ChatThread } from './ChatThread.tsx';
import { consoleApi } from './console-api.ts';
import { useConversation } from './use-conversation.ts';

const USER = { kind: 'user' } as const;

/** Canned replies as a menu beside the message box; a click puts the text in the box. */
function CannedMenu({ insert }: { insert: (text: string) => void }) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const canned = useQuery({ queryKey: ['chat', 'canned'], queryFn: consoleApi.canned, staleTime: 60_000 });
  const items = (canned.data?.records ?? []).map((r) => ({ label: r.title, command: () => insert(r.body) }));
  return (
    <>
      <Menu
        model={items.length ? items : [{ label: t('chat.console.noCanned'), disabled: true }]}
        popup
        ref={menu}
      />
      <Button
        type="button"
        icon="pi pi-bolt"
        text
        rounded
        aria-label={t('chat.console.canned')}
        onClick={(e) => menu.current?.toggle(e)}
        data-testid="chat-canned"
      />
    </>
  );
}

/**
 * One conversation as an agent sees it: who the visitor is, assign to me / transfer / close, the
 * messages with their ticks and the message box with canned replies and attachments.
 */
export function AgentConversation({
  code,
  me,
  onBack,
}: {
  code: string;
  me: number | null;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const chat = useConversation(code, USER, 'Agen');
  const [failure, setFailure] = useState<string | null>(null);
  const agents = useQuery({ queryKey: ['chat', 'agents'], queryFn: consoleApi.agents, staleTime: 30_000 });
  const c = chat.conversation;

  const act = async (action: () => Promise<{ conversation: NonNullable<typeof c> }>) => {
    setFailure(null);
    try {
      const answer = await action();
      chat.setConversation(answer.conversation);
      void client.invalidateQueries({ queryKey: ['chat', 'queue'] });
      void client.invalidateQueries({ queryKey: ['chat', 'agents'] });
    } catch (e) {
      const body = errorAnswerOf(e);
      setFailure(
        (body?.errors && Object.values(body.errors).flat()[0]) || body?.message || t('chat.sendFailed'),
      );
    }
  };

  if (chat.error instanceof ApiError && chat.error.status === 404)
    return <p className="chat-empty">{t('chat.console.notFound')}</p>;
  const others = (agents.data?.records ?? []).filter((a) => a.id !== c?.agent_id);
  const open = c?.status === 'open';
  const mine = c?.agent_id != null && c.agent_id === me;
  return (
    <section className="chat-conversation" data-testid="agent-conversation" data-code={code}>
      <header className="chat-conv-head">
        {onBack && (
          <Button
            icon="pi pi-arrow-left"
            text
            rounded
            aria-label={t('chat.console.back')}
            onClick={onBack}
            className="chat-back"
          />
        )}
        <div className="chat-conv-who">
          <strong>{c?.visitor_name ?? '…'}</strong>
          <small>
            {[c?.visitor_phone, c?.visitor_email].filter(Boolean).join(' · ')}
            {c?.customer ? ` · ${t('chat.console.customer')}` : ''}
          </small>
          <small>
            {c?.status === 'closed'
              ? t('chat.console.closed')
              : c?.agent_name
                ? t('chat.console.heldBy', { name: c.agent_name })
                : t('chat.console.unassigned')}
            {c?.ticket && <span className="chat-ticket">{t('chat.console.ticket')}</span>}
          </small>
          {c?.rating != null && (
            <small className="chat-conv-rating" data-testid="chat-conv-rating">
              <RatingStars rating={c.rating} />
              {c.rating_comment ? ` “${c.rating_comment}”` : ''}
            </small>
          )}
        </div>
        {open && (
          <div className="chat-conv-actions">
            {!mine && (
              <Button
                label={t('chat.console.assignMe')}
                icon="pi pi-user-plus"
                size="small"
                onClick={() => act(() => consoleApi.assign(code))}
                data-testid="chat-assign-me"
              />
            )}
            <Dropdown
              value={null}
              options={others.map((a) => ({
                label: `${a.name} (${a.open}${a.max ? `/${a.max}` : ''})`,
                value: a.id,
              }))}
              onChange={(e) => act(() => consoleApi.assign(code, Number(e.value)))}
              placeholder={t('chat.console.transfer')}
              aria-label={t('chat.console.transfer')}
              className="chat-transfer"
              data-testid="chat-transfer"
            />
            <Button
              label={t('chat.console.close')}
              icon="pi pi-check-circle"
              size="small"
              severity="secondary"
              outlined
              onClick={() => act(() => consoleApi.close(code))}
              data-testid="chat-close"
            />
          </div>
        )}
        {c && (
          <div className="chat-conv-actions">
            <ChatJobAction
              conversation={c}
              onChanged={(conversation) => {
                chat.setConversation(conversation);
                void client.invalidateQueries({ queryKey: ['chat', 'queue'] });
              }}
            />
          </div>
        )}
      </header>
      {failure && (
        <p className="chat-error" role="alert">
          {failure}
        </p>
      )}
      <ChatThread conversation={c} messages={chat.messages} side="Agen" typing={chat.typing} />
      {open ? (
        <ChatComposer
          onSend={chat.send}
          onTyping={chat.signalTyping}
          canAttach
          tools={(insert) => <CannedMenu insert={insert} />}
        />
      ) : (
        c && <p className="chat-closed">{t('chat.closedNotice')}</p>
      )}
    </section>
  );
}
