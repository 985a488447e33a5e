/**
 * What the public site shows, read fresh from the database on every request (a handful of indexed
 * queries: no cache to invalidate, so a saved setting shows on the next request on every instance).
 */
import { ADMIN_ROLE_ID, linesOf, type SectionDef, sectionOfRow, WEBSITE_SECTIONS } from '@kantor/core';
import type { Query } from '../../db/connect.ts';

export type SiteRow = {
  id: number;
  bagian: string;
  judul: string;
  subjudul: string | null;
  konten: string | null;
  gambar: string | null;
  link: string | null;
  ikon: string | null;
  data: Record<string, unknown>;
  urutan: number;
  section: SectionDef;
};

export type TeamMember = {
  nama: string;
  jabatan: string;
  foto: string | null;
  deskripsi: string | null;
  link_sosmed: string | null;
};

export type PostSummary = {
  judul: string;
  slug: string;
  ringkasan: string | null;
  gambar: string | null;
  kategori: string | null;
  tanggal_terbit: string | null;
  updated_at: string;
};

export type Site = {
  ownerId: number | null;
  /** Single-page sections by catalogue key (active rows only). */
  single: ReadonlyMap<string, SiteRow>;
  /** Loop-list items by catalogue key, in their order. */
  items: ReadonlyMap<string, SiteRow[]>;
  team: TeamMember[];
  posts: PostSummary[];
};

const ROW_COLUMNS = 'id, bagian, judul, subjudul, konten, gambar, link, ikon, data, urutan';

/** The host of a request without port and `www.`, lower-cased: what `umum.data.domain` lines name. */
export function normaliseHost(host: string | undefined): string {
  const bare = String(host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/:\d+$/, '');
  return bare.replace(/^www\./, '');
}

/**
 * Whose site a request's host shows: the owner whose active company profile (`umum`) lists the host in
 * `data.domain`; otherwise the main site — the owner marked `utama` (screen setuserid), else the admin
 * who set up a site first, else the first owner with any setting; null when no one has set anything.
 */
export async function resolveSiteOwner(query: Query, host: string | undefined): Promise<number | null> {
  const wanted = normaliseHost(host);
  const profiles = await query<{ user_id: number; data: Record<string, unknown> | null }>(
    `SELECT user_id, data FROM rsetwebsite
      WHERE bagian = 'umum' AND status = 'Active' AND user_id IS NOT NULL ORDER BY id`,
  );
  const byDomain = wanted
    ? profiles.find((row) => linesOf(row.data?.domain).some((domain) => normaliseHost(domain) === wanted))
    : undefined;
  if (byDomain) return byDomain.user_id;
  const marked = profiles.find((row) => row.data?.utama === true);
  if (marked) return marked.user_id;
  const [first] = await query<{ user_id: number }>(
    `SELECT w.user_id FROM rsetwebsite w
      WHERE w.status = 'Active' AND w.user_id IS NOT NULL
      ORDER BY EXISTS (SELECT 1 FROM users u WHERE u.user_id = w.user_id AND u.user_role_id = $1) DESC, w.id
      LIMIT 1`,
    [ADMIN_ROLE_ID],
  );
  return first?.user_id ?? null;
}

function toRow(raw: Record<string, unknown>): SiteRow | null {
  const section = sectionOfRow(String(raw.bagian), raw.data);
  if (!section) return null;
  const data = raw.data && typeof raw.data === 'object' ? (raw.data as Record<string, unknown>) : {};
  return { ...(raw as Omit<SiteRow, 'section' | 'data'>), data, section };
}

/** Everything the public pages of one owner show. */
export async function loadSite(query: Query, ownerId: number | null): Promise<Site> {
  const single = new Map<string, SiteRow>();
  const items = new Map<string, SiteRow[]>();
  if (ownerId === null) return { ownerId, single, items, team: [], posts: [] };
  const [rows, team, posts] = await Promise.all([
    query<Record<string, unknown>>(
      `SELECT ${ROW_COLUMNS} FROM rsetwebsite WHERE user_id = $1 AND status = 'Active' ORDER BY urutan, id`,
      [ownerId],
    ),
    query<TeamMember>(
      `SELECT nama, jabatan, foto, deskripsi, link_sosmed FROM dbteam
        WHERE user_id = $1 AND tampil_di_website IS NOT FALSE ORDER BY urutan, id LIMIT 24`,
      [ownerId],
    ),
    publishedPosts(query, ownerId, 50),
  ]);
  for (const raw of rows) {
    const row = toRow(raw);
    if (!row) continue;
    if (row.section.kind === 'single') {
      if (!single.has(row.section.key)) single.set(row.section.key, row);
    } else {
      const list = items.get(row.section.key) ?? [];
      if (list.length < 50) list.push(row);
      items.set(row.section.key, list);
    }
  }
  return { ownerId, single, items, team, posts };
}

/** Published posts of an owner, newest first (a post dated in the future is not out yet). */
export function publishedPosts(query: Query, ownerId: number, limit: number): Promise<PostSummary[]> {
  return query<PostSummary>(
    `SELECT judul, slug, ringkasan, gambar, kategori, tanggal_terbit, updated_at FROM rpostingan
      WHERE user_id = $1 AND status = 'Terbit' AND (tanggal_terbit IS NULL OR tanggal_terbit <= now())
      ORDER BY tanggal_terbit DESC NULLS LAST, id DESC LIMIT $2`,
    [ownerId, limit],
  );
}

export type Post = PostSummary & { konten: string; tag: string | null };

/** One published post of an owner by its slug. */
export async function publishedPost(query: Query, ownerId: number, slug: string): Promise<Post | null> {
  const [post] = await query<Post>(
    `SELECT judul, slug, ringkasan, gambar, kategori, tag, konten, tanggal_terbit, updated_at FROM rpostingan
      WHERE user_id = $1 AND lower(slug) = lower($2) AND status = 'Terbit'
        AND (tanggal_terbit IS NULL OR tanggal_terbit <= now()) LIMIT 1`,
    [ownerId, slug],
  );
  return post ?? null;
}

/** A single section's row, or a stand-in made from the catalogue's built-in content. */
export function singleOrDefault(
  site: Site,
  key: string,
): Pick<SiteRow, 'judul' | 'subjudul' | 'konten' | 'gambar' | 'link' | 'data'> | null {
  const row = site.single.get(key);
  if (row) return row;
  const defaults = WEBSITE_SECTIONS.find((s) => s.key === key)?.defaults;
  if (!defaults) return null;
  return {
    judul: defaults.judul,
    subjudul: defaults.subjudul ?? null,
    konten: defaults.konten ?? null,
    gambar: null,
    link: null,
    data: defaults.data ?? {},
  };
}
