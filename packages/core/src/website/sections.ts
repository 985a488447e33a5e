/**
 * The website section catalogue: every `rsetwebsite` section of spec §2, declared once. The settings
 * screens (one generic form and one generic list), the server's validation of `data`, the map at
 * `/petarsetwebsite` and the public renderer all read it. A row of `rsetwebsite` is one single-page
 * section or one loop-list item; `bagian` says which, and for the headings of the loop-list sections
 * (stored as `bagian = 'singlepage'`) `data.untuk` names the section they head.
 */

/** The `bagian` values the resource declares. */
// biome-ignore format: compact lists read better than one name per line
export const WEBSITE_BAGIAN = [
  'umum', 'kontak', 'sosialmedia', 'laman', 'slider', 'bagianutama', 'tentangkami', 'kenapapilihkami', 'carakerja',
  'fiturunggulan', 'team', 'testimoni', 'harga', 'faq', 'ajakan', 'footer', 'bloghead', 'visi', 'misi', 'sponsor',
  'iklan', 'bgformlogin', 'apiset', 'emailtemplate', 'singlepage',
] as const;
export type WebsiteBagian = (typeof WEBSITE_BAGIAN)[number];

/** The resource columns a section's form shows (besides `data`, `urutan` and `status`). */
export type WebsiteColumn = 'judul' | 'subjudul' | 'konten' | 'gambar' | 'link' | 'ikon';

export type DataFieldType =
  | 'text'
  | 'textarea'
  | 'integer'
  | 'money'
  | 'url'
  | 'email'
  | 'phone'
  | 'boolean'
  /** A list of short texts: an array of strings, typed one per line. */
  | 'lines'
  /** Host names a site is served at, one per line, kept in their normal form (domains.ts). */
  | 'domains'
  | 'select'
  | 'color'
  /** `HH:MM`. */
  | 'clock';

/** One key of a section's `data` json. */
export type DataField = {
  name: string;
  type: DataFieldType;
  required?: boolean;
  /** Text length (per line for `lines`) or the largest number. */
  max?: number;
  min?: number;
  options?: readonly string[];
  /** Kept by the server (identity or admin-only keys), never shown in the section's form. */
  internal?: boolean;
  /**
   * Read and written by an admin only (the company's tax and payment settings): left out of every answer
   * to anyone else, and kept as stored when anyone else saves the section.
   */
  adminOnly?: boolean;
};

/** The part of the public site a section feeds (the map at /petarsetwebsite groups by it). */
export type PublicPart =
  | 'head'
  | 'header'
  | 'hero'
  | 'about'
  | 'vision'
  | 'whyus'
  | 'howitworks'
  | 'featured'
  | 'team'
  | 'testimonials'
  | 'pricing'
  | 'faq'
  | 'ads'
  | 'cta'
  | 'sponsors'
  | 'footer'
  | 'blog'
  | 'login'
  | 'mail';

/** The order of the public page, top to bottom (sections not on the page come last). */
// biome-ignore format: compact lists read better than one name per line
export const PUBLIC_PARTS: readonly PublicPart[] = [
  'head', 'header', 'hero', 'about', 'vision', 'whyus', 'howitworks', 'featured', 'team', 'testimonials', 'pricing',
  'faq', 'ads', 'cta', 'sponsors', 'footer', 'blog', 'login', 'mail',
];

export type SectionDef = {
  /** The catalogue key (unique): the screen's name in the web's `website` namespace. */
  key: string;
  bagian: WebsiteBagian;
  /** `single`: one row per owner; `list`: any number of ordered items. */
  kind: 'single' | 'list';
  /** Identity inside `bagian` for single rows that share one (`data.untuk` of headings, `data.jenis`). */
  match?: { name: 'untuk' | 'jenis'; value: string };
  /** The route actions of EXTRA_ROUTES.rsetwebsite: the edit screen of a single, list/add/edit of a list. */
  routes: { edit?: string; list?: string; add?: string };
  columns: readonly WebsiteColumn[];
  data: readonly DataField[];
  feeds: PublicPart;
  /** At most this many images in `gambar`. */
  maxImages?: number;
  /** Set only by an admin. */
  adminOnly?: boolean;
  /** The built-in content: what a reset writes and what the public page shows when nothing is set. */
  defaults?: { judul: string; subjudul?: string; konten?: string; data?: Record<string, unknown> };
};

