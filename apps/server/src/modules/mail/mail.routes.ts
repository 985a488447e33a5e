import { OutboxMailDetail, OutboxPage } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { answers } from '../../lib/answer-schema.ts';
import { idParam } from '../../lib/id-param.ts';
import { pathParams, textQuery } from '../../lib/request-schema.ts';
import { adminRoute } from '../../plugins/access.ts';

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
  app.get<{ Querystring: { page?: string; limit?: string; search?: string } }>(
    '/mail/outbox',
    {
      ...adminRoute(),
      schema: {
        summary: 'The in-app outbox: mail kept when no SMTP server is configured, newest first',
        ...textQuery({
          page: 'page number, from 1',
          limit: 'rows per page, 1 to 200 (25)',
          search: 'in address and subject',
        }),
        ...answers(OutboxPage, 'One page of kept mail, and how mail leaves (`smtp`: nothing is kept)'),
      },
    },
    async (request) => {
      const limit = Math.min(Math.max(Number(request.query.limit) || 25, 1), 200);
      const page = Math.max(Number(request.query.page) || 1, 1);
      const search = String(request.query.search ?? '')
        .trim()
        .slice(0, 100);
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
    },
  );

  app.get<{ Params: { id: string } }>(
    '/mail/outbox/:id',
    {
      ...adminRoute(),
      schema: {
        summary: 'One kept mail with its HTML body',
        ...pathParams('id'),
        ...answers(OutboxMailDetail, 'The mail'),
      },
    },
    async (request) => {
      const [row] = await app.db.query<OutboxRow>(
        'SELECT id, to_address, subject, text_body, html_body, created_at FROM mail_outbox WHERE id = $1',
        [idParam(request.params.id)],
      );
      if (!row) throw notFound();
      return row;
    },
  );
}
