/**
 * The POS cash sessions and refunds (issue 34), declared once: open a session on a counter with a float,
 * read its Z-report (live while open), close it with the cash counted by denomination, print the
 * Z-report, refund a sale (whole or some lines) and print the return receipt. Served by
 * apps/server/src/modules/inventory/pos-session.routes.ts, called by the POS page.
 */
import { z } from 'zod';
import { DENOMINATIONS } from '../../inventory/cash-session.ts';
import { ZReport } from '../../inventory/schemas.ts';
import { CashSessionAnswer, CashSessionList, SaleReturnAnswer } from '../inventory.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import {
  clientId,
  keptText,
  machineNumber,
  objectOrEmpty,
  optionalNumber,
  said,
  serialList,
  trimmedText,
} from './wire.ts';

const POS_SALES = 'postransaksirizqieta';
const exists = said('validation.exists');
/** A session or refund in the path: digits only (anything else is a missing one, 404). */
const sessionParam = z.object({ session: z.string().regex(/^\d{1,10}$/) });
const returnParam = z.object({ ret: z.string().regex(/^\d{1,10}$/) });
const width = z.object({
  width: z.preprocess(
    (value: 58 | 80 | undefined) =>
      Number(value) === 58 || Number(value) === 80 ? Number(value) : undefined,
    z
      .union([z.literal(58), z.literal(80)])
      .optional()
      .describe('paper width in mm: 58 or 80 (80)'),
  ),
});

/** A counter's name: trimmed, 1 to 40 characters (`Kasir 1`). */
const counterName = z.preprocess(
  (value: string) => (typeof value === 'string' ? value.trim() : value),
  z
    .string(said('validation.required'))
    .min(1, said('validation.required'))
    .max(40, said('validation.length', { min: 1, max: 40 })),
);
const rupiah = (says: string) =>
  machineNumber(
    z
      .int(said('validation.integer'))
      .min(0, said('validation.integer'))
      .max(999_999_999_999, said('validation.integer'))
      .describe(says),
  );

export const sessionListRoute = defineRoute({
  ...ROUTE_ADDRESSES.posSessions,
  access: { kind: 'page', page: POS_SALES },
  summary: 'Cash sessions, newest first (at most 50): one counter’s, or open ones only',
  query: z.object({
    counter: trimmedText(40, 'only this counter’s sessions'),
    status: z.preprocess(
      (value: string | undefined) => (value === 'open' || value === 'closed' ? value : undefined),
      z.enum(['open', 'closed']).optional().describe('open or closed (both when absent)'),
    ),
  }),
  answer: CashSessionList,
  answerSays: 'The sessions, newest first',
});

export const OpenSessionBody = z.object({
  counter: counterName.describe(
    'the counter’s name as the POS page keeps it (`Kasir 1`), 1 to 40 characters',
  ),
  float: rupiah('the cash in the drawer at the start (Rp), 0 or more'),
  keterangan: keptText(500, 'note, at most 500 characters kept'),
});
export type OpenSessionBody = z.output<typeof OpenSessionBody>;

export const openSessionRoute = defineRoute({
  method: 'POST',
  path: '/pos/sessions',
  access: { kind: 'page', page: POS_SALES },
  summary: 'Open a cash session on a counter with a float (one open session per counter, else a 422)',
  body: OpenSessionBody,
  answer: CashSessionAnswer,
  answerSays: 'The session opened',
});

export const sessionReportRoute = defineRoute({
  method: 'GET',
  path: '/pos/sessions/:session',
  access: { kind: 'page', page: POS_SALES },
  summary: 'A cash session’s Z-report: per method, counts, cash expected and counted, its sales and refunds',
  params: sessionParam,
  answer: ZReport,
  answerSays: 'The session and its figures (live while it is open)',
});

const count = said('validation.integer');
/** How many of one note or coin were counted: a whole number, 0 to 1,000,000 (none when absent). */
const countOf = (value: number) =>
  optionalNumber(
    z
      .int(count)
      .min(0, count)
      .max(1_000_000, count)
      .optional()
      .describe(`how many Rp ${value} were counted (none when absent)`),
  );