const heading = (
  untuk: string,
  edit: string,
  feeds: PublicPart,
  judul: string,
  subjudul: string,
  extra: Partial<SectionDef> = {},
): SectionDef => ({
  key: `head_${untuk}`,
  bagian: 'singlepage',
  kind: 'single',
  match: { name: 'untuk', value: untuk },
  routes: { edit },
  columns: ['judul', 'subjudul'],
  data: [],
  feeds,
  defaults: { judul, subjudul },
  ...extra,
});

const loop = (
  key: string,
  bagian: WebsiteBagian,
  prefix: string,
  feeds: PublicPart,
  columns: readonly WebsiteColumn[],
  extra: Partial<SectionDef> = {},
): SectionDef => ({
  key,
  bagian,
  kind: 'list',
  routes: { list: `${prefix}list`, add: `${prefix}add`, edit: `${prefix}edit` },
  columns,
  data: [],
  feeds,
  ...extra,
});

const LINK_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin', 'x', 'whatsapp'] as const;

/** Email kinds the mailer sends from a template (modules/mail): verification, password reset, OTP. */
export const EMAIL_TEMPLATE_KINDS = ['verifikasi', 'reset', 'otp'] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

/** Placeholders each email kind fills (`{{nama}}` in the subject or body). */
export const EMAIL_PLACEHOLDERS: Readonly<Record<EmailTemplateKind, readonly string[]>> = {
  verifikasi: ['nama', 'aplikasi', 'tautan', 'jam'],
  reset: ['nama', 'aplikasi', 'tautan', 'menit'],
  otp: ['nama', 'aplikasi', 'kode', 'menit'],
};

const emailTemplate = (jenis: EmailTemplateKind): SectionDef => ({
  key: `email_${jenis}`,
  bagian: 'emailtemplate',
  kind: 'single',
  match: { name: 'jenis', value: jenis },
  routes: { edit: 'editemailtemplate' },
  // judul = subject, konten = body (plain text with {{placeholders}})
  columns: ['judul', 'konten'],
  data: [],
  feeds: 'mail',
  adminOnly: false,
});

/**
 * Every section, in the order of the settings menu. Route actions are exactly those of
 * EXTRA_ROUTES.rsetwebsite (a test checks that each action is covered).
 */
