import {
  CannedRepliesAnswer,
  CannedReplyAdded,
  CannedReplyDeleted,
  CHAT_LIMITS,
  ChatAgentsAnswer,
  ChatConversationAnswer,
  ChatConversationChanged,
  ChatMineAnswer,
  ChatQueueAnswer,
  ChatSearchAnswer,
  ChatSentAnswer,
  ChatStartAnswer,
} from '@kantor/core';
import { answers, answersNothing } from '../../lib/answer-schema.ts';
import { documentedBody, noBody, pathParams, text, textList, textQuery } from '../../lib/request-schema.ts';

/** The chat routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

const code = pathParams('code');
const participant =
  'Its visitor (the conversation token in the `X-Chat-Token` header), its signed-in customer or a CS ' +
  'agent; anyone else gets a 404.';
const messageId = { type: ['integer', 'string'], description: 'a message id' };

export const chatStartSchema = {
  summary: 'Start a conversation (a visitor gets its token) or continue the signed-in customer’s open one',
  description: 'A visitor needs a name and a phone number or an address; starts per address are limited.',
  ...documentedBody({
    nama: text(`the visitor’s name, at most ${CHAT_LIMITS.name} characters (required without sign-in)`),
    no_hp: text('phone number; this or `email` is required without sign-in'),
    email: text('address; this or `no_hp` is required without sign-in'),
    pesan: text(`a first message, at most ${CHAT_LIMITS.message} characters`),
  }),
  ...answers(
    ChatStartAnswer,
    'The visitor’s conversation token (null for a signed-in customer), the conversation, its newest messages',
  ),
};

export const chatMineSchema = {
  summary: 'The signed-in customer’s conversations',
  ...answers(ChatMineAnswer, 'Their conversations'),
};

export const conversationSchema = {
  summary: 'One conversation with its messages: the newest page, or those after `after`',
  description: participant,
  ...code,
  ...textQuery({ after: 'a message id: only the messages after it (a catch-up)' }),
  ...answers(
    ChatConversationAnswer,
    'The caller’s side, the conversation and its newest messages (or those after `after`)',
  ),
};

export const sendMessageSchema = {
  summary: 'Send a message in a conversation; answers the stored message',
  description: `${participant} A visitor’s messages per minute are limited; only staff attach files.`,
  ...code,
  ...documentedBody({
    pesan: text(`the text, at most ${CHAT_LIMITS.message} characters (this or an attachment is required)`),
    lampiran: {
      ...textList(
        `at most ${CHAT_LIMITS.attachments} paths of files the media upload stored (or one text, comma-separated)`,
      ),
      type: ['array', 'string'],
    },
  }),
  ...answers(ChatSentAnswer, 'The stored message (its id and server time) and the conversation'),
};

export const seenSchema = {
  summary: 'Mark the other side’s messages delivered and read, up to a message',
  description: participant,
  ...code,
  ...documentedBody({
    delivered: { ...messageId, description: 'the last message delivered' },
    read: { ...messageId, description: 'the last message read' },
  }),
  ...answers(ChatConversationChanged, 'The conversation with the new marks'),
};

export const typingSchema = {
  summary: 'Tell the other side one is typing',
  description: participant,
  ...code,
  ...noBody(),
  // nothing to answer: the other side hears it over the realtime channel
  ...answersNothing('Passed on to the other side (no content)'),
};

export const queueSchema = {
  summary: 'The CS console’s conversations',
  ...textQuery({
    status: 'open (default), closed or all',
    who: 'all (default), mine or unassigned',
    search: 'in the visitor’s name, phone and address, the code and the messages',
  }),
  ...answers(ChatQueueAnswer, 'The conversations, and the caller’s login id (`me`)'),
};

export const agentsSchema = {
  summary: 'The CS agents',
  ...answers(ChatAgentsAnswer, 'The active agents, each with their open conversations and limit'),
};

export const searchSchema = {
  summary: 'Search the messages of every conversation (the newest 50 found)',
  ...textQuery({ q: 'the text to find, at least 2 characters' }),
  ...answers(ChatSearchAnswer, 'The messages found (text cut to 300 characters), newest first'),
};

export const assignSchema = {
  summary: 'Take a conversation (no `agent_id`) or transfer it to another agent',
  ...code,
  ...documentedBody({
    agent_id: { type: ['integer', 'string'], description: 'the agent; oneself when absent' },
  }),
  ...answers(ChatConversationChanged, 'The conversation with its new agent'),
};

export const closeSchema = {
  summary: 'Close a conversation',
  ...code,
  ...noBody(),
  ...answers(ChatConversationChanged, 'The closed conversation'),
};

export const cannedListSchema = {
  summary: 'The canned replies',
  ...answers(CannedRepliesAnswer, 'Every canned reply, by title'),
};

export const cannedAddSchema = {
  summary: 'Add a canned reply',
  ...documentedBody(
    { title: text('at most 60 characters'), body: text('the reply, at most 2000 characters') },
    ['title', 'body'],
  ),
  ...answers(CannedReplyAdded, 'The reply as stored'),
};

export const cannedDeleteSchema = {
  summary: 'Delete a canned reply',
  ...pathParams('id'),
  ...answers(CannedReplyDeleted, 'It was deleted'),
};
