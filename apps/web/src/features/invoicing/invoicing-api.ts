/** Calls of the invoicing screens (apps/server/src/modules/invoicing/invoicing.routes.ts). */
import type {
  InvoiceDuplicateAnswer,
  InvoicePayAnswer,
  InvoicePayment,
  InvoicePaymentsAnswer,
  InvoiceWhatsappAnswer,
  PaymentNotificationAnswer,
  VirtualAccountOpenAnswer,
  VirtualAccountState,
} from '@kantor/core';
import { api } from '../../api/api.ts';

export type Payment = InvoicePayment;

export const PAYMENT_METHODS = ['Transfer', 'Tunai', 'QRIS'] as const;

export const invoicingApi = {
  pdf: (id: string) => api.download(`rinvoice/pdf/${encodeURIComponent(id)}`, {}),
  duplicate: (id: string) =>
    api.post<InvoiceDuplicateAnswer>(`rinvoice/duplikatinv/${encodeURIComponent(id)}`, {}),
  whatsapp: (id: string) =>
    api.post<InvoiceWhatsappAnswer>(`rinvoice/whatsapp/${encodeURIComponent(id)}`, {}),
  payments: (id: string) => api.get<InvoicePaymentsAnswer>(`rinvoice/pembayaran/${encodeURIComponent(id)}`),
  pay: (id: string, body: { jumlah: number; metode: string; tanggal: string }) =>
    api.post<InvoicePayAnswer>(`rinvoice/pembayaran/${encodeURIComponent(id)}`, body),
  virtualAccount: (id: string) =>
    api.get<VirtualAccountState>(`rinvoice/pembayaranvirtual/${encodeURIComponent(id)}`),
  openVirtualAccount: (id: string) =>
    api.post<VirtualAccountOpenAnswer>(`rinvoice/pembayaranvirtual/${encodeURIComponent(id)}`, {}),
  simulateTransfer: (id: string) =>
    api.post<PaymentNotificationAnswer>(`rinvoice/pembayaranvirtual/${encodeURIComponent(id)}/simulasi`, {}),
};

/** Opens a PDF from the API in a new tab (the token cannot ride on a plain link). */
export async function openPdf(blob: Blob): Promise<void> {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
