import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { KEYS, readToken } from '../../session/storage.ts';
import { PlainButton, PlainTextarea, TextInput } from '../../ui/PlainControls.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatRating } from './ChatRating.tsx';
import { ChatThread } from './ChatThread.tsx';
import { ChatTranscript } from './ChatTranscript.tsx';
import { type ChatIdentity, chatApi } from './chat-api.ts';
import { useConversation } from './use-conversation.ts';
import './chat.css';

/** Where a visitor's conversation is remembered on this device: its code and token. */
export const VISITOR_KEY = `${KEYS.prefix}CHAT`;
type Stored = { code: string; token: string };

function readStored(): Stored | null {
  try {
    const value = JSON.parse(localStorage.getItem(VISITOR_KEY) ?? 'null') as Stored | null;
    return value && typeof value.code === 'string' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

function fieldErrors(error: unknown): Record<string, string[]> {
  if (error instanceof ApiError && error.body && typeof error.body === 'object')
    return errorAnswerOf(error).errors ?? {};
  return {};
}

/** The start form: a visitor gives a name and a phone or an email; a signed-in customer only writes. */
function StartForm({
  signedIn,
  onStarted,
}: {
  signedIn: boolean;
  onStarted: (code: string, token: string | null) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ nama: '', no_hp: '', email: '', pesan: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  // outside everyone's working hours: the away message, and the form leaves a message (a ticket)
  const [away, setAway] = useState<string | null>(null);
  useEffect(() => {
    chatApi
      .availability()
      .then((answer) =>
        setAway(answer.open ? null : answer.hours.map((h) => `${h.from}–${h.to}`).join(', ') || '–'),
      )
      .catch(() => undefined);
  }, []);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await chatApi.start(values);
      onStarted(answer.conversation.code, answer.token);
    } catch (e) {
      setErrors(fieldErrors(e));
      if (e instanceof ApiError && e.status === 429) setFailure(t('chat.widget.tooMany'));
      else if (!(e instanceof ApiError && e.status === 422)) setFailure(t('chat.sendFailed'));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: 'nama' | 'no_hp' | 'email', type = 'text') => (
    <div className="chat-field">
      <label htmlFor={`${id}-${name}`}>{t(`chat.widget.${name}`)}</label>
      <TextInput
        id={`${id}-${name}`}
        type={type}
        value={values[name]}
        onChange={set(name)}
        invalid={Boolean(errors[name])}
        data-testid={`chat-start-${name}`}
      />
      {errors[name] && <small className="chat-error">{errors[name][0]}</small>}
    </div>
  );
  return (
    <form className="chat-start" onSubmit={submit} data-testid="chat-start">
      {away != null && (
        <p className="chat-away" data-testid="chat-away">
          <strong>{t('chat.widget.away', { hours: away })}</strong> {t('chat.widget.awayIntro')}
        </p>
      )}
      <p>{t(signedIn ? 'chat.widget.introSignedIn' : 'chat.widget.intro')}</p>
      {!signedIn && field('nama')}
      {!signedIn && field('no_hp', 'tel')}
      {!signedIn && field('email', 'email')}
      <div className="chat-field">
        <label htmlFor={`${id}-pesan`}>{t('chat.widget.pesan')}</label>
        <PlainTextarea
          id={`${id}-pesan`}
          value={values.pesan}
          onChange={set('pesan')}
          rows={3}
          maxLength={5000}
          data-testid="chat-start-pesan"
        />
        {errors.pesan && <small className="chat-error">{errors.pesan[0]}</small>}
      </div>
      {failure && (
        <p className="chat-error" role="alert">
          {failure}
        </p>
      )}
      <PlainButton
        type="submit"
        label={t(away != null ? 'chat.widget.leaveMessage' : 'chat.widget.start')}
        icon={away != null ? 'pi pi-envelope' : 'pi pi-comments'}
        loading={busy}
        data-testid="chat-start-submit"
      />
    </form>
  );
}

/**
 * The chat panel of the public site (loaded on demand by {@link ChatWidgetLauncher}): a visitor starts a
 * conversation with a name and a phone or email and keeps its token on this device; a signed-in
 * customer continues their own open conversation. Plain `div`s, not `section`/`header`: the public
 * site's stylesheet styles those.
 */
export function ChatWidget({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = Boolean(readToken());
  const [stored, setStored] = useState<Stored | null>(() => (signedIn ? null : readStored()));
  const [userCode, setUserCode] = useState<string | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    chatApi
      .mine()
      .then((answer) => setUserCode(answer.records.find((c) => c.status === 'open')?.code ?? null))
      .catch(() => undefined);
  }, [signedIn]);
  const identity: ChatIdentity = stored ? { kind: 'visitor', token: stored.token } : { kind: 'user' };
  const code = signedIn ? userCode : (stored?.code ?? null);
  const chat = useConversation(code, identity, 'Pelanggan');
  const closed = chat.conversation?.status === 'closed';
  const lost = chat.error instanceof ApiError && (chat.error.status === 404 || chat.error.status === 401);

  const started = (newCode: string, token: string | null) => {
    if (token) {
      const value = { code: newCode, token };
      localStorage.setItem(VISITOR_KEY, JSON.stringify(value));
      setStored(value);
    } else setUserCode(newCode);
  };
  const restart = () => {
    localStorage.removeItem(VISITOR_KEY);
    setStored(null);
    setUserCode(null);
  };

  return (
    <div
      className="chat-widget-panel"
      role="dialog"
      aria-label={t('chat.widget.title')}
      data-testid="chat-widget"
    >
      <div className="chat-widget-head">
        <div>
          <strong>{t('chat.widget.title')}</strong>
          <small>
            {chat.conversation?.agent_name
              ? t('chat.widget.with', { name: chat.conversation.agent_name })
              : t('chat.widget.subtitle')}
          </small>
        </div>
        <PlainButton
          icon="pi pi-times"
          text
          rounded
          aria-label={t('chat.widget.close')}
          onClick={onClose}
          className="chat-widget-x"
        />
      </div>
      {!code || lost ? (
        <StartForm signedIn={signedIn} onStarted={started} />
      ) : (
        <>
          <ChatThread
            conversation={chat.conversation}
            messages={chat.messages}
            side="Pelanggan"
            typing={chat.typing}
          />
          {chat.conversation?.ticket && !closed && chat.conversation.agent_id == null && (
            <p className="chat-away" data-testid="chat-ticket">
              {t('chat.widget.ticket')}
            </p>
          )}
          {closed && chat.conversation ? (
            <div className="chat-closed">
              <p>{t('chat.closedNotice')}</p>
              <ChatRating
                conversation={chat.conversation}
                identity={identity}
                onRated={chat.setConversation}
              />
              <ChatTranscript conversation={chat.conversation} identity={identity} />
              <PlainButton label={t('chat.widget.again')} onClick={restart} size="small" />
            </div>
          ) : (
            <ChatComposer onSend={chat.send} onTyping={chat.signalTyping} canAttach={false} />
          )}
        </>
      )}
    </div>
  );
}