export const WEBSITE_SECTIONS: readonly SectionDef[] = [
  {
    key: 'umum',
    bagian: 'umum',
    kind: 'single',
    routes: { edit: 'umum' },
    columns: ['judul', 'subjudul', 'gambar'],
    maxImages: 1,
    feeds: 'header',
    // the company profile: invoicing, receipts and attendance read these keys too (docs/website.md)
    data: [
      { name: 'domain', type: 'domains', max: 253 },
      { name: 'warna', type: 'color' },
      { name: 'nama_usaha', type: 'text', max: 150 },
      { name: 'alamat', type: 'textarea', max: 500 },
      { name: 'telepon', type: 'phone' },
      { name: 'no_hp', type: 'phone' },
      { name: 'email', type: 'email' },
      { name: 'npwp', type: 'text', max: 30, adminOnly: true },
      { name: 'pkp', type: 'boolean', adminOnly: true },
      { name: 'invoice_kode', type: 'text', max: 20, adminOnly: true },
      { name: 'invoice_format', type: 'text', max: 100, adminOnly: true },
      { name: 'ppn_persen', type: 'integer', min: 0, max: 100, adminOnly: true },
      { name: 'qris', type: 'textarea', max: 1000, adminOnly: true },
      { name: 'nsfp', type: 'lines', max: 80, adminOnly: true },
      { name: 'absensi_jam_masuk', type: 'clock' },
      { name: 'absensi_toleransi_menit', type: 'integer', min: 0, max: 180 },
      { name: 'utama', type: 'boolean', internal: true },
    ],
    defaults: { judul: 'Kantor', subjudul: 'Kantor belakang untuk usaha Anda' },
  },
  {
    key: 'kontak',
    bagian: 'kontak',
    kind: 'single',
    routes: { edit: 'kontak' },
    columns: ['judul'],
    feeds: 'footer',
    data: [
      { name: 'alamat', type: 'textarea', max: 500 },
      { name: 'telepon', type: 'phone' },
      { name: 'whatsapp', type: 'phone' },
      { name: 'email', type: 'email' },
      { name: 'peta', type: 'url' },
      { name: 'jam_buka', type: 'text', max: 150 },
    ],
    defaults: { judul: 'Hubungi kami' },
  },
  {
    key: 'sosialmedia',
    bagian: 'sosialmedia',
    kind: 'single',
    routes: { edit: 'sosialmedia' },
    columns: ['judul'],
    feeds: 'footer',
    data: LINK_NETWORKS.map((name) => ({ name, type: 'url' as const })),
    defaults: { judul: 'Ikuti kami' },
  },
  {
    key: 'laman',
    bagian: 'laman',
    kind: 'single',
    routes: { edit: 'laman' },
    // judul = the page title after the site's name (public.routes.ts homeTitle), subjudul = meta description,
    // gambar = the link-preview image
    columns: ['judul', 'subjudul', 'gambar'],
    maxImages: 1,
    feeds: 'head',
    data: [{ name: 'kata_kunci', type: 'text', max: 255 }],
  },
  {
    key: 'apiset',
    bagian: 'apiset',
    kind: 'single',
    routes: { edit: 'editapiset' },
    columns: ['judul'],
    feeds: 'head',
    data: [
      { name: 'google_site_verification', type: 'text', max: 100 },
      { name: 'bing_site_verification', type: 'text', max: 100 },
    ],
    defaults: { judul: 'Integrasi' },
  },
  {
    key: 'bagianutama',
    bagian: 'bagianutama',
    kind: 'single',
    routes: { edit: 'bagianutamaedit' },
    columns: ['judul', 'subjudul', 'konten', 'gambar', 'link'],
    maxImages: 1,
    feeds: 'hero',
    data: [
      { name: 'tombol', type: 'text', max: 40 },
      { name: 'tombol_kedua', type: 'text', max: 40 },
      { name: 'link_kedua', type: 'url' },
    ],
    defaults: {
      judul: 'Kantor belakang untuk usaha Anda',
      subjudul: 'Kelola barang, faktur, pekerjaan lapangan, dan tim dalam satu aplikasi berbahasa Indonesia.',
      data: { tombol: 'Masuk' },
    },
  },
  loop('slider', 'slider', 'slider', 'hero', ['judul', 'subjudul', 'gambar', 'link'], {
    routes: { list: 'slider', add: 'slideradd', edit: 'slideredit' },
    maxImages: 1,
    data: [{ name: 'tombol', type: 'text', max: 40 }],
  }),
  heading('tentangkami', 'tentangkami', 'about', 'Tentang kami', '', {
    columns: ['judul', 'subjudul', 'konten', 'gambar'],
    maxImages: 1,
  }),
  loop('about', 'tentangkami', 'about', 'about', ['judul', 'konten', 'ikon']),
  {
    key: 'visi',
    bagian: 'visi',
    kind: 'single',
    routes: { edit: 'visi' },
    columns: ['judul', 'konten'],
    data: [],
    feeds: 'vision',
    defaults: { judul: 'Visi & misi' },
  },
  loop('mission', 'misi', 'mission', 'vision', ['judul', 'subjudul', 'ikon']),
  heading('kenapapilihkami', 'editsinglekenapapilihkami', 'whyus', 'Kenapa memilih kami', ''),
  loop('whychooseus', 'kenapapilihkami', 'whychooseus', 'whyus', ['judul', 'subjudul', 'ikon']),
  heading('carakerja', 'editcarakerjasingle', 'howitworks', 'Cara kerja', ''),
  loop('howitworks', 'carakerja', 'howitworks', 'howitworks', ['judul', 'subjudul', 'ikon']),
  heading('fiturunggulan', 'editfiturunggulan', 'featured', 'Layanan unggulan', ''),
  loop('featured', 'fiturunggulan', 'featured', 'featured', ['judul', 'subjudul', 'gambar', 'link', 'ikon'], {
    maxImages: 1,
  }),
  heading('team', 'editteam', 'team', 'Tim kami', ''),
  // judul = name, subjudul = position; the public section adds the dbteam members shown on the website
  loop('team', 'team', 'team', 'team', ['judul', 'subjudul', 'gambar', 'link'], { maxImages: 1 }),
  heading('testimoni', 'edittestimoni', 'testimonials', 'Kata pelanggan', ''),
  // judul = the customer's name, subjudul = who they are, konten = the quote
  loop(
    'testimonials',
    'testimoni',
    'testimonials',
    'testimonials',
    ['judul', 'subjudul', 'konten', 'gambar'],
    {
      maxImages: 1,
      data: [{ name: 'rating', type: 'integer', min: 1, max: 5 }],
    },
  ),
  heading('harga', 'editharga', 'pricing', 'Paket harga', '', {
    data: [{ name: 'catatan', type: 'text', max: 255 }],
  }),
  loop('price', 'harga', 'price', 'pricing', ['judul', 'subjudul', 'link'], {
    data: [
      { name: 'harga', type: 'money', required: true, min: 0, max: 1_000_000_000_000 },
      { name: 'periode', type: 'select', options: ['bulan', 'tahun', 'kunjungan', 'sekali'] },
      { name: 'fitur', type: 'lines', max: 150 },
      { name: 'unggulan', type: 'boolean' },
      { name: 'tombol', type: 'text', max: 40 },
    ],
  }),
  heading('faq', 'editfaq', 'faq', 'Pertanyaan yang sering diajukan', ''),
  // judul = the question, konten = the answer
  loop('faq', 'faq', 'faq', 'faq', ['judul', 'konten']),
  loop('ads', 'iklan', 'ads', 'ads', ['judul', 'subjudul', 'gambar', 'link'], { maxImages: 1 }),
  {
    key: 'ajakan',
    bagian: 'ajakan',
    kind: 'single',
    routes: { edit: 'editajakan' },
    columns: ['judul', 'subjudul', 'link'],
    data: [{ name: 'tombol', type: 'text', max: 40 }],
    feeds: 'cta',
  },
  loop('sponsors', 'sponsor', 'sponsors', 'sponsors', ['judul', 'gambar', 'link'], { maxImages: 1 }),
  // the footer's heading is the site's name from "Umum" (one name everywhere): this screen writes the text under it
  heading('footer', 'editfooter', 'footer', 'Tentang usaha kami', '', {
    columns: ['konten'],
    data: [{ name: 'hak_cipta', type: 'text', max: 150 }],
  }),
  // footer links: judul = label, link = address, data.kolom = the column they sit in
  loop('footer', 'footer', 'footer', 'footer', ['judul', 'link'], {
    data: [{ name: 'kolom', type: 'text', max: 60 }],
  }),
  {
    key: 'bloghead',
    bagian: 'bloghead',
    kind: 'single',
    routes: { edit: 'bloghead' },
    columns: ['judul', 'subjudul', 'gambar'],
    maxImages: 1,
    data: [],
    feeds: 'blog',
    defaults: { judul: 'Blog', subjudul: 'Kabar dan tips dari kami' },
  },
  {
    key: 'bgformlogin',
    bagian: 'bgformlogin',
    kind: 'single',
    routes: { edit: 'bgformlogin' },
    columns: ['judul', 'gambar'],
    maxImages: 1,
    data: [],
    feeds: 'login',
  },
  ...EMAIL_TEMPLATE_KINDS.map(emailTemplate),
];

