/** Calls of the invoicing screens (apps/server/src/modules/invoicing/invoicing.routes.ts). */
import { api } from '../../api/api.ts';

export type Payment = {
  id: number;
  id_invoice: number;
  tanggal: string;
  jumlah: number;
  metode: string;
  dp: string | null;
  provider: string;
  reference: string | null;
  created_at: string;
};

export type VirtualAccount = {
  id: number;
  provider: string;
  bank: string;
  va_number: string;
  order_id: string;
  jumlah: number;
  status: string;
  created_at: string;
};

export type VaState = {
  invoice: {
    id: number;
    no_invoice: string | null;
    status: string;
    total: number;
    dibayar: number;
    sisa: number;
  };
  provider: string;
  accounts: VirtualAccount[];
};

export const PAYMENT_METHODS = ['Transfer', 'Tunai', 'QRIS'] as const;

export const invoicingApi = {
  pdf: (id: string) => api.download(`rinvoice/pdf/${encodeURIComponent(id)}`, {}),
  duplicate: (id: string) =>
    api.post<{ message: string; record: { id: number } }>(
      `rinvoice/duplikatinv/${encodeURIComponent(id)}`,
      {},
    ),
  whatsapp: (id: string) =>
    api.post<{ url: string; link: string; expires_at: string }>(
      `rinvoice/whatsapp/${encodeURIComponent(id)}`,
      {},
    ),
  payments: (id: string) => api.get<{ records: Payment[] }>(`rinvoice/pembayaran/${encodeURIComponent(id)}`),
  pay: (id: string, body: { jumlah: number; metode: string; tanggal: string }) =>
    api.post<{ message: string; payment: Payment }>(`rinvoice/pembayaran/${encodeURIComponent(id)}`, body),
  virtualAccount: (id: string) => api.get<VaState>(`rinvoice/pembayaranvirtual/${encodeURIComponent(id)}`),
  openVirtualAccount: (id: string) =>
    api.post<{ account: VirtualAccount }>(`rinvoice/pembayaranvirtual/${encodeURIComponent(id)}`, {}),
  simulateTransfer: (id: string) =>
    api.post<{ recorded: boolean; payment: Payment | null }>(
      `rinvoice/pembayaranvirtual/${encodeURIComponent(id)}/simulasi`,
      {},
    ),
};

/** Opens a PDF from the API in a new tab (the token cannot ride on a plain link). */
export async function openPdf(blob: Blob): Promise<void> {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
