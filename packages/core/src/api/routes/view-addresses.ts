/**
 * The addresses (method and path) of the routes a record view's panels and actions call: they load with
 * every view (the print action) or every view of a resource (a job's progress, materials, worksheets and
 * AI panels; an invoice's lines, payments and credit notes), and must not bring zod and the API's
 * schemas (~24 KB compressed, ~100 KB of script evaluated once the record is in: issue 36). As with
 * ROUTE_ADDRESSES, the declarations spread these, so each path is written once, and the web calls them
 * with `callAt<typeof route>(VIEW_ADDRESSES.x)` (apps/web/src/api/call-route.ts). Apart from
 * ROUTE_ADDRESSES, which the sign-in page's own chunk carries.
 */
import type { RouteAddress } from './define-route.ts';

export const VIEW_ADDRESSES = {
  documentTemplates: { method: 'GET', path: '/documents/:resource/templates' },
  documentGenerate: { method: 'GET', path: '/documents/:resource/generate/:id' },
  // a job's view
  jobWhatsapp: { method: 'POST', path: '/rpekerjaan/whatsapp/:id' },
  jobWorksheets: { method: 'GET', path: '/worksheets/job/:id' },
  worksheetReport: { method: 'GET', path: '/worksheets/sub/:id/laporan' },
  jobMaterials: { method: 'GET', path: '/rpekerjaan/material-sop/:id' },
  issueJobMaterials: { method: 'POST', path: '/rpekerjaan/material-sop/:id' },
  aiTemplates: { method: 'GET', path: '/ai/templates' },
  aiRun: { method: 'POST', path: '/ai/run' },
  // an invoice's view
  invoicePdf: { method: 'GET', path: '/rinvoice/pdf/:id' },
  invoiceWhatsapp: { method: 'POST', path: '/rinvoice/whatsapp/:id' },
  invoiceDuplicate: { method: 'POST', path: '/rinvoice/duplikatinv/:id' },
  invoicePayments: { method: 'GET', path: '/rinvoice/pembayaran/:id' },
  invoicePay: { method: 'POST', path: '/rinvoice/pembayaran/:id' },
  virtualAccount: { method: 'GET', path: '/rinvoice/pembayaranvirtual/:id' },
  openVirtualAccount: { method: 'POST', path: '/rinvoice/pembayaranvirtual/:id' },
  simulateTransfer: { method: 'POST', path: '/rinvoice/pembayaranvirtual/:id/simulasi' },
  creditNotes: { method: 'GET', path: '/rinvoice/notakredit/:id' },
  addCreditNote: { method: 'POST', path: '/rinvoice/notakredit/:id' },
  creditNotePdf: { method: 'GET', path: '/rinvoice/notakredit/:id/pdf/:note' },
  refund: { method: 'POST', path: '/rinvoice/pengembaliandana/:id' },
  unbilledLabour: { method: 'GET', path: '/rinvoice/jamkerja/:id' },
  addLabourLine: { method: 'POST', path: '/rinvoice/jamkerja/:id' },
  // an item's stock card
  stockCard: { method: 'GET', path: '/rstok/kartu/:id' },
} as const satisfies Record<string, RouteAddress>;
