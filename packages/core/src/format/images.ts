/**
 * Image values of spec §5: comma-separated path lists, size folders ('small', 'large') inserted before the
 * file name, joined to the API host, with fallbacks for missing images.
 */
import {
  DEFAULT_IMAGE_SIZE_FOLDER,
  IMAGE_PLACEHOLDER_PATH,
  LARGE_IMAGE_SIZE_FOLDER,
  NO_IMAGE_PATH,
} from '../constants.ts';

/** A stored image value: 'a.jpg,b.jpg', or a list of such values. */
export type ImageInput = string | readonly string[] | null | undefined;

export type ImageUrlOptions = {
  /** Origin (and base path) of the file server, e.g. 'https://api.example.com'; '' keeps paths root-relative. */
  host?: string;
  /** Size folder to insert before the file name; '' inserts none. Default 'small'. */
  size?: string;
};

/** A data URI up to its payload comma: the comma that follows belongs to the URI, not to the list. */
const DATA_URI_HEAD = /^data:[^,]*$/i;
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:)?\/\/|^(?:data|blob):/i;

/**
 * Every path of an image value, trimmed, empty entries dropped. Data URIs keep their inner comma.
 * @example imageList('uploads/a.jpg, uploads/b.jpg') // ['uploads/a.jpg', 'uploads/b.jpg']
 * @example imageList(null) // []
 */
export function imageList(value: ImageInput): string[] {
  const sources = typeof value === 'string' ? [value] : (value ?? []);
  const out: string[] = [];
  for (const source of sources) {
    if (typeof source !== 'string') continue;
    const pieces = source.split(',');
    for (let i = 0; i < pieces.length; i++) {
      let piece = pieces[i].trim();
      if (DATA_URI_HEAD.test(piece) && i + 1 < pieces.length) {
        i += 1;
        piece = `${piece},${pieces[i].trim()}`;
      }
      if (piece !== '') out.push(piece);
    }
  }
  return out;
}

/**
 * The first path of an image value, or '' when there is none.
 * @example firstImage(' uploads/a.jpg ,uploads/b.jpg') // 'uploads/a.jpg'
 */
export function firstImage(value: ImageInput): string {
  return imageList(value)[0] ?? '';
}

/**
 * Whether a path points outside the file server: any scheme:// (http, https...), protocol-relative //,
 * data: or blob:.
 * @example isExternalImage('https://cdn.example.com/a.jpg') // true
 * @example isExternalImage('uploads/a.jpg') // false
 */
export function isExternalImage(path: string): boolean {
  return EXTERNAL.test(path.trim());
}

/**
 * Joins a relative path to `host` with exactly one slash; external paths are returned as they are.
 * @example joinHost('https://api.example.com/', '/uploads/a.jpg') // 'https://api.example.com/uploads/a.jpg'
 * @example joinHost('', 'uploads/a.jpg') // '/uploads/a.jpg'
 */
export function joinHost(host: string | null | undefined, path: string): string {
  if (isExternalImage(path)) return path;
  return `${(host ?? '').trim().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Splits '?query' and '#hash' off a path, so the size folder goes before the file name, not into them. */
function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

/** `/{size}/` inserted before the file name, unless the path is a temp upload or already in that folder. */
function withSizeFolder(path: string, size: string): string {
  const [bare, suffix] = splitSuffix(path);
  const segments = `/${bare}`;
  if (size === '' || segments.includes('/temp/') || segments.includes(`/${size}/`)) return path;
  const slash = bare.lastIndexOf('/');
  return `${bare.slice(0, slash + 1)}${size}/${bare.slice(slash + 1)}${suffix}`;
}

/**
 * URL of the first image at the given size folder (default 'small'), joined to `host`. Paths containing
 * '/temp/' or the size folder are only joined; external ones are returned as they are; without an image,
 * `{host}/images/no-image-available.png`.
 * @example imageUrl('uploads/a/b.jpg', { host: 'https://api.x.id' }) // 'https://api.x.id/uploads/a/small/b.jpg'
 * @example imageUrl('uploads/temp/b.jpg', { host: 'https://api.x.id' }) // 'https://api.x.id/uploads/temp/b.jpg'
 * @example imageUrl('', { host: 'https://api.x.id' }) // 'https://api.x.id/images/no-image-available.png'
 */
export function imageUrl(value: ImageInput, options: ImageUrlOptions = {}): string {
  const { host = '', size = DEFAULT_IMAGE_SIZE_FOLDER } = options;
  const path = firstImage(value);
  if (path === '') return joinHost(host, NO_IMAGE_PATH);
  if (isExternalImage(path)) return path;
  return joinHost(host, withSizeFolder(path, size.trim().replace(/^\/+|\/+$/g, '')));
}

/**
 * The URLs the image component tries in order: the 'large' folder variant, the path as stored, then
 * '/images/imgplaceholder.jpg' (served by the web app itself, so not joined to `host`). Duplicates are dropped.
 * @example imageCandidates('uploads/b.jpg', { host: 'https://api.x.id' })
 * // ['https://api.x.id/uploads/large/b.jpg', 'https://api.x.id/uploads/b.jpg', '/images/imgplaceholder.jpg']
 */
export function imageCandidates(value: ImageInput, options: Pick<ImageUrlOptions, 'host'> = {}): string[] {
  const { host = '' } = options;
  const path = firstImage(value);
  const candidates =
    path === ''
      ? [joinHost(host, NO_IMAGE_PATH)]
      : [imageUrl(path, { host, size: LARGE_IMAGE_SIZE_FOLDER }), imageUrl(path, { host, size: '' })];
  candidates.push(IMAGE_PLACEHOLDER_PATH);
  return [...new Set(candidates)];
}
