import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The server package's folder (the one holding `drizzle/`), found by walking up from this module: the
 * same answer whether the code runs from its sources (`src/lib`) or from the production bundle (`dist`).
 */
export function serverRoot(from: string = import.meta.dirname): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no drizzle/ folder above ${from}`);
    dir = parent;
  }
}

/** The repository (or install) root: `data/` and `apps/web/dist` live under it. */
export const repoRootOf = (server: string = serverRoot()) => resolve(server, '../..');
