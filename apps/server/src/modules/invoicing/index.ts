import type { DomainModule } from '../resources/index.ts';
import { invoiceHooks, invoiceLineHooks } from './invoice.hooks.ts';
import { invoicingRoutes } from './invoicing.routes.ts';
import { seedInvoicing } from './invoicing.seed.ts';

/**
 * Invoicing: invoices with server-computed totals and PPN, numbering on issue, goods out of stock,
 * cancel and duplicate, payments (typed in or by a virtual-account provider's webhook) that write
 * income, and the invoice PDF. See docs/invoicing.md.
 */
export const invoicingModule: DomainModule = {
  name: 'invoicing',
  hooks: { rinvoice: invoiceHooks, rsubinvoice: invoiceLineHooks },
  routes: invoicingRoutes,
  seed: seedInvoicing,
};
export { remindDueInvoices } from './due-notices.ts';
