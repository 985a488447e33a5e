// currentuserdata through the whole app vs a bare Fastify route running the same three queries.

import { createHash } from 'node:crypto';
import { benchDatabase, compare, row, serveApp, serveBare, signIn } from './support.ts';

const database = await benchDatabase();
const ours = await serveApp(database);
const token = await signIn(ours.url);
const tokenHash = createHash('sha256').update(token).digest('hex');
const bare = await serveBare((app) => {
  app.get('/me', async () => {
    const [user] = await database.query<{ id: number; user_role_id: number }>(
      `SELECT u.id, u.username, u.email, u.no_hp, u.user_role_id, u.user_id FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [tokenHash],
    );
    const [roles, pages] = await Promise.all([
      database.query('SELECT role_name FROM roles WHERE id = $1', [user!.user_role_id]),
      database.query('SELECT page_name FROM permissions WHERE role_id = $1 ORDER BY page_name', [
        user!.user_role_id,
      ]),
    ]);
    return { user, roles, pages };
  });
});
const headers = { authorization: `Bearer ${token}` };
const result = await compare(
  [`${ours.url}/api/account/currentuserdata`, { headers }],
  [`${bare.url}/me`, {}],
);
console.log(row(`currentuserdata (${database.engine}, 10 connections)`, result.ours, result.base));
await ours.app.close();
await bare.app.close();
await database.close();
