/**
 * What Lighthouse scores on the public site (performance, accessibility, SEO), checked on the rendered
 * pages of a site with uploaded images: one h1 and no skipped heading level, `lang`, title and
 * description, named links, every image with `alt` and a reserved box, the largest paint fetched first
 * and the rest lazy, resized WebP copies in `srcset` (`/site-img/…`), nothing render-blocking.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile } from '../../test/helpers.ts';
import { type As, caller } from '../../test/website-support.ts';

/** The little of the DOM these checks read (the server compiles without the DOM library). */
type El = {
  tagName: string;
  textContent: string | null;
  outerHTML: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): Iterable<El>;
  closest(selector: string): El | null;
};
type Doc = El & { documentElement: El & { lang: string }; title: string };
// jsdom (the web tests' DOM, a root dev dependency) ships no types here: loaded with its constructor typed
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Doc } };
};

let as: As;
const uploadDir = mkdtempSync(join(tmpdir(), 'kantor-site-img-'));
const uploads: Record<'wide' | 'card' | 'portrait', string> = { wide: '', card: '', portrait: '' };

async function upload(width: number, height: number): Promise<string> {
  const photo = await sharp({
    create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  const form = multipartFile(photo, { name: 'foto.jpg', type: 'image/jpeg' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: form.payload,
    headers: { authorization: `Bearer ${ctx.admin}`, ...form.headers },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().path;
}

async function save(method: 'POST' | 'PUT', url: string, body: object) {
  const response = await as(ctx.admin, method, url, body);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
}

const ctx = useTestApp({ publicHost: 'https://kantor.test', uploadDir });
beforeAll(async () => {
  as = caller(ctx);
  uploads.wide = await upload(1800, 1200);
  uploads.card = await upload(1200, 800);
  uploads.portrait = await upload(800, 1400);
  await save('PUT', '/api/website/single/umum', { judul: 'Bengkel Maju', gambar: uploads.card });
  await save('PUT', '/api/website/single/head_tentangkami', {
    judul: 'Tentang kami',
    konten: 'Sejak 2012.',
    gambar: uploads.card,
  });
  for (const judul of ['Servis AC', 'Pasang CCTV'])
    await save('POST', '/api/website/items/slider', { judul, gambar: uploads.wide });
  for (const judul of ['Cuci AC', 'Instalasi listrik'])
    await save('POST', '/api/website/items/featured', { judul, gambar: uploads.card });
  await save('POST', '/api/website/items/team', {
    judul: 'Budi',
    subjudul: 'Teknisi',
    gambar: uploads.portrait,
  });
  await save('POST', '/api/website/items/sponsors', { judul: 'Mitra', gambar: uploads.card });
  for (const [i, slug] of ['ac-hemat', 'cctv-toko'].entries())
    await save('POST', '/api/rpostingan/add', {
      judul: `Tulisan ${slug}`,
      slug,
      ringkasan: 'Ringkas',
      konten: '<h2>Bagian</h2><p>Isi.</p>',
      gambar: i === 0 ? uploads.wide : uploads.portrait,
      status: 'Terbit',
      tanggal_terbit: `2026-01-1${i}T02:00:00.000Z`,
    });
});
afterAll(async () => {
  rmSync(uploadDir, { recursive: true, force: true });
});

async function documentOf(path: string): Promise<Doc> {
  const response = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
  expect(response.statusCode, response.body).toBe(200);
  return new JSDOM(response.body).window.document;
}

const all = (doc: El, selector: string) => [...doc.querySelectorAll(selector)];

describe('the public pages, as Lighthouse reads them', () => {
  it.each([
    ['/', '.hero'],
    ['/blog', '.posts li:first-child'],
    ['/blog/ac-hemat', 'article.post'],
  ])(
    '%s: language, title, description, one h1, heading order, named links, sized images',
    async (path, lcpBox) => {
      const doc = await documentOf(path);
      expect(doc.documentElement.lang).toBe('id');
      expect(doc.title.trim()).not.toBe('');
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim()).toBeTruthy();
      expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
        'width=device-width',
      );
      expect(all(doc, 'h1')).toHaveLength(1);
      // a heading goes at most one level deeper than the one before it (Lighthouse: heading-order)
      const levels = all(doc, 'h1, h2, h3, h4, h5, h6').map((el) => Number(el.tagName[1]));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++)
        expect(levels[i], `heading ${i} of ${path}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
      for (const a of all(doc, 'a')) {
        const name =
          (a.textContent ?? '').trim() ||
          a.getAttribute('aria-label') ||
          a.querySelector('img')?.getAttribute('alt');
        expect(name, a.outerHTML).toBeTruthy();
        expect(a.getAttribute('href'), a.outerHTML).toBeTruthy();
      }

      const images = all(doc, 'img');
      expect(images.length).toBeGreaterThan(1);
      for (const image of images) {
        expect(image.hasAttribute('alt'), image.outerHTML).toBe(true);
        expect(Number(image.getAttribute('width')), image.outerHTML).toBeGreaterThan(0);
        expect(Number(image.getAttribute('height')), image.outerHTML).toBeGreaterThan(0);
        expect(image.getAttribute('src'), image.outerHTML).toMatch(/^\/(?!\/)/);
      }
      // the largest paint is fetched first and never lazy; every other picture but the logo waits
      const first = images.filter((image) => image.getAttribute('fetchpriority') === 'high');
      expect(first).toHaveLength(1);
      expect(first[0]!.closest(lcpBox)).not.toBeNull();
      expect(first[0]!.hasAttribute('loading')).toBe(false);
      const logo = doc.querySelector('header.top img')!;
      expect(logo.hasAttribute('loading')).toBe(false);
      for (const image of images.filter((i) => i !== first[0] && i !== logo))
        expect(image.getAttribute('loading'), image.outerHTML).toBe('lazy');
      // every uploaded picture offers resized copies, and says how wide the layout shows it
      const uploaded = images.filter((i) => i.getAttribute('src')!.startsWith('/uploads/'));
      expect(uploaded.length).toBeGreaterThan(1);
      for (const image of uploaded) {
        expect(image.getAttribute('srcset'), image.outerHTML).toMatch(/^\/site-img\/\d+\/\S+ \d+w(, |$)/);
        expect(image.getAttribute('sizes'), image.outerHTML).toBeTruthy();
      }
      // nothing blocks the first paint: no stylesheet to fetch, every script deferred
      expect(all(doc, 'link[rel="stylesheet"]')).toHaveLength(0);
      for (const script of all(doc, 'script'))
        expect(script.hasAttribute('defer'), script.outerHTML).toBe(true);
    },
  );

  it('gives the logo a small copy and the hero copies no wider than the large one', async () => {
    const doc = await documentOf('/');
    const logo = doc.querySelector('header.top img')!;
    expect(logo.getAttribute('srcset')).toMatch(/^\/site-img\/64\/\S+ 64w$/);
    const hero = doc.querySelector('.hero img')!.getAttribute('srcset')!;
    const widths = hero.split(', ').map((entry) => Number(entry.split(' ')[1]!.replace('w', '')));
    expect(Math.min(...widths)).toBeLessThanOrEqual(480);
    expect(Math.max(...widths)).toBe(1280);
  });
});

describe('GET /site-img/{width}/{path}', () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const under = (path: string) => path.slice('uploads/'.length);

  it('sends a resized WebP copy, keeps it, and lets browsers keep it for a year', async () => {
    const response = await get(`/site-img/480/${under(uploads.wide)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(480);
    expect(existsSync(join(uploadDir, '.site-images', '480', `${under(uploads.wide)}.webp`))).toBe(true);
    const again = await get(`/site-img/480/${under(uploads.wide)}`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('never enlarges, and takes a portrait picture from its original when the large copy is narrower', async () => {
    // 800×1400: the large copy is 731 px wide, the original 800
    const wide = await get(`/site-img/960/${under(uploads.portrait)}`);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(800);
    const narrow = await get(`/site-img/640/${under(uploads.portrait)}`);
    expect((await sharp(narrow.rawPayload).metadata()).width).toBe(640);
  });

  it('answers 404 for other widths, other paths and files that are not there', async () => {
    const file = under(uploads.card);
    for (const url of [
      `/site-img/500/${file}`,
      `/site-img/abc/${file}`,
      `/site-img/480/../${file}`,
      `/site-img/480/${file.replace(/[^/]+$/, '..%2F..%2Fx.jpg')}`,
      `/site-img/480/private/${file}`,
      `/site-img/480/${file.replace('.jpg', '.pdf')}`,
      '/site-img/480/2026/01/tidak-ada.jpg',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});
