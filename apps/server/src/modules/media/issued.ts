/**
 * Whether a stored file path is one this server issued: a public upload (`uploads/…`, never `private/`,
 * no dotted segments) that has its `media` record, written by `POST /api/media/upload`. A field that
 * must hold our own files (an attendance photo) takes only these, never an address elsewhere.
 */
import { imageList } from '@kantor/core';
import type { Query } from '../../db/connect.ts';

const UPLOAD_PATH = /^uploads\/(?!private\/)(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[A-Za-z0-9]{1,8}$/;

/** A path as stored (`uploads/2026/11/x.jpg`), from that or its address (`/uploads/…`); null otherwise. */
export function uploadPathOf(value: string): string | null {
  const path = value.trim().replace(/^\/(?=uploads\/)/, '');
  return UPLOAD_PATH.test(path) ? path : null;
}

/**
 * The entries of a file value (comma-separated paths) that are not uploads this server issued, as
 * given; empty when every one is. `known` entries (already stored on the record) are not asked again.
 */
export async function foreignFiles(
  query: Query,
  value: unknown,
  known: readonly string[] = [],
): Promise<string[]> {
  const entries = imageList(typeof value === 'string' ? value : null).filter((e) => !known.includes(e));
  if (entries.length === 0) return [];
  const paths = entries.map(uploadPathOf);
  const wanted = paths.filter((p): p is string => p !== null);
  const found = wanted.length
    ? await query<{ path: string }>('SELECT path FROM media WHERE path = ANY($1::text[])', [wanted])
    : [];
  const issued = new Set(found.map((row) => row.path));
  return entries.filter((_, i) => paths[i] === null || !issued.has(paths[i]!));
}
