/**
 * The website settings API, declared in core (packages/core/src/api/routes/website.ts). Every route
 * works on the caller's own rows (an admin's or an agency's site), whatever their role: one owner never
 * reaches another's settings here. Access is declared per route like every `/api` route (the
 * `rsetwebsite` resource's actions: pages list, Blokir rules, hidden fields).
 */
import {
  decide,
  type ImageInput,
  imageList,
  imageUrl,
  type LoginLook,
  type MainSiteSet,
  type MainSitesAnswer,
  type MessageAnswer,
  maySaveFirst,
  RESOURCES,
  type SectionDef,
  type SiteResetDone,
  type SiteResetInfo,
  sectionByKey,
  sectionOfRow,
  siteResetInfoRoute,
  siteResetRoute,
  type WebsitePreview,
  type WebsiteSaved,
  type WebsiteSettingsAnswer,
  type WebsiteTestMailSent,
  websiteAddItemRoute,
  websiteDeleteItemRoute,
  websiteEditItemRoute,
  websiteLoginLookRoute,
  websiteMainSitesRoute,
  websiteOrderRoute,
  websitePreviewRoute,
  websiteSaveSingleRoute,
  websiteSetMainSiteRoute,
  websiteSettingsRoute,
  websiteTestMailRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, ValidationError } from '../../errors.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { callerOf } from '../../plugins/access.ts';
import { enforce } from '../../plugins/access-scopes.ts';
import { plain, quote, type Shape } from '../../plugins/quotes.ts';
import { messagesFor, writeContext } from '../resources/index.ts';
import { fromTemplate, sampleValues, storedTemplate } from './mail-templates.ts';
import { blogListMain } from './render-blog.ts';
import { homeMain } from './render-home.ts';
import { layout } from './render-layout.ts';
import { loadSite, resolveSiteOwner, type SiteRow } from './site.data.ts';
import { mainHostsOf } from './site-hosts.ts';
import {
  addItem,
  editItem,
  ownRows,
  removeItem,
  reorder,
  resetSite,
  saveSingle,
  setMainSite,
} from './website.service.ts';

type Body = Record<string, unknown>;

/** The owner id the caller's rows carry (a login owns itself). */
async function ownerOf(request: FastifyRequest): Promise<number> {
  const caller = await callerOf(request);
  return caller.userId ?? caller.id;
}

function sectionOf(key: string, kind: SectionDef['kind']): SectionDef {
  const section = sectionByKey(key);
  if (!section || section.kind !== kind) throw notFound();
  return section;
}

