/** Every page the product knows (spec §2), so permissions, menus and guards share one list. */

/** The 64 resources of spec §2, in the spec's order. */
// biome-ignore format: compact lists read better than one name per line
export const RESOURCE_NAMES = [
  'akun', 'akunwebmail', 'bankrekening', 'butuhapa', 'cmumt', 'dbteam', 'dokumengenerator', 'grouproleid',
  'manifestasi', 'manualtemplatejson', 'media', 'pendaftaran', 'permissions', 'primereactcustomview',
  'promptapiopenai', 'rabsensi', 'rbarangkeluar', 'rbarangmasuk', 'rbarangmasuksub', 'rbarangmasuksubsub',
  'rchat', 'rchatadmin', 'rdiskonevent', 'regdistricts', 'regprovinces', 'regregencies', 'regvillages',
  'rhargasatuanpekerjaan', 'rinvoice', 'rkategorilevel', 'rlangganan', 'rlaporan', 'rmasterpengeluaran', 'rmenu',
  'rmindmap', 'rmitra', 'rnotifikasi', 'roles', 'rootcauseumt', 'rpekerjaan', 'rpemasukan', 'rpengeluaran',
  'rpostingan', 'rsatuan', 'rsethargajual', 'rsetregional', 'rsetwebsite', 'rstok', 'rsubinvoice', 'rsubpekerjaan',
  'rsubptrackprogres', 'rsupplier', 'rtype', 'segmentumtinfo', 'setupimgprototype', 'setupshowhideroleid',
  'standarmaterialsop', 'supertabelakun', 'tabelkolom', 'templateprompt', 'tes', 'tes2', 'tes3', 'users', 'walman',
] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** Actions a permission row can grant on a resource; `index` is the list. */
export const RESOURCE_ACTIONS = ['index', 'view', 'add', 'edit', 'delete', 'export', 'import'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

/**
 * Tool pages: each needs view permission for its own path (spec §2). Purchasing's three screens are
 * pages of this kind too (issue 34, docs/purchasing.md): `pembelian` (purchase orders, receiving against
 * them, the reorder suggestion), `hutangsupplier` (supplier bills, payables, payments) and `umurhutang`
 * (the payables ageing).
 */
// biome-ignore format: compact lists read better than one name per line
export const TOOL_PAGES = [
  'absensirfidmanual', 'addmasalsubpekerjaan', 'desainhtmlpdf', 'excel', 'getmindmap', 'kalkulator',
  'pastechatgpt', 'posbarangmasukrizqieta', 'postransaksirizqieta', 'supertabel',
  'pembelian', 'hutangsupplier', 'umurhutang',
] as const;

/** Admin and map pages (spec §2 "Extra routes"). */
// biome-ignore format: compact lists read better than one name per line
export const ADMIN_PAGES = [
  'admin', 'petarsetwebsite', 'petadropdown', 'petarinvoice', 'rentanxvalidasiphp', 'petauseridroleidgroupid',
  'petacud', 'petacekduplikatinput',
] as const;

/** Pages every signed-in role normally holds. */
export const BASIC_PAGES = ['home', 'account'] as const;

/** Extra routes of spec §2 as `page/action` (record ids dropped). */
// biome-ignore format: compact lists read better than one name per line
export const EXTRA_ROUTES: Readonly<Record<string, readonly string[]>> = {
  akun: [
    'cpanelapi', 'dummuakunadd', 'akunlistteknisi', 'addlistteknisi', 'akuneditteknisi', 'setubahpassword',
    'assignlogin', 'ubahrolestatusverify', 'tambahuser', 'edituser', 'daftarkanresetwebsitedfsinglepage',
  ],
  akunwebmail: ['gantipass'],
  cmumt: ['pm'],
  manualtemplatejson: ['save_refxml'],
  rbarangmasuksub: ['listmodalsatuan', 'addmodalsatuan'],
  rbarangmasuksubsub: ['riwayat'],
  rchat: ['pusher', 'balaspesan'],
  rchatadmin: ['admincs'],
  rinvoice: ['joinlist', 'listuntukmodal', 'adduntukmodal', 'duplikatinv', 'pembayaranvirtual', 'countrinvoice'],
  roles: ['clone', 'permissionmulti', 'importrsetwebsite'],
  rpekerjaan: ['duplikatdata', 'papan', 'timesheet'],
  rpemasukan: ['ghkpo', 'drtyj'],
  rsubinvoice: ['joinlistitems', 'qnevt', 'rbdkm'],
  rsubptrackprogres: ['tracklist', 'trackadd'],
  walman: ['listgas'],
  rsetwebsite: [
    'umum', 'kontak', 'sosialmedia', 'laman', 'slider', 'slideradd', 'slideredit', 'bagianutamaedit', 'tentangkami',
    'editsinglekenapapilihkami', 'editcarakerjasingle', 'editfiturunggulan', 'editteam', 'edittestimoni',
    'editharga', 'editfaq', 'editajakan', 'editfooter', 'bloghead', 'visi', 'setuserid', 'bgformlogin',
    'editapiset', 'editemailtemplate', 'daftarsinglepage',
    ...['about', 'whychooseus', 'howitworks', 'featured', 'team', 'testimonials', 'price', 'faq', 'ads', 'footer',
      'mission', 'sponsors'].flatMap((loop) => [`${loop}list`, `${loop}add`, `${loop}edit`]),
  ],
};

/** Every action name a page understands (standard plus its extra routes), for `parseRoutePath`. */
export function actionsOf(page: string): string[] {
  return [
    'index',
    'list',
    'view',
    'add',
    'edit',
    'delete',
    'export',
    'import',
    ...(EXTRA_ROUTES[page] ?? []),
  ];
}

/** The full pages list (as `page` or `page/action`) an all-powerful role holds. */
export function allPages(): string[] {
  const pages: string[] = [...BASIC_PAGES, ...TOOL_PAGES, ...ADMIN_PAGES];
  for (const name of RESOURCE_NAMES) {
    for (const action of RESOURCE_ACTIONS) pages.push(action === 'index' ? name : `${name}/${action}`);
    for (const extra of EXTRA_ROUTES[name] ?? []) pages.push(`${name}/${extra}`);
  }
  return pages;
}
