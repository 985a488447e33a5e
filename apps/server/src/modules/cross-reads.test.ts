import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MODULES } from './domains.ts';

/**
 * A module reads another module's tables through that module's service (docs/architecture.md,
 * "Dependency rules and copies"). A ratchet: the SQL each module folder writes names no table another
 * module owns, but for the reads listed here, which may only go (a new one fails, and so does an entry
 * that is gone, so the list shrinks as they move behind services). A table's owners: the modules that
 * hook its resource, or the module of the hand-written schema file that creates it.
 */
// the reports and the dashboard are read models over the domains' tables; `users` and `roles` are the
// accounts' and roles' ("users with a role" is another change's); the rest are to move
const KNOWN: readonly string[] = [
  'accounts → roles',
  'admin → daily_runs',
  'admin → mail_outbox',
  'admin → roles',
  'admin → users',
  'auth → users',
  'chat → media',
  'chat → users',
  'dashboard → pos_returns',
  'dashboard → pos_sales',
  'dashboard → rinvoice',
  'dashboard → rpekerjaan',
  'dashboard → rstok',
  'inventory → rpekerjaan',
  'invoicing → rnotifikasi',
  'invoicing → rstok',
  'jobs → users',
  'maintenance → rpekerjaan',
  'maintenance → users',
  'masterdata → users',
  'notifications → users',
  // a purchase order's receipts and the reorder suggestion read the goods-in receipts and the items
  'purchasing → rbarangmasuk',
  'purchasing → rstok',
  'reports → invoice_links',
  'reports → invoice_payments',
  'reports → invoice_virtual_accounts',
  'reports → pos_returns',
  'reports → pos_sales',
  'reports → rbarangkeluar',
  'reports → rinvoice',
  'reports → rpekerjaan',
  'reports → rstok',
  'reports → rsubinvoice',
  'resources → users',
  'roles → users',
  'usertables → permissions',
  'usertables → roles',
  'website → users',
];

const MODULES = fileURLToPath(new URL('.', import.meta.url));
const DB = fileURLToPath(new URL('../db/', import.meta.url));

/** Hand-written schema files by the module that owns their tables. */
const SCHEMA_FILES: Readonly<Record<string, string>> = {
  'auth-schema.ts': 'auth',
  'chat-schema.ts': 'chat',
  'documents-schema.ts': 'documents',
  'import-jobs-schema.ts': 'resources',
  'inventory-schema.ts': 'inventory',
  'invoicing-schema.ts': 'invoicing',
  'maintenance-schema.ts': 'maintenance',
};

/** Tables whose owner the two rules above miss: a module that keeps the table but hooks no resource. */
const ALSO_OWNED: Readonly<Record<string, string>> = {
  mail_outbox: 'mail',
  media: 'media',
  setupshowhideroleid: 'rules',
};

function owners(): Map<string, Set<string>> {
  const byTable = new Map<string, Set<string>>();
  const own = (table: string, module: string) =>
    byTable.set(table, (byTable.get(table) ?? new Set()).add(module));
  for (const module of DOMAIN_MODULES)
    for (const table of Object.keys(module.hooks ?? {})) own(table, module.name);
  for (const [file, module] of Object.entries(SCHEMA_FILES))
    for (const [, table] of readFileSync(join(DB, file), 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g))
      own(table!, module);
  for (const [table, module] of Object.entries(ALSO_OWNED)) own(table, module);
  return byTable;
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) yield path;
  }
}

function crossReads(): string[] {
  const byTable = owners();
  const found = new Set<string>();
  for (const folder of readdirSync(MODULES, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of sources(join(MODULES, folder.name)))
      for (const [, table] of readFileSync(file, 'utf8').matchAll(
        /\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_][a-z0-9_]*)\b/g,
      )) {
        const owning = byTable.get(table!);
        if (owning && !owning.has(folder.name)) found.add(`${folder.name} → ${table}`);
      }
  }
  return [...found].sort();
}

describe('modules and the tables of others', () => {
  it('read only the known ones (a read moved behind a service leaves this list)', () => {
    expect(crossReads()).toEqual([...KNOWN].sort());
  });
});
