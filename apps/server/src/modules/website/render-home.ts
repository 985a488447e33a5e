/**
 * The home page's sections, top to bottom in the order of PUBLIC_PARTS: hero (slider or main
 * section), about, vision & mission, why us, how it works, featured, team, testimonials, pricing, FAQ,
 * ads, call to action, sponsors and the latest posts. A section without content is left out.
 */
import { formatCurrency, formatDateLong, linesOf } from '@kantor/core';
import { CARD_SIZES, type Html, h, href, img, initials, raw, rich } from './render-html.ts';
import { type Site, type SiteRow, singleOrDefault } from './site.data.ts';

// a picture beside text in a two-column grid: half the 72rem page, the whole width on a phone
const HALF_SIZES = '(min-width: 72rem) 35rem, (min-width: 34rem) 50vw, calc(100vw - 2rem)';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** `ikon` holds an emoji or a short symbol; icon-font class names (`pi pi-check`) are not shown here. */
function icon(value: unknown): Html {
  const v = text(value).trim();
  if (!v || /^[a-z][\w-]*( [\w-]+)*$/i.test(v)) return raw('');
  return h`<div class="icon" aria-hidden="true">${v.slice(0, 8)}</div>`;
}

function heading(site: Site, key: string, fallback: string, id: string, center = true): Html {
  const head = site.single.get(key);
  const title = head?.judul ?? fallback;
  return h`<header${raw(center ? ' class="center"' : '')}><h2 id="${id}-judul">${title}</h2>${
    head?.subjudul ? h`<p class="lead">${head.subjudul}</p>` : ''
  }</header>`;
}

function section(id: string, body: Html, className = ''): Html {
  return h`<section id="${id}" aria-labelledby="${id}-judul"${raw(className ? ` class="${className}"` : '')}><div class="wrap">${body}</div></section>`;
}

function hero(site: Site, appName: string): Html {
  const slides = site.items.get('slider') ?? [];
  const main = singleOrDefault(site, 'bagianutama')!;
  const button = (label: unknown, target: unknown, alt = false) => {
    const to = href(target);
    return label && to ? h`<a class="btn${raw(alt ? ' alt' : '')}" href="${to}">${text(label)}</a>` : '';
  };
  const mainTitle = site.single.has('bagianutama') ? main.judul : `${appName}: ${main.judul}`;
  // the first slide carries the page's one h1; the others are h2 so the outline stays single-rooted
  const list =
    slides.length > 0
      ? slides.map((s, i) => ({ ...s, first: i === 0 }))
      : [
          {
            ...main,
            judul: mainTitle,
            link: main.link ?? '/login',
            first: true,
          },
        ];
  return h`<section class="hero" aria-labelledby="hero-judul"><div class="slides"${raw(
    list.length > 1 ? ' tabindex="0" aria-label="Slide"' : '',
  )}>${list.map(
    (s, i) =>
      h`<div class="slide"${raw(list.length > 1 ? ` role="group" aria-label="${i + 1} / ${list.length}"` : '')}>${img(s.gambar, '', { width: 1280, height: 720, eager: i === 0, sizes: '100vw' })}<div class="wrap">${
        s.first ? h`<h1 id="hero-judul">${s.judul}</h1>` : h`<h2>${s.judul}</h2>`
      }${s.subjudul ? h`<p class="lead">${s.subjudul}</p>` : ''}${'konten' in s && s.konten ? rich(s.konten) : ''}<p>${button(
        s.data.tombol ?? (s.link ? 'Selengkapnya' : ''),
        s.link,
      )}${button(s.data.tombol_kedua, s.data.link_kedua, true)}</p></div></div>`,
  )}</div></section>`;
}

function about(site: Site): Html {
  const head = site.single.get('head_tentangkami');
  const items = site.items.get('about') ?? [];
  if (!head && items.length === 0) return raw('');
  return section(
    'tentang',
    h`<div class="grid"><div><h2 id="tentang-judul">${head?.judul ?? 'Tentang kami'}</h2>${
      head?.subjudul ? h`<p class="lead">${head.subjudul}</p>` : ''
    }${rich(head?.konten)}</div>${head?.gambar ? h`<div>${img(head.gambar, head.judul, { width: 640, height: 400, sizes: HALF_SIZES })}</div>` : ''}</div>${
      items.length
        ? h`<div class="grid">${items.map((i) => h`<div class="card">${icon(i.ikon)}<h3>${i.judul}</h3>${rich(i.konten)}</div>`)}</div>`
        : ''
    }`,
  );
}

