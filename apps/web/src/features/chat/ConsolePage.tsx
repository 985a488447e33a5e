import { formatDateTimeLong } from '@kantor/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AgentConversation } from './AgentConversation.tsx';
import { ChatQueue } from './ChatQueue.tsx';
import { consoleApi } from './console-api.ts';
import './chat.css';

/** Search through every conversation's messages; a hit opens its conversation. */
function HistorySearch({ onOpen }: { onOpen: (code: string) => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const term = useDeferredValue(text.trim());
  const hits = useQuery({
    queryKey: ['chat', 'search', term],
    queryFn: () => consoleApi.search(term),
    enabled: term.length >= 2,
  });
  return (
    <div className="chat-history">
      <InputText
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('chat.console.searchHistory')}
        aria-label={t('chat.console.searchHistory')}
        autoFocus
        data-testid="chat-history-input"
      />
      {hits.data?.records.length === 0 && <p className="chat-empty">{t('chat.console.noHits')}</p>}
      <ul>
        {(hits.data?.records ?? []).map((h) => (
          <li key={h.id}>
            <button type="button" className="chat-hit" onClick={() => onOpen(h.code)}>
              <strong>{h.visitor_name}</strong>{' '}
              <small>{formatDateTimeLong(h.dikirim_pada, i18n.language)}</small>
              <span>{h.pesan}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The team's canned replies: add and remove (every agent uses them from the message box). */
function CannedManager() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canned = useQuery({ queryKey: ['chat', 'canned'], queryFn: consoleApi.canned });
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: ['chat', 'canned'] });
  const add = async () => {
    if (!title.trim() || !body.trim()) return;
    await consoleApi.addCanned(title, body);
    setTitle('');
    setBody('');
    await refresh();
  };
  return (
    <div className="chat-canned-manager">
      <ul>
        {(canned.data?.records ?? []).map((r) => (
          <li key={r.id}>
            <div>
              <strong>{r.title}</strong>
              <p>{r.body}</p>
            </div>
            <Button
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={t('chat.console.removeCanned')}
              onClick={async () => {
                await consoleApi.deleteCanned(r.id);
                await refresh();
              }}
            />
          </li>
        ))}
      </ul>
      <InputText
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        placeholder={t('chat.console.cannedTitle')}
        aria-label={t('chat.console.cannedTitle')}
        maxLength={60}
      />
      <InputTextarea
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={t('chat.console.cannedBody')}
        aria-label={t('chat.console.cannedBody')}
        rows={3}
        maxLength={2000}
      />
      <Button label={t('chat.console.addCanned')} icon="pi pi-plus" onClick={add} size="small" />
    </div>
  );
}

/**
 * `/rchatadmin/admincs`: the CS console. The queue on the left, the chosen conversation (`?c=<code>`)
 * on the right; on a phone one of the two at a time.
 */
export function ConsolePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const [me, setMe] = useState<number | null>(null);
  const [panel, setPanel] = useState<'search' | 'canned' | null>(null);
  const select = useCallback(
    (code: string | null) => {
      setPanel(null);
      setParams(code ? { c: code } : {});
    },
    [setParams],
  );
  return (
    <section className={selected ? 'chat-console has-selection' : 'chat-console'} data-testid="chat-console">
      <header className="chat-console-head">
        <h1>{t('chat.console.title')}</h1>
        <div>
          <Button
            label={t('chat.console.searchHistory')}
            icon="pi pi-search"
            text
            size="small"
            onClick={() => setPanel('search')}
          />
          <Button
            label={t('chat.console.canned')}
            icon="pi pi-bolt"
            text
            size="small"
            onClick={() => setPanel('canned')}
          />
        </div>
      </header>
      <div className="chat-console-body">
        <ChatQueue selected={selected} onSelect={select} onMe={setMe} />
        <div className="chat-console-main">
          {selected ? (
            <AgentConversation key={selected} code={selected} me={me} onBack={() => select(null)} />
          ) : (
            <p className="chat-empty chat-pick">{t('chat.console.pick')}</p>
          )}
        </div>
      </div>
      <Dialog
        header={t('chat.console.searchHistory')}
        visible={panel === 'search'}
        onHide={() => setPanel(null)}
        style={{ width: '40rem' }}
        breakpoints={{ '640px': '95vw' }}
      >
        <HistorySearch onOpen={select} />
      </Dialog>
      <Dialog
        header={t('chat.console.canned')}
        visible={panel === 'canned'}
        onHide={() => setPanel(null)}
        style={{ width: '36rem' }}
        breakpoints={{ '640px': '95vw' }}
      >
        <CannedManager />
      </Dialog>
    </section>
  );
}
