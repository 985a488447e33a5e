import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { getResource, MEDIA_ROUTES, type UploadAnswer } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError, ValidationError } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { addRecord, writeContext } from '../resources/index.ts';
import { sniffFile } from './sniff.ts';

/** Edge length of the image variants the image component asks for (spec §5: `small`, `large`). */
export const IMAGE_SIZES = { original: 2560, large: 1280, small: 320 } as const;

function uploadLimitError(request: FastifyRequest, limitMb: number) {
  const message = say(request, 'validation.uploadLimit', {
    limit: `${limitMb} MB`,
  });
  return new HttpError(413, message, { errors: { file: [message] } });
}

/** Keeps the readable part of a file name for the media list; the stored name is random. */
function cleanName(name: string): string {
  return name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 200) || 'berkas';
}

/**
 * One upload endpoint for every form: the type is read from the content, the size is limited, images
 * are re-encoded (metadata stripped, auto-rotated) into the original plus `small` and `large` folders,
 * and a `media` record lists the file.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  mkdirSync(app.config.uploadDir, { recursive: true });

  serveRoute(app, MEDIA_ROUTES.upload, async (_input, request) => {
    const file = await request.file().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw uploadLimitError(request, app.config.uploadMaxMb);
      throw error;
    });
    if (!file) throw new ValidationError({ file: [say(request, 'validation.mediaNoFile')] });
    let buffer: Buffer;
    try {
      buffer = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw uploadLimitError(request, app.config.uploadMaxMb);
      }
      throw error;
    }
    const kind = sniffFile(buffer);
    if (!kind || kind.mime === 'application/zip') {
      throw new ValidationError({ file: [say(request, 'validation.mediaKindRefused')] });
    }
    const now = new Date();
    const folder = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const base = randomBytes(12).toString('hex');
    const fileName = `${base}.${kind.ext}`;
    const root = app.config.uploadDir;
    const dir = join(root, folder.slice('uploads/'.length));
    mkdirSync(join(dir, 'small'), { recursive: true });
    mkdirSync(join(dir, 'large'), { recursive: true });
    if (kind.image) {
      try {
        const image = sharp(buffer, { animated: kind.ext === 'gif' }).rotate();
        const resized = (size: number) =>
          image.clone().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
        await Promise.all([
          resized(IMAGE_SIZES.original).toFile(join(dir, fileName)),
          resized(IMAGE_SIZES.large).toFile(join(dir, 'large', fileName)),
          resized(IMAGE_SIZES.small).toFile(join(dir, 'small', fileName)),
        ]);
      } catch {
        throw new ValidationError({ file: [say(request, 'validation.mediaImageUnreadable')] });
      }
    } else {
      await writeFile(join(dir, fileName), buffer);
    }
    const path = `${folder}/${fileName}`;
    const record = await addRecord(
      writeContext(request),
      getResource('media')!,
      { nama_file: cleanName(file.filename), path, folder: folder.slice(0, 100) },
      { values: { tipe_mime: kind.mime, ukuran: buffer.length } },
    );
    return {
      message: say(request, 'success.recordAdded'),
      path,
      url: `/${path}`,
      mime: kind.mime,
      size: buffer.length,
      record,
    } satisfies Omit<UploadAnswer, 'record'> & { record: Record<string, unknown> };
  });
}

/** Serves stored uploads under /uploads; anything that is not an image downloads instead of rendering. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  mkdirSync(app.config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // `private/` holds per-user files (the spreadsheets of /excel): only their own routes hand them out
    allowedPath: (pathName) => !/^\/?private(\/|$)/i.test(pathName),
    setHeaders(res, path) {
      res.header('Cache-Control', 'public, max-age=86400');
      if (!/\.(jpe?g|png|webp|gif)$/i.test(path)) res.header('Content-Disposition', 'attachment');
    },
  });
}
