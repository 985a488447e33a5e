import { formatTimeOfDay, formatYmd } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeRealtime } from '../../app/realtime.ts';
import { RatingStars } from './ChatRating.tsx';
import type { ChatConversation } from './chat-api.ts';
import { consoleApi } from './console-api.ts';

type Filter = 'open' | 'mine' | 'unassigned' | 'closed';
const QUERY: Record<Filter, { status: string; who: string }> = {
  open: { status: 'open', who: 'all' },
  mine: { status: 'open', who: 'mine' },
  unassigned: { status: 'open', who: 'unassigned' },
  closed: { status: 'closed', who: 'all' },
};

function when(value: string | null): string {
  if (!value) return '';
  return formatYmd(value) === formatYmd(new Date())
    ? formatTimeOfDay(value)
    : formatYmd(value).slice(5).replace('-', '/');
}

/**
 * The queue of conversations: open ones (all, mine, waiting for an agent) or closed ones, newest
 * message first, each with its unread count; refreshed by every chat event on the channel.
 */
export function ChatQueue({
  selected,
  onSelect,
  onMe,
}: {
  selected: string | null;
  onSelect: (code: string) => void;
  onMe?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('open');
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const queue = useQuery({
    queryKey: ['chat', 'queue', filter, term],
    queryFn: () => consoleApi.queue({ ...QUERY[filter], search: term }),
  });
  const me = queue.data?.me;
  useEffect(() => {
    if (me != null) onMe?.(me);
  }, [me, onMe]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = subscribeRealtime((event) => {
      if (!['ready', 'chat.message', 'chat.conversation'].includes(event.type)) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void client.invalidateQueries({ queryKey: ['chat', 'queue'] }), 250);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [client]);

  const filters = (['open', 'mine', 'unassigned', 'closed'] as const).map((value) => ({
    value,
    label: t(`chat.console.filters.${value}`),
  }));
  const records: ChatConversation[] = queue.data?.records ?? [];
  return (
    <aside className="chat-queue" data-testid="chat-queue">
      <SelectButton
        value={filter}
        options={filters}
        onChange={(e) => e.value && setFilter(e.value as Filter)}
        allowEmpty={false}
        className="chat-filters"
        aria-label={t('chat.console.queue')}
      />
      <InputText
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('chat.console.findConversation')}
        aria-label={t('chat.console.findConversation')}
        className="chat-queue-search"
      />
      {queue.isSuccess && records.length === 0 && <p className="chat-empty">{t('chat.console.empty')}</p>}
      <ul>
        {records.map((c) => (
          <li key={c.code}>
            <button
              type="button"
              className={c.code === selected ? 'chat-queue-item active' : 'chat-queue-item'}
              onClick={() => onSelect(c.code)}
              data-testid="chat-queue-item"
              data-code={c.code}
            >
              <span className="chat-queue-top">
                <strong>{c.visitor_name}</strong>
                <time>{when(c.last_message_at)}</time>
              </span>
              <span className="chat-queue-bottom">
                <span className="chat-queue-last">{c.last_message ?? ''}</span>
                {c.unread_agent > 0 && (
                  <span
                    className="chat-unread"
                    data-testid="chat-unread"
                    title={t('chat.console.unread', { count: c.unread_agent })}
                  >
                    {c.unread_agent}
                  </span>
                )}
              </span>
              <small className="chat-queue-agent">
                {c.ticket && (
                  <span className="chat-ticket" data-testid="chat-ticket-tag">
                    {t('chat.console.ticket')}
                  </span>
                )}
                {c.agent_name ?? t('chat.console.unassigned')}
                {c.rating != null && <RatingStars rating={c.rating} />}
              </small>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
