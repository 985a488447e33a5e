import { lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join, posix } from 'node:path';

/**
 * The embedded database shares DATA_DIR with other things (the upload folder by default, `secret.key`,
 * a `demo-scratch/` of `npm run seed:demo`): only these top-level names are PostgreSQL's own.
 * `postmaster.pid` is left out: it only marks a running server, and PGlite never writes it.
 */
export function isDatabaseEntry(name: string): boolean {
  return /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.opts)$/.test(
    name,
  );
}

/** A restore builds the new contents here, inside the folder it replaces (one file system, so `rename` works). */
export const STAGING_NEW = '.kantor-restore-new';
/** ...and moves what it replaces here until the swap is complete. */
export const STAGING_OLD = '.kantor-restore-old';

export type LocalFile = { path: string; file: string; size: number; mtime: number; mode: number };

export type LocalTree = { files: LocalFile[]; folders: LocalFile[] };

/**
 * Every regular file and folder under `root`, with paths relative to it ('/'-separated), sorted (a
 * folder before what it holds); folders are kept because PostgreSQL needs its empty ones. Symbolic
 * links and other special files are left out. `keep` picks the top-level names to walk (all by default).
 */
export async function listTree(
  root: string,
  keep: (name: string) => boolean = () => true,
): Promise<LocalTree> {
  const files: LocalFile[] = [];
  const folders: LocalFile[] = [];
  async function walk(dir: string, relative: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (!relative && (entry.name === STAGING_NEW || entry.name === STAGING_OLD || !keep(entry.name)))
        continue;
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      const file = join(dir, entry.name);
      if (!entry.isDirectory() && !entry.isFile()) continue;
      const stats = await lstat(file);
      const found = { path, file, size: stats.size, mtime: stats.mtimeMs, mode: stats.mode & 0o777 };
      if (entry.isFile()) files.push(found);
      else {
        folders.push(found);
        await walk(file, path);
      }
    }
  }
  await walk(root, '');
  const byPath = (a: LocalFile, b: LocalFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { files: files.sort(byPath), folders: folders.sort(byPath) };
}

/** A path from a backup, refused unless it stays inside the folder it is unpacked into. */
export function safeRelative(path: string): string {
  const normal = posix.normalize(path);
  if (
    !path ||
    path.includes('\\') ||
    path.includes('\0') ||
    posix.isAbsolute(path) ||
    normal !== path ||
    normal.split('/').some((part) => part === '..' || part === '.' || part === '')
  )
    throw new Error(`the backup holds an unsafe path: ${JSON.stringify(path)}`);
  return path;
}

/**
 * Replaces the top-level entries `replaced` of `root` with everything in `root/STAGING_NEW`: the old
 * ones are moved aside first and put back if a move fails, and removed once all new ones are in.
 */
export async function swapEntries(root: string, replaced: string[]): Promise<void> {
  const staging = join(root, STAGING_NEW);
  const aside = join(root, STAGING_OLD);
  await rm(aside, { recursive: true, force: true });
  await mkdir(aside, { recursive: true });
  const movedAside: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const name of replaced) {
      await rename(join(root, name), join(aside, name));
      movedAside.push(name);
    }
    for (const name of await readdir(staging)) {
      await rename(join(staging, name), join(root, name));
      movedIn.push(name);
    }
  } catch (error) {
    for (const name of movedIn.reverse()) await rename(join(root, name), join(staging, name)).catch(() => {});
    for (const name of movedAside.reverse())
      await rename(join(aside, name), join(root, name)).catch(() => {});
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
  await rm(staging, { recursive: true, force: true });
}
