// Tables of the declared resources are derived from their declarations in @kantor/core (one line each,
// so drizzle-kit sees every table); schema.test.ts fails when a resource has no table here.
import { RESOURCES, type ResourceName } from '@kantor/core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { resourceTable } from './resource-table.ts';
import { roleNameKeySql } from './role-name-sql.ts';

const idTypeOf = (name: string) => RESOURCES[name as ResourceName]?.idType ?? 'serial';
const table = (name: ResourceName) => resourceTable(RESOURCES[name], idTypeOf);

export const akun = table('akun');
export const akunwebmail = table('akunwebmail');
export const bankrekening = table('bankrekening');
export const butuhapa = table('butuhapa');
export const cmumt = table('cmumt');
export const dbteam = table('dbteam');
export const dokumengenerator = table('dokumengenerator');
export const grouproleid = table('grouproleid');
export const manifestasi = table('manifestasi');
export const manualtemplatejson = table('manualtemplatejson');
export const media = table('media');
export const pendaftaran = table('pendaftaran');
export const permissions = resourceTable(RESOURCES.permissions, idTypeOf, (t) => [
  uniqueIndex('permissions_role_page').on(t.role_id!, t.page_name!),
]);
export const primereactcustomview = table('primereactcustomview');
export const promptapiopenai = table('promptapiopenai');
export const rabsensi = table('rabsensi');
export const rbarangkeluar = table('rbarangkeluar');
export const rbarangmasuk = table('rbarangmasuk');
export const rbarangmasuksub = table('rbarangmasuksub');
export const rbarangmasuksubsub = table('rbarangmasuksubsub');
export const rchat = table('rchat');
export const rchatadmin = table('rchatadmin');
export const rdiskonevent = table('rdiskonevent');
export const regdistricts = table('regdistricts');
export const regprovinces = table('regprovinces');
export const regregencies = table('regregencies');
export const regvillages = table('regvillages');
export const rhargasatuanpekerjaan = table('rhargasatuanpekerjaan');
export const rinvoice = table('rinvoice');
export const rkategorilevel = table('rkategorilevel');
export const rlangganan = table('rlangganan');
export const rlaporan = table('rlaporan');
export const rmasterpengeluaran = table('rmasterpengeluaran');
export const rmenu = table('rmenu');
export const rmindmap = table('rmindmap');
export const rmitra = table('rmitra');
export const rnotifikasi = table('rnotifikasi');
// a role name is unique by its key (issue 32: `"Admin "` and `"admin\u200b"` are `admin`)
export const roles = resourceTable(RESOURCES.roles, idTypeOf, undefined, { role_name: roleNameKeySql });
export const rootcauseumt = table('rootcauseumt');
export const rpekerjaan = table('rpekerjaan');
export const rpemasukan = table('rpemasukan');
export const rpengeluaran = table('rpengeluaran');
export const rpostingan = table('rpostingan');
export const rsatuan = table('rsatuan');
export const rsethargajual = table('rsethargajual');
export const rsetregional = table('rsetregional');
export const rsetwebsite = table('rsetwebsite');
export const rstok = table('rstok');
export const rsubinvoice = table('rsubinvoice');
export const rsubpekerjaan = table('rsubpekerjaan');
export const rsubptrackprogres = table('rsubptrackprogres');
export const rsupplier = table('rsupplier');
export const rtype = table('rtype');
export const segmentumtinfo = table('segmentumtinfo');
export const setupimgprototype = table('setupimgprototype');
export const setupshowhideroleid = table('setupshowhideroleid');
export const standarmaterialsop = table('standarmaterialsop');
export const supertabelakun = table('supertabelakun');
export const tabelkolom = table('tabelkolom');
export const templateprompt = table('templateprompt');
export const tes = table('tes');
export const tes2 = table('tes2');
export const tes3 = table('tes3');
export const users = table('users');
export const walman = table('walman');

/** Sign-in sessions; only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id as never, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the unload beacon: the session ends then unless the same tab comes back (a reload). */
    closing_at: timestamp('closing_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.token_hash), index('sessions_user').on(t.user_id)],
);

/** Who changed what and when, for every create, update and delete of a resource record. */
export const audit_log = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    record_id: text('record_id').notNull(),
    action: text('action').notNull(),
    user_id: integer('user_id'),
    username: text('username'),
    /** `{ field: { before, after } }` of the fields that changed. */
    changes: jsonb('changes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record').on(t.resource, t.record_id, t.id)],
);

/** Which module's demo records were seeded, so each domain seeds once (db/demo/seed-demo.ts). */
export const seed_runs = pgTable('seed_runs', {
  module: text('module').primaryKey(),
  seeded_at: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  /** Records written, by resource, for the log and the docs. */
  counts: jsonb('counts'),
});

export * from './auth-schema.ts';
export * from './chat-schema.ts';
export * from './documents-schema.ts';
export * from './import-jobs-schema.ts';
export * from './inventory-schema.ts';
export * from './invoicing-schema.ts';
export * from './maintenance-schema.ts';
