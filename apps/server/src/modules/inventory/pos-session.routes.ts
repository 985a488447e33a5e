/**
 * The POS cash sessions and refunds (issue 34), declared in core (packages/core/src/api/routes/
 * pos-sessions.ts). Like the sale routes, they need the POS page and a role that sees the till's
 * figures whole (a session's takings are its sales' amounts).
 */
import {
  type CashSessionAnswer,
  type CashSessionList,
  closeSessionRoute,
  openSessionRoute,
  postReturnRoute,
  returnReceiptRoute,
  type SaleReturnAnswer,
  sessionListRoute,
  sessionReportRoute,
  zReportPdfRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { assertSeesAll } from '../../plugins/quotes.ts';
import { writeContext } from '../resources/index.ts';
import { POS_FIELDS } from './inventory.quotes.ts';
import { findReturn, postReturn } from './pos-returns.ts';
import { closeSession, listSessions, openSession, sessionReport } from './pos-session.service.ts';
import { receiptShop } from './receipt-shop.ts';
import { returnReceiptPdf, zReportPdf } from './session-pdf.ts';

const pdf = (reply: FastifyReply, name: string) => {
  reply.header('Content-Type', 'application/pdf');
  reply.header('Content-Disposition', `inline; filename="${name}.pdf"`);
};

export function posSessionRoutes(app: FastifyInstance): void {
  const seesPos = (request: FastifyRequest) => assertSeesAll(request, POS_FIELDS);
  const shop = () => receiptShop(app.db.query, app.config.appName);

  serveRoute(
    app,
    sessionListRoute,
    async ({ query }) => ({ records: await listSessions(app.db.query, query) }) satisfies CashSessionList,
    { guard: seesPos },
  );

  serveRoute(
    app,
    openSessionRoute,
    async ({ body }, request) =>
      ({ session: await openSession(writeContext(request), body) }) satisfies CashSessionAnswer,
    { guard: seesPos },
  );

  serveRoute(
    app,
    sessionReportRoute,
    async ({ params }) => sessionReport(app.db.query, Number(params.session)),
    { guard: seesPos },
  );

  serveRoute(
    app,
    closeSessionRoute,
    async ({ params, body }, request) => closeSession(writeContext(request), Number(params.session), body),
    { guard: seesPos },
  );

  serveRoute(
    app,
    zReportPdfRoute,
    async ({ params, query }, _request, reply) => {
      const report = await sessionReport(app.db.query, Number(params.session));
      pdf(reply, `Z-${report.session.id}`);
      return reply.send(zReportPdf(report, await shop(), query.width ?? 80));
    },
    { guard: seesPos },
  );

  serveRoute(
    app,
    postReturnRoute,
    async ({ body }, request, reply) => {
      const { record, duplicate } = await postReturn(writeContext(request), body);
      reply.header('X-Duplicate-Sale', duplicate ? '1' : '0');
      return { return: record, duplicate } satisfies SaleReturnAnswer;
    },
    { guard: seesPos },
  );

  serveRoute(
    app,
    returnReceiptRoute,
    async ({ params, query }, _request, reply) => {
      const ret = await findReturn(app.db.query, { id: Number(params.ret) });
      if (!ret) throw notFound();
      pdf(reply, ret.no_retur);
      return reply.send(returnReceiptPdf(ret, await shop(), query.width ?? 80));
    },
    { guard: seesPos },
  );
}