function vision(site: Site): Html {
  const visi = site.single.get('visi');
  const missions = site.items.get('mission') ?? [];
  if (!visi && missions.length === 0) return raw('');
  return section(
    'visi',
    h`<h2 id="visi-judul">${visi?.judul ?? 'Visi & misi'}</h2>${rich(visi?.konten)}${
      missions.length
        ? h`<ul class="grid plain" role="list">${missions.map((m) => h`<li class="card">${icon(m.ikon)}<h3>${m.judul}</h3>${m.subjudul ? h`<p>${m.subjudul}</p>` : ''}</li>`)}</ul>`
        : ''
    }`,
  );
}

function cards(site: Site, key: string, head: string, fallback: string, id: string, steps = false): Html {
  const items = site.items.get(key) ?? [];
  if (items.length === 0) return raw('');
  const card = (i: SiteRow) => {
    const target = href(i.link);
    return h`<li class="card">${img(i.gambar, '', { width: 640, height: 400, sizes: CARD_SIZES })}${icon(i.ikon)}<h3>${
      target ? h`<a href="${target}">${i.judul}</a>` : i.judul
    }</h3>${i.subjudul ? h`<p>${i.subjudul}</p>` : ''}${rich(i.konten)}</li>`;
  };
  return section(
    id,
    h`${heading(site, head, fallback, id)}<ol class="grid plain${raw(steps ? ' steps' : '')}" role="list">${items.map(card)}</ol>`,
  );
}

function team(site: Site): Html {
  const rows = (site.items.get('team') ?? []).map((m) => ({
    name: m.judul,
    role: m.subjudul ?? '',
    photo: m.gambar,
    link: href(m.link),
  }));
  const members = [
    ...rows,
    ...site.team.map((m) => ({ name: m.nama, role: m.jabatan, photo: m.foto, link: href(m.link_sosmed) })),
  ];
  if (members.length === 0) return raw('');
  return section(
    'tim',
    h`${heading(site, 'head_team', 'Tim kami', 'tim')}<ul class="grid center plain" role="list">${members.map(
      (m) =>
        h`<li class="card">${
          m.photo
            ? img(m.photo, m.name, {
                width: 96,
                height: 96,
                size: 'small',
                className: 'avatar',
                sizes: '96px',
              })
            : h`<div class="avatar" aria-hidden="true">${initials(m.name)}</div>`
        }<h3>${m.link ? h`<a href="${m.link}" rel="noopener">${m.name}</a>` : m.name}</h3><p class="meta">${m.role}</p></li>`,
    )}</ul>`,
  );
}

function testimonials(site: Site): Html {
  const items = site.items.get('testimonials') ?? [];
  if (items.length === 0) return raw('');
  return section(
    'testimoni',
    h`${heading(site, 'head_testimoni', 'Kata pelanggan', 'testimoni')}<ul class="grid plain" role="list">${items.map(
      (t) => {
        const rating = Number(t.data.rating);
        return h`<li class="card"><figure>${
          Number.isInteger(rating) && rating > 0
            ? h`<p class="stars" aria-label="Nilai ${rating} dari 5">${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}</p>`
            : ''
        }<blockquote>${rich(t.konten)}</blockquote><figcaption><strong>${t.judul}</strong>${
          t.subjudul ? h`<br><span class="meta">${t.subjudul}</span>` : ''
        }</figcaption></figure></li>`;
      },
    )}</ul>`,
  );
}

const PERIODS: Record<string, string> = {
  bulan: '/bulan',
  tahun: '/tahun',
  kunjungan: '/kunjungan',
  sekali: 'sekali bayar',
};

function pricing(site: Site): Html {
  const plans = site.items.get('price') ?? [];
  if (plans.length === 0) return raw('');
  const note = site.single.get('head_harga')?.data.catatan;
  return section(
    'harga',
    h`${heading(site, 'head_harga', 'Paket harga', 'harga')}<ul class="grid plain" role="list">${plans.map(
      (p) => {
        const target = href(p.link) ?? '#kontak';
        return h`<li class="card plan${raw(p.data.unggulan === true ? ' featured' : '')}"><h3>${p.judul}</h3>${
          p.subjudul ? h`<p class="meta">${p.subjudul}</p>` : ''
        }<p class="price">${formatCurrency(Number(p.data.harga))} <small>${PERIODS[text(p.data.periode)] ?? ''}</small></p><ul>${linesOf(
          p.data.fitur,
        ).map(
          (f) => h`<li>${f}</li>`,
        )}</ul><p><a class="btn${raw(p.data.unggulan === true ? '' : ' alt')}" href="${target}">${
          text(p.data.tombol) || 'Pilih paket'
        }</a></p></li>`;
      },
    )}</ul>${note ? h`<p class="center meta">${text(note)}</p>` : ''}`,
  );
}

