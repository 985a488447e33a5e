/**
 * Customer-service chat's HTTP routes, declared once (define-route.ts): the public site's widget loader,
 * the widget's and the customer's (start, their conversations, one conversation, a message, the read marks, typing) and the CS
 * console's (queue, agents, search, assign, close, canned replies). Served by
 * apps/server/src/modules/chat/chat.routes.ts (the loader by widget-script.ts), called by apps/web/src/features/chat/chat-api.ts. The
 * realtime sockets are not routes and stay the server's (plugins/realtime).
 *
 * A conversation's routes are public: its visitor proves itself with the conversation token in the
 * `X-Chat-Token` header, its signed-in customer or a CS agent with their session; anyone else gets the
 * 404 of a code that does not exist (the server's `participantOf`). A visitor's start and a message
 * are checked by the server in the chat's own words (a contact needed, a stored upload), one 422
 * naming each field, so their fields are declared as sent; a canned reply is checked here.
 */
import { z } from 'zod';
import { AGENT_PAGES } from '../../access/scopes.ts';
import { CHAT_LIMITS } from '../../chat/index.ts';
import {
  CannedRepliesAnswer,
  CannedReplyAdded,
  CannedReplyDeleted,
  ChatAgentsAnswer,
  ChatAvailabilityAnswer,
  ChatConversationAnswer,
  ChatConversationChanged,
  ChatJobAnswer,
  ChatMineAnswer,
  ChatQueueAnswer,
  ChatSearchAnswer,
  ChatSentAnswer,
  ChatStartAnswer,
  ChatTranscriptAnswer,
} from '../chat.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { keptText, machineNumber, said } from './wire.ts';

const open = { kind: 'public' } as const;
const agent = { kind: 'agent', page: AGENT_PAGES } as const;

const codeParams = z.object({ code: z.string().describe('the conversation’s code') });
const participant =
  'Its visitor (the conversation token in the `X-Chat-Token` header), its signed-in customer or a CS ' +
  'agent; anyone else gets a 404.';

/** A field as sent: the server reads and checks it (in the chat's own words). */
const asSent = (says: string) => z.unknown().optional().describe(says);

/** Text trimmed, at least one character and at most `max` (not text reads as empty: "required"). */
const requiredUpTo = (max: number, says: string) =>
  z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : ''),
    z
      .string()
      .min(1, said('validation.required'))
      .max(max, said('validation.lengthMax', { max }))
      .describe(says),
  );

export const ChatStartBody = z.object({
  nama: asSent(`the visitor’s name, at most ${CHAT_LIMITS.name} characters (required without sign-in)`),
  no_hp: asSent('phone number; this or `email` is required without sign-in'),
  email: asSent('address; this or `no_hp` is required without sign-in'),
  pesan: asSent(`a first message, at most ${CHAT_LIMITS.message} characters`),
});
export type ChatStartBody = z.input<typeof ChatStartBody>;

export const ChatMessageBody = z.object({
  pesan: asSent(`the text, at most ${CHAT_LIMITS.message} characters (this or an attachment is required)`),
  lampiran: asSent(
    `at most ${CHAT_LIMITS.attachments} paths of files the media upload stored (or one text, comma-separated)`,
  ),
});
export type ChatMessageBody = z.input<typeof ChatMessageBody>;

export const ChatSeenBody = z.object({
  delivered: asSent('the last message delivered (a message id)'),
  read: asSent('the last message read (a message id)'),
});
export type ChatSeenBody = z.input<typeof ChatSeenBody>;

export const CannedReplyBody = z.object({
  title: requiredUpTo(60, 'at most 60 characters'),
  body: requiredUpTo(2000, 'the reply, at most 2000 characters'),
});
export type CannedReplyBody = z.input<typeof CannedReplyBody>;

export const ChatRatingBody = z.object({
  rating: machineNumber(
    z
      .int(said('validation.integer'))
      .min(1, said('validation.rangeMin', { min: 1 }))
      .max(5, said('validation.rangeMax', { max: 5 })),
  ).describe('1 (poor) to 5 (excellent)'),
  comment: keptText(CHAT_LIMITS.ratingComment, `optional, kept to ${CHAT_LIMITS.ratingComment} characters`),
});
export type ChatRatingBody = z.input<typeof ChatRatingBody>;

