/**
 * The daily job: the subscriptions' day and the invoices falling due, once per business day across every instance of the server.
 * A run takes a transaction-scoped advisory lock (another instance running it now makes this one skip,
 * not wait) and claims the day in `daily_runs` in the same transaction: an instance that comes later
 * finds the day taken, and a run that fails rolls its claim back, so the next check runs it again.
 */
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { remindDueInvoices } from '../invoicing/index.ts';
import type { Actor } from '../resources/index.ts';
import { inTransaction, type TxContext, type WriteContext } from '../resources/index.ts';
import { adminLoginIds } from '../roles/index.ts';
import { runSubscriptionDay, type SubscriptionDayResult } from './subscriptions.service.ts';

export const DAILY_JOB = 'langganan';
/** The advisory lock key of the daily job (any constant other locks do not use). */
const LOCK_KEY = 7_356_202_611;
/** How often an instance checks whether today's run is still to do. */
export const DAILY_CHECK_MS = 15 * 60_000;

export type DailyOutcome =
  | ({ status: 'ran'; day: string } & SubscriptionDayResult)
  | { status: 'busy' | 'done' | 'no-admin'; day: string };

/** Who the scheduled run writes as: the first active admin login, recorded as "sistem" in the audit. */
async function systemActor(query: Query): Promise<Actor | null> {
  const [first] = await adminLoginIds(query);
  if (first === undefined) return null;
  const [user] = await query<{ user_id: number | null }>('SELECT user_id FROM users WHERE id = $1', [first]);
  return { id: first, username: 'sistem', userId: user?.user_id ?? first };
}

function context(app: FastifyInstance, actor: Actor): WriteContext {
  return { db: app.db, actor, acceptLanguage: 'id-ID', hooks: app.resourceHooks, app };
}

/** Runs `today`'s work unless another instance is running it or it already ran today. */
export async function runDailyOnce(app: FastifyInstance, today: string): Promise<DailyOutcome> {
  const actor = await systemActor(app.db.query);
  if (!actor) return { status: 'no-admin', day: today };
  return inTransaction(context(app, actor), async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1::bigint) AS locked',
      [LOCK_KEY],
    );
    if (!lock?.locked) return { status: 'busy', day: today };
    const claimed = await tx.query(
      `INSERT INTO daily_runs (job, last_day, ran_at) VALUES ($1, $2::date, now())
       ON CONFLICT (job) DO UPDATE SET last_day = EXCLUDED.last_day, ran_at = now()
        WHERE daily_runs.last_day < EXCLUDED.last_day
       RETURNING job`,
      [DAILY_JOB, today],
    );
    if (claimed.length === 0) return { status: 'done', day: today };
    return { status: 'ran', day: today, ...(await runDay(tx, today)) };
  });
}

/** What a day's run did: subscriptions expired and reminded, invoices whose falling due was noticed. */
export type DayRun = SubscriptionDayResult & { invoices: number[] };

/**
 * Runs `today`'s work now, as `ctx`'s author (the admin's button): it waits for a run in progress,
 * then does what is left (nothing, when that run just did it) and marks the day as run.
 */
export async function runDailyNow(ctx: WriteContext, today: string): Promise<DayRun> {
  return inTransaction(ctx, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [LOCK_KEY]);
    await tx.query(
      `INSERT INTO daily_runs (job, last_day, ran_at) VALUES ($1, $2::date, now())
       ON CONFLICT (job) DO UPDATE SET last_day = greatest(daily_runs.last_day, EXCLUDED.last_day), ran_at = now()`,
      [DAILY_JOB, today],
    );
    return runDay(tx, today);
  });
}

/** The day's work: subscriptions (expiry, reminders), then invoices falling due. */
async function runDay(tx: TxContext, today: string): Promise<DayRun> {
  const subscriptions = await runSubscriptionDay(tx, today);
  const invoices = await remindDueInvoices(tx, today, await adminLoginIds(tx.query));
  return { ...subscriptions, invoices };
}

/**
 * Starts the check timer on `app` (a first check right away, then every {@link DAILY_CHECK_MS}); the
 * answer stops it and waits for a run in progress. Checks never overlap within one instance.
 */
export function startDailyJobs(app: FastifyInstance, every = DAILY_CHECK_MS): () => Promise<void> {
  let current: Promise<void> | null = null;
  let stopped = false;
  const check = () => {
    if (current || stopped) return;
    current = runDailyOnce(app, jakartaToday())
      .then((outcome) => {
        if (outcome.status === 'ran')
          app.log.info(
            { day: outcome.day, expired: outcome.expired.length, reminded: outcome.reminded.length },
            'daily job: subscriptions',
          );
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'daily job failed; the next check retries'))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(check, every);
  timer.unref();
  check();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
