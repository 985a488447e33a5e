// Sign-in throughput (argon2id included) against a bare argon2 verify loop at the same concurrency, and
// currentuserdata latency against a bare Fastify route running the same queries, in the same run.
// Run: npx tsx bench/auth.bench.ts (BENCH_SECONDS sets each load's duration, default 5).
import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { DEMO_ADMIN_PASSWORD } from '../apps/server/src/config.ts';
import { benchDatabase, compare, load, row, serveApp, serveBare, signIn } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 4;

/** `workers` loops verifying one argon2id hash for `seconds`: the cost a sign-in cannot avoid. */
async function argon2Loop(hash: string, workers: number, duration: number): Promise<number> {
  const until = Date.now() + duration * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        if (!(await verify(hash, DEMO_ADMIN_PASSWORD))) throw new Error('argon2 baseline: wrong password');
        count += 1;
      }
    }),
  );
  return count / duration;
}

const database = await benchDatabase();
const ours = await serveApp(database);
const [{ password_hash: hash }] = await database.query<{ password_hash: string }>(
  "SELECT password_hash FROM users WHERE username = 'admin'",
);

// Sign-in: the whole request (throttle check, lookup, argon2id verify, session insert) vs argon2 alone.
const body = JSON.stringify({ username: 'admin', password: DEMO_ADMIN_PASSWORD });
const signInLoad = {
  connections,
  method: 'POST' as const,
  body,
  headers: { 'content-type': 'application/json' },
};
await load(`${ours.url}/api/auth/login`, { ...signInLoad, duration: 1 });
await argon2Loop(hash!, connections, 1);
const signIns = await load(`${ours.url}/api/auth/login`, { ...signInLoad, duration: seconds });
const verifies = await argon2Loop(hash!, connections, seconds);
console.log(
  `sign-in (${database.engine}, ${connections} connections): ${signIns.rps.toFixed(1)} req/s (p50 ${signIns.p50} ms, p99 ${signIns.p99} ms, non-2xx ${signIns.non2xx}) | baseline argon2id verify loop ×${connections}: ${verifies.toFixed(1)}/s | ratio ${(signIns.rps / verifies).toFixed(2)}`,
);

// currentuserdata: the app's route vs a bare Fastify route with the same three queries.
const token = await signIn(ours.url);
const tokenHash = createHash('sha256').update(token).digest('hex');
const bare = await serveBare((app) => {
  app.get('/me', async () => {
    const [user] = await database.query<{ id: number; user_role_id: number }>(
      `SELECT u.id, u.username, u.email, u.no_hp, u.user_role_id, u.user_id, u.status
         FROM sessions s JOIN users u ON u.id = s.user_id
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
const result = await compare(
  [`${ours.url}/api/account/currentuserdata`, { headers: { authorization: `Bearer ${token}` }, connections }],
  [`${bare.url}/me`, { connections }],
);
console.log(
  row(`currentuserdata (${database.engine}, ${connections} connections)`, result.ours, result.base),
);
console.log(
  `currentuserdata latency: p50 ${result.ours.p50} ms vs ${result.base.p50} ms, p99 ${result.ours.p99} ms vs ${result.base.p99} ms (ratio p50 ${(result.ours.p50 / Math.max(result.base.p50, 1)).toFixed(2)})`,
);

await ours.app.close();
await bare.app.close();
await database.close();
