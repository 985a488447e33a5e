import { userTableResourceName } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { callerOf, pageRoute, signedInRoute } from '../../plugins/access.ts';
import { holdsPage } from '../../plugins/access-policy.ts';
import { messagesFor, writeContext } from '../resources/index.ts';
import { ensureUserTablesFresh, loadUserTables, reloadUserTables } from './registry.ts';
import { deleteTable, describeTables, readDesign, saveTable } from './usertables.service.ts';

type NameParams = { Params: { name: string } };

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

  app.get('/supertabel', pageRoute('supertabel'), async () => ({
    tables: await describeTables(app.db.query),
  }));

  app.get('/supertabel/resources', signedInRoute, async (request) => {
    const caller = await callerOf(request);
    const tables = await loadUserTables(app.db.query);
    return { tables: tables.filter((t) => holdsPage(caller.pages, t.resource)) };
  });

  app.put<NameParams>('/supertabel/:name', pageRoute('supertabel'), async (request) => {
    const msg = messagesFor(request.headers['accept-language']);
    const design = readDesign(request.params.name, request.body, msg);
    await saveTable(writeContext(request), request.params.name, design);
    await afterChange();
    const table = (await describeTables(app.db.query)).find((t) => t.name === request.params.name);
    return { message: msg('success.recordUpdated'), table };
  });

  app.delete<NameParams>('/supertabel/:name', pageRoute('supertabel'), async (request) => {
    const msg = messagesFor(request.headers['accept-language']);
    await deleteTable(writeContext(request), request.params.name, msg);
    await afterChange();
    return { message: msg('success.recordDeleted'), resource: userTableResourceName(request.params.name) };
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
