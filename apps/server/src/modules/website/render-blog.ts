import { formatDateLong } from '@kantor/core';
import { CARD_SIZES, type Html, h, img, rich } from './render-html.ts';
import { type Post, type PostSummary, type Site, singleOrDefault } from './site.data.ts';

/** `/blog`: the owner's published posts, newest first. */
export function blogListMain(site: Site, posts: PostSummary[]): Html {
  const head = singleOrDefault(site, 'bloghead')!;
  return h`<section aria-labelledby="blog-judul"><div class="wrap"><header><h1 id="blog-judul">${head.judul}</h1>${
    head.subjudul ? h`<p class="lead">${head.subjudul}</p>` : ''
  }</header>${
    posts.length === 0
      ? h`<p>Belum ada tulisan.</p>`
      : h`<ul class="posts">${posts.map(
          // the first card's picture is the page's largest paint: fetched first, never lazy
          (p, i) =>
            h`<li class="card">${img(p.gambar, '', { width: 640, height: 400, sizes: CARD_SIZES, eager: i === 0 })}<h2><a href="/blog/${encodeURIComponent(p.slug)}">${p.judul}</a></h2><p class="meta">${formatDateLong(
              p.tanggal_terbit,
            )}${p.kategori ? h` · ${p.kategori}` : ''}</p>${p.ringkasan ? h`<p>${p.ringkasan}</p>` : ''}</li>`,
        )}</ul>`
  }</div></section>`;
}

/** `/blog/{slug}`: one post, its rich text sanitised here on the server. */
export function postMain(post: Post): Html {
  return h`<article class="post"><p><a href="/blog">← Blog</a></p><h1>${post.judul}</h1><p class="meta"><time datetime="${
    post.tanggal_terbit ? new Date(post.tanggal_terbit).toISOString() : ''
  }">${formatDateLong(post.tanggal_terbit)}</time>${post.kategori ? h` · ${post.kategori}` : ''}</p>${img(
    post.gambar,
    post.judul,
    {
      width: 1280,
      height: 720,
      eager: true,
      className: 'cover',
      sizes: '(min-width: 46rem) 44rem, calc(100vw - 2rem)',
    },
  )}${rich(post.konten)}</article>`;
}

/** A page that is not there, in the site's frame. */
export function notFoundMain(): Html {
  return h`<section aria-labelledby="hilang-judul"><div class="wrap"><h1 id="hilang-judul">Halaman tidak ditemukan</h1><p>Halaman yang Anda cari tidak ada atau sudah dipindahkan.</p><p><a class="btn" href="/">Kembali ke beranda</a></p></div></section>`;
}