export const CloseSessionBody = z.object({
  counted: objectOrEmpty(
    z.object(
      Object.fromEntries(DENOMINATIONS.map((value) => [String(value), countOf(value)])) as Record<
        `${(typeof DENOMINATIONS)[number]}`,
        ReturnType<typeof countOf>
      >,
    ),
  ),
  bank_account: optionalNumber(
    z
      .int(exists)
      .positive(exists)
      .optional()
      .describe(
        'the bank account (bankrekening) transfer and QRIS takings went into; the first active one when absent',
      ),
  ),
  keterangan: keptText(500, 'note (why the cash is short or over), at most 500 characters kept'),
});
export type CloseSessionBody = z.output<typeof CloseSessionBody>;

export const closeSessionRoute = defineRoute({
  method: 'POST',
  path: '/pos/sessions/:session/close',
  access: { kind: 'page', page: POS_SALES },
  summary: 'Close a cash session with the cash counted by denomination; its takings post as income',
  description:
    'In one transaction: the difference is recorded and each method’s takings (sales less refunds, per day) ' +
    'are written as income (`rpemasukan`, Penjualan). Closing a closed session is a 422.',
  params: sessionParam,
  body: CloseSessionBody,
  answer: ZReport,
  answerSays: 'The closed session’s Z-report',
});

export const zReportPdfRoute = defineRoute({
  method: 'GET',
  path: '/pos/sessions/:session/z-report',
  access: { kind: 'page', page: POS_SALES },
  summary: 'A cash session’s Z-report as a PDF (58 or 80 mm)',
  params: sessionParam,
  query: width,
  answer: { file: ['application/pdf'] },
  answerSays: 'The Z-report, shown inline',
});

const returnQty = said('validation.rangeMin', { min: 0.0001 });
export const ReturnBody = z.object({
  client_id: clientId().describe('a UUID the till made for this refund, so a retried post refunds once'),
  sale: machineNumber(z.int(exists).positive(exists).describe('the sale (pos_sales id)')),
  session: machineNumber(
    z.int(exists).positive(exists).describe('the open cash session the money is given back from'),
  ),
  lines: z
    .array(
      objectOrEmpty(
        z.object({
          line: machineNumber(z.int(exists).min(0, exists).describe('index of the line in the sale')),
          qty: machineNumber(
            z
              .number(returnQty)
              .gt(0, returnQty)
              .max(1_000_000, returnQty)
              .describe('quantity given back, at most what is left of the line'),
          ),
          serials: serialList(
            'the serials given back, one per unit, among those the line sold; all of them when the rest of the line comes back',
          ),
        }),
      ),
      said('validation.noLines'),
    )
    .max(200, said('validation.noLines'))
    .optional()
    .describe('the lines given back; the whole sale (what is left of it) when absent'),
  alasan: keptText(300, 'reason, at most 300 characters kept'),
});
export type ReturnBody = z.output<typeof ReturnBody>;

export const postReturnRoute = defineRoute({
  method: 'POST',
  path: '/pos/returns',
  access: { kind: 'page', page: POS_SALES },
  summary: 'Refund a POS sale, whole or some lines: stock back at its cost, the money out of the session',
  description:
    'Idempotent by `client_id`: the same request again answers the refund already made (`duplicate: true`); ' +
    'the same `client_id` with another request or from another login is a 409.',
  body: ReturnBody,
  answer: SaleReturnAnswer,
  answerSays: 'The refund as recorded (or as recorded before, for a repeated `client_id`)',
});

export const returnReceiptRoute = defineRoute({
  method: 'GET',
  path: '/pos/returns/:ret/receipt',
  access: { kind: 'page', page: POS_SALES },
  summary: 'A refund’s return receipt as a PDF',
  params: returnParam,
  query: width,
  answer: { file: ['application/pdf'] },
  answerSays: 'The return receipt, shown inline',
});

/** The cash-session and refund routes, by the name the web client calls them. */
export const POS_SESSION_ROUTES = {
  sessions: sessionListRoute,
  openSession: openSessionRoute,
  sessionReport: sessionReportRoute,
  closeSession: closeSessionRoute,
  zReportPdf: zReportPdfRoute,
  postReturn: postReturnRoute,
  returnReceipt: returnReceiptRoute,
} as const;
