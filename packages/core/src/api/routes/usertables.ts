/**
 * The user-table designer's routes (docs/tools.md, `/supertabel`), declared once: the tables with their
 * row counts, the tables the caller may open (every signed-in screen reads them), a table's design saved
 * and a table deleted. Served by apps/server/src/modules/usertables/usertables.routes.ts, called by
 * apps/web/src/features/usertables.
 */
import { z } from 'zod';
import { USER_COLUMN_TYPES } from '../../usertables/column-types.ts';
import { MAX_USER_COLUMNS } from '../../usertables/user-table.ts';
import { UserTableDeleted, UserTableSaved, UserTablesAnswer, UserTablesOverview } from '../usertables.ts';
import { defineRoute } from './define-route.ts';
import { objectOrEmpty, said } from './wire.ts';

const designer = { kind: 'page', page: 'supertabel' } as const;

/**
 * A table's name as the path gives it: whatever it is, a name that is no table name is the save's 422
 * naming `nama_tabel` (checked with the columns), and a delete's 404.
 */
const TableName = z.object({ name: z.string() });

/**
 * One column as the designer sends it. What each field must hold (a name, a type, its options, a label,
 * unique names) is checked by the server together with the table's name, each problem named
 * `columns.{i}.{field}`: the options are read in more than one form and stored in one.
 */
const DesignColumnIn = objectOrEmpty(
  z.object({
    id: z.unknown().optional().describe('the column’s `tabelkolom` record, for a column kept'),
    nama_kolom: z
      .unknown()
      .optional()
      .describe('lower-case letters, digits or `_`, starting with a letter; unique; not a reserved one'),
    label_kolom: z.unknown().optional().describe('shown as the column’s title (required)'),
    tipe_kolom: z
      .unknown()
      .optional()
      .describe(`one of ${USER_COLUMN_TYPES.join(', ')}; text when absent`),
    wajib: z.unknown().optional().describe('`true`: the column is required'),
    opsi: z
      .unknown()
      .optional()
      .describe(
        'select: the options (1 to 100 short texts); relation: the target resource (`"rsupplier"` or ' +
          '`{ "resource": "rsupplier" }`)',
      ),
  }),
);

export const UserTableDesignBody = objectOrEmpty(
  z.object({
    columns: z.preprocess(
      (value: readonly unknown[] | undefined) => (Array.isArray(value) ? value : []),
      z
        .array(DesignColumnIn)
        .min(1, said('validation.required'))
        .max(MAX_USER_COLUMNS, said('validation.userTableMaxColumns', { max: MAX_USER_COLUMNS }))
        .describe(`1 to ${MAX_USER_COLUMNS} columns, in order`),
    ),
    // none: no role; a list holding anything but whole numbers is refused as a whole, under `roles`
    roles: z.preprocess(
      (value: readonly number[] | undefined) =>
        !Array.isArray(value) ? undefined : value.every((id) => Number.isInteger(id)) ? value : null,
      z.array(z.int(), said('validation.integer')).optional().describe('role ids given the table’s pages'),
    ),
  }),
);

export const userTablesOverviewRoute = defineRoute({
  method: 'GET',
  path: '/supertabel',
  access: designer,
  summary: 'Every user table with its columns, row count and the roles holding its list page',
  answer: UserTablesOverview,
  answerSays: 'The tables',
});

export const userTablesMineRoute = defineRoute({
  method: 'GET',
  path: '/supertabel/resources',
  access: { kind: 'signedIn' },
  summary: 'The user tables the caller may open, with their columns',
  answer: UserTablesAnswer,
  answerSays: 'The tables',
});

export const saveUserTableRoute = defineRoute({
  method: 'PUT',
  path: '/supertabel/:name',
  access: designer,
  summary: 'Create or change a user table `tabel_{name}` (its columns and the roles that may use it)',
  description:
    '`name` is 2 to 40 lower-case letters, digits or `_`, starting with a letter. Every problem is a 422 ' +
    'naming `columns.{i}.{field}`, `columns`, `nama_tabel` or `roles`.',
  params: TableName,
  body: UserTableDesignBody,
  answer: UserTableSaved,
  answerSays: 'The table as saved, and a message in the caller’s language',
});

export const deleteUserTableRoute = defineRoute({
  method: 'DELETE',
  path: '/supertabel/:name',
  access: designer,
  summary: 'Delete a user table that has no rows: its columns, its pages in every role, its database table',
  params: TableName,
  answer: UserTableDeleted,
  answerSays: 'The resource name the table had, and a message in the caller’s language',
});

/** The designer's routes, by the name the web calls them. */
export const USER_TABLES_ROUTES = {
  overview: userTablesOverviewRoute,
  mine: userTablesMineRoute,
  save: saveUserTableRoute,
  remove: deleteUserTableRoute,
} as const;
