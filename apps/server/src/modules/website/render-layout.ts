/**
 * The frame of every public page: `<head>` with the description, canonical address, Open Graph and
 * verification tags, the inline stylesheet (no other request blocks the first paint), the header with
 * its navigation, the footer with contact and social links, and the chat widget's mount point.
 */
import { brandColour, type Html, h, href, img, raw, rich, textOn } from './render-html.ts';
import { type Site, singleOrDefault } from './site.data.ts';

/** Scripts other modules add to every public page (the visitor chat widget): `src` of this site only. */
const PUBLIC_SCRIPTS = new Set<string>();

/**
 * Adds a script to every public page, loaded with `defer` after the chat mount point
 * (`<div id="kantor-chat-widget">`). Only paths of this site (the CSP allows nothing else).
 * @example addPublicSiteScript('/chat-widget.js')
 */
export function addPublicSiteScript(src: string): void {
  if (!/^\/(?!\/)[\w./-]+$/.test(src)) throw new Error(`a public script must be a path of this site: ${src}`);
  PUBLIC_SCRIPTS.add(src);
}

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute address of this page. */
  canonical: string;
  /** Absolute origin (`https://host`), for the preview image. */
  origin: string;
  image?: string | null;
  type?: 'website' | 'article';
};

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;line-height:1.6;color:#1f2937;background:#fff}
img{max-width:100%;height:auto;display:block}
a{color:var(--brand)}
a:focus-visible,button:focus-visible,summary:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.wrap{max-width:72rem;margin:0 auto;padding:0 1rem}
.skip{position:absolute;left:-999px;top:0;background:#111;color:#fff;padding:.5rem 1rem;z-index:10}
.skip:focus{left:0}
.top{position:sticky;top:0;z-index:5;background:#fff;border-bottom:1px solid #e5e7eb}
.top .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.5rem;flex-wrap:wrap}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.1rem;color:#111;text-decoration:none}
.brand img{width:32px;height:32px;object-fit:contain}
.top nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:.25rem 0}
.top nav a{color:#1f2937;text-decoration:none;padding:.5rem .25rem;display:inline-block}
.top nav a:hover{text-decoration:underline}
.btn{display:inline-block;padding:.7rem 1.2rem;border-radius:.5rem;background:var(--brand);color:var(--on-brand);text-decoration:none;font-weight:600;border:2px solid var(--brand)}
.btn.alt{background:transparent;color:inherit;border-color:currentColor}
.top .btn,.top nav a.btn{padding:.45rem 1rem;color:var(--on-brand)}
section{padding:3.5rem 0}
section:nth-of-type(even){background:#f8fafc}
h1,h2,h3{line-height:1.25;color:#111827}
h1{font-size:clamp(1.8rem,4.5vw,3rem);margin:.2em 0}
h2{font-size:clamp(1.5rem,3vw,2.1rem);margin:0 0 .4em}
h3{font-size:1.15rem;margin:.2em 0}
.lead{font-size:1.15rem;color:#374151;max-width:42rem}
.center{text-align:center}.center .lead{margin:0 auto 2rem}
.hero{background:linear-gradient(135deg,var(--brand),#111827);color:#fff;padding:0}
.hero h1,.hero .lead{color:#fff}
.slides{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:thin}
.slide{flex:0 0 100%;scroll-snap-align:start;position:relative;min-height:22rem;display:flex;align-items:center}
.slide img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.35}
.slide .wrap{position:relative;padding-top:3rem;padding-bottom:3rem;width:100%}
.hero .btn{background:#fff;color:#111827;border-color:#fff;margin:.5rem .5rem 0 0}
.hero .btn.alt{background:transparent;color:#fff}
.plain{list-style:none;padding:0}figure{margin:0}.narrow{max-width:48rem;margin:0 auto}.promo{padding:2rem 1rem}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.25rem}
.card img{border-radius:.5rem;margin-bottom:.75rem;width:100%;aspect-ratio:16/10;object-fit:cover}
.icon{font-size:1.6rem;line-height:1}
.steps{counter-reset:step;list-style:none;padding:0}
.steps li::before{counter-increment:step;content:counter(step);display:inline-flex;width:2.2rem;height:2.2rem;border-radius:50%;background:var(--brand);color:var(--on-brand);align-items:center;justify-content:center;font-weight:700;margin-bottom:.5rem}
.avatar{width:96px;height:96px;border-radius:50%;object-fit:cover;margin:0 auto .75rem;background:var(--brand);color:var(--on-brand);display:flex;align-items:center;justify-content:center;font-weight:700;font-size:1.6rem}
.card .avatar{aspect-ratio:1;width:96px}
blockquote{margin:0;font-style:italic}
.stars{color:#92400e;letter-spacing:.1em}
.price{font-size:1.8rem;font-weight:700;color:#111827}
.price small{font-size:1rem;font-weight:400;color:#4b5563}
.plan.featured{border:2px solid var(--brand)}
.plan ul{padding-left:1.2rem}
details{border-bottom:1px solid #e5e7eb;padding:.75rem 0}
summary{cursor:pointer;font-weight:600;color:#111827}
.cta{background:var(--brand);color:var(--on-brand)}
.cta h2,.cta p{color:var(--on-brand)}
.cta .btn{background:var(--on-brand);color:var(--brand);border-color:var(--on-brand)}
.logos{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:center;justify-content:center;list-style:none;padding:0}
.logos img{height:48px;width:auto;filter:grayscale(1)}
.site-footer{background:#111827;color:#e5e7eb;padding:3rem 0 1.5rem}
.site-footer h2{color:#fff;font-size:1.1rem}
.site-footer a{color:#e5e7eb}
.site-footer ul{list-style:none;padding:0;margin:0}
.site-footer li{margin:.35rem 0}
.site-footer .copy{border-top:1px solid #374151;margin-top:2rem;padding-top:1rem;font-size:.9rem;color:#d1d5db}
.posts{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));list-style:none;padding:0}
.meta{color:#4b5563;font-size:.95rem}
article.post{max-width:46rem;margin:0 auto;padding:2.5rem 1rem}
article.post img{border-radius:.5rem}
article.post .cover{width:100%;aspect-ratio:16/9;object-fit:cover}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
`
  .trim()
  .replace(/\n/g, '');

/** The owner's site name: the company profile's title, else the app's name. */
export function siteName(site: Site, appName: string): string {
  return site.single.get('umum')?.judul ?? appName;
}

function navigation(site: Site, onHome: boolean): Html {
  const at = (id: string) => (onHome ? `#${id}` : `/#${id}`);
  const links: [string, string][] = [];
  if (site.items.get('about')?.length || site.single.has('head_tentangkami'))
    links.push([at('tentang'), 'Tentang']);
  if (site.items.get('featured')?.length) links.push([at('layanan'), 'Layanan']);
  if (site.items.get('price')?.length) links.push([at('harga'), 'Harga']);
  if (site.items.get('faq')?.length) links.push([at('faq'), 'FAQ']);
  if (site.posts.length) links.push(['/blog', 'Blog']);
  links.push([at('kontak'), 'Kontak']);
  return h`<nav aria-label="Navigasi utama"><ul>${links.map(
    ([target, label]) => h`<li><a href="${target}">${label}</a></li>`,
  )}<li><a class="btn" href="/login">Masuk</a></li></ul></nav>`;
}

function footer(site: Site, appName: string): Html {
  const about = site.single.get('head_footer');
  const contact = singleOrDefault(site, 'kontak')!;
  const social = site.single.get('sosialmedia');
  const c = contact.data;
  const socialLinks = Object.entries(social?.data ?? {})
    .map(([network, url]) => [network, href(url)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  const columns = new Map<string, [string, string][]>();
  for (const item of site.items.get('footer') ?? []) {
    const target = href(item.link);
    if (!target) continue;
    const column = typeof item.data.kolom === 'string' && item.data.kolom ? item.data.kolom : 'Tautan';
    columns.set(column, [...(columns.get(column) ?? []), [target, item.judul]]);
  }
  const year = new Date().getFullYear();
  const copyright =
    typeof about?.data.hak_cipta === 'string' && about.data.hak_cipta
      ? about.data.hak_cipta
      : `© ${year} ${siteName(site, appName)}`;
  const phoneHref = (v: unknown) => `tel:${String(v).replace(/[^0-9+]/g, '')}`;
  const wa = (v: unknown) => `https://wa.me/${String(v).replace(/\D/g, '').replace(/^0/, '62')}`;
  return h`<footer class="site-footer" id="kontak"><div class="wrap"><div class="grid">
<div><h2>${siteName(site, appName)}</h2>${about ? rich(about.konten) : ''}</div>
<div><h2>${contact.judul}</h2><address><ul>
${c.alamat ? h`<li>${c.alamat}</li>` : ''}
${c.telepon ? h`<li>Telepon: <a href="${phoneHref(c.telepon)}">${c.telepon}</a></li>` : ''}
${c.whatsapp ? h`<li>WhatsApp: <a href="${wa(c.whatsapp)}" rel="noopener">${c.whatsapp}</a></li>` : ''}
${c.email ? h`<li>Email: <a href="mailto:${c.email}">${c.email}</a></li>` : ''}
${c.jam_buka ? h`<li>${c.jam_buka}</li>` : ''}
${href(c.peta) ? h`<li><a href="${href(c.peta)}" rel="noopener">Lihat peta lokasi</a></li>` : ''}
</ul></address></div>
${[...columns].map(
  ([column, links]) =>
    h`<div><h2>${column}</h2><ul>${links.map(([target, label]) => h`<li><a href="${target}">${label}</a></li>`)}</ul></div>`,
)}
${socialLinks.length ? h`<div><h2>${social!.judul}</h2><ul>${socialLinks.map(([network, url]) => h`<li><a href="${url}" rel="noopener me">${NETWORK_NAMES[network] ?? network}</a></li>`)}</ul></div>` : ''}
</div><p class="copy">${copyright}</p></div></footer>`;
}

const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
  whatsapp: 'WhatsApp',
};

/** A whole public page around `main`. */
export function layout(site: Site, appName: string, meta: PageMeta, main: Html, onHome: boolean): string {
  const umum = site.single.get('umum');
  const brand = brandColour(umum?.data.warna);
  const apis = site.single.get('apiset')?.data ?? {};
  const laman = site.single.get('laman');
  const name = siteName(site, appName);
  const uploadedLogo = img(umum?.gambar, '', {
    width: 32,
    height: 32,
    size: 'small',
    now: true,
    sizes: '32px',
  });
  const logo = uploadedLogo.html ? uploadedLogo : h`<img src="/icon.svg" alt="" width="32" height="32">`;
  const preview = meta.image ? `${meta.origin}${meta.image}` : null;
  const keywords = typeof laman?.data.kata_kunci === 'string' ? laman.data.kata_kunci : '';
  const page = h`<!doctype html>
<html lang="id"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${meta.title}</title>
<meta name="description" content="${meta.description}">
${keywords ? h`<meta name="keywords" content="${keywords}">` : ''}
<link rel="canonical" href="${meta.canonical}">
<meta property="og:type" content="${meta.type ?? 'website'}">
<meta property="og:site_name" content="${name}">
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${meta.description}">
<meta property="og:url" content="${meta.canonical}">
<meta property="og:locale" content="id_ID">
${preview ? h`<meta property="og:image" content="${preview}">` : ''}
<meta name="twitter:card" content="${preview ? 'summary_large_image' : 'summary'}">
${apis.google_site_verification ? h`<meta name="google-site-verification" content="${apis.google_site_verification}">` : ''}
${apis.bing_site_verification ? h`<meta name="msvalidate.01" content="${apis.bing_site_verification}">` : ''}
<meta name="theme-color" content="${brand}">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>:root{--brand:${brand};--on-brand:${textOn(brand)}}${raw(CSS)}</style>
<script src="/site.js" defer></script>
</head><body data-testid="landing-page">
<a class="skip" href="#isi">Langsung ke isi</a>
<header class="top"><div class="wrap"><a class="brand" href="/">${logo}${name}</a>${navigation(site, onHome)}</div></header>
<main id="isi">${main}</main>
${footer(site, appName)}
<!-- kantor:chat-widget — the visitor chat widget mounts here; its script is added with addPublicSiteScript() -->
<div id="kantor-chat-widget" data-site="${site.ownerId ?? ''}"></div>
${[...PUBLIC_SCRIPTS].map((src) => h`<script src="${src}" defer></script>`)}
</body></html>`;
  return page.html;
}
