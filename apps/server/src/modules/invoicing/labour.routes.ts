/**
 * The labour routes (declared once in core: packages/core/src/api/routes/invoice-labour.ts): the invoice
 * customer's jobs with unbilled hours, and a line billing one job's hours at a job rate.
 */
import { addLabourLineRoute, type LabourLineAnswer, unbilledLabourRoute } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { msgOf } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { unbilledJobs } from '../jobs/index.ts';
import { writeContext } from '../resources/index.ts';
import { invoiceOf } from './invoice-in-view.ts';
import { addLabourLine } from './labour.ts';

export function labourRoutes(app: FastifyInstance): void {
  serveRoute(app, unbilledLabourRoute, async (_input, request) => ({
    jobs: await unbilledJobs(app.db.query, Number(invoiceOf(request).id_akun)),
  }));

  serveRoute(app, addLabourLineRoute, async ({ body }, request) => {
    const added = await addLabourLine(writeContext(request), invoiceOf(request), body);
    return { message: msgOf(request)('success.recordAdded'), ...added } satisfies LabourLineAnswer;
  });
}
