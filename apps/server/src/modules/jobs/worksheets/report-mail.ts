/**
 * The service report reaches the customer: a public link by the job's tracking code (the customer has
 * no account), mailed through the mail module (SMTP with its retries, or the outbox) once the
 * signature committed, and shared by WhatsApp from the job's view.
 */
import type { FastifyInstance } from 'fastify';
import { serviceReportMail } from '../../mail/index.ts';
import { businessOf } from '../../website/index.ts';
import type { WorksheetFacts } from './worksheet.service.ts';

/** The customer's copy: `PUBLIC_HOST` + the report's address by tracking code. */
export function publicReportLink(app: FastifyInstance, facts: WorksheetFacts): string | null {
  if (!facts.job.kode_lacak) return null;
  const host = app.config.publicHost.replace(/\/$/, '');
  return `${host}/api/lacak/${encodeURIComponent(facts.job.kode_lacak)}/laporan/${facts.sub.id}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Mails the report's link to the job's customer when their account has an address; answers whether
 * it was handed to the mailer (which sends in the background: a failing server is retried later).
 */
export async function mailReport(app: FastifyInstance, facts: WorksheetFacts): Promise<boolean> {
  const to = facts.customer.email?.trim();
  const url = publicReportLink(app, facts);
  if (!to || !EMAIL.test(to) || !url) return false;
  const company = (await businessOf(app.db.query, '')).name;
  app.mailer.queue(
    serviceReportMail(
      { to, username: facts.customer.nama ?? 'Pelanggan', appName: app.config.appName, locale: 'id-ID' },
      { company: String(company), job: facts.job.nama_pekerjaan, sub: facts.sub.nama_sub_pekerjaan, url },
    ),
  );
  return true;
}
