import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { freshIp, insertUser, post } from '../../test/auth-support.ts';
import { createTestDatabase } from '../../test/helpers.ts';

// Two server instances (two buildApp) on one database and one Redis, as two processes behind a
// load balancer would be. The key prefix is unique to this run, so parallel runs never meet.
// Runs when a Redis is named (REDIS_URL, as CI's PostgreSQL pass sets it); `npm test` says so otherwise.
const REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? '';
const prefix = `kantor-test-${randomBytes(6).toString('hex')}:`;

let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;
let redis: Redis;

async function instance(): Promise<FastifyInstance> {
  const config = loadConfig(
    {},
    {
      logLevel: 'silent',
      webDist: '/nonexistent',
      dataDir: 'memory://',
      seedDemo: false,
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
      authMaxAttempts: 5,
      authIpMaxAttempts: 20,
    },
  );
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return app;
}

describe.runIf(REDIS_URL)('two instances on one Redis (REDIS_URL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await instance();
    second = await instance();
    redis = new Redis(REDIS_URL);
    await insertUser(database, { username: 'dewi', email: 'dewi@contoh.id', password: 'Kopi-Tubruk-Pagi-7' });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await first.close();
    await second.close();
    await database.close();
  });

  describe('sign-in throttle shared through Redis', () => {
    it('counts failures made on either instance, and both refuse the sixth attempt', async () => {
      expect(first.throttle.store.kind).toBe('redis');
      const wrong = { username: 'dewi', password: 'Salah-Sandi-1' };
      for (const app of [first, second, first, second, first]) {
        expect((await post(app, '/api/auth/login', wrong, { ip: freshIp() })).statusCode).toBe(401);
      }
      const right = { username: 'dewi', password: 'Kopi-Tubruk-Pagi-7' };
      for (const app of [first, second]) {
        const refused = await post(app, '/api/auth/login', right, { ip: freshIp() });
        expect(refused.statusCode).toBe(429);
        // no Accept-Language: the answer is Indonesian
        expect(refused.json()).toEqual({ message: 'Terlalu Banyak Percobaan.' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The counters are in Redis under this run's prefix, none in the database.
      expect((await redis.keys(`${prefix}throttle:signin:id:*`)).length).toBe(1);
      expect(await database.query('SELECT * FROM auth_throttle')).toEqual([]);
    });

    it('shares the per-address counter too', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i++) {
        const app = i % 2 === 0 ? first : second;
        await post(app, '/api/auth/login', { username: `orang${i}`, password: 'Salah-Sandi-1' }, { ip });
      }
      const refused = await post(second, '/api/auth/login', { username: 'x', password: 'y' }, { ip });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('a success on one instance clears the account counter for the other', async () => {
      await insertUser(database, { username: 'eko', email: 'eko@contoh.id', password: 'Kopi-Tubruk-Pagi-7' });
      for (let i = 0; i < 4; i++) {
        await post(
          first,
          '/api/auth/login',
          { username: 'eko', password: 'Salah-Sandi-1' },
          { ip: freshIp() },
        );
      }
      const ok = { username: 'eko', password: 'Kopi-Tubruk-Pagi-7' };
      expect((await post(second, '/api/auth/login', ok, { ip: freshIp() })).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) {
        await post(
          second,
          '/api/auth/login',
          { username: 'eko', password: 'Salah-Sandi-1' },
          { ip: freshIp() },
        );
      }
      expect((await post(first, '/api/auth/login', ok, { ip: freshIp() })).statusCode).toBe(200);
    });
  });
});
