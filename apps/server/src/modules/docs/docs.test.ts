import { RESOURCE_LIST } from '@kantor/core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageRoute, type RouteEntry, signedInRoute } from '../../plugins/access.ts';
import { useTestApp } from '../../test/fixture.ts';
import { undocumentedRoutes } from './route-docs.ts';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
  security?: unknown[];
  'x-kantor-access': unknown;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  components: {
    schemas: Record<string, { required?: string[]; properties?: object }>;
    securitySchemes: object;
  };
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Routes without a declared answer (`answers()`/`answersFile()`, lib/answer-schema.ts): only this test's
 * probes. Any other route fails the answers test below.
 */
const NO_ANSWER: Record<string, string> = {
  'GET /api/docsprobe/:id': 'this test’s probe route, undescribed on purpose',
  'POST /api/docsprobe': 'this test’s probe route, undescribed on purpose',
};

/**
 * POST, PUT and PATCH routes with neither a body description (`bodyDoc`, `body`) nor `noBody()`: only
 * this test's probe. Any other such route fails the completeness test below.
 */
const NO_BODY: Record<string, string> = {
  'POST /api/docsprobe': 'this test’s probe route, undescribed on purpose',
};

/** A login's fields as an admin's form sends them (accounts.routes.ts). */
// issue 37 added a login's other roles and branch to the account screens
const LOGIN = [
  'username',
  'email',
  'no_hp',
  'user_role_id',
  'peran_lain',
  'cabang',
  'status',
  'otp_enabled',
  'email_verified',
];
const PASSWORD = ['password', 'password_confirmation'];
/** A website section row's fields (website.routes.ts). */
const SECTION = ['judul', 'subjudul', 'konten', 'gambar', 'link', 'ikon', 'data', 'status'];
/** A resource list's parameters, its field filters named by pattern (`filters`). */
const LIST = ['page', 'limit', 'sort', 'order', 'search', 'filters'];
const TECHNICIANS = ['page', 'limit', 'search', 'status', 'username', 'email', 'no_hp', 'otp_enabled'];

let doc: Document;
let api: RouteEntry[];