export const chatWidgetScriptRoute = defineRoute({
  method: 'GET',
  path: '/chat/widget.js',
  access: open,
  summary: 'The chat widget’s loader script for the public site (JavaScript)',
  answer: { file: ['text/javascript'] },
  answerSays: 'The loader (an empty script when the web app is not built)',
});

export const chatStartRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatStart,
  access: open,
  summary: 'Start a conversation (a visitor gets its token) or continue the signed-in customer’s open one',
  description: 'A visitor needs a name and a phone number or an address; starts per address are limited.',
  body: ChatStartBody,
  answer: ChatStartAnswer,
  answerSays:
    'The visitor’s conversation token (null for a signed-in customer), the conversation, its newest messages',
});

export const chatAvailabilityRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatAvailability,
  access: open,
  summary: 'Whether the CS team is within working hours now (Asia/Jakarta), and their hours',
  description:
    'Closed when no active agent is within their `jam_mulai`–`jam_selesai`; a conversation started then is a ticket.',
  answer: ChatAvailabilityAnswer,
  answerSays: 'Open or closed now, and the hours of the active agents',
});

export const chatRateRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatRate,
  access: open,
  summary: 'Rate a closed conversation (its visitor or customer, once)',
  description:
    'Its visitor (`X-Chat-Token`) or its signed-in customer; an agent gets a 403, anyone else a 404. Only once it is closed, and only once (else 422 naming `status` or `rating`).',
  params: codeParams,
  body: ChatRatingBody,
  answer: ChatConversationChanged,
  answerSays: 'The conversation with its rating',
});

export const chatTranscriptRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatTranscript,
  access: open,
  summary: 'Mail the conversation’s transcript to its visitor or customer',
  description:
    'Its visitor (`X-Chat-Token`) or its signed-in customer; an agent gets a 403, anyone else a 404. It goes to the address the conversation holds (the visitor’s, or the customer’s account address), never to one sent with the request: none is a 422 naming `email`. A few per conversation per quarter hour (429).',
  params: codeParams,
  answer: ChatTranscriptAnswer,
  answerSays: 'Where it went, and how many messages it carries',
});

export const chatMineRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatMine,
  access: { kind: 'signedIn' },
  summary: 'The signed-in customer’s conversations',
  answer: ChatMineAnswer,
  answerSays: 'Their conversations',
});

export const chatConversationRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatConversation,
  access: open,
  summary: 'One conversation with its messages: the newest page, or those after `after`',
  description: participant,
  params: codeParams,
  query: z.object({
    after: z.string().optional().describe('a message id: only the messages after it (a catch-up)'),
  }),
  answer: ChatConversationAnswer,
  answerSays: 'The caller’s side, the conversation and its newest messages (or those after `after`)',
});

export const chatSendRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatSend,
  access: open,
  summary: 'Send a message in a conversation; answers the stored message',
  description: `${participant} A visitor’s messages per minute are limited; only staff attach files.`,
  params: codeParams,
  body: ChatMessageBody,
  answer: ChatSentAnswer,
  answerSays: 'The stored message (its id and server time) and the conversation',
});

export const chatSeenRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatSeen,
  access: open,
  summary: 'Mark the other side’s messages delivered and read, up to a message',
  description: participant,
  params: codeParams,
  body: ChatSeenBody,
  answer: ChatConversationChanged,
  answerSays: 'The conversation with the new marks',
});

export const chatTypingRoute = defineRoute({
  ...ROUTE_ADDRESSES.chatTyping,
  access: open,
  summary: 'Tell the other side one is typing',
  description: participant,
  params: codeParams,
  // nothing to answer: the other side hears it over the realtime channel
  answer: { empty: true },
  answerSays: 'Passed on to the other side (no content)',
});

