/** Files of the uploads folder named by a stored path (`uploads/2026/11/x.docx`), never outside it. */
import { join, resolve, sep } from 'node:path';

function inside(uploadDir: string, path: string, ext: RegExp, variant = ''): string | null {
  if (!/^uploads\/[^\s<>"'`]+$/.test(path) || path.includes('..') || !ext.test(path)) return null;
  const root = resolve(uploadDir);
  const rest = path.slice('uploads/'.length);
  const cut = rest.lastIndexOf('/');
  const relative = variant ? `${rest.slice(0, cut + 1)}${variant}/${rest.slice(cut + 1)}` : rest;
  const file = resolve(join(root, relative));
  return file.startsWith(root + sep) ? file : null;
}

/** A stored DOCX file, or null. */
export function uploadDocxFile(uploadDir: string, path: string): string | null {
  return inside(uploadDir, path, /\.docx$/i);
}

/** A stored image's `large` variant (1280 px, what a print needs), or null. */
export function uploadImageFile(uploadDir: string, path: string): string | null {
  return inside(uploadDir, path, /\.(jpe?g|png|webp|gif)$/i, 'large');
}
