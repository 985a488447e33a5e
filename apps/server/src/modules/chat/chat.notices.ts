import type { FastifyInstance } from 'fastify';
import { notify } from '../notifications/index.ts';
import { adminLoginIds } from '../roles/index.ts';
import type { ConversationRow } from './chat.service.ts';
import { agents } from './chat.team.ts';

/**
 * A new conversation rings the bell of the agent it was given to (chat.routing.ts) or, while nobody holds
 * it, of every agent (the active `rchatadmin` logins and the admins, who are agents too: chat.team.ts)
 * and, for those who chose it on their profile, their mailbox (issue 35). A ticket (left outside working
 * hours) says so in its title.
 * The conversation is written already (no transaction to wait for), so the notice's effects run at once.
 * A signed-in customer who is an agent themself is not told of their own chat.
 */
export async function tellAgentsOfNewChat(
  app: FastifyInstance,
  conv: Pick<ConversationRow, 'code' | 'visitor_name'> & { customer_id?: number | null },
  routed: { agentId: number | null; ticket: boolean } = { agentId: null, ticket: false },
): Promise<void> {
  const query = app.db.query;
  const admins = await adminLoginIds(query);
  const everyone = [...(await agents(query)).map((agent) => agent.id), ...admins];
  const to = (routed.agentId != null ? [routed.agentId] : everyone).filter((id) => id !== conv.customer_id);
  // written as the system (the first admin, as the daily run writes): a visitor is nobody's login
  if (to.length === 0 || admins[0] === undefined) return;
  const effects: (() => Promise<void> | void)[] = [];
  await notify(
    {
      query,
      actor: { id: admins[0], username: 'sistem', userId: null },
      afterCommit: (effect) => effects.push(effect),
      app,
    },
    {
      to,
      judul: `${routed.ticket ? 'Tiket baru' : 'Percakapan baru'} dari ${conv.visitor_name}`.slice(0, 200),
      link: `/rchatadmin/admincs?c=${encodeURIComponent(conv.code)}`,
      jenis: 'Info',
      topic: 'new_chat',
    },
  );
  for (const effect of effects) await effect();
}
