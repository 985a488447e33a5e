import { mergeMessages } from '@kantor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type RealtimeEvent, subscribeGuestRealtime, subscribeRealtime } from '../../app/realtime.ts';
import {
  type ChatConversation,
  type ChatIdentity,
  type ChatMessage,
  type ChatSide,
  conversationApi,
} from './chat-api.ts';

/** How long a "typing…" from the other side stays shown without a new one. */
const TYPING_MS = 4000;
/** At most one typing signal per this many ms. */
const TYPING_EVERY_MS = 2500;

/** Listens to the realtime channel as this participant (their login's socket, or the visitor's guest socket). */
export function subscribeAs(identity: ChatIdentity, listener: (event: RealtimeEvent) => void): () => void {
  return identity.kind === 'visitor'
    ? subscribeGuestRealtime('chat', identity.token, listener)
    : subscribeRealtime(listener);
}

/**
 * One conversation, live: the newest messages first, then every push; on each (re)connection of the
 * channel (`ready`) it asks for what came after the last message it holds, and merges by id, so a
 * message is shown once and in order however it arrives. It reports delivery at once and reading
 * while the page is visible.
 */
export function useConversation(code: string | null, identity: ChatIdentity, side: ChatSide) {
  // the identity is compared by its token: a new object for the same participant changes nothing
  const visitorToken = identity.kind === 'visitor' ? identity.token : null;
  const who = useMemo<ChatIdentity>(
    () => (visitorToken ? { kind: 'visitor', token: visitorToken } : { kind: 'user' }),
    [visitorToken],
  );
  const api = useMemo(() => conversationApi(who), [who]);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const last = useRef(0);
  const loaded = useRef(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTyping = useRef(0);

  const merge = useCallback((incoming: ChatMessage[]) => {
    if (incoming.length === 0) return;
    setMessages((current) => {
      const next = mergeMessages(current, incoming);
      last.current = next[next.length - 1]?.id ?? 0;
      return next;
    });
  }, []);

  const catchUp = useCallback(async () => {
    if (!code || !loaded.current) return;
    try {
      for (let round = 0; round < 20; round++) {
        const answer = await api.load(code, last.current);
        setConversation(answer.conversation);
        merge(answer.messages);
        if (answer.messages.length < 200) break;
      }
    } catch (e) {
      setError(e);
    }
  }, [api, code, merge]);

  useEffect(() => {
    setMessages([]);
    setConversation(null);
    setError(null);
    last.current = 0;
    loaded.current = false;
    if (!code) return;
    let live = true;
    api
      .load(code)
      .then((answer) => {
        if (!live) return;
        loaded.current = true;
        setConversation(answer.conversation);
        merge(answer.messages);
        // a push may have come in between: ask once more from here
        void catchUp();
      })
      .catch((e: unknown) => live && setError(e));
    const stop = subscribeAs(who, (event) => {
      if (event.type === 'ready') {
        void catchUp();
        return;
      }
      const data = event.data as
        | {
            conversation?: ChatConversation;
            message?: ChatMessage;
            code?: string;
            side?: ChatSide;
            name?: string;
          }
        | undefined;
      if (event.type === 'chat.typing' && data?.code === code && data.side !== side) {
        setTyping(data.name || '…');
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(null), TYPING_MS);
        return;
      }
      if (data?.conversation?.code !== code) return;
      setConversation(data.conversation);
      if (event.type === 'chat.message' && data.message) {
        if (data.message.pengirim !== side) setTyping(null);
        // only what follows what we hold; a gap (a push lost in a drop) is filled by a catch-up
        merge([data.message]);
      }
    });
    return () => {
      live = false;
      stop();
      if (typingTimer.current) clearTimeout(typingTimer.current);
    };
  }, [code, api, who, side, merge, catchUp]);

  // delivered at once; read while the page is visible
  const lastOther = useMemo(() => {
    for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.pengirim !== side) return messages[i]!.id;
    return 0;
  }, [messages, side]);
  useEffect(() => {
    if (!code || !conversation || lastOther === 0) return;
    const own = side === 'Agen' ? conversation.agent_read_id : conversation.visitor_read_id;
    const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
    if (own >= lastOther) return;
    const mark = () =>
      api.seen(code, { delivered: lastOther, read: visible ? lastOther : undefined }).catch(() => undefined);
    void mark();
    if (visible) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible')
        void api.seen(code, { delivered: lastOther, read: lastOther }).catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [api, code, conversation, lastOther, side]);

  const send = useCallback(
    async (text: string, attachments: string[] = []) => {
      if (!code) return;
      const answer = await api.send(code, text, attachments);
      setConversation(answer.conversation);
      merge([answer.message]);
    },
    [api, code, merge],
  );

  const signalTyping = useCallback(() => {
    if (!code || Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    void api.typing(code).catch(() => undefined);
  }, [api, code]);

  return { conversation, setConversation, messages, typing, error, send, signalTyping };
}
