// The backup module's surface. Its command line (cli.ts, `npm run backup` / `npm run restore`) is the
// usual way in; code elsewhere takes a backup or restores one through these two calls only.
export type { BackupResult } from './backup.service.ts';
export { createBackup } from './backup.service.ts';
export type { RestoreResult } from './restore.service.ts';
export { restoreBackup } from './restore.service.ts';
