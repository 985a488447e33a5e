// GET /api/docs: the body fields and query parameters of every route declared in core, against a table
// written from the old docs.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../plugins/access.ts';
import { type Document, useDocsWorld } from '../../test/docs-support.ts';

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

const world = useDocsWorld();
let doc: Document;
let api: RouteEntry[];
beforeAll(() => {
  ({ doc, api } = world);
});

describe('GET /api/docs', () => {
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
});
