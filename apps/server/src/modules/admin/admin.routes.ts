import {
  AdminSummary,
  DuplicateChecksAnswer,
  DuplicateResult,
  ReferenceSaveAnswer,
  ReferenceState,
  SystemStatus,
  WalmanRecap,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, pathParams, text, textQuery } from '../../lib/request-schema.ts';
import { adminRoute, pageRoute } from '../../plugins/access.ts';
import { quoting } from '../../plugins/quotes.ts';
import { messagesFor, writeContext } from '../resources/index.ts';
import { REFERENCE, REFERENCE_SAVED, WALMAN } from './admin.quotes.ts';
import { duplicateChecks, duplicateQueryOf, findDuplicates } from './duplicates.service.ts';
import { checkReference, referenceState, saveReference } from './refxml.service.ts';
import { systemStatus } from './status.service.ts';
import { uiRoutes } from './ui.routes.ts';
import { walmanPeriod, walmanRecap } from './walman.service.ts';

type IdParams = { Params: { id: string } };

const summarySchema = {
  summary: 'Figures of the admin dashboard: users by status, roles, active sessions',
  ...answers(AdminSummary, 'Users by status, roles and active sessions'),
};
const statusSchema = {
  summary: 'The system status: what runs, where its data lives, whether its parts are healthy',
  ...answers(SystemStatus, 'Version, database, mail, Redis, migrations and the daily jobs’ last runs'),
};
const duplicateChecksSchema = {
  summary: 'The unique checks of every resource: declared and in the database',
  ...answers(DuplicateChecksAnswer, 'Per resource: its unique fields, unique indexes and groupable fields'),
};
const findDuplicatesSchema = {
  summary: 'Records of a resource sharing the same values of some fields, largest groups first',
  description: 'Text is compared trimmed and case-insensitively; an empty value is no duplicate.',
  ...documentedBody(
    {
      resource: text('a declared resource'),
      fields: {
        description: '1 to 3 of the resource’s groupable fields (one may be sent as plain text)',
        anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
      },
    },
    ['resource', 'fields'],
  ),
  ...answers(DuplicateResult, 'The 100 largest groups of records sharing the values, and how many there are'),
};
const referenceStateSchema = {
  summary: 'A template’s stored reference (XML or JSON)',
  ...pathParams('id'),
  ...answers(ReferenceState, 'The reference, its format and its saved versions, oldest first'),
};
const saveReferenceSchema = {
  summary: 'Store a template’s reference; the same content again changes nothing',
  ...pathParams('id'),
  ...documentedBody({
    ref_xml: text(
      'the reference (required, or `content`): well-formed XML or JSON, within the field’s length',
    ),
    content: text('the same as `ref_xml`, read when `ref_xml` is absent'),
    format: { type: 'string', enum: ['xml', 'json'], description: 'guessed from the content when absent' },
  }),
  ...answers(ReferenceSaveAnswer, 'The reference after the save, and whether it changed'),
};
const walmanSchema = {
  summary: 'Active walman records in a period by category, with each group’s count and total',
  ...textQuery({ from: 'first day, YYYY-MM-DD (the 1st of this month)', to: 'last day, YYYY-MM-DD (today)' }),
  ...answers(WalmanRecap, 'The period’s records by category, with counts and totals'),
};

/**
 * The admin's pages (see docs/admin.md): the dashboard figures and the system status of `/admin`, the
 * duplicate checks of `/petacekduplikatinput`, a template's reference (`save_refxml`), the walman recap
 * (`/walman/listgas`), and what every screen reads of the admin's setup (custom menu, placeholders).
 * `/petadropdown` and `/rentanxvalidasiphp` need no route: the web reads them from the declarations.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  /** Figures of the admin dashboard. */
  app.get('/admin/summary', { ...adminRoute(), schema: summarySchema }, async () => {
    const [row] = await app.db.query<{
      total: number;
      active: number;
      pending: number;
      blocked: number;
      roles: number;
      sessions: number;
    }>(
      `SELECT
         (SELECT count(*)::int FROM users) AS total,
         (SELECT count(*)::int FROM users WHERE status = 'Active') AS active,
         (SELECT count(*)::int FROM users WHERE status = 'Pending') AS pending,
         (SELECT count(*)::int FROM users WHERE status = 'Blocked') AS blocked,
         (SELECT count(*)::int FROM roles) AS roles,
         (SELECT count(*)::int FROM sessions WHERE expires_at > now()) AS sessions`,
    );
    return {
      users: { total: row!.total, active: row!.active, pending: row!.pending, blocked: row!.blocked },
      roles: row!.roles,
      activeSessions: row!.sessions,
    } satisfies AdminSummary;
  });

  app.get('/admin/status', { ...adminRoute('admin'), schema: statusSchema }, async () => systemStatus(app));

  app.get(
    '/petacekduplikatinput',
    { ...adminRoute('petacekduplikatinput'), schema: duplicateChecksSchema },
    async () => ({ resources: await duplicateChecks(app.db.query) }) satisfies DuplicateChecksAnswer,
  );

  // Resource and fields come from the declaration whitelist only (422 otherwise), never from raw input.
  app.post(
    '/petacekduplikatinput/find',
    { ...adminRoute('petacekduplikatinput'), schema: findDuplicatesSchema },
    async (request) => {
      const msg = messagesFor(request.headers['accept-language']);
      return findDuplicates(app.db.query, duplicateQueryOf(request.body, msg));
    },
  );

  // about one template (rule R4): its view page (403) and the template in the caller's view (404),
  // before the body is read; what the answers quote leaves them where the role may not see it
  const template = pageRoute('manualtemplatejson/save_refxml', {
    record: { resource: 'manualtemplatejson', param: 'id' },
  });
  app.get<IdParams>(
    '/manualtemplatejson/save_refxml/:id',
    quoting(REFERENCE, { ...template, schema: referenceStateSchema }),
    async (request) => referenceState(app.db.query, Number(request.recordInView!.id)),
  );

  app.post<IdParams>(
    '/manualtemplatejson/save_refxml/:id',
    quoting(REFERENCE_SAVED, { ...template, schema: saveReferenceSchema }),
    async (request) => {
      const msg = messagesFor(request.headers['accept-language']);
      const id = Number(request.recordInView!.id);
      const { content } = checkReference(request.body, msg);
      const { changed, state } = await saveReference(writeContext(request), id, content);
      return { message: msg('success.recordUpdated'), changed, ...state } satisfies ReferenceSaveAnswer;
    },
  );

  app.get<{ Querystring: { from?: string; to?: string } }>(
    '/walman/listgas',
    // the recap quotes walman's own fields: its Hide Kolom rules apply here as on its list (WALMAN)
    quoting(WALMAN, { ...pageRoute('walman/listgas'), schema: walmanSchema }),
    async (request) =>
      walmanRecap(app.db.query, walmanPeriod(request.query, messagesFor(request.headers['accept-language']))),
  );

  await app.register(uiRoutes);
}
