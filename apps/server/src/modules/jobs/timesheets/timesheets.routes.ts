/**
 * Timesheets' routes (packages/core/src/api/routes/timesheets.ts): the timer of a sub job (start, stop,
 * read) for whom its work falls to (the declared field-work scope), and the admin's report and
 * corrections (the page `rpekerjaan/timesheet`). No role is checked here: the declared access decides.
 */
import {
  addDays,
  correctTimesheetRoute,
  type SubJobTimer,
  startTimerRoute,
  stopTimerRoute,
  type TimerAnswer,
  type TimesheetReport,
  timerOfSubJobRoute,
  timesheetHistoryRoute,
  timesheetReportRoute,
  weekStart,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jakartaToday } from '../../../lib/dates.ts';
import { serveRoute } from '../../../lib/serve-route.ts';
import { messagesFor } from '../../resources/index.ts';
import { CORRECTED_ENTRY, SUB_JOB_TIMER, TIMER_ANSWER, TIMESHEET_REPORT } from '../jobs.quotes.ts';
import {
  correctEntry,
  entries,
  historyOf,
  runningOf,
  startTimer,
  stopTimer,
  timerTechnician,
  timesheetReport,
} from './timesheets.service.ts';

const msgOf = (request: FastifyRequest) => messagesFor(request.headers['accept-language']);

export async function timesheetRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  serveRoute(
    app,
    timerOfSubJobRoute,
    async ({ params }, request) => {
      const subId = Number(params.id);
      // a sub job without a technician has no one's timer to show an admin
      const technician = await timerTechnician(db.query, request.user!.id, subId, msgOf(request)).catch(
        () => null,
      );
      const running = technician === null ? null : await runningOf(db.query, technician);
      const list = await entries(db.query, 'e.id_subpekerjaan = $1', [subId]);
      const jam = Math.round(list.reduce((sum, e) => sum + e.jam, 0) * 100) / 100;
      return { running, entries: list, jam } satisfies SubJobTimer;
    },
    { quotes: SUB_JOB_TIMER },
  );

  serveRoute(
    app,
    startTimerRoute,
    async ({ params }, request) => {
      const subId = Number(params.id);
      const msg = msgOf(request);
      const technician = await timerTechnician(db.query, request.user!.id, subId, msg);
      const result = await db.transaction((query) => startTimer(query, subId, technician, request.user!.id));
      return { message: msg('success.recordAdded'), ...result } satisfies TimerAnswer;
    },
    { quotes: TIMER_ANSWER },
  );

  serveRoute(
    app,
    stopTimerRoute,
    async ({ params }, request) => {
      const subId = Number(params.id);
      const msg = msgOf(request);
      const technician = await timerTechnician(db.query, request.user!.id, subId, msg);
      const result = await db.transaction((query) => stopTimer(query, subId, technician, msg));
      return { message: msg('success.recordUpdated'), ...result } satisfies TimerAnswer;
    },
    { quotes: TIMER_ANSWER },
  );

  serveRoute(
    app,
    correctTimesheetRoute,
    async ({ params, body }, request) => {
      const msg = msgOf(request);
      const entry = await db.transaction((query) =>
        correctEntry(
          query,
          Number(params.id),
          { mulai: body.mulai, selesai: body.selesai, alasan: body.alasan ?? '' },
          request.user!.id,
          msg,
        ),
      );
      return { message: msg('success.recordUpdated'), entry };
    },
    { quotes: CORRECTED_ENTRY },
  );

  serveRoute(app, timesheetHistoryRoute, async ({ params }) => ({
    corrections: await historyOf(db.query, Number(params.id)),
  }));

  serveRoute(
    app,
    timesheetReportRoute,
    async ({ query }) => {
      const from = query.from ?? weekStart(jakartaToday());
      const to = query.to ?? addDays(from, 6);
      return (await timesheetReport(db.query, from, to)) satisfies TimesheetReport;
    },
    { quotes: TIMESHEET_REPORT },
  );
}
