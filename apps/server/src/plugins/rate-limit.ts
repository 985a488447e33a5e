import { createHash } from 'node:crypto';
import { MSG } from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../errors.ts';
import { say } from '../lib/i18n.ts';
import { databaseThrottleStore, redisThrottleStore, type ThrottleStore } from './rate-limit-store.ts';

/** One counted thing: a key and how many hits its window allows. */
export type Bucket = { key: string; max: number };

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

/** Keys never carry an address or a name in clear: a short hash of it, lower-cased. */
export const keyPart = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * 'Too Many Attempts.' (429 with Retry-After) for sign-in, OTP and mail requests, per account or
 * address and per IP. Counters live in Redis when REDIS_URL is set (every instance shares them),
 * otherwise in the database.
 */
export class Throttle {
  constructor(
    readonly store: ThrottleStore,
    private readonly config: Pick<AppConfig, 'authMaxAttempts' | 'authIpMaxAttempts' | 'authLockMinutes'>,
  ) {}

  get windowMs(): number {
    return this.config.authLockMinutes * 60_000;
  }

  /** The account (or address) bucket and the IP bucket of one kind of request. */
  buckets(kind: string, subject: string | null, ip: string): Bucket[] {
    const list: Bucket[] = [{ key: `${kind}:ip:${ip}`, max: this.config.authIpMaxAttempts }];
    if (subject) list.unshift({ key: `${kind}:id:${keyPart(subject)}`, max: this.config.authMaxAttempts });
    return list;
  }

  /** Refuses when any bucket is already full; counts nothing (failures are counted by {@link fail}). */
  async guard(request: FastifyRequest, reply: FastifyReply, buckets: Bucket[]): Promise<void> {
    const counters = await Promise.all(buckets.map((b) => this.store.peek(b.key)));
    const full = counters.filter((c, i) => c.count >= buckets[i]!.max);
    if (full.length > 0) this.refuse(request, reply, Math.max(...full.map((c) => c.resetMs)));
  }

  /** Counts a failure in every bucket. */
  async fail(buckets: Bucket[]): Promise<void> {
    await Promise.all(buckets.map((b) => this.store.hit(b.key, this.windowMs)));
  }

  /** Counts a request and refuses it when it goes past a bucket's allowance (mail requests). */
  async consume(request: FastifyRequest, reply: FastifyReply, buckets: Bucket[]): Promise<void> {
    const counters = await Promise.all(buckets.map((b) => this.store.hit(b.key, this.windowMs)));
    const over = counters.filter((c, i) => c.count > buckets[i]!.max);
    if (over.length > 0) this.refuse(request, reply, Math.max(...over.map((c) => c.resetMs)));
  }

  async clear(bucket: Bucket | undefined): Promise<void> {
    if (bucket) await this.store.clear(bucket.key);
  }

  private refuse(request: FastifyRequest, reply: FastifyReply, resetMs: number): never {
    reply.header('Retry-After', String(Math.max(1, Math.ceil(resetMs / 1000))));
    throw new HttpError(429, say(request, MSG.tooManyAttempts));
  }
}

export function registerThrottle(app: FastifyInstance, config: AppConfig): void {
  const store = config.redisUrl
    ? redisThrottleStore(config.redisUrl, config.redisPrefix)
    : databaseThrottleStore((text, params) => app.db.query(text, params));
  app.decorate('throttle', new Throttle(store, config));
  app.addHook('onClose', async () => {
    await store.close();
  });
}
