import type { FastifyInstance } from 'fastify';
import { notify } from '../notifications/index.ts';
import { adminLoginIds } from '../roles/index.ts';
import type { ConversationRow } from './chat.service.ts';
import { agents } from './chat.team.ts';

/**
 * A new conversation rings the bell of every agent (the active `rchatadmin` logins and the admins, who
 * are agents too: chat.team.ts) and, for those who chose it on their profile, their mailbox (issue 35).
 * The conversation is written already (no transaction to wait for), so the notice's effects run at once.
 * A signed-in customer who is an agent themself is not told of their own chat.
 */
export async function tellAgentsOfNewChat(
  app: FastifyInstance,
  conv: Pick<ConversationRow, 'code' | 'visitor_name'> & { customer_id?: number | null },
): Promise<void> {
  const query = app.db.query;
  const admins = await adminLoginIds(query);
  const to = [...(await agents(query)).map((agent) => agent.id), ...admins].filter(
    (id) => id !== conv.customer_id,
  );
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
      judul: `Percakapan baru dari ${conv.visitor_name}`.slice(0, 200),
      link: `/rchatadmin/admincs?c=${encodeURIComponent(conv.code)}`,
      jenis: 'Info',
      topic: 'new_chat',
    },
  );
  for (const effect of effects) await effect();
}
