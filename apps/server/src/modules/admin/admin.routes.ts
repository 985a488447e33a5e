import {
  type AdminSummary,
  adminSummaryRoute,
  type DuplicateChecksAnswer,
  duplicateChecksRoute,
  findDuplicatesRoute,
  type ReferenceSaveAnswer,
  referenceStateRoute,
  saveReferenceRoute,
  systemStatusRoute,
  walmanRecapRoute,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';
import { messagesFor, writeContext } from '../resources/index.ts';
import { REFERENCE, REFERENCE_SAVED, WALMAN } from './admin.quotes.ts';
import { duplicateChecks, findDuplicates } from './duplicates.service.ts';
import { referenceState, saveReference } from './refxml.service.ts';
import { systemStatus } from './status.service.ts';
import { uiRoutes } from './ui.routes.ts';
import { walmanPeriod, walmanRecap } from './walman.service.ts';

/**
 * The admin's pages (see docs/admin.md): the dashboard figures and the system status of `/admin`, the
 * duplicate checks of `/petacekduplikatinput`, a template's reference (`save_refxml`), the walman recap
 * (`/walman/listgas`), and what every screen reads of the admin's setup (custom menu, placeholders).
 * `/petadropdown` and `/rentanxvalidasiphp` need no route: the web reads them from the declarations.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  /** Figures of the admin dashboard. */
  serveRoute(app, adminSummaryRoute, async () => {
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

  serveRoute(app, systemStatusRoute, async () => systemStatus(app));

  serveRoute(
    app,
    duplicateChecksRoute,
    async () => ({ resources: await duplicateChecks(app.db.query) }) satisfies DuplicateChecksAnswer,
  );

  // Resource and fields come from the declaration whitelist only (the declaration's 422 otherwise),
  // never from raw input; a field named twice is grouped by once.
  serveRoute(app, findDuplicatesRoute, async ({ body }) =>
    findDuplicates(app.db.query, { resource: body.resource, fields: [...new Set(body.fields)] }),
  );

  // about one template (rule R4, the declaration's access): what the answers quote leaves them where
  // the role may not see it
  serveRoute(
    app,
    referenceStateRoute,
    async (_input, request) => referenceState(app.db.query, Number(request.recordInView!.id)),
    { quotes: REFERENCE },
  );

  serveRoute(
    app,
    saveReferenceRoute,
    async ({ body }, request) => {
      const msg = messagesFor(request.headers['accept-language']);
      const id = Number(request.recordInView!.id);
      // the declaration checked it: text, within the field's length, well formed
      const content = (body.ref_xml ?? body.content)!;
      const { changed, state } = await saveReference(writeContext(request), id, content);
      return { message: msg('success.recordUpdated'), changed, ...state } satisfies ReferenceSaveAnswer;
    },
    { quotes: REFERENCE_SAVED },
  );

  // the recap quotes walman's own fields: its Hide Kolom rules apply here as on its list (WALMAN)
  serveRoute(
    app,
    walmanRecapRoute,
    async ({ query }, request) =>
      walmanRecap(app.db.query, walmanPeriod(query, messagesFor(request.headers['accept-language']))),
    { quotes: WALMAN },
  );

  await app.register(uiRoutes);
}