export async function websiteRoutes(app: FastifyInstance): Promise<void> {
  const saved = (request: FastifyRequest, record: Record<string, unknown>, key = 'success.recordUpdated') =>
    ({
      message: messagesFor(request.headers['accept-language'])(key),
      record,
    }) satisfies WebsiteSaved;

  serveRoute(app, websiteSettingsRoute, async (_input, request) => {
    const rows = await ownRows(app.db.query, await ownerOf(request));
    // the time as JSON would write the Date: the same text, typed as the answer's
    const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
    return {
      records: rows.map((row) => ({ ...row, updated_at: iso(row.updated_at) })),
    } satisfies WebsiteSettingsAnswer;
  });

  serveRoute(app, websiteSaveSingleRoute, async ({ params, body }, request) => {
    const section = sectionOf(params.key, 'single');
    const caller = await callerOf(request);
    const owner = await ownerOf(request);
    const exists = (await ownRows(app.db.query, owner)).some((row) => row.key === section.key);
    // the first save of a section adds its row: the policy's add decision, or the admin (core's maySaveFirst)
    if (!exists) enforce(maySaveFirst(caller, decide(caller, RESOURCES.rsetwebsite, 'add') !== 'deny'));
    return saved(request, await saveSingle(writeContext(request), owner, section, body));
  });

  serveRoute(app, websiteAddItemRoute, async ({ params, body }, request) => {
    const section = sectionOf(params.key, 'list');
    const record = await addItem(writeContext(request), await ownerOf(request), section, body);
    return saved(request, record, 'success.recordAdded');
  });

  serveRoute(app, websiteEditItemRoute, async ({ params, body }, request) => {
    const section = sectionOf(params.key, 'list');
    const owner = await ownerOf(request);
    return saved(request, await editItem(writeContext(request), owner, section, params.id, body));
  });

  serveRoute(app, websiteDeleteItemRoute, async ({ params }, request) => {
    const section = sectionOf(params.key, 'list');
    await removeItem(writeContext(request), await ownerOf(request), section, params.id);
    return {
      message: messagesFor(request.headers['accept-language'])('success.recordDeleted'),
    } satisfies MessageAnswer;
  });

  serveRoute(app, websiteOrderRoute, async ({ params, body }, request) => {
    const section = sectionOf(params.key, 'list');
    await reorder(writeContext(request), await ownerOf(request), section, body.ids);
    return {
      message: messagesFor(request.headers['accept-language'])('success.recordUpdated'),
    } satisfies MessageAnswer;
  });

  // The public page of the caller's own site with a draft row in place: the form's preview.
  serveRoute(app, websitePreviewRoute, async ({ body }, request) => {
    const section = sectionByKey(body.key);
    if (!section) throw notFound();
    const site = await loadSite(app.db.query, await ownerOf(request));
    const values: Body = body.values ?? {};
    const draft: SiteRow = {
      id: body.id ?? 0,
      bagian: section.bagian,
      judul: String(values.judul ?? ''),
      subjudul: typeof values.subjudul === 'string' ? values.subjudul : null,
      konten: typeof values.konten === 'string' ? values.konten : null,
      gambar: typeof values.gambar === 'string' ? values.gambar : null,
      link: typeof values.link === 'string' ? values.link : null,
      ikon: typeof values.ikon === 'string' ? values.ikon : null,
      data: values.data && typeof values.data === 'object' ? (values.data as Body) : {},
      urutan: Number(values.urutan) || 0,
      section,
    };
    const single = new Map(site.single);
    const items = new Map(site.items);
    if (section.kind === 'single') single.set(section.key, draft);
    else {
      const list = (items.get(section.key) ?? []).filter((row) => row.id !== draft.id);
      list.push(draft);
      list.sort((a, b) => a.urutan - b.urutan || a.id - b.id);
      items.set(section.key, list);
    }
    const preview = { ...site, single, items };
    const main =
      section.feeds === 'blog' ? blogListMain(preview, site.posts) : homeMain(preview, app.config.appName);
    const origin = app.config.publicHost.replace(/\/+$/, '');
    const html = layout(
      preview,
      app.config.appName,
      { title: draft.judul, description: '', canonical: `${origin}/`, origin },
      main,
      true,
    );
    return { html } satisfies WebsitePreview;
  });

  // A test send of an email template (the stored one, or the draft in the form) to the caller's own address.
  serveRoute(app, websiteTestMailRoute, async ({ body }, request, reply) => {
    const msg = messagesFor(request.headers['accept-language']);
    const kind = body.jenis;
    const [me] = await app.db.query<{ email: string | null; username: string }>(
      'SELECT email, username FROM users WHERE id = $1',
      [request.user!.id],
    );
    if (!me?.email) throw new ValidationError({ email: [msg('validation.required')] });
    await app.throttle.consume(request, reply, app.throttle.buckets('mail', me.email, request.ip));
    const draft =
      body.konten !== undefined && body.konten.trim() !== ''
        ? { subject: body.judul || kind, body: body.konten }
        : await storedTemplate(app.db.query, await ownerOf(request), kind);
    if (!draft) throw new ValidationError({ konten: [msg('validation.required')] });
    const values = sampleValues(
      kind,
      app.config.appName,
      me.username,
      app.config.publicHost.replace(/\/+$/, ''),
    );
    app.mailer.queue(fromTemplate(me.email, draft, values));
    return {
      message: msg('success.recordUpdated'),
      to: me.email,
      transport: app.mailer.transport,
    } satisfies WebsiteTestMailSent;
  });

  // setuserid: which owner's site the hosts no site lists show (admins only).
  /**
   * The sign-in page's look (setting `bgformlogin`) of the site this host shows: a line of text and a
   * background picture of this site (never another host's), or nulls. Public: it is shown before sign-in.
   */
  serveRoute(app, websiteLoginLookRoute, async (_input, request) => {
    const owner = await resolveSiteOwner(app.db.query, request.host, mainHostsOf(app.config));
    if (owner === null) return { judul: null, gambar: null } satisfies LoginLook;
    const [row] = await app.db.query<{ judul: string | null; data: Record<string, unknown> | null }>(
      `SELECT judul, data FROM rsetwebsite WHERE user_id = $1 AND bagian = 'bgformlogin' AND status = 'Active'
        ORDER BY id LIMIT 1`,
      [owner],
    );
    const title = row?.data?.judul ?? row?.judul;
    const first = imageList((row?.data?.gambar ?? null) as ImageInput)[0];
    const src = first ? imageUrl(first, { size: 'large' }) : null;
    return {
      judul: typeof title === 'string' && title.trim() ? title.trim().slice(0, 200) : null,
      gambar: src && /^\/(?!\/)/.test(src) && !src.includes('no-image') ? src : null,
    } satisfies LoginLook;
  });

  serveRoute(app, websiteMainSitesRoute, async () => {
    const owners = await app.db.query<{
      user_id: number;
      username: string | null;
      judul: string;
      utama: boolean;
    }>(
      `SELECT w.user_id, u.username, w.judul, coalesce((w.data->>'utama')::boolean, false) AS utama
         FROM rsetwebsite w LEFT JOIN users u ON u.id = w.user_id
        WHERE w.bagian = 'umum' ORDER BY w.id`,
    );
    return { records: owners } satisfies MainSitesAnswer;
  });

  serveRoute(app, websiteSetMainSiteRoute, async ({ body }, request) => {
    const msg = messagesFor(request.headers['accept-language']);
    const userId = body.user_id;
    const [user] = await app.db.query<{ user_id: number }>(
      'SELECT user_id FROM users WHERE user_id = $1 LIMIT 1',
      [userId],
    );
    if (!user) throw new ValidationError({ user_id: [msg('validation.exists')] });
    return {
      message: msg('success.recordUpdated'),
      record: await setMainSite(writeContext(request), userId),
    } satisfies MainSiteSet;
  });

  // daftarkanresetwebsitedfsinglepage: reset the site of the login linked to an akun record. A route
  // about that record (rule R4): its view page (403) and the record in the caller's view (404), checked
  // before the body is read; then only an admin or the record's owner (`ownerOrAdmin`, docs/website.md).
  const RESET_INFO: Shape = {
    akun: { id: plain, nama: quote('akun.nama') },
    login: { user_id: plain, username: quote('users.username', 'akun.id_login') },
    counts: plain,
  };
  async function akunFor(request: FastifyRequest) {
    const record = request.recordInView!;
    const akun = {
      id: Number(record.id),
      nama: String(record.nama),
      id_login: record.id_login == null ? null : Number(record.id_login),
      user_id: record.user_id == null ? null : Number(record.user_id),
    };
    const [login] = akun.id_login
      ? await app.db.query<{ user_id: number; username: string }>(
          'SELECT user_id, username FROM users WHERE id = $1',
          [akun.id_login],
        )
      : [];
    return { akun, login: login ?? null };
  }

  // the account's name and the login's username leave the answer where the role may not see them
  serveRoute(
    app,
    siteResetInfoRoute,
    async (_input, request) => {
      const { akun, login } = await akunFor(request);
      const rows = login ? await ownRows(app.db.query, login.user_id) : [];
      const counts = { single: 0, list: 0 };
      for (const row of rows) {
        const section = sectionOfRow(String(row.bagian), row.data);
        if (section) counts[section.kind] += 1;
      }
      return { akun: { id: akun.id, nama: akun.nama }, login, counts } satisfies SiteResetInfo;
    },
    { quotes: RESET_INFO },
  );

  serveRoute(app, siteResetRoute, async (_input, request) => {
    const { login } = await akunFor(request);
    const msg = messagesFor(request.headers['accept-language']);
    if (!login) throw new ValidationError({ id_login: [msg('validation.required')] });
    const result = await resetSite(writeContext(request), login.user_id);
    return { message: msg('success.recordUpdated'), ...result } satisfies SiteResetDone;
  });
}
