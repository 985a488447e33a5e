/** Answers of the user-table designer `/supertabel` (apps/server/src/modules/usertables). */
import { z } from 'zod';
import { UserTableInfo } from '../usertables/schemas.ts';
import { MessageAnswer } from './resources.ts';

/** A user table as the designer lists it: its row count and the roles holding its list page. */
export const UserTableOverview = UserTableInfo.extend({
  rows: z.int().nonnegative(),
  roles: z.array(z.int()),
});
export type UserTableOverview = z.infer<typeof UserTableOverview>;

/** `GET /supertabel`: every user table. */
export const UserTablesOverview = z.object({ tables: z.array(UserTableOverview) });
export type UserTablesOverview = z.infer<typeof UserTablesOverview>;

/** `GET /supertabel/resources`: the user tables the caller's pages open, with their columns. */
export const UserTablesAnswer = z.object({ tables: z.array(UserTableInfo) });
export type UserTablesAnswer = z.infer<typeof UserTablesAnswer>;

/** `PUT /supertabel/{name}`: the table as saved. */
export const UserTableSaved = MessageAnswer.extend({ table: UserTableOverview });
export type UserTableSaved = z.infer<typeof UserTableSaved>;

/** `DELETE /supertabel/{name}`: the resource name the table had (`tabel_{name}`). */
export const UserTableDeleted = MessageAnswer.extend({ resource: z.string() });
export type UserTableDeleted = z.infer<typeof UserTableDeleted>;
