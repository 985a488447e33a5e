/**
 * Resized WebP copies of uploaded images for the public site's `srcset`: `/site-img/{width}/{path}`,
 * where `path` is the upload's path under `/uploads/` (`2026/11/ab12….jpg`). An upload only has its
 * 320 px `small` and 1280 px `large` copies, so a phone would otherwise fetch three times the pixels it
 * shows (Lighthouse: LCP and "properly size images"). A copy is made on its first request (from the
 * `large` copy when wide enough, else the original), kept in `{uploadDir}/.site-images/`, and sent
 * with a one-year immutable cache: upload names are random and a changed image is a new upload.
 * Only the fixed widths below, only jpg/png/webp, never `private/` files.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { say } from '../../lib/i18n.ts';

/** The widths a copy can have (a fixed set bounds the copies an upload can cost). */
// no wider than the `large` copy: the widest box (the hero, cropped under a tint) needs no more
export const SITE_IMAGE_WIDTHS = [64, 96, 160, 320, 480, 640, 800, 960, 1280] as const;
const LARGE_EDGE = 1280; // media's `large` copy: at most 1280 px on its longer edge

// a path under /uploads/: plain segments (no dots, so no `..`), an image extension, not private files
const UPLOAD_PATH = /^(?!private\/)(?:[\w-]+\/)*[\w-]+\.(?:jpe?g|png|webp)$/i;

/** The path under `/uploads/` of an image URL of this site that the route can resize, else null. */
export function resizablePath(url: string): string | null {
  const match = /^\/uploads\/(.+)$/.exec(url);
  if (!match) return null;
  // the srcset starts from the original, not from a size folder's copy
  const path = match[1]!.replace(/(^|\/)(?:small|large)\/(?=[^/]+$)/, '$1');
  return UPLOAD_PATH.test(path) && !/(^|\/)temp\//.test(path) ? path : null;
}

/** `srcset` of an upload for the given widths. */
export function siteImageSrcset(path: string, widths: readonly number[]): string {
  return widths.map((w) => `/site-img/${w}/${path} ${w}w`).join(', ');
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

export async function siteImageRoutes(app: FastifyInstance): Promise<void> {
  const root = app.config.uploadDir;
  const cacheRoot = join(root, '.site-images');
  // one resize per copy even when several visitors ask for it at once
  const making = new Map<string, Promise<Buffer | null>>();

  async function make(width: number, path: string): Promise<Buffer | null> {
    const cached = join(cacheRoot, String(width), `${path}.webp`);
    const hit = await readFile(cached).catch(() => null);
    if (hit) return hit;
    const slash = path.lastIndexOf('/');
    const large = join(root, path.slice(0, slash + 1), 'large', path.slice(slash + 1));
    const original = join(root, path);
    try {
      // the `large` copy decodes faster, when it is at least as wide as asked (a portrait one may not be)
      const largeWidth =
        width <= LARGE_EDGE && (await exists(large)) ? ((await sharp(large).metadata()).width ?? 0) : 0;
      const source = largeWidth >= width ? large : original;
      if (!(await exists(source))) return null;
      const webp = await sharp(source)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer();
      await mkdir(dirname(cached), { recursive: true });
      const partial = `${cached}.${process.pid}.part`;
      await writeFile(partial, webp);
      await rename(partial, cached); // whole files only, even across instances sharing the folder
      return webp;
    } catch {
      return null; // not a readable image
    }
  }

  app.get<{ Params: { width: string; '*': string } }>('/site-img/:width/*', async (request, reply) => {
    const width = Number(request.params.width);
    const path = request.params['*'];
    if (!(SITE_IMAGE_WIDTHS as readonly number[]).includes(width) || !UPLOAD_PATH.test(path)) {
      return reply
        .status(404)
        .header('Cache-Control', 'no-cache')
        .send({ message: say(request, 'errors.notFound') });
    }
    const key = `${width}/${path}`;
    let job = making.get(key);
    if (!job) {
      job = make(width, path).finally(() => making.delete(key));
      making.set(key, job);
    }
    const image = await job;
    if (!image)
      return reply
        .status(404)
        .header('Cache-Control', 'no-cache')
        .send({ message: say(request, 'errors.notFound') });
    return reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(image);
  });
}
