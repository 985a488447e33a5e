/**
 * What the public site shows, read fresh from the database on every request (a handful of indexed
 * queries: no cache to invalidate, so a saved setting shows on the next request on every instance).
 */
import {
  linesOf,
  normaliseDomain,
  requestHost,
  type SectionDef,
  sectionOfRow,
  trimmedText,
  USER_ROLE_IDS,
  WEBSITE_SECTIONS,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { holdsRole } from '../../db/role-holders.ts';
import { isMainHost, type MainHosts } from './site-hosts.ts';

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

type Profile = { id: number; user_id: number; data: Record<string, unknown> | null; admin: boolean };

/** Every active company profile (`umum`) with an owner, and whether that owner holds the admin role. */
async function activeProfiles(query: Query): Promise<Profile[]> {
  return query<Profile>(
    `SELECT w.id, w.user_id, w.data, coalesce(${holdsRole('$1', 'u')}, false) AS admin
       FROM rsetwebsite w LEFT JOIN users u ON u.id = w.user_id
      WHERE w.bagian = 'umum' AND w.status = 'Active' AND w.user_id IS NOT NULL ORDER BY w.id`,
    [USER_ROLE_IDS.admin],
  );
}

/**
 * The main site's owner: the one an admin marked on setuserid (`umum.data.utama`; only that admin
 * screen writes the mark), else the first admin with a company profile, else the first admin with any
 * setting; null when there is none (the built-in landing). Never another owner by default: an agency's
 * site is shown only at its own domain.
 */
async function mainOf(query: Query, profiles: readonly Profile[]): Promise<number | null> {
  const marked = profiles.find((row) => row.data?.utama === true) ?? profiles.find((row) => row.admin);
  if (marked) return marked.user_id;
  const [first] = await query<{ user_id: number }>(
    `SELECT w.user_id FROM rsetwebsite w JOIN users u ON u.id = w.user_id
      WHERE w.status = 'Active' AND ${holdsRole('$1', 'u')} ORDER BY w.id LIMIT 1`,
    [USER_ROLE_IDS.admin],
  );
  return first?.user_id ?? null;
}

/** The main site's owner (see {@link mainOf}): its templates are the ones account mails use. */
export async function mainSiteOwner(query: Query): Promise<number | null> {
  return mainOf(query, await activeProfiles(query));
}

/**
 * Whose site a request's host shows. The main site's hosts (PUBLIC_HOST, localhost, the machine's
 * name, IP addresses) always show the main site. Any other host shows the owner whose active company
 * profile lists it in `data.domain` (domains are unique since issue 32; of older duplicates the main
 * site's, then an admin's, then the first listing wins); otherwise the main site.
 */
export async function resolveSiteOwner(
  query: Query,
  host: string | undefined,
  main: MainHosts,
): Promise<number | null> {
  const profiles = await activeProfiles(query);
  const mainOwner = await mainOf(query, profiles);
  const wanted = requestHost(host);
  if (isMainHost(wanted, main)) return mainOwner;
  const claims = profiles.filter((row) =>
    linesOf(row.data?.domain).some((domain) => normaliseDomain(domain) === wanted),
  );
  const chosen =
    claims.find((row) => row.user_id === mainOwner) ?? claims.find((row) => row.admin) ?? claims[0];
  return chosen ? chosen.user_id : mainOwner;
}

/**
 * The company profile other modules print and compute from (invoice letterhead, NPWP, QRIS, NSFP,
 * invoice numbering, the receipt's shop, the attendance start time): the `umum` row of an admin, the
 * main site's when an admin's site is marked so, else the first. Never an agency's own profile, whose
 * owner could otherwise put its name or payment code on the company's invoices.
 */
export async function companyProfile(
  query: Query,
): Promise<{ judul: string; gambar: string | null; data: Record<string, unknown> } | null> {
  const [row] = await query<{ judul: string; gambar: string | null; data: Record<string, unknown> | null }>(
    `SELECT w.judul, w.gambar, w.data FROM rsetwebsite w JOIN users u ON u.id = w.user_id
      WHERE w.bagian = 'umum' AND ${holdsRole('$1', 'u')}
      ORDER BY coalesce(w.data->>'utama', '') = 'true' DESC, w.id LIMIT 1`,
    [USER_ROLE_IDS.admin],
  );
  if (!row) return null;
  return {
    judul: row.judul,
    gambar: row.gambar ?? null,
    data: row.data && typeof row.data === 'object' ? row.data : {},
  };
}

/** The business as its customers know it: what receipts, service reports and `/lacak` are headed with. */
export type Business = { name: string; logo: string | null; address: string | null; phone: string | null };

/**
 * The business of the company profile: its trading name (`nama_usaha`, else the profile's title, else
 * `fallbackName`), logo (the profile's image), address and phone. One reading for every document.
 */
export async function businessOf(query: Query, fallbackName: string): Promise<Business> {
  const row = await companyProfile(query);
  const data = row?.data ?? {};
  return {
    name: trimmedText(data.nama_usaha) ?? trimmedText(row?.judul) ?? fallbackName,
    logo: trimmedText(row?.gambar),
    address: trimmedText(data.alamat),
    phone: trimmedText(data.telepon),
  };
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
