/**
 * Calls of the invoicing screens (packages/core/src/api/routes/invoicing.ts, credit-notes.ts,
 * invoice-labour.ts), at the routes' addresses: the invoice's view panels use them, and a record view
 * must not bring zod and the API's schemas (e2e/first-draw-chunks.e2e.ts).
 */
import {
  type addCreditNoteRoute,
  type addLabourLineRoute,
  VIEW_ADDRESSES as at,
  type CreditNoteBody,
  type creditNotePdfRoute,
  type creditNotesRoute,
  type duplicateInvoiceRoute,
  type InvoicePayment,
  type invoicePaymentsRoute,
  type invoicePdfRoute,
  type invoiceWhatsappRoute,
  type LabourLineBody,
  type openVirtualAccountRoute,
  type PaymentBody,
  type RefundBody,
  type recordPaymentRoute,
  type recordRefundRoute,
  type simulateTransferRoute,
  type unbilledLabourRoute,
  type virtualAccountStateRoute,
} from '@kantor/core';
import { callAt, fileAt } from '../../api/call-route.ts';

export type Payment = InvoicePayment;

export const PAYMENT_METHODS = ['Transfer', 'Tunai', 'QRIS'] as const;

export const invoicingApi = {
  pdf: (id: string) => fileAt<typeof invoicePdfRoute>(at.invoicePdf, { params: { id } }),
  duplicate: (id: string) => callAt<typeof duplicateInvoiceRoute>(at.invoiceDuplicate, { params: { id } }),
  whatsapp: (id: string) => callAt<typeof invoiceWhatsappRoute>(at.invoiceWhatsapp, { params: { id } }),
  payments: (id: string) => callAt<typeof invoicePaymentsRoute>(at.invoicePayments, { params: { id } }),
  pay: (id: string, body: PaymentBody) =>
    callAt<typeof recordPaymentRoute>(at.invoicePay, { params: { id }, body }),
  virtualAccount: (id: string) =>
    callAt<typeof virtualAccountStateRoute>(at.virtualAccount, { params: { id } }),
  openVirtualAccount: (id: string) =>
    callAt<typeof openVirtualAccountRoute>(at.openVirtualAccount, { params: { id } }),
  simulateTransfer: (id: string) =>
    callAt<typeof simulateTransferRoute>(at.simulateTransfer, { params: { id }, body: {} }),
  creditNotes: (id: string) => callAt<typeof creditNotesRoute>(at.creditNotes, { params: { id } }),
  addCreditNote: (id: string, body: CreditNoteBody) =>
    callAt<typeof addCreditNoteRoute>(at.addCreditNote, { params: { id }, body }),
  creditNotePdf: (id: string, note: number) =>
    fileAt<typeof creditNotePdfRoute>(at.creditNotePdf, { params: { id, note: String(note) } }),
  refund: (id: string, body: RefundBody) =>
    callAt<typeof recordRefundRoute>(at.refund, { params: { id }, body }),
  unbilledLabour: (id: string) => callAt<typeof unbilledLabourRoute>(at.unbilledLabour, { params: { id } }),
  addLabourLine: (id: string, body: LabourLineBody) =>
    callAt<typeof addLabourLineRoute>(at.addLabourLine, { params: { id }, body }),
};

/** Opens a PDF from the API in a new tab (the token cannot ride on a plain link). */
export async function openPdf(blob: Blob): Promise<void> {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
