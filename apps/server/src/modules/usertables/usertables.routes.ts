import {
  decide,
  deleteUserTableRoute,
  getResource,
  saveUserTableRoute,
  type UserTableDeleted,
  type UserTableSaved,
  type UserTablesAnswer,
  type UserTablesOverview,
  userTableResourceName,
  userTablesMineRoute,
  userTablesOverviewRoute,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { callerOf } from '../../plugins/access.ts';
import { messagesFor, writeContext } from '../resources/index.ts';
import { ensureUserTablesFresh, loadUserTables, reloadUserTables } from './registry.ts';
import { deleteTable, describeTables, readDesign, saveTable } from './usertables.service.ts';

/**
 * `/supertabel`: the designer's routes (the `supertabel` page) and the declarations every signed-in
 * screen needs to show the tables the caller may open (`/api/supertabel/resources`).
 */
export async function userTablesRoutes(app: FastifyInstance): Promise<void> {
  const afterChange = async () => {
    await reloadUserTables(app.db.query);
    app.roleRules.invalidate();
    await app.roleCache.invalidate();
  };

  serveRoute(
    app,
    userTablesOverviewRoute,
    async () => ({ tables: await describeTables(app.db.query) }) satisfies UserTablesOverview,
  );

  serveRoute(app, userTablesMineRoute, async (_input, request) => {
    const caller = await callerOf(request);
    const tables = await loadUserTables(app.db.query);
    // the tables the caller may list, as the policy decides a list (a filter: it refuses nothing)
    const mayList = (name: string) => {
      const resource = getResource(name);
      return resource !== undefined && decide(caller, resource, 'list') === 'allow';
    };
    return { tables: tables.filter((t) => mayList(t.resource)) } satisfies UserTablesAnswer;
  });

  serveRoute(app, saveUserTableRoute, async ({ params, body }, request) => {
    const msg = messagesFor(request.headers['accept-language']);
    const design = readDesign(params.name, body, msg);
    await saveTable(writeContext(request), params.name, design);
    await afterChange();
    const table = (await describeTables(app.db.query)).find((t) => t.name === params.name);
    // saved just above: only a delete racing this request could have taken it away
    if (!table) throw notFound();
    return { message: msg('success.recordUpdated'), table } satisfies UserTableSaved;
  });

  serveRoute(app, deleteUserTableRoute, async ({ params }, request) => {
    const msg = messagesFor(request.headers['accept-language']);
    await deleteTable(writeContext(request), params.name, msg);
    await afterChange();
    return {
      message: msg('success.recordDeleted'),
      resource: userTableResourceName(params.name),
    } satisfies UserTableDeleted;
  });
}

/** Before the access check of any user-table call: this instance knows the latest declarations. */
export async function userTablesFreshness(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const path = request.url;
    if (path.startsWith('/api/tabel_') || path.startsWith('/api/supertabel')) {
      await ensureUserTablesFresh(app.db.query);
    }
  });
}