export const chatQueueRoute = defineRoute({
  method: 'GET',
  path: '/chat/queue',
  access: agent,
  summary: 'The CS console’s conversations',
  query: z.object({
    status: z.string().optional().describe('open (default), closed or all'),
    who: z.string().optional().describe('all (default), mine or unassigned'),
    search: z
      .string()
      .optional()
      .describe('in the visitor’s name, phone and address, the code and the messages'),
  }),
  answer: ChatQueueAnswer,
  answerSays: 'The conversations, and the caller’s login id (`me`)',
});

export const chatAgentsRoute = defineRoute({
  method: 'GET',
  path: '/chat/agents',
  access: agent,
  summary: 'The CS agents',
  answer: ChatAgentsAnswer,
  answerSays: 'The active agents, each with their open conversations and limit',
});

export const chatSearchRoute = defineRoute({
  method: 'GET',
  path: '/chat/search',
  access: agent,
  summary: 'Search the messages of every conversation (the newest 50 found)',
  query: z.object({ q: z.string().optional().describe('the text to find, at least 2 characters') }),
  answer: ChatSearchAnswer,
  answerSays: 'The messages found (text cut to 300 characters), newest first',
});

export const chatAssignRoute = defineRoute({
  method: 'POST',
  path: '/chat/c/:code/assign',
  access: agent,
  summary: 'Take a conversation (no `agent_id`) or transfer it to another agent',
  params: codeParams,
  body: z.object({ agent_id: asSent('the agent; oneself when absent') }),
  answer: ChatConversationChanged,
  answerSays: 'The conversation with its new agent',
});

export const chatCloseRoute = defineRoute({
  method: 'POST',
  path: '/chat/c/:code/close',
  access: agent,
  summary: 'Close a conversation',
  params: codeParams,
  answer: ChatConversationChanged,
  answerSays: 'The closed conversation',
});

export const chatToJobRoute = defineRoute({
  method: 'POST',
  path: '/chat/c/:code/job',
  access: { kind: 'resource', resource: 'rpekerjaan', action: 'add' },
  summary: 'Turn a conversation into a job ("Jadikan pekerjaan"), once',
  description:
    'Needs the right to add jobs; the caller must also be a CS agent (404 otherwise). The customer is the signed-in customer’s account, else one with the visitor’s phone or address, else a new customer account. A conversation already made a job: 422 naming `status`.',
  params: codeParams,
  answer: ChatJobAnswer,
  answerSays: 'The job made, and the conversation linking to it',
});

export const cannedRepliesRoute = defineRoute({
  method: 'GET',
  path: '/chat/canned',
  access: agent,
  summary: 'The canned replies',
  answer: CannedRepliesAnswer,
  answerSays: 'Every canned reply, by title',
});

export const addCannedReplyRoute = defineRoute({
  method: 'POST',
  path: '/chat/canned',
  access: agent,
  summary: 'Add a canned reply',
  body: CannedReplyBody,
  answer: CannedReplyAdded,
  answerSays: 'The reply as stored',
});

export const deleteCannedReplyRoute = defineRoute({
  method: 'DELETE',
  path: '/chat/canned/:id',
  access: agent,
  summary: 'Delete a canned reply',
  params: z.object({ id: z.string().describe('the canned reply') }),
  answer: CannedReplyDeleted,
  answerSays: 'It was deleted',
});

/** The chat's HTTP routes, for the web's calls. */
export const CHAT_ROUTES = {
  widgetScript: chatWidgetScriptRoute,
  start: chatStartRoute,
  availability: chatAvailabilityRoute,
  rate: chatRateRoute,
  transcript: chatTranscriptRoute,
  mine: chatMineRoute,
  conversation: chatConversationRoute,
  send: chatSendRoute,
  seen: chatSeenRoute,
  typing: chatTypingRoute,
  queue: chatQueueRoute,
  agents: chatAgentsRoute,
  search: chatSearchRoute,
  assign: chatAssignRoute,
  close: chatCloseRoute,
  toJob: chatToJobRoute,
  canned: cannedRepliesRoute,
  addCanned: addCannedReplyRoute,
  deleteCanned: deleteCannedReplyRoute,
} as const;
