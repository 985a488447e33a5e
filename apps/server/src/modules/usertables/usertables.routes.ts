import {
  holdsPage,
  MAX_USER_COLUMNS,
  USER_COLUMN_TYPES,
  UserTableDeleted,
  UserTableSaved,
  UserTablesAnswer,
  UserTablesOverview,
  userTableResourceName,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, flag, pathParams, text } from '../../lib/request-schema.ts';
import { callerOf, pageRoute, signedInRoute } from '../../plugins/access.ts';
import { messagesFor, writeContext } from '../resources/index.ts';
import { ensureUserTablesFresh, loadUserTables, reloadUserTables } from './registry.ts';
import { deleteTable, describeTables, readDesign, saveTable } from './usertables.service.ts';

type NameParams = { Params: { name: string } };

const table = pathParams('name');
const listSchema = {
  summary: 'Every user table with its columns, row count and the roles holding its list page',
  ...answers(UserTablesOverview, 'The tables'),
};
const resourcesSchema = {
  summary: 'The user tables the caller may open, with their columns',
  ...answers(UserTablesAnswer, 'The tables'),
};
const saveSchema = {
  summary: 'Create or change a user table `tabel_{name}` (its columns and the roles that may use it)',
  description:
    '`name` is 2 to 40 lower-case letters, digits or `_`, starting with a letter. Every problem is a 422 ' +
    'naming `columns.{i}.{field}`, `nama_tabel` or `roles`.',
  ...table,
  ...documentedBody(
    {
      columns: {
        type: 'array',
        description: `1 to ${MAX_USER_COLUMNS} columns, in order`,
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer', description: 'the column’s `tabelkolom` record, for a column kept' },
            nama_kolom: text(
              'lower-case letters, digits or `_`, starting with a letter; unique; not a reserved one',
            ),
            label_kolom: text('shown as the column’s title'),
            tipe_kolom: { type: 'string', enum: [...USER_COLUMN_TYPES], description: 'text when absent' },
            wajib: flag('required'),
            opsi: {
              description:
                'select: the options (1 to 100 short texts); relation: the target resource (`"rsupplier"` or ' +
                '`{ "resource": "rsupplier" }`)',
            },
          },
          required: ['nama_kolom', 'label_kolom'],
        },
      },
      roles: { type: 'array', items: { type: 'integer' }, description: 'role ids given the table’s pages' },
    },
    ['columns'],
  ),
  ...answers(UserTableSaved, 'The table as saved, and a message in the caller’s language'),
};
const deleteSchema = {
  summary: 'Delete a user table that has no rows: its columns, its pages in every role, its database table',
  ...table,
  ...answers(UserTableDeleted, 'The resource name the table had, and a message in the caller’s language'),
};

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

  app.get(
    '/supertabel',
    { ...pageRoute('supertabel'), schema: listSchema },
    async () => ({ tables: await describeTables(app.db.query) }) satisfies UserTablesOverview,
  );

  app.get('/supertabel/resources', { ...signedInRoute, schema: resourcesSchema }, async (request) => {
    const caller = await callerOf(request);
    const tables = await loadUserTables(app.db.query);
    return { tables: tables.filter((t) => holdsPage(caller.pages, t.resource)) } satisfies UserTablesAnswer;
  });

  app.put<NameParams>(
    '/supertabel/:name',
    { ...pageRoute('supertabel'), schema: saveSchema },
    async (request) => {
      const msg = messagesFor(request.headers['accept-language']);
      const design = readDesign(request.params.name, request.body, msg);
      await saveTable(writeContext(request), request.params.name, design);
      await afterChange();
      const table = (await describeTables(app.db.query)).find((t) => t.name === request.params.name);
      // saved just above: only a delete racing this request could have taken it away
      if (!table) throw notFound();
      return { message: msg('success.recordUpdated'), table } satisfies UserTableSaved;
    },
  );

  app.delete<NameParams>(
    '/supertabel/:name',
    { ...pageRoute('supertabel'), schema: deleteSchema },
    async (request) => {
      const msg = messagesFor(request.headers['accept-language']);
      await deleteTable(writeContext(request), request.params.name, msg);
      await afterChange();
      return {
        message: msg('success.recordDeleted'),
        resource: userTableResourceName(request.params.name),
      } satisfies UserTableDeleted;
    },
  );
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
