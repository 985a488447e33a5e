/**
 * Calls of the CS console, each from its declaration in core
 * (packages/core/src/api/routes/chat.ts, served by apps/server/src/modules/chat/chat.routes.ts). The
 * widget's calls stay in chat-api.ts (see why there).
 */
import {
  addCannedReplyRoute,
  cannedRepliesRoute,
  chatAgentsRoute,
  chatAssignRoute,
  chatCloseRoute,
  chatQueueRoute,
  chatSearchRoute,
  chatToJobRoute,
  deleteCannedReplyRoute,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';

export const consoleApi = {
  queue: (query: { status: string; who: string; search: string }) => callRoute(chatQueueRoute, { query }),
  agents: () => callRoute(chatAgentsRoute),
  search: (q: string) => callRoute(chatSearchRoute, { query: { q } }),
  assign: (code: string, agentId?: number) =>
    callRoute(chatAssignRoute, { params: { code }, body: agentId ? { agent_id: agentId } : {} }),
  close: (code: string) => callRoute(chatCloseRoute, { params: { code } }),
  toJob: (code: string) => callRoute(chatToJobRoute, { params: { code } }),
  canned: () => callRoute(cannedRepliesRoute),
  addCanned: (title: string, body: string) => callRoute(addCannedReplyRoute, { body: { title, body } }),
  deleteCanned: (id: number) => callRoute(deleteCannedReplyRoute, { params: { id: String(id) } }),
};
