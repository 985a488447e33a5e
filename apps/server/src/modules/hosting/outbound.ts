/**
 * Calls to a hosting panel go to an address a user typed (`akun.cpanel_host`): left unchecked they make
 * the server a scanner of its own network (a closed port, an open one and an HTTP 403 each answered
 * differently). So every panel call is rate-limited per login and per address (the throttle store:
 * Redis when REDIS_URL is set, so every instance counts together), and anyone but an admin hears one
 * outcome for every failure, no sooner than a fixed delay, whatever went wrong.
 */
import { MSG } from '@kantor/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { keyPart } from '../../plugins/rate-limit.ts';

/** Panel calls one login other than an admin may make in a window. */
export const PANEL_CALLS_MAX = 20;
export const PANEL_CALLS_WINDOW_MS = 10 * 60_000;
/** A non-admin's failed panel call is answered no sooner than this after it started. */
export const PANEL_FAILURE_FLOOR_MS = 1000;

/**
 * Counts a panel call of a login other than an admin (who reads every failure's reason anyway); past the
 * allowance a 429 with Retry-After. Keyed by the login (id and name), not the address: a scanner needs a
 * login holding the account pages, and an office behind one address is not throttled as one.
 */
export async function limitPanelCalls(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = request.user;
  if (!user) return;
  const key = `panel:id:${keyPart(`${user.id}:${user.username}`)}`;
  const counter = await request.server.throttle.store.hit(key, PANEL_CALLS_WINDOW_MS);
  if (counter.count <= PANEL_CALLS_MAX) return;
  reply.header('Retry-After', String(Math.max(1, Math.ceil(counter.resetMs / 1000))));
  throw new HttpError(429, say(request, MSG.tooManyAttempts));
}

/** Waits until `floorMs` have passed since `started` (the same answer time for every failure). */
export async function noSoonerThan(started: number, floorMs = PANEL_FAILURE_FLOOR_MS): Promise<void> {
  const left = started + floorMs - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