/**
 * The `data` keys of any section that only an admin reads or writes (the company's tax and payment
 * settings: NPWP, PKP, invoice numbering, PPN, QRIS, NSFP), for the resource declaration.
 */
export const WEBSITE_ADMIN_ONLY_KEYS: readonly string[] = [
  ...new Set(WEBSITE_SECTIONS.flatMap((s) => s.data.filter((d) => d.adminOnly).map((d) => d.name))),
];

/** The section of a catalogue key, or undefined. */
export function sectionByKey(key: string): SectionDef | undefined {
  return WEBSITE_SECTIONS.find((s) => s.key === key);
}

/** The section a list/add/edit/single route action belongs to. @example sectionOfRoute('faqadd')?.key === 'faq' */
export function sectionOfRoute(action: string): SectionDef | undefined {
  return WEBSITE_SECTIONS.find(
    (s) => s.routes.edit === action || s.routes.list === action || s.routes.add === action,
  );
}

/**
 * The catalogue entry of a stored row, from its `bagian` and `data` (headings and email templates by
 * their identity key). A loop-list section and the heading that shares its `bagian` are told apart by
 * `kind`: headings live under `singlepage`.
 */
export function sectionOfRow(bagian: string, data: unknown): SectionDef | undefined {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  return WEBSITE_SECTIONS.find((s) => {
    if (s.bagian !== bagian) return false;
    if (!s.match) return true;
    return record[s.match.name] === s.match.value;
  });
}

/** Sections feeding one public part, in catalogue order. */
export function sectionsFeeding(part: PublicPart): SectionDef[] {
  return WEBSITE_SECTIONS.filter((s) => s.feeds === part);
}
