import {
  addCannedReplyRoute,
  type Caller,
  type CannedRepliesAnswer,
  type CannedReplyAdded,
  type CannedReplyDeleted,
  type ChatAgentsAnswer,
  type ChatAvailabilityAnswer,
  type ChatConversationAnswer,
  type ChatConversationChanged,
  type ChatJobAnswer,
  type ChatMineAnswer,
  type ChatQueueAnswer,
  type ChatSearchAnswer,
  type ChatSentAnswer,
  type ChatSide,
  type ChatStartAnswer,
  type ChatTranscriptAnswer,
  callerFor,
  cannedRepliesRoute,
  chatAgentsRoute,
  chatAssignRoute,
  chatAvailabilityRoute,
  chatCloseRoute,
  chatConversationRoute,
  chatMineRoute,
  chatQueueRoute,
  chatRateRoute,
  chatSearchRoute,
  chatSeenRoute,
  chatSendRoute,
  chatStartRoute,
  chatToJobRoute,
  chatTranscriptRoute,
  chatTypingRoute,
  deleteCannedReplyRoute,
  mayAttachFiles,
  messageLocaleOf,
  roleSetOf,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound, unauthorized, ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { callerOf } from '../../plugins/access.ts';
import { keyPart } from '../../plugins/rate-limit.ts';
import { writeContext } from '../resources/index.ts';
import { idParam, messageInput, rateLimit, visitorInput } from './chat.input.ts';
import { conversationToJob } from './chat.job.ts';
import { tellAgentsOfNewChat } from './chat.notices.ts';
import { agentPresence } from './chat.presence.ts';
import { availability, routeConversation } from './chat.routing.ts';
import {
  AGENTS_TOPIC,
  addMessage,
  type ConversationRow,
  conversationByToken,
  conversationSummary,
  conversations,
  conversationTopic,
  findConversation,
  hashToken,
  markSeen,
  messagesOf,
  publishChat,
  rateConversation,
  startConversation,
} from './chat.service.ts';
import {
  addCannedReply,
  agents,
  answersChats,
  assertMayReply,
  assertOpen,
  assignConversation,
  cannedReplies,
  closeConversation,
  deleteCannedReply,
  hasAgentRow,
  queue,
  searchHistory,
} from './chat.team.ts';
import { mailTranscript, transcriptAddress } from './chat.transcript.ts';
import { chatWords } from './chat.words.ts';
import { widgetScriptRoute } from './widget-script.ts';

/** Conversations one address may start per window, and messages per conversation per minute. */
export const CHAT_START_MAX = 5;
export const CHAT_START_WINDOW_MS = 15 * 60_000;
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** Transcripts one conversation may ask for per quarter hour. */
export const CHAT_TRANSCRIPTS_PER_WINDOW = 3;

type Participant = { conv: ConversationRow; side: ChatSide; caller: Caller | null };

const words = (request: FastifyRequest) => chatWords(request.headers['accept-language']);

/**
 * Who may act in a conversation: its visitor (the conversation token in `X-Chat-Token`), its signed-in
 * customer, or a CS agent. Anyone else gets the same 404 as for a code that does not exist.
 */
async function participantOf(request: FastifyRequest, code: string): Promise<Participant> {
  const query = request.server.db.query;
  const conv = await findConversation(query, code);
  const token = request.headers['x-chat-token'];
  if (typeof token === 'string' && token) {
    if (conv && conv.token_hash === hashToken(token)) return { conv, side: 'Pelanggan', caller: null };
    if (!request.user) throw notFound();
  }
  if (!request.user) throw unauthorized();
  if (!conv) throw notFound();
  const caller = await callerOf(request);
  if (conv.customer_id === caller.id) return { conv, side: 'Pelanggan', caller };
  if (await answersChats(query, caller)) return { conv, side: 'Agen', caller };
  throw notFound();
}

/** The console's caller: the route's declared `agent` access already refused anyone else. */
const agentOf = (request: FastifyRequest): Promise<Caller> => callerOf(request);

/**
 * Customer-service chat: the widget's and the customer's routes, and the CS console's, declared in core
 * (packages/core/src/api/routes/chat.ts). The sockets below are not routes: they stay here.
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const query = app.db.query;
  // the row core's `agent` access kind reads besides the role (plugins/access-scopes.ts)
  app.accessFacts.hasAgentRow = hasAgentRow;
  await widgetScriptRoute(app);

  const presence = agentPresence(app);
  // A visitor's socket hears its own conversation only; an agent's socket hears every conversation.
  app.realtime.registerGuest('chat', async (token) => {
    const conv = await conversationByToken(app.db.query, token);
    return conv ? [conversationTopic(conv.id)] : null;
  });
  app.realtime.onConnect(async (client) => {
    if (client.userId == null) return;
    const [user] = await app.db.query<{
      id: number;
      user_role_id: number | null;
      peran_lain: unknown;
      user_id: number | null;
    }>('SELECT id, user_role_id, peran_lain, user_id FROM users WHERE id = $1', [client.userId]);
    if (!user) return;
    // once per socket, by the same builder as a request's caller, with every role the login holds
    const caller = callerFor(
      user,
      (await app.roleCache.get(roleSetOf(user.user_role_id, user.peran_lain))).pages,
    );
    if (!(await answersChats(app.db.query, caller))) return;
    client.join(AGENTS_TOPIC);
    // online while the socket is open: the automatic assignment gives conversations to who is here
    const agentId = user.id;
    await presence.opened(agentId);
    client.onClose(() => {
      presence.closed(agentId).catch((error: unknown) => app.log.warn({ err: error }, 'chat presence'));
    });
  });

  serveRoute(
    app,
    chatAvailabilityRoute,
    async () => (await availability(query)) satisfies ChatAvailabilityAnswer,
  );

  // Starts a conversation: a visitor (name + phone or email; limited per address) gets a token, a
  // signed-in customer continues their open conversation if they have one.
  serveRoute(app, chatStartRoute, async ({ body }, request, reply) => {
    const user = request.user;
    const input = visitorInput(request, body, words(request), Boolean(user));
    if (!user)
      await rateLimit(request, reply, `start:${keyPart(request.ip)}`, CHAT_START_MAX, CHAT_START_WINDOW_MS);
    let token: string | null = null;
    let conv: ConversationRow | null = null;
    if (user) {
      const [open] = await query<{ code: string }>(
        "SELECT code FROM chat_conversations WHERE customer_id = $1 AND status = 'open' ORDER BY id DESC LIMIT 1",
        [user.id],
      );
      if (open) conv = await findConversation(query, open.code);
    }
    if (!conv) {
      const started = await startConversation(query, {
        name: input.name || user!.username,
        phone: input.phone ?? user?.no_hp ?? null,
        email: input.email ?? user?.email ?? null,
        customerId: user?.id ?? null,
      });
      conv = started.row;
      token = started.token;
      // given to an agent online (or a ticket outside working hours) before its first message is stored
      const routed = await routeConversation(app, conv);
      conv = { ...conv, agent_id: routed.agentId, ticket: routed.ticket };
      await tellAgentsOfNewChat(app, conv, routed);
    }
    if (input.first) {
      const sent = await addMessage(
        app.db,
        conv.code,
        { side: 'Pelanggan', userId: user?.id ?? null },
        input.first,
        [],
      );
      await publishChat(app, conv, { type: 'chat.message', data: sent });
    } else {
      const summary = await conversationSummary(query, conv.code);
      await publishChat(app, conv, { type: 'chat.conversation', data: { conversation: summary } });
    }
    return {
      token,
      // the conversation was found or written just above
      conversation: (await conversationSummary(query, conv.code))!,
      messages: await messagesOf(query, conv.code, { latest: true }),
    } satisfies ChatStartAnswer;
  });

  serveRoute(
    app,
    chatMineRoute,
    async (_input, request) =>
      ({
        records: await conversations(query, 'c.customer_id = $1', [request.user!.id]),
      }) satisfies ChatMineAnswer,
  );

  // One conversation with its messages: the newest page, or everything after `after` (a catch-up).
  serveRoute(app, chatConversationRoute, async ({ params, query: asked }, request) => {
    const { conv, side } = await participantOf(request, params.code);
    const after = asked.after;
    return {
      side,
      conversation: (await conversationSummary(query, conv.code))!,
      messages: await messagesOf(
        query,
        conv.code,
        after === undefined ? { latest: true } : { afterId: idParam(after) },
      ),
    } satisfies ChatConversationAnswer;
  });

  // Stored first, then answered and pushed: the answer is the stored message (its id and server time).
  serveRoute(app, chatSendRoute, async ({ params, body }, request, reply) => {
    const { conv, side, caller } = await participantOf(request, params.code);
    const w = words(request);
    if (side === 'Agen') assertMayReply(conv, caller!, w);
    else {
      assertOpen(conv, w);
      await rateLimit(request, reply, `msg:${conv.id}`, CHAT_MESSAGES_PER_MINUTE, 60_000);
    }
    // attachments as uploads: only who may add or edit something (a visitor attaches nothing)
    const mayAttach = mayAttachFiles(caller);
    const { text, attachments } = await messageInput(request, body, query, w, mayAttach);
    const sent = await addMessage(app.db, conv.code, { side, userId: caller?.id ?? null }, text, attachments);
    await publishChat(app, conv, { type: 'chat.message', data: sent });
    return sent satisfies ChatSentAnswer;
  });

  // Delivered and read marks of the caller's side (the other side's ticks).
  serveRoute(app, chatSeenRoute, async ({ params, body }, request) => {
    const { conv, side } = await participantOf(request, params.code);
    const changed = await markSeen(query, conv, side, {
      delivered: idParam(body.delivered),
      read: idParam(body.read),
    });
    const conversation = (await conversationSummary(query, conv.code))!;
    if (changed) await publishChat(app, conv, { type: 'chat.conversation', data: { conversation } });
    return { conversation } satisfies ChatConversationChanged;
  });

  serveRoute(app, chatTypingRoute, async ({ params }, request, reply) => {
    const { conv, side, caller } = await participantOf(request, params.code);
    await rateLimit(request, reply, `typing:${conv.id}:${side}`, 40, 60_000);
    const name = side === 'Agen' ? (caller ? 'CS' : '') : conv.visitor_name;
    await publishChat(app, conv, { type: 'chat.typing', data: { code: conv.code, side, name } });
    return reply.code(204).send();
  });

  // The visitor or customer rates the conversation once it is closed (1–5, checked by the declaration).
  serveRoute(app, chatRateRoute, async ({ params, body }, request) => {
    const { conv, side } = await participantOf(request, params.code);
    const w = words(request);
    if (side === 'Agen') throw new HttpError(403, w('agentRates'));
    if (conv.status !== 'closed') throw new ValidationError({ status: [w('notClosed')] });
    const comment = body.comment?.trim() || null;
    if (!(await rateConversation(query, conv, body.rating, comment)))
      throw new ValidationError({ rating: [w('alreadyRated')] });
    const conversation = (await conversationSummary(query, conv.code))!;
    await publishChat(app, conv, { type: 'chat.conversation', data: { conversation } });
    return { conversation } satisfies ChatConversationChanged;
  });

  // The transcript by e-mail, to the address the conversation holds (chat.transcript.ts).
  serveRoute(app, chatTranscriptRoute, async ({ params }, request, reply) => {
    const { conv, side } = await participantOf(request, params.code);
    const w = words(request);
    if (side === 'Agen') throw new HttpError(403, w('agentTranscript'));
    const to = await transcriptAddress(app, conv);
    if (!to) throw new ValidationError({ email: [w('noAddress')] });
    await rateLimit(
      request,
      reply,
      `transcript:${conv.id}`,
      CHAT_TRANSCRIPTS_PER_WINDOW,
      CHAT_START_WINDOW_MS,
    );
    const messages = await mailTranscript(app, conv, to, messageLocaleOf(request.headers['accept-language']));
    return { to, messages } satisfies ChatTranscriptAnswer;
  });

  // ——— the CS console ———
  serveRoute(app, chatQueueRoute, async ({ query: asked }, request) => {
    const caller = await agentOf(request);
    const status = asked.status === 'closed' || asked.status === 'all' ? asked.status : 'open';
    const who = asked.who === 'mine' || asked.who === 'unassigned' ? asked.who : 'all';
    const search = (asked.search ?? '').trim().slice(0, 100);
    return {
      records: await queue(query, caller, { status, who, search }),
      me: caller.id,
    } satisfies ChatQueueAnswer;
  });

  serveRoute(app, chatAgentsRoute, async (_input, request) => {
    await agentOf(request);
    return { records: await agents(query) } satisfies ChatAgentsAnswer;
  });

  serveRoute(app, chatSearchRoute, async ({ query: asked }, request) => {
    await agentOf(request);
    const text = (asked.q ?? '').trim().slice(0, 100);
    return { records: text.length < 2 ? [] : await searchHistory(query, text) } satisfies ChatSearchAnswer;
  });

  // Assign to me (no `agent_id`) or transfer to another agent; the rules are in chat.team.ts.
  serveRoute(app, chatAssignRoute, async ({ params, body }, request) => {
    const caller = await agentOf(request);
    const conv = await findConversation(query, params.code);
    if (!conv) throw notFound();
    const target = body.agent_id === undefined || body.agent_id === null ? caller.id : idParam(body.agent_id);
    await assignConversation(query, conv, caller, target || -1, words(request));
    const conversation = (await conversationSummary(query, conv.code))!;
    await publishChat(app, conv, { type: 'chat.conversation', data: { conversation } });
    return { conversation } satisfies ChatConversationChanged;
  });

  serveRoute(app, chatCloseRoute, async ({ params }, request) => {
    const caller = await agentOf(request);
    const conv = await findConversation(query, params.code);
    if (!conv) throw notFound();
    await closeConversation(query, conv, caller, words(request));
    const conversation = (await conversationSummary(query, conv.code))!;
    await publishChat(app, conv, { type: 'chat.conversation', data: { conversation } });
    return { conversation } satisfies ChatConversationChanged;
  });

  // "Jadikan pekerjaan": the declaration asked for the right to add jobs; only an agent converts
  serveRoute(app, chatToJobRoute, async ({ params }, request) => {
    const { conv, side } = await participantOf(request, params.code);
    if (side !== 'Agen') throw notFound();
    const record = await conversationToJob(writeContext(request), conv, jakartaToday(), words(request));
    const conversation = (await conversationSummary(query, conv.code))!;
    await publishChat(app, conv, { type: 'chat.conversation', data: { conversation } });
    return {
      job: {
        id: Number(record.id),
        nama_pekerjaan: String(record.nama_pekerjaan),
        id_akun: Number(record.id_akun),
      },
      conversation,
    } satisfies ChatJobAnswer;
  });

  serveRoute(app, cannedRepliesRoute, async (_input, request) => {
    await agentOf(request);
    return { records: await cannedReplies(query) } satisfies CannedRepliesAnswer;
  });

  // the title and the reply are checked by the declaration (required, at most 60 and 2000 characters)
  serveRoute(app, addCannedReplyRoute, async ({ body }, request) => {
    const caller = await agentOf(request);
    return {
      record: await addCannedReply(query, { title: body.title, body: body.body }, caller.id),
    } satisfies CannedReplyAdded;
  });

  serveRoute(app, deleteCannedReplyRoute, async ({ params }, request) => {
    await agentOf(request);
    if (!(await deleteCannedReply(query, idParam(params.id)))) throw notFound();
    return { deleted: true } satisfies CannedReplyDeleted;
  });
}
