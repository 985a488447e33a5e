/** Calls of the invoicing screens: the routes core declares (packages/core/src/api/routes/invoicing.ts). */
import {
  type CreditNoteBody,
  type InvoicePayment,
  type LabourLineBody,
  type PaymentBody,
  type RefundBody,
  INVOICING_ROUTES as routes,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';

export type Payment = InvoicePayment;

export const PAYMENT_METHODS = ['Transfer', 'Tunai', 'QRIS'] as const;

export const invoicingApi = {
  pdf: (id: string) => callRoute(routes.pdf, { params: { id } }),
  duplicate: (id: string) => callRoute(routes.duplicate, { params: { id } }),
  whatsapp: (id: string) => callRoute(routes.whatsapp, { params: { id } }),
  payments: (id: string) => callRoute(routes.payments, { params: { id } }),
  pay: (id: string, body: PaymentBody) => callRoute(routes.pay, { params: { id }, body }),
  virtualAccount: (id: string) => callRoute(routes.virtualAccount, { params: { id } }),
  openVirtualAccount: (id: string) => callRoute(routes.openVirtualAccount, { params: { id } }),
  simulateTransfer: (id: string) => callRoute(routes.simulateTransfer, { params: { id }, body: {} }),
  creditNotes: (id: string) => callRoute(routes.creditNotes, { params: { id } }),
  addCreditNote: (id: string, body: CreditNoteBody) =>
    callRoute(routes.addCreditNote, { params: { id }, body }),
  creditNotePdf: (id: string, note: number) =>
    callRoute(routes.creditNotePdf, { params: { id, note: String(note) } }),
  refund: (id: string, body: RefundBody) => callRoute(routes.refund, { params: { id }, body }),
  unbilledLabour: (id: string) => callRoute(routes.unbilledLabour, { params: { id } }),
  addLabourLine: (id: string, body: LabourLineBody) =>
    callRoute(routes.addLabourLine, { params: { id }, body }),
};

/** Opens a PDF from the API in a new tab (the token cannot ride on a plain link). */
export async function openPdf(blob: Blob): Promise<void> {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
