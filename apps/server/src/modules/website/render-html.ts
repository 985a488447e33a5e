/**
 * The public site's HTML building blocks: escaping, the server-side rich-text sanitiser, images and
 * links. Every value from the database goes through `esc` (text) or `rich` (sanitised HTML) — a
 * template never concatenates a raw setting.
 */
import { imageUrl, isSafeLink } from '@kantor/core';
import sanitizeHtml from 'sanitize-html';
import { resizablePath, SITE_IMAGE_WIDTHS, siteImageSrcset } from './site-images.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a value for HTML text and double-quoted attributes. */
export function esc(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A tagged template whose interpolations are already-built HTML (`Html`) or escaped text. */
export type Html = { readonly html: string };
export const raw = (html: string): Html => ({ html });
export function h(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += piece(value) + strings[i + 1]!;
  });
  return raw(out);
}
function piece(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(piece).join('');
  if (typeof value === 'object' && 'html' in (value as object)) return (value as Html).html;
  return esc(value);
}

const RICH_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'a',
    'blockquote',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // a heading inside a post never competes with the page's own h1
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener nofollow ugc' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
  },
};
// the transforms add rel/loading/decoding: they must survive the attribute filter
RICH_OPTIONS.allowedAttributes = {
  ...(RICH_OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
};

/** Rich text (a post, an answer) as safe HTML: scripts, handlers, styles and unsafe links removed. */
export function rich(value: unknown): Html {
  if (typeof value !== 'string' || value.trim() === '') return raw('');
  const text = value.length > 200_000 ? value.slice(0, 200_000) : value;
  // plain text typed in a rich field keeps its line breaks
  const html = /<[a-z][^>]*>/i.test(text)
    ? text
    : text
        .split(/\r?\n\s*\r?\n/)
        .map((p) => `<p>${esc(p).replace(/\r?\n/g, '<br>')}</p>`)
        .join('');
  return raw(sanitizeHtml(html, RICH_OPTIONS));
}

/** Plain text of rich text (meta descriptions, summaries), at most `max` characters. */
export function plain(value: unknown, max = 160): string {
  if (typeof value !== 'string') return '';
  const text = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A link target, or null when the stored value is not a safe link (never `javascript:`). */
export function href(value: unknown): string | null {
  return isSafeLink(value) ? value.trim() : null;
}

/** A card of a `.grid` (at least 15rem, three or four a row on a wide page, one on a phone). */
export const CARD_SIZES = '(min-width: 72rem) 23rem, (min-width: 34rem) 45vw, calc(100vw - 4.5rem)';

/**
 * An image of an upload with its box reserved: `src` is its `large` or `small` copy, and `srcset` offers
 * resized WebP copies (`/site-img/…`) from a quarter to twice the box's width, so the browser picks by
 * `sizes` (the width the layout gives it; default: the box's width, at most the viewport's). Lazy
 * below the fold; the first hero image is `fetchpriority="high"` and decoded at once (it is the LCP).
 */
export function img(
  path: unknown,
  alt: string,
  box: {
    width: number;
    height: number;
    size?: 'large' | 'small';
    /** The page's LCP image: fetched first, never lazy. */
    eager?: boolean;
    /** In the first screen but not the LCP (the header logo): not lazy, normal priority. */
    now?: boolean;
    className?: string;
    sizes?: string;
  },
): Html {
  const first = String(path ?? '')
    .split(',')
    .map((p) => p.trim())
    .find(Boolean);
  if (!first) return raw('');
  const src = imageUrl(first, { size: box.size ?? 'large' });
  if (!src.startsWith('/')) return raw(''); // the page's policy loads images of this site only
  const upload = resizablePath(src);
  const widths = SITE_IMAGE_WIDTHS.filter((w) => w >= box.width / 4 && w <= box.width * 2);
  const responsive =
    upload && widths.length
      ? h` srcset="${siteImageSrcset(upload, widths)}" sizes="${box.sizes ?? `(min-width: ${box.width}px) ${box.width}px, 100vw`}"`
      : '';
  return h`<img src="${src}"${responsive} alt="${alt}" width="${box.width}" height="${box.height}" ${raw(
    box.eager ? 'fetchpriority="high"' : box.now ? 'decoding="async"' : 'loading="lazy" decoding="async"',
  )}${raw(box.className ? ` class="${esc(box.className)}"` : '')}>`;
}

/** Initials of a name for an avatar without a photo. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** A readable text colour (near-black or white) on a background colour, by WCAG relative luminance. */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // contrast against white is (1.05)/(L+0.05); against #111 it is (L+0.05)/(0.0056+0.05)
  return 1.05 / (luminance + 0.05) >= 4.5 ? '#ffffff' : '#111111';
}

/** The brand colour: the stored one when it keeps white text readable (≥ 4.5:1), else the default. */
export function brandColour(value: unknown): string {
  const fallback = '#0f766e';
  if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value)) return fallback;
  return textOn(value) === '#ffffff' ? value : fallback;
}
