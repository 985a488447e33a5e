import type { FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';

/** The invoice a route is about (read by the access check, within the caller's view scope). */
export function invoiceOf(request: FastifyRequest): Record<string, unknown> {
  const invoice = request.recordInView;
  if (!invoice) throw notFound();
  return invoice;
}
