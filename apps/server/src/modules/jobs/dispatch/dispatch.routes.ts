/**
 * The dispatch board's routes (packages/core/src/api/routes/dispatch.ts): the board of a day or a week
 * and the move of a sub job. Who may reach them is their declared access (the board's page
 * `rpekerjaan/papan`; the move is also an edit of the sub job), never a role checked here.
 */
import {
  addDays,
  type BoardAnswer,
  dispatchBoardRoute,
  dispatchMoveRoute,
  type MoveAnswer,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { jakartaToday } from '../../../lib/dates.ts';
import { serveRoute } from '../../../lib/serve-route.ts';
import { callerOf } from '../../../plugins/access.ts';
import { inTransaction, messagesFor, readsOf, writeContext } from '../../resources/index.ts';
import { DISPATCH_BOARD } from '../jobs.quotes.ts';
import { boardOf, technicians } from './board.ts';
import { moveSubJob } from './move.ts';

type Row = Record<string, unknown>;

export async function dispatchRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(
    app,
    dispatchBoardRoute,
    async ({ query }, request) => {
      const from = query.from ?? jakartaToday();
      const to = addDays(from, Number(query.days ?? '7') - 1);
      const caller = await callerOf(request);
      const scope = (p: Parameters<typeof app.resourceHooks.scope>[2]) =>
        app.resourceHooks.scope('rsubpekerjaan', caller, p);
      // the jobs and customers it joins read through the caller's Batasi Baris rules too (issue 37)
      const { blocks, unscheduled } = await boardOf(readsOf(request), from, to, scope);
      return {
        from,
        to,
        technicians: await technicians(app.db.query),
        blocks,
        unscheduled,
      } satisfies BoardAnswer;
    },
    { quotes: DISPATCH_BOARD },
  );

  serveRoute(app, dispatchMoveRoute, async ({ params, body }, request) => {
    const record = await inTransaction(writeContext(request), (tx) =>
      moveSubJob(tx, Number(params.id), body),
    );
    return {
      message: messagesFor(request.headers['accept-language'])('success.recordUpdated'),
      record,
    } satisfies MoveAnswer<Row>;
  });
}
