/**
 * Attendance's routes (docs/attendance.md), declared once: the kiosk's card tap and the monthly recap.
 * Served by apps/server/src/modules/attendance/attendance.routes.ts, called by
 * apps/web/src/features/attendance.
 */
import { z } from 'zod';
import { isMonth } from '../../attendance/recap.ts';
import { MonthRecap, TapAnswer } from '../attendance.ts';
import { defineRoute } from './define-route.ts';
import { REPORT_FILES } from './reports.ts';
import { emptyAbsent, objectOrEmpty, said } from './wire.ts';

/** The longest card number a reader types. */
export const CARD_MAX = 64;

// what is no object (a bare text, a list) reads as an empty one: the card number is then named
export const TapBody = objectOrEmpty(
  z.object({
    // one problem at a time, in the order a person fixes them: none, too long, not a card number
    kode_rfid: z.preprocess(
      (value: string | number | null | undefined) =>
        typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '',
      z
        .string()
        .superRefine((code, ctx) => {
          const problem = !code
            ? said('validation.required')
            : code.length > CARD_MAX
              ? said('validation.lengthMax', { max: CARD_MAX })
              : // a reader sends printable characters only; anything else is not a card number
                [...code].some((c) => c.charCodeAt(0) < 32)
                ? said('validation.invalid')
                : null;
          if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
        })
        .describe('the card number as the reader types it (a number is read as text), at most 64 characters'),
    ),
    // whether it is an upload of ours is the server's check, in the same words
    foto: emptyAbsent(
      z
        .string(said('validation.uploadNotIssued'))
        .optional()
        .describe('path of a photo uploaded at the tap (/api/media/upload)'),
    ),
  }),
);
export type TapBody = z.output<typeof TapBody>;

export const tapRoute = defineRoute({
  method: 'POST',
  path: '/absensirfidmanual/tap',
  // the kiosk: whoever holds the kiosk page records taps of any card (the reader is shared)
  access: { kind: 'page', page: 'absensirfidmanual' },
  summary: 'A card tap at the kiosk: checks its owner in or out (a double read is ignored)',
  body: TapBody,
  answer: TapAnswer,
  answerSays: 'What the tap did, its owner, the day’s record as it now stands and the time',
});

export const monthRecapRoute = defineRoute({
  method: 'GET',
  path: '/rabsensi/rekap',
  access: { kind: 'resource', resource: 'rabsensi', action: 'list' },
  summary: 'The attendance recap of a month per person (an admin sees everyone, others themselves)',
  query: z.object({
    bulan: emptyAbsent(
      z
        .string(said('validation.month'))
        .refine(isMonth, said('validation.month'))
        .optional()
        .describe('the month, YYYY-MM (this month)'),
    ),
    format: emptyAbsent(
      z
        .enum(['csv', 'xlsx', 'pdf'], said('validation.in'))
        .optional()
        .describe('`csv`, `xlsx` or `pdf`: the recap as a file; JSON when absent'),
    ),
  }),
  answer: MonthRecap,
  answerSays: 'The month, the lateness rule and a line per person; with `format`, as a file',
  orFile: Object.values(REPORT_FILES),
});

/** Attendance's routes, by the name the web calls them. */
export const ATTENDANCE_ROUTES = { tap: tapRoute, recap: monthRecapRoute } as const;
