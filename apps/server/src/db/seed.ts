import { allPages, ROLE_NAMES, USER_ROLE_IDS } from '@kantor/core';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../lib/password.ts';
import type { Database } from './connect.ts';
import { permissions, roles, users } from './schema.ts';

/** Pages of the demo technician: field work, attendance and tools, nothing of money or setup. */
export const TEKNISI_PAGES = [
  'home',
  'account',
  'rnotifikasi',
  'rnotifikasi/view',
  'rpekerjaan',
  'rpekerjaan/view',
  'rpekerjaan/edit',
  'rsubpekerjaan',
  'rsubpekerjaan/view',
  'rsubptrackprogres',
  'rsubptrackprogres/view',
  'rsubptrackprogres/add',
  'rsubptrackprogres/tracklist',
  'rsubptrackprogres/trackadd',
  'rabsensi',
  'rabsensi/view',
  'rabsensi/add',
  'cmumt',
  'cmumt/view',
  'cmumt/edit',
  'kalkulator',
  'absensirfidmanual',
];

export type SeedOptions = { adminPassword: string; teknisiPassword: string };

/** First-run seed: roles, the demo admin and technician, and their pages. Runs once (no users yet). */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<boolean> {
  const { db } = database;
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
    { count: number },
  ];
  if (count > 0) return false;

  await db.transaction(async (tx) => {
    const roleRows = [
      { id: USER_ROLE_IDS.admin, role_name: 'admin', keterangan: 'Administrator' },
      { id: USER_ROLE_IDS.teknisi, role_name: 'Teknisi', keterangan: 'Teknisi lapangan' },
      ...ROLE_NAMES.filter((n) => n !== 'admin').map((role_name, i) => ({
        id: 54 + i,
        role_name,
        keterangan: null,
      })),
    ];
    await tx.insert(roles).values(roleRows).onConflictDoNothing();
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('roles', 'id'), (SELECT max(id) FROM roles))`);

    const [adminHash, teknisiHash] = await Promise.all([
      hashPassword(options.adminPassword),
      hashPassword(options.teknisiPassword),
    ]);
    const inserted = await tx
      .insert(users)
      .values([
        {
          username: 'admin',
          email: 'admin@kantor.local',
          no_hp: '081200000001',
          password_hash: adminHash,
          user_role_id: USER_ROLE_IDS.admin,
          status: 'Active',
          email_verified_at: new Date(),
        },
        {
          username: 'teknisi',
          email: 'teknisi@kantor.local',
          no_hp: '081200000002',
          password_hash: teknisiHash,
          user_role_id: USER_ROLE_IDS.teknisi,
          status: 'Active',
          email_verified_at: new Date(),
        },
      ])
      .returning({ id: users.id });
    // A login owns what it creates: its owner id is its own id until linked to an akun record.
    await tx.execute(sql`UPDATE users SET user_id = id WHERE user_id IS NULL`);
    void inserted;

    const pageRows = [
      ...allPages().map((page_name) => ({ role_id: USER_ROLE_IDS.admin as number, page_name })),
      ...TEKNISI_PAGES.map((page_name) => ({ role_id: USER_ROLE_IDS.teknisi as number, page_name })),
    ];
    for (let i = 0; i < pageRows.length; i += 500) {
      await tx.insert(permissions).values(pageRows.slice(i, i + 500));
    }
  });
  return true;
}
