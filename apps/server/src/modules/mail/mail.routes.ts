import { outboxMailRoute, outboxRoute } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { serveRoute } from '../../lib/serve-route.ts';

type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date;
};

/** The in-app outbox (mail kept when no SMTP server is configured): admins only. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, outboxRoute, async ({ query }) => {
    const limit = Math.min(Math.max(query.limit || 25, 1), 200);
    const page = Math.max(query.page || 1, 1);
    const search = (query.search ?? '').trim().slice(0, 100);
    const where = search ? 'WHERE to_address ILIKE $3 OR subject ILIKE $3' : '';
    const params: unknown[] = [limit, (page - 1) * limit];
    if (search) params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const rows = await app.db.query<OutboxRow & { total: string }>(
      `SELECT id, to_address, subject, text_body, created_at, count(*) OVER () AS total
           FROM mail_outbox ${where} ORDER BY id DESC LIMIT $1 OFFSET $2`,
      params,
    );
    return {
      records: rows.map(({ total: _total, ...row }) => row),
      totalRecords: rows.length > 0 ? Number(rows[0]!.total) : 0,
      page,
      limit,
      transport: app.mailer.transport,
    };
  });

  serveRoute(app, outboxMailRoute, async ({ params }) => {
    const [row] = await app.db.query<OutboxRow>(
      'SELECT id, to_address, subject, text_body, html_body, created_at FROM mail_outbox WHERE id = $1',
      [Number(params.id)],
    );
    if (!row) throw notFound();
    return row;
  });
}
