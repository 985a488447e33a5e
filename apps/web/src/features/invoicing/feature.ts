import type { Feature } from '../../app/feature.ts';
import { loadInvoiceCreditNotesPanel, loadInvoiceLinesPanel, loadInvoicePaymentsPanel } from './lazy.ts';

export const invoicingFeature: Feature = {
  name: 'invoicing',
  viewPanels: { rinvoice: [loadInvoiceLinesPanel, loadInvoicePaymentsPanel, loadInvoiceCreditNotesPanel] },
  rowActions: {
    rinvoice: [
      {
        id: 'duplicate',
        labelKey: 'invoicing.actions.duplicate',
        icon: 'pi pi-copy',
        to: '/rinvoice/duplikatinv/{id}',
        page: '/rinvoice/duplikatinv',
      },
    ],
  },
};
