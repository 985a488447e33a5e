/** Calls of the dispatch board and timesheets: the routes core declares (api/routes/dispatch.ts, timesheets.ts). */
import {
  type BoardAnswer,
  type BoardBlock,
  type CorrectionBody,
  DISPATCH_ROUTES,
  type MoveBody,
  TIMESHEET_ROUTES,
  type TimesheetReport,
} from '@kantor/core';
import { callRoute } from '../../../api/call-route.ts';

export type { BoardAnswer, BoardBlock, MoveBody, TimesheetReport };

export const dispatchApi = {
  board: (from: string, days: 1 | 7) =>
    callRoute(DISPATCH_ROUTES.board, { query: { from, days: days === 1 ? '1' : '7' } }),
  move: (id: number, body: MoveBody) => callRoute(DISPATCH_ROUTES.move, { params: { id: String(id) }, body }),
  timer: (id: number) => callRoute(TIMESHEET_ROUTES.sub, { params: { id: String(id) } }),
  start: (id: number) => callRoute(TIMESHEET_ROUTES.start, { params: { id: String(id) } }),
  stop: (id: number) => callRoute(TIMESHEET_ROUTES.stop, { params: { id: String(id) } }),
  report: (from: string, to: string) => callRoute(TIMESHEET_ROUTES.report, { query: { from, to } }),
  correct: (id: number, body: CorrectionBody) =>
    callRoute(TIMESHEET_ROUTES.correct, { params: { id: String(id) }, body }),
  history: (id: number) => callRoute(TIMESHEET_ROUTES.history, { params: { id: String(id) } }),
};
