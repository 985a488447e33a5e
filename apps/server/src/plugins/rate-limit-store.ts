import { Redis } from 'ioredis';
import type { Query } from '../db/connect.ts';

/** A counter of one key within a window: its count and the milliseconds until it resets. */
export type Counter = { count: number; resetMs: number };

/** Where throttle counters live: Redis (shared by every instance) or the database. */
export type ThrottleStore = {
  readonly kind: 'redis' | 'database';
  /** Adds one to `key` (starting a window of `windowMs` when none is running) and answers the counter. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The running counter of `key` (count 0 when none). */
  peek(key: string): Promise<Counter>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

export function redisThrottleStore(url: string, prefix: string): ThrottleStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const name = (key: string) => `${prefix}throttle:${key}`;
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      // One MULTI: start the window only if none runs (SET NX PX), count, read what is left — so two
      // instances never both start a window, and no server-side script is needed.
      const results = await redis
        .multi()
        .set(name(key), '0', 'PX', windowMs, 'NX')
        .incr(name(key))
        .pttl(name(key))
        .exec();
      if (!results) throw new Error('redis transaction aborted');
      const count = Number(results[1]?.[1] ?? 0);
      const ttl = Number(results[2]?.[1] ?? windowMs);
      return { count, resetMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(name(key)), redis.pttl(name(key))]);
      return count ? { count: Number(count), resetMs: Math.max(ttl, 0) } : { count: 0, resetMs: 0 };
    },
    async clear(key) {
      await redis.del(name(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function databaseThrottleStore(query: Query): ThrottleStore {
  let hits = 0;
  return {
    kind: 'database',
    async hit(key, windowMs) {
      // Now and then, forget windows long over (the table stays small without a scheduler).
      if (++hits % 500 === 0)
        await query("DELETE FROM auth_throttle WHERE reset_at < now() - interval '1 day'");
      const rows = await query<{ count: number; reset_ms: string }>(
        `INSERT INTO auth_throttle (key, count, reset_at)
              VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN auth_throttle.reset_at <= now() THEN 1 ELSE auth_throttle.count + 1 END,
              reset_at = CASE WHEN auth_throttle.reset_at <= now() THEN excluded.reset_at
                              ELSE auth_throttle.reset_at END
         RETURNING count, (extract(epoch FROM reset_at - now()) * 1000)::bigint AS reset_ms`,
        [key, windowMs],
      );
      return { count: rows[0]!.count, resetMs: Math.max(Number(rows[0]!.reset_ms), 0) };
    },
    async peek(key) {
      const rows = await query<{ count: number; reset_ms: string }>(
        `SELECT count, (extract(epoch FROM reset_at - now()) * 1000)::bigint AS reset_ms
           FROM auth_throttle WHERE key = $1 AND reset_at > now()`,
        [key],
      );
      return rows[0] ? { count: rows[0].count, resetMs: Number(rows[0].reset_ms) } : { count: 0, resetMs: 0 };
    },
    async clear(key) {
      await query('DELETE FROM auth_throttle WHERE key = $1', [key]);
    },
    async close() {},
  };
}
