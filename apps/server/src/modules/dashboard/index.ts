import { businessFiguresRoute } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { jakartaToday } from '../../lib/dates.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { plain, quote, type Shape } from '../../plugins/quotes.ts';
import { type DomainModule, readsOf } from '../resources/index.ts';
import { businessFigures } from './business.ts';

/**
 * What each figure quotes (rule R5, plugins/quotes.ts): a figure read from a field the admin role's own
 * Hide Kolom rules hide leaves the answer. A POS sale's amount is the sum of its goods outs' subtotals.
 */
const BUSINESS: Shape = {
  month: plain,
  sales: {
    total: quote('rinvoice.total', 'rbarangkeluar.subtotal'),
    invoices: quote('rinvoice.total'),
    pos: quote('rbarangkeluar.subtotal'),
  },
  receivables: {
    total: quote('rinvoice.sisa'),
    count: plain,
    overdue: quote('rinvoice.sisa', 'rinvoice.jatuh_tempo'),
  },
  cash: { in: quote('rpemasukan.jumlah'), out: quote('rpengeluaran.jumlah') },
  // items whose stock is under their minimum: the count tells about both
  lowStock: quote('rstok.stok', 'rstok.stok_minimum'),
  openJobs: plain,
};

async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  /** This month's sales, receivables, cash in and out, low stock and open jobs (admin dashboard). */
  serveRoute(
    app,
    businessFiguresRoute,
    // through the caller's Batasi Baris rules (issue 37): an admin has none today, but whoever the
    // route is opened to sees only the figures of the rows they reach
    async (_input, request) => businessFigures(readsOf(request), jakartaToday()),
    { quotes: BUSINESS },
  );
}

/** The admin dashboard's business figures, read across the domains (no records of its own). */
export const dashboardModule: DomainModule = { name: 'dashboard', routes: dashboardRoutes };
