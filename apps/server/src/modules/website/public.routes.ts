/**
 * The public site, rendered on the server from the website settings of the site the request's host
 * names: `/`, `/blog`, `/blog/{slug}`, `/sitemap.xml`, `/robots.txt`, `/site.js` (the page's one
 * script: it sends a signed-in user of the app on to /home) and `/site-img/…` (resized images). Registered outside `/api`, before the
 * web app's history fallback, so every other path still opens the SPA.
 */
import { imageUrl, linesOf, normaliseDomain, requestHost, storageKeys } from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathParams } from '../../lib/request-schema.ts';
import { blogListMain, notFoundMain, postMain } from './render-blog.ts';
import { homeMain } from './render-home.ts';
import { esc, plain } from './render-html.ts';
import { layout, siteName } from './render-layout.ts';
import { loadSite, publishedPost, publishedPosts, resolveSiteOwner, type Site } from './site.data.ts';
import { isMainHost, mainHostsOf } from './site-hosts.ts';
import { siteImageRoutes } from './site-images.ts';

type Origin = { origin: string; ownDomain: boolean };

/**
 * The address pages of this host are canonical at: the host itself when the site it shows lists it
 * (never one of the main site's hosts), else PUBLIC_HOST.
 */
async function originOf(request: FastifyRequest, site: Site): Promise<Origin> {
  const host = requestHost(request.host);
  const listed =
    !isMainHost(host, mainHostsOf(request.server.config)) &&
    linesOf(site.single.get('umum')?.data.domain).some((d) => normaliseDomain(d) === host);
  if (listed) return { origin: `${request.protocol}://${request.host}`, ownDomain: true };
  return { origin: request.server.config.publicHost.replace(/\/+$/, ''), ownDomain: false };
}

async function siteFor(request: FastifyRequest): Promise<Site> {
  const query = request.server.db.query;
  return loadSite(query, await resolveSiteOwner(query, request.host, mainHostsOf(request.server.config)));
}

function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(html);
}

// the same token key the app derives from APP_PRODUCT_KEY (core storageKeys)
const SITE_SCRIPT = (key: string) =>
  `(function(){try{var k=${JSON.stringify(storageKeys(key).token)};if(localStorage.getItem(k)||sessionStorage.getItem(k))location.replace('/home')}catch(e){}})();\n`;

export async function publicSiteRoutes(app: FastifyInstance): Promise<void> {
  const appName = app.config.appName;
  await siteImageRoutes(app);

  app.get('/', async (request, reply) => {
    const site = await siteFor(request);
    const { origin } = await originOf(request, site);
    const laman = site.single.get('laman');
    const umum = site.single.get('umum');
    const hero = site.items.get('slider')?.[0] ?? site.single.get('bagianutama');
    const name = siteName(site, appName);
    const description =
      plain(laman?.subjudul, 160) ||
      plain(umum?.subjudul, 160) ||
      plain(hero?.subjudul, 160) ||
      `${name}: kantor belakang untuk usaha Anda.`;
    const image = laman?.gambar ?? hero?.gambar ?? null;
    const html = layout(
      site,
      appName,
      {
        // one name everywhere (issue 35): the site's name from "Umum" leads, the page's own title follows it
        title: homeTitle(name, laman?.judul, umum?.subjudul),
        description,
        canonical: `${origin}/`,
        origin,
        image: image ? imageUrl(image, { size: 'large' }) : null,
      },
      homeMain(site, appName),
      true,
    );
    return sendHtml(reply, html);
  });

  app.get('/blog', async (request, reply) => {
    const site = await siteFor(request);
    const { origin } = await originOf(request, site);
    const posts = site.ownerId === null ? [] : await publishedPosts(app.db.query, site.ownerId, 200);
    const head = site.single.get('bloghead');
    const name = siteName(site, appName);
    const html = layout(
      site,
      appName,
      {
        title: `${head?.judul ?? 'Blog'} — ${name}`,
        description: plain(head?.subjudul, 160) || `Tulisan terbaru dari ${name}.`,
        canonical: `${origin}/blog`,
        origin,
      },
      blogListMain(site, posts),
      false,
    );
    return sendHtml(reply, html);
  });

  const postRoute = { schema: pathParams('slug') };
  app.get<{ Params: { slug: string } }>('/blog/:slug', postRoute, async (request, reply) => {
    const site = await siteFor(request);
    const { origin } = await originOf(request, site);
    const slug = String(request.params.slug ?? '').slice(0, 200);
    const post = site.ownerId === null ? null : await publishedPost(app.db.query, site.ownerId, slug);
    const name = siteName(site, appName);
    if (!post) {
      const html = layout(
        site,
        appName,
        { title: `Tidak ditemukan — ${name}`, description: '', canonical: `${origin}/blog`, origin },
        notFoundMain(),
        false,
      );
      return sendHtml(reply, html, 404);
    }
    const html = layout(
      site,
      appName,
      {
        title: `${post.judul} — ${name}`,
        description: plain(post.ringkasan, 160) || plain(post.konten, 160),
        canonical: `${origin}/blog/${encodeURIComponent(post.slug)}`,
        origin,
        image: post.gambar ? imageUrl(post.gambar, { size: 'large' }) : null,
        type: 'article',
      },
      postMain(post),
      false,
    );
    return sendHtml(reply, html);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = await siteFor(request);
    const { origin } = await originOf(request, site);
    const posts = site.ownerId === null ? [] : await publishedPosts(app.db.query, site.ownerId, 5000);
    const day = (v: string | null) => (v ? new Date(v).toISOString().slice(0, 10) : null);
    const urls = [
      { loc: `${origin}/`, lastmod: null as string | null },
      ...(posts.length ? [{ loc: `${origin}/blog`, lastmod: day(posts[0]!.updated_at) }] : []),
      ...posts.map((p) => ({
        loc: `${origin}/blog/${encodeURIComponent(p.slug)}`,
        lastmod: day(p.updated_at),
      })),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `<url><loc>${esc(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
      .join('\n')}\n</urlset>\n`;
    return reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(xml);
  });

  app.get('/robots.txt', async (request, reply) => {
    const site = await siteFor(request);
    const { origin } = await originOf(request, site);
    // the app's screens and its API are for signed-in users, not for search engines
    const body = [
      'User-agent: *',
      'Allow: /$',
      'Allow: /blog',
      'Disallow: /api/',
      'Disallow: /home',
      'Disallow: /login',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(body);
  });

  app.get('/site.js', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(SITE_SCRIPT(app.config.productKey)),
  );
}

/**
 * The home page's title (and link-preview title): the site's name, then the page title written under
 * "Laman" (or the site's tagline), so renaming the site in "Umum" renames the tab, search results and
 * shared links too. A page title that already starts with the name is not doubled.
 */
export function homeTitle(name: string, pageTitle?: string | null, tagline?: string | null): string {
  const rest = (pageTitle?.trim() || tagline?.trim() || '').replace(/^[\s—–:|-]+/, '');
  if (!rest) return name;
  if (rest.toLocaleLowerCase('id').startsWith(name.toLocaleLowerCase('id'))) return rest;
  return `${name} — ${rest}`;
}
