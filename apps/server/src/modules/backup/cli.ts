// `npm run backup [-- <folder>]` and `npm run restore -- <file>`: docs/backup.md.
import { join, resolve } from 'node:path';
import { loadConfig } from '../../config.ts';
import { repoRootOf } from '../../lib/paths.ts';
import { createBackup, engineName, engineOf } from './backup.service.ts';
import { restoreBackup } from './restore.service.ts';

const USAGE = `Usage:
  npm run backup [-- <folder>]    back up the database and the uploads (default folder: BACKUP_DIR or ./backups)
  npm run restore -- <file>       replace the database and the uploads with a backup file
`;

// npm runs scripts from the repository root; paths typed by the operator are theirs, from where they stood
const here = process.env.INIT_CWD ?? process.cwd();
// these commands never open a stored secret: they must not need SECRET_KEY (nor write DATA_DIR/secret.key)
const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const [command, argument] = process.argv.slice(2);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function backup(): Promise<void> {
  const folder = resolve(here, argument ?? process.env.BACKUP_DIR ?? join(repoRootOf(), 'backups'));
  say(`Backing up ${engineName(engineOf(config))} and the uploads in ${config.uploadDir} ...`);
  const started = Date.now();
  const { file, bytes, manifest } = await createBackup(config, folder);
  const uploads = manifest.files.filter((f) => f.path.startsWith('uploads/')).length;
  say(`Wrote ${file}`);
  say(
    `  ${megabytes(bytes)}, ${uploads} upload file(s), ${manifest.migrations} migrations, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  say(
    manifest.files.some((f) => f.path === 'secret.key')
      ? '  It holds every record and DATA_DIR/secret.key: keep it as safe as the server.'
      : '  It holds every record: keep it as safe as the server (SECRET_KEY is not in it: keep that apart).',
  );
}

async function restore(): Promise<void> {
  if (!argument) {
    process.stderr.write(`Restore needs the backup file to restore, named explicitly.\n\n${USAGE}`);
    process.exit(2);
  }
  const file = resolve(here, argument);
  say(`Restoring ${file} onto ${engineName(engineOf(config))} and ${config.uploadDir} ...`);
  const started = Date.now();
  const { manifest, uploads, pendingMigrations } = await restoreBackup(config, file);
  say(
    `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}, ${manifest.migrations} migrations) and ${uploads} upload file(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (pendingMigrations > 0)
    say(`The app applies ${pendingMigrations} newer migration(s) at its next start.`);
  say('Start the app again.');
}

try {
  if (command === 'backup') await backup();
  else if (command === 'restore') await restore();
  else {
    process.stderr.write(USAGE);
    process.exit(2);
  }
} catch (error) {
  process.stderr.write(
    `${command === 'backup' ? 'Backup' : 'Restore'} failed: ${(error as Error).message}\n`,
  );
  process.exit(1);
}
