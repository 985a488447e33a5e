/**
 * The credit notes' routes (declared once in core: packages/core/src/api/routes/credit-notes.ts): an
 * invoice's notes and refunds, a new note, a note's PDF and a refund. A credit note is a document handed
 * to the customer with the invoice's amounts: a role that may not see a field the invoice document prints
 * is refused (403), as for the invoice's PDF (rule R5).
 */
import {
  addCreditNoteRoute,
  type CreditNoteAnswer,
  creditNotePdfRoute,
  creditNotesRoute,
  type RefundAnswer,
  recordRefundRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { msgOf } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { assertSeesAll } from '../../plugins/quotes.ts';
import { writeContext } from '../resources/index.ts';
import { creditNotePdf } from './credit-note-pdf.ts';
import { addCreditNote, creditNotesState, notesOf } from './credit-notes.service.ts';
import { invoiceOf } from './invoice-in-view.ts';
import { INVOICE_DOCUMENT_FIELDS } from './invoicing.quotes.ts';
import { invoiceCustomer } from './parties.ts';
import { recordRefund } from './refunds.service.ts';
import { invoiceSettings } from './settings.ts';

export function creditNoteRoutes(app: FastifyInstance): void {
  const seesDocument = {
    guard: (request: FastifyRequest) => assertSeesAll(request, INVOICE_DOCUMENT_FIELDS),
  };

  serveRoute(
    app,
    creditNotesRoute,
    async (_input, request) => creditNotesState(app.db.query, invoiceOf(request)),
    seesDocument,
  );

  serveRoute(
    app,
    addCreditNoteRoute,
    async ({ body }, request) => {
      const note = await addCreditNote(
        writeContext(request),
        Number(invoiceOf(request).id),
        body,
        jakartaToday(),
      );
      return { message: msgOf(request)('success.recordAdded'), note } satisfies CreditNoteAnswer;
    },
    seesDocument,
  );

  serveRoute(
    app,
    creditNotePdfRoute,
    async ({ params }, request, reply) => {
      const invoice = invoiceOf(request);
      const note = (await notesOf(app.db.query, Number(invoice.id))).find(
        (n) => n.id === Number(params.note),
      );
      if (!note) throw notFound();
      const pdf = await creditNotePdf(
        {
          invoice,
          note,
          customer: await invoiceCustomer(app.db.query, invoice),
          signer: request.user!.username,
        },
        await invoiceSettings(app.db.query),
      );
      reply.header('Content-Type', 'application/pdf');
      reply.header(
        'Content-Disposition',
        `inline; filename="nota-kredit-${note.no_nota.replace(/[^\w.-]+/g, '-')}.pdf"`,
      );
      return reply.send(pdf);
    },
    seesDocument,
  );

  serveRoute(
    app,
    recordRefundRoute,
    async ({ body }, request) => {
      const refund = await recordRefund(
        writeContext(request),
        Number(invoiceOf(request).id),
        body,
        jakartaToday(),
      );
      return { message: msgOf(request)('success.recordAdded'), refund } satisfies RefundAnswer;
    },
    seesDocument,
  );
}