function faq(site: Site): Html {
  const items = site.items.get('faq') ?? [];
  if (items.length === 0) return raw('');
  return section(
    'faq',
    h`${heading(site, 'head_faq', 'Pertanyaan yang sering diajukan', 'faq')}<div class="narrow">${items.map(
      (q) => h`<details><summary>${q.judul}</summary>${rich(q.konten)}</details>`,
    )}</div>`,
  );
}

function ads(site: Site): Html {
  const items = site.items.get('ads') ?? [];
  if (items.length === 0) return raw('');
  return h`<aside aria-label="Promo" class="wrap promo"><ul class="grid plain" role="list">${items.map(
    (a) => {
      const target = href(a.link);
      const body = h`${img(a.gambar, a.judul, { width: 640, height: 400, sizes: CARD_SIZES })}<p><strong>${a.judul}</strong>${a.subjudul ? h`<br>${a.subjudul}` : ''}</p>`;
      return h`<li class="card">${target ? h`<a href="${target}">${body}</a>` : body}</li>`;
    },
  )}</ul></aside>`;
}

function cta(site: Site): Html {
  const row = site.single.get('ajakan');
  if (!row) return raw('');
  const target = href(row.link) ?? '#kontak';
  return section(
    'ajakan',
    h`<div class="center"><h2 id="ajakan-judul">${row.judul}</h2>${row.subjudul ? h`<p class="lead">${row.subjudul}</p>` : ''}<a class="btn" href="${target}">${
      text(row.data.tombol) || 'Hubungi kami'
    }</a></div>`,
    'cta',
  );
}

function sponsors(site: Site): Html {
  const items = site.items.get('sponsors') ?? [];
  if (items.length === 0) return raw('');
  return section(
    'mitra',
    h`<h2 id="mitra-judul" class="center">Dipercaya oleh</h2><ul class="logos">${items.map((s) => {
      const logo = s.gambar
        ? img(s.gambar, s.judul, { width: 160, height: 48, size: 'small', sizes: '160px' })
        : h`<strong>${s.judul}</strong>`;
      const target = href(s.link);
      return h`<li>${target ? h`<a href="${target}" rel="noopener">${logo}</a>` : logo}</li>`;
    })}</ul>`,
  );
}

function latestPosts(site: Site): Html {
  const posts = site.posts.slice(0, 3);
  if (posts.length === 0) return raw('');
  const head = singleOrDefault(site, 'bloghead')!;
  return section(
    'blog',
    h`<header class="center"><h2 id="blog-judul">${head.judul}</h2>${head.subjudul ? h`<p class="lead">${head.subjudul}</p>` : ''}</header><ul class="posts">${posts.map(
      (p) =>
        h`<li class="card"><h3><a href="/blog/${encodeURIComponent(p.slug)}">${p.judul}</a></h3><p class="meta">${formatDateLong(p.tanggal_terbit)}</p>${
          p.ringkasan ? h`<p>${p.ringkasan}</p>` : ''
        }</li>`,
    )}</ul><p class="center"><a href="/blog">Semua tulisan</a></p>`,
  );
}

/** The home page's `<main>`. */
export function homeMain(site: Site, appName: string): Html {
  return h`${hero(site, appName)}${about(site)}${vision(site)}${cards(
    site,
    'whychooseus',
    'head_kenapapilihkami',
    'Kenapa memilih kami',
    'kenapa',
  )}${cards(site, 'howitworks', 'head_carakerja', 'Cara kerja', 'cara-kerja', true)}${cards(
    site,
    'featured',
    'head_fiturunggulan',
    'Layanan unggulan',
    'layanan',
  )}${team(site)}${testimonials(site)}${pricing(site)}${faq(site)}${ads(site)}${cta(site)}${sponsors(site)}${latestPosts(site)}`;
}