// a module the docs know nothing about: its routes must appear by themselves
const ctx = useTestApp(
  {},
  {
    signIn: [],
    modules: [
      {
        name: 'docsprobe',
        routes: async (app) => {
          app.get(
            '/docsprobe/:id',
            {
              ...pageRoute('docsprobe'),
              schema: { querystring: { type: 'object', properties: { q: { type: 'string' } } } },
            },
            async () => ({}),
          );
          app.post('/docsprobe', signedInRoute, async () => ({}));
        },
      },
    ],
  },
);
beforeAll(async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  api = ctx.app.routeTable.filter((route) => route.url.startsWith('/api/'));
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /api/docs', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()).toEqual(doc);
  });

  it('documents every /api route of the route table, with its method', () => {
    expect(api.length).toBeGreaterThan(150);
    expect(undocumentedRoutes(api, doc)).toEqual([]);
    for (const [method, path, tag] of [
      ['post', '/api/auth/login', 'auth'],
      ['put', '/api/roles/permissionmulti/{id}', 'roles'],
      ['get', '/api/mail/outbox/{id}', 'mail'],
      ['post', '/api/media/upload', 'media'],
      ['get', '/api/health', 'health'],
      ['get', '/api/docs', 'docs'],
      ['put', '/api/akun/edituser/{id}', 'accounts'],
      ['get', '/api/rinvoice/pdf/{id}', 'invoicing'],
      ['post', '/api/pos/sales', 'inventory'],
      ['post', '/api/{resource}/add', 'resource'],
      ['get', '/api/website/settings', 'website'],
      ['post', '/api/akun/daftarkanresetwebsitedfsinglepage/{id}', 'website'],
    ] as const)
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
  });

  it('the completeness check finds a route the document lacks', () => {
    const extra = [
      { method: 'GET', url: '/api/nowhere/:id', access: { kind: 'signedIn' } },
      { method: 'PATCH', url: '/api/roles/permissionmulti/:id', access: { kind: 'admin' } },
    ] satisfies RouteEntry[];
    expect(undocumentedRoutes([...api, ...extra], doc)).toEqual(extra);
    const { '/api/auth/login': _gone, ...paths } = doc.paths;
    expect(undocumentedRoutes(api, { ...doc, paths }).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/auth/login',
    ]);
  });

  it('documents a route nobody described from its path, access declaration and schema', () => {
    const probe = doc.paths['/api/docsprobe/{id}']?.get;
    expect(probe?.tags).toEqual(['docsprobe']);
    expect(probe?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ]);
    expect(probe?.['x-kantor-access']).toEqual({ kind: 'page', page: 'docsprobe' });
    expect(probe?.description).toContain('`docsprobe`');
    expect(probe?.security).toBeUndefined(); // the document's bearer requirement
    expect(Object.keys(probe!.responses)).toEqual(['200', '401', '403', '404', '422']);
    const bare = doc.paths['/api/docsprobe']?.post;
    expect(bare?.requestBody?.content['application/json']?.schema).toEqual({ type: 'object' });
    expect(Object.keys(bare!.responses)).toEqual(['200', '401', '422']);
  });

  it('states who may call each route: public ones need no token', () => {
    expect(doc.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } });
    for (const { path, method, operation } of operations()) {
      if (!path.startsWith('/api/') || !operation['x-kantor-access']) continue;
      const isPublic = (operation['x-kantor-access'] as { kind: string }).kind === 'public';
      expect(operation.security, `${method} ${path}`).toEqual(isPublic ? [] : undefined);
      expect(Boolean(operation.responses['401']), `${method} ${path}`).toBe(!isPublic);
    }
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/roles/clone/{id}']?.post?.description).toContain(
      'The admin role holding the page `roles/clone`',
    );
  });

  it('gives every operation a unique operationId and a declared tag', () => {
    const all = operations();
    const ids = all.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(doc.tags.map((t) => t.name));
    expect(all.flatMap((o) => o.operation.tags).filter((t) => !declared.has(t))).toEqual([]);
    expect(doc.paths['/api/roles/permissionmulti/{id}']?.put?.operationId).toBe(
      'putRolesPermissionmultiById',
    );
  });

  it('carries the request schemas the routes declare', () => {
    const login = doc.paths['/api/auth/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(login?.required).toEqual(['username', 'password']);
    const grid = doc.paths['/api/roles/permissionmulti/{id}']?.put;
    expect(grid?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id']);
    expect(grid?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('grant');
    const outbox = doc.paths['/api/mail/outbox']?.get;
    expect(outbox?.parameters?.map((p) => p.name)).toEqual(['page', 'limit', 'search']);
    const upload = doc.paths['/api/media/upload']?.post?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
    const me = doc.paths['/api/account/currentuserdata']?.get?.responses['200'] as {
      content: Record<string, { schema: { required: string[] } }>;
    };
    expect(me.content['application/json']?.schema.required).toEqual(['user', 'roles', 'pages']);
  });

  it('describes the body of every POST, PUT and PATCH route, or names it as taking none', () => {
    const withoutBody = api
      .filter(
        (route) =>
          BODY_METHODS.has(route.method) &&
          !route.schema?.body &&
          !route.schema?.bodyDoc &&
          !route.schema?.noBody,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutBody.filter((route) => !(route in NO_BODY))).toEqual([]);
    // an entry that has a body description now is left over: remove it
    expect(Object.keys(NO_BODY).filter((route) => !withoutBody.includes(route))).toEqual([]);
    // in the document, an undescribed body says so and a described one does not
    const probe = doc.paths['/api/docsprobe']?.post?.requestBody as { description?: string } | undefined;
    expect(probe?.description).toMatch(/^Not described yet/);
    const described = doc.paths['/api/chat/start']?.post?.requestBody as { description?: string } | undefined;
    expect(described?.description).toBeUndefined();
    // a route that reads no body has no request body in the document
    expect(doc.paths['/api/chat/c/{code}/close']?.post).toBeDefined();
    expect(doc.paths['/api/chat/c/{code}/close']?.post?.requestBody).toBeUndefined();
  });

  it('lists the fields of each route declared in core, as this table (written from the old docs) says', () => {
    // method path → body fields (required ones starred) and query parameters, from the routes' contracts
    const table: Record<string, { body?: string[]; query?: string[] }> = {
      'get /api/rstok/kartu/{id}': { query: ['page', 'limit'] },
      'get /api/rbarangmasuksub/listmodalsatuan': { query: ['search', 'page', 'limit'] },
      'post /api/rbarangmasuksub/addmodalsatuan': {
        body: ['id_stok*', 'id_satuan*', 'harga_satuan*', 'tanggal', 'keterangan'],
      },
      'post /api/rpekerjaan/material-sop/{id}': { body: ['tanggal', 'lines*'] },
      // hosting: the passwords, plus (buatdipanel) the akunwebmail record's fields by the catchall
      'post /api/akunwebmail/gantipass/{id}': { body: ['password', 'password_confirmation'] },
      'post /api/akunwebmail/buatdipanel': { body: ['password', 'password_confirmation'] },
      'post /api/pos/sales': { body: ['client_id*', 'lines*', 'payment*', 'customer', 'session', 'date'] },
      'get /api/pos/sales': { query: ['date'] },
      'get /api/pos/sales/{id}/receipt': { query: ['width'] },
      'get /api/pos/sessions': { query: ['counter', 'status'] },
      'post /api/pos/sessions': { body: ['counter*', 'float*', 'keterangan'] },
      'post /api/pos/sessions/{session}/close': { body: ['counted*', 'bank_account', 'keterangan'] },
      'get /api/pos/sessions/{session}/z-report': { query: ['width'] },
      'post /api/pos/returns': { body: ['client_id*', 'sale*', 'session*', 'lines', 'alasan'] },
      'get /api/pos/returns/{ret}/receipt': { query: ['width'] },
      'post /api/pos/receipts': { body: ['client_id*', 'supplier*', 'date', 'invoiceNumber', 'lines*'] },
      'get /api/rbarangmasuksubsub/riwayat': { query: ['q'] },
      'post /api/rinvoice/pembayaran/{id}': {
        body: ['jumlah*', 'metode', 'tanggal', 'id_bankrekening', 'keterangan'],
      },
      'post /api/rinvoice/pembayaranvirtual/{id}/simulasi': { body: ['jumlah'] },
      // a provider's notification: what sandbox or midtrans send, none required (the signature decides)
      'post /api/payments/webhook/{provider}': {
        body: [
          'order_id',
          'transaction_id',
          'gross_amount',
          'status',
          'paid_at',
          'signature',
          'status_code',
          'signature_key',
          'transaction_status',
          'settlement_time',
          'transaction_time',
        ],
      },
      'get /api/rinvoice/efaktur': { query: ['from', 'to'] },
      'get /api/rsubptrackprogres/tracklist': { query: ['done', 'search', 'limit', 'mine'] },
      'post /api/rsubptrackprogres/trackadd': {
        // client_id: an entry queued offline, recorded once (issue 35, docs/jobs.md "Offline")
        body: [
          'id_subpekerjaan*',
          'persentase*',
          'nama_langkah',
          'catatan',
          'foto',
          'lokasi_gps',
          'publik',
          'client_id',
        ],
      },
      'post /api/addmasalsubpekerjaan/preview': { body: ['id_pekerjaan*', 'text'] },
      'post /api/addmasalsubpekerjaan/commit': { body: ['id_pekerjaan*', 'text'] },
      'get /api/rinvoice/coretax': { query: ['from', 'to'] },
      'post /api/rinvoice/notakredit/{id}': { body: ['tanggal', 'alasan*', 'lines'] },
      'post /api/rinvoice/jamkerja/{id}': { body: ['id_pekerjaan*', 'id_hargapekerjaan*'] },
      'post /api/rinvoice/pengembaliandana/{id}': {
        body: ['jumlah*', 'metode', 'tanggal', 'id_bankrekening', 'keterangan'],
      },
      // purchasing (docs/purchasing.md)
      'get /api/pembelian/orders': { query: ['status', 'search', 'page', 'limit'] },
      'post /api/pembelian/orders': {
        body: ['id_supplier*', 'tanggal', 'tanggal_kirim', 'termin_hari', 'keterangan', 'pesan', 'lines*'],
      },
      'post /api/pembelian/orders/{id}/terima': { body: ['tanggal', 'no_faktur_supplier', 'lines*'] },
      'get /api/hutangsupplier/bills': { query: ['status', 'search', 'page', 'limit', 'open'] },
      'post /api/hutangsupplier/bills': {
        body: ['id_po*', 'no_faktur_supplier*', 'tanggal', 'jatuh_tempo', 'keterangan', 'lines*'],
      },
      'post /api/hutangsupplier/bills/{id}/bayar': {
        body: ['tanggal', 'jumlah*', 'id_bankrekening', 'metode', 'keterangan'],
      },
      'get /api/hutangsupplier/umur': { query: ['date'] },
      // dispatch board and timesheets (docs/jobs.md)
      'get /api/dispatch/board': { query: ['from', 'days'] },
      'post /api/dispatch/move/{id}': {
        body: ['id_teknisi*', 'tanggal_mulai*', 'jam_mulai', 'durasi_menit'],
      },
      'put /api/timesheets/entries/{id}': { body: ['mulai*', 'selesai', 'alasan*'] },
      'get /api/timesheets/report': { query: ['from', 'to'] },
      // notices by e-mail (docs/jobs.md)
      'put /api/account/notice-mail': { body: ['topics*', 'locale*'] },
      // worksheets (docs/jobs.md)
      'put /api/worksheets/templates/{id}': { body: ['items*'] },
      'put /api/worksheets/sub/{id}': { body: ['answers*', 'client_id'] },
      'post /api/worksheets/sub/{id}/sign': {
        body: ['answers', 'nama_penanda*', 'tanda_tangan*', 'lokasi_gps', 'catatan', 'client_id'],
      },
      // reports (modules/reports): a range and a page as text, read by the server with its defaults
      'get /api/rpemasukan/ghkpo': { query: ['from', 'to', 'period'] },
      'get /api/rpemasukan/drtyj': { query: ['from', 'to', 'period'] },
      'get /api/rlaporan/laporan/{kind}': { query: ['from', 'to', 'period', 'format'] },
      'get /api/rinvoice/joinlist': { query: ['page', 'limit', 'search', 'status'] },
      'get /api/rsubinvoice/joinlistitems': { query: ['page', 'limit', 'search'] },
      'get /api/rinvoice/listuntukmodal': { query: ['page', 'limit'] },
      'get /api/rsubinvoice/qnevt': { query: ['from', 'to'] },
      'get /api/rsubinvoice/rbdkm': { query: ['from', 'to'] },
      // attendance (modules/attendance): the kiosk's tap and the month's recap
      'post /api/absensirfidmanual/tap': { body: ['kode_rfid*', 'foto'] },
      'get /api/rabsensi/rekap': { query: ['bulan', 'format'] },
      // maintenance (modules/maintenance): schedules, root causes and the conversions to a job
      'get /api/cmumt/pm': { query: ['sampai'] },
      'post /api/cmumt/pm/{id}/jadikan-pekerjaan': { body: ['jadwal*', 'id_type'] },
      'get /api/cmumt/rootcause': { query: ['dari', 'sampai'] },
      'post /api/butuhapa/{id}/jadikan-pekerjaan': {
        body: ['nama_pekerjaan', 'tanggal_mulai', 'id_type', 'id_teknisi'],
      },
      'post /api/pendaftaran/{id}/jadikan-pekerjaan': {
        body: ['nama_pekerjaan', 'tanggal_mulai', 'id_type', 'id_teknisi'],
      },
      // the bell (notifications.routes.ts)
      'get /api/rnotifikasi/mine': { query: ['limit', 'unread'] },
      // printing with templates (documents.routes.ts): a batch also reads the list's filters, by pattern
      'get /api/documents/{resource}/generate/{id}': { query: ['template', 'format'] },
      'post /api/documents/{resource}/batch': { query: ['template', 'format', 'search', 'filters'] },
      // the admin's tools (admin.routes.ts): the duplicate finder, a template's reference, the walman recap
      'post /api/petacekduplikatinput/find': { body: ['resource*', 'fields*'] },
      'post /api/manualtemplatejson/save_refxml/{id}': { body: ['ref_xml', 'content', 'format'] },
      'get /api/walman/listgas': { query: ['from', 'to'] },
      // the user-table designer (usertables.routes.ts): each column's fields are the server's check
      'put /api/supertabel/{name}': { body: ['columns*', 'roles'] },
      // the in-app outbox (mail.routes.ts): a page as text, read by the server with its defaults
      'get /api/mail/outbox': { query: ['page', 'limit', 'search'] },
      // AI prompts (ai.routes.ts): a variable's bound and which resource and record are the server's check
      'get /api/ai/templates': { query: ['resource'] },
      'post /api/ai/run': { body: ['templateId*', 'resource', 'recordId', 'variables'] },
      // sign-in, registration and the password routes (modules/auth)
      'post /api/auth/login': { body: ['username*', 'password*', 'remember'] },
      'post /api/auth/otp/verify': { body: ['otpToken*', 'code*'] },
      'post /api/auth/otp/resend': { body: ['otpToken*'] },
      'post /api/auth/logout': { body: ['token', 'beacon'] },
      'post /api/auth/google': { body: ['credential*', 'remember'] },
      // a registration's fields are checked together (one 422 naming each), so none is required alone
      'post /api/auth/register': {
        body: ['username', 'email', 'no_hp', 'password', 'password_confirmation'],
      },
      'post /api/auth/verify-email/resend': { body: ['email*'] },
      'post /api/auth/verify-email': { body: ['token*'] },
      'post /api/auth/password/forgot': { body: ['email*'] },
      'post /api/auth/password/reset': { body: ['token*', 'password*', 'password_confirmation*'] },
      'post /api/auth/password/change': {
        body: ['current_password*', 'password*', 'password_confirmation*'],
      },
      // the own account (modules/accounts profile.routes.ts): its rules checked together by the server
      'put /api/account/profile': { body: ['username', 'no_hp', 'otp_enabled', 'email'] },
      // website settings (website.routes.ts): a row's fields as sent, checked against its section's form
      'put /api/website/single/{key}': { body: SECTION },
      'post /api/website/items/{key}': { body: [...SECTION, 'urutan'] },
      'put /api/website/items/{key}/{id}': { body: [...SECTION, 'urutan'] },
      'put /api/website/order/{key}': { body: ['ids*'] },
      'post /api/website/preview': { body: ['key*', 'id', 'values'] },
      'post /api/website/emailtemplate/test': { body: ['jenis*', 'judul', 'konten'] },
      'put /api/website/main-site': { body: ['user_id*'] },
      // customer-service chat (chat.routes.ts): the start and a message are checked by the server, in its words
      'post /api/chat/start': { body: ['nama', 'no_hp', 'email', 'pesan'] },
      'get /api/chat/c/{code}': { query: ['after'] },
      'post /api/chat/c/{code}/messages': { body: ['pesan', 'lampiran'] },
      'post /api/chat/c/{code}/seen': { body: ['delivered', 'read'] },
      'post /api/chat/c/{code}/rating': { body: ['rating*', 'comment'] },
      'get /api/chat/queue': { query: ['status', 'who', 'search'] },
      'get /api/chat/search': { query: ['q'] },
      'post /api/chat/c/{code}/assign': { body: ['agent_id'] },
      'post /api/chat/canned': { body: ['title*', 'body*'] },
      // role management (roles.routes.ts)
      'put /api/roles/permissionmulti/{id}': { body: ['grant', 'revoke', 'pages'] },
      'post /api/roles/clone/{id}': { body: ['role_name*', 'keterangan'] },
      'post /api/roles/importrsetwebsite/{id}': { body: ['pages'] },
      'get /api/setupshowhideroleid/exportjson': { query: ['role_id'] },
      'post /api/setupshowhideroleid/importjson': {
        body: ['rules*'],
        query: ['role_id', 'dryRun', 'replace'],
      },
      'post /api/setupshowhideroleid/copy': { body: ['from_role_id*', 'to_role_id*', 'replace'] },
      'get /api/petauseridroleidgroupid': { query: ['search', 'role_id', 'page', 'limit'] },
      // user management (accounts.routes.ts): the fields' rules are the server's (required on create)
      'post /api/akun/tambahuser': { body: [...LOGIN, ...PASSWORD] },
      'post /api/akun/addlistteknisi': {
        body: [...LOGIN.filter((f) => f !== 'user_role_id' && f !== 'peran_lain'), ...PASSWORD],
      },
      'put /api/akun/edituser/{id}': { body: LOGIN },
      'put /api/akun/akuneditteknisi/{id}': { body: LOGIN },
      'put /api/akun/ubahrolestatusverify/{id}': { body: ['user_role_id', 'status', 'email_verified'] },
      'put /api/akun/setubahpassword/{id}': { body: ['password', 'password_confirmation'] },
      'post /api/akun/assignlogin/{id}': { body: ['login_id', ...LOGIN, ...PASSWORD] },
      'get /api/akun/akunlistteknisi': { query: TECHNICIANS },
      'get /api/akun/akunlistteknisi/{field}/{value}': { query: TECHNICIANS },
      // every resource's generic routes (resources.routes.ts): a list's filters by pattern, a record's
      // fields by name (each resource's `<resource>Input` lists them), an import a multipart upload
      'get /api/{resource}': { query: LIST },
      'get /api/{resource}/index/{field}/{value}': { query: LIST },
      'get /api/{resource}/options': { query: ['search', 'limit', 'id', 'filters'] },
      'post /api/{resource}/add': {},
      'put /api/{resource}/edit/{id}': {},
      'get /api/{resource}/export': { query: ['format', 'search', 'labels', 'filters'] },
      'post /api/{resource}/import': { query: ['dryRun', 'labels'] },
      // the spreadsheet (spreadsheet.routes.ts): the sheets read by core's readSheets; an XLSX uploaded
      'post /api/excel/files': { body: ['name*', 'sheets*'] },
      'put /api/excel/files/{id}': { body: ['name', 'sheets*'] },
      'post /api/excel/xlsx': { body: ['name*', 'sheets*'] },
      'post /api/excel/convert': {},
      // the one upload (media.routes.ts): a multipart file
      'post /api/media/upload': {},
    };
    for (const [at, expected] of Object.entries(table)) {
      const [method, path] = at.split(' ') as [string, string];
      const operation = doc.paths[path]?.[method];
      expect(operation, at).toBeDefined();
      const body = operation?.requestBody?.content['application/json']?.schema as
        | { properties?: object; required?: string[] }
        | undefined;
      const fields = Object.keys(body?.properties ?? {}).map((name) =>
        body?.required?.includes(name) ? `${name}*` : name,
      );
      expect(fields, `${at} body`).toEqual(expected.body ?? []);
      const query = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(query, `${at} query`).toEqual(expected.query ?? []);
    }
    // a sale's lines and payment are described field by field too
    const sale = doc.paths['/api/pos/sales']?.post?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, { items?: { properties: object }; properties?: object }>;
    };
    expect(Object.keys(sale.properties.lines?.items?.properties ?? {})).toEqual([
      'item',
      'qty',
      'unit',
      'serials',
    ]);
    expect(Object.keys(sale.properties.payment?.properties ?? {})).toEqual(['method', 'amount']);
    // every route served from a declaration is in the table
    const declared = api
      .filter((route) => route.schema?.declared && (route.schema.bodyDoc || route.schema.queryDoc))
      .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(declared.sort()).toEqual(Object.keys(table).sort());
  });

  it('serves every /api route from a declaration in core, but the realtime socket’s upgrade (issue 33)', () => {
    // this test's own probes (above) are not the app's
    const routes = api.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docsprobe'));
    const undeclared = routes
      .filter((route) => !route.schema?.declared)
      .map((route) => `${route.method} ${route.url}`);
    // the socket's GET hands its handler a WebSocket, not an answer (docs/architecture.md says why)
    expect(undeclared).toEqual(['GET /api/realtime']);
    // counted from this route table on 29 November 2026 (HEAD routes aside): a new route changes it
    expect(routes.length).toBe(226);
  });

  it('declares the answer of every route: a JSON schema from core, or the media types of its file', () => {
    const withoutAnswer = api
      .filter((route) => {
        const response = route.schema?.response as Record<string, unknown> | undefined;
        return !response?.['200'] && !response?.['202'] && !response?.['2xx'] && !response?.['204'];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutAnswer.filter((route) => !(route in NO_ANSWER))).toEqual([]);
    expect(Object.keys(NO_ANSWER).filter((route) => !withoutAnswer.includes(route))).toEqual([]);
    // in the document: the list's answer is core's ResourceListAnswer, the export's a file in three formats
    const list = doc.paths['/api/{resource}']?.get?.responses['200'] as {
      content: Record<string, { schema: { required: string[]; additionalProperties: boolean } }>;
    };
    expect(list.content['application/json']?.schema.required).toEqual([
      'records',
      'totalRecords',
      'page',
      'limit',
      'can',
    ]);
    expect(list.content['application/json']?.schema.additionalProperties).toBe(false);
    // an answer without a body has no content in the document
    expect(doc.paths['/api/chat/c/{code}/typing']?.post?.responses['204']).toEqual({
      description: expect.any(String),
    });
    const file = doc.paths['/api/{resource}/export']?.get?.responses['200'] as { content: object };
    expect(Object.keys(file.content)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
    ]);
  });

  it('sums up every route in words of its own, not the path the docs fall back to', () => {
    const probes = new Set(['/api/docsprobe', '/api/docsprobe/{id}']);
    const fallback = operations().filter(
      ({ path, method, operation }) =>
        !probes.has(path) &&
        (!operation.summary ||
          operation.summary.endsWith(`: ${method.toUpperCase()} ${path.replace(/^\/api/, '')}`)),
    );
    expect(fallback.map(({ path, method }) => `${method} ${path}`)).toEqual([]);
    // the check sees a fallback: the probe has one
    expect(doc.paths['/api/docsprobe/{id}']?.get?.summary).toBe('docsprobe: GET /docsprobe/{id}');
  });

  it('names query parameters by pattern where a route takes field filters', () => {
    const list = doc.paths['/api/{resource}']?.get?.parameters ?? [];
    expect(list.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:resource',
      'query:page',
      'query:limit',
      'query:sort',
      'query:order',
      'query:search',
      'query:filters',
    ]);
    const filters = list.find((p) => p.name === 'filters') as unknown as {
      style: string;
      explode: boolean;
      schema: { patternProperties: Record<string, unknown> };
    };
    expect([filters.style, filters.explode]).toEqual(['form', true]);
    const patterns = Object.keys(filters.schema.patternProperties).map((p) => new RegExp(p));
    for (const name of ['status', 'total__gte', 'id_akun__in', 'deleted_at__null'])
      expect(
        patterns.some((p) => p.test(name)),
        name,
      ).toBe(true);
    for (const name of ['total__between', 'Status', '__in'])
      expect(
        patterns.some((p) => p.test(name)),
        name,
      ).toBe(false);
    // a route without patterns has no such parameter
    expect(doc.paths['/api/{resource}/view/{id}']?.get?.parameters?.map((p) => p.name)).toEqual([
      'resource',
      'id',
    ]);
    const upload = doc.paths['/api/{resource}/import']?.post?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
  });

  it('spells out every resource’s generic routes with its declared fields', () => {
    for (const resource of RESOURCE_LIST) {
      expect(doc.paths[`/api/${resource.name}`]?.get, resource.name).toBeDefined();
      expect(doc.paths[`/api/${resource.name}/view/{id}`]?.get).toBeDefined();
      expect(Boolean(doc.paths[`/api/${resource.name}/add`]), resource.name).toBe(!resource.readOnly);
      expect(doc.components.schemas[resource.name]).toBeDefined();
    }
    expect(doc.components.schemas.rsupplierInput?.required).toContain('nama_supplier');
    expect(doc.components.schemas.users?.properties).not.toHaveProperty('password_hash');
  });
});
